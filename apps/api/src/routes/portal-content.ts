import type { PortalSection } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  findMyResourceFile,
  getMyPage,
  getMyResource,
  listMyPages,
  listMyResources,
} from "../services/portal-content.js";
import { participantOf } from "../services/portal-sessions.js";
import type { FileStorage } from "../services/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const pageParams = portalParams.extend({ pageId: z.string().min(1).max(200) });
const resourceParams = portalParams.extend({ resourceId: z.string().min(1).max(200) });

/**
 * What a participant reads of a portal's content (spec 1 §2 "Portal": /pages/{pageId},
 * /resources, /resources/{resourceId}; issue 6): 401 signed out, 404 unknown portal, 403 not a
 * member; then the portal's published pages and its resources, nothing of any other portal.
 */
export async function portalContentRoutes(app: FastifyInstance, ctx: AuthContext & { storage: FileStorage }) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>, section?: PortalSection) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  const base = "/portal/:portalSlug/:portalId/me";

  app.get(`${base}/pages`, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMyPages(ctx.db, await who(request, params)) };
  });

  app.get(`${base}/pages/:pageId`, auth, async (request) => {
    const params = parse(pageParams, request.params, "params");
    return { payload: await getMyPage(ctx.db, await who(request, params), params.pageId) };
  });

  app.get(`${base}/resources`, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMyResources(ctx.db, await who(request, params, "resources")) };
  });

  app.get(`${base}/resources/:resourceId`, auth, async (request) => {
    const params = parse(resourceParams, request.params, "params");
    return {
      payload: await getMyResource(ctx.db, await who(request, params, "resources"), params.resourceId),
    };
  });

  // The generic /uploads route serves anyone holding the id; this one checks the file is the portal's.
  app.get(`${base}/resources/:resourceId/file`, auth, async (request, reply) => {
    const params = parse(resourceParams, request.params, "params");
    const upload = await findMyResourceFile(
      ctx.db,
      await who(request, params, "resources"),
      params.resourceId,
    );
    return sendUpload(reply, ctx.storage, upload, "private, no-store");
  });
}
