import type { PortalSection } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  findMySessionFile,
  getMySession,
  listMySessions,
  myCalendar,
  myCalendarIcs,
  participantOf,
} from "../services/portal-sessions.js";
import type { FileStorage } from "../services/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const sessionParams = portalParams.extend({ sessionId: z.string().min(1).max(200) });
const fileParams = sessionParams.extend({ uploadId: z.uuid() });

/**
 * The participant's own sessions and agenda (spec 1 §2 "Portal": /sessions, /session/{sessionId},
 * /calendar; issue 6). Each call resolves the participant first: 401 signed out, 404 unknown
 * portal, 403 not a member; then only their own contact's sessions exist.
 */
export async function portalSessionRoutes(
  app: FastifyInstance,
  ctx: AuthContext & { storage: FileStorage; publicUrl: string },
) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>, section: PortalSection) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  const base = "/portal/:portalSlug/:portalId/me";

  app.get(`${base}/sessions`, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMySessions(ctx.db, await who(request, params, "sessions")) };
  });

  app.get(`${base}/sessions/:sessionId`, auth, async (request) => {
    const params = parse(sessionParams, request.params, "params");
    return { payload: await getMySession(ctx.db, await who(request, params, "sessions"), params.sessionId) };
  });

  // The generic /uploads route serves anyone holding the id; this one checks the file is theirs.
  app.get(`${base}/sessions/:sessionId/files/:uploadId`, auth, async (request, reply) => {
    const params = parse(fileParams, request.params, "params");
    const upload = await findMySessionFile(
      ctx.db,
      await who(request, params, "sessions"),
      params.sessionId,
      params.uploadId,
    );
    return sendUpload(reply, ctx.storage, upload, "private, no-store");
  });

  app.get(`${base}/calendar`, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await myCalendar(ctx.db, await who(request, params, "calendar")) };
  });

  app.get(`${base}/calendar.ics`, auth, async (request, reply) => {
    const params = parse(portalParams, request.params, "params");
    const host = new URL(ctx.publicUrl).hostname || "foyer";
    const { body, fileName } = await myCalendarIcs(ctx.db, await who(request, params, "calendar"), host);
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "private, no-store")
      .send(body);
  });
}
