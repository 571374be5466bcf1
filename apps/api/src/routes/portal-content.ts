import {
  envelope,
  idParams,
  type PortalSection,
  portalContentMessages,
  portalPageLink,
  portalPageView,
  portalResource,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  findMyResourceFile,
  getMyPage,
  getMyResource,
  listMyPages,
  listMyResources,
} from "../services/portal/content.js";
import { participantOf } from "../services/portal/sessions.js";
import type { FileStorage } from "../services/uploads/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = idParams("portalSlug", "portalId");
const pageParams = idParams("portalSlug", "portalId", "pageId");
const resourceParams = idParams("portalSlug", "portalId", "resourceId");

/**
 * What a participant reads of a portal's content (spec 1 §2 "Portal": /pages/{pageId},
 * /resources, /resources/{resourceId}; issue 6): 401 signed out, 404 unknown portal, 403 not a
 * member; then the portal's published pages and its resources, nothing of any other portal.
 */
export async function portalContentRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  const preValidation = requireAuth(ctx);
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>, section?: PortalSection) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  const base = "/portal/:portalSlug/:portalId/me";

  app.get(
    `${base}/pages`,
    {
      preValidation,
      schema: {
        summary: "The portal's published pages, as its nav lists them",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalPageLink)) }),
      },
    },
    async (request) => ({ payload: await listMyPages(ctx.db, await who(request, request.params)) }),
  );

  app.get(
    `${base}/pages/:pageId`,
    {
      preValidation,
      schema: {
        summary: "One published page of the portal",
        params: pageParams,
        response: answers({ 200: envelope(portalPageView) }),
      },
    },
    async (request) => {
      const { params } = request;
      const page = await getMyPage(ctx.db, await who(request, params), params.pageId);
      return { payload: orNotFound(page, portalContentMessages.pageNotFound) };
    },
  );

  app.get(
    `${base}/resources`,
    {
      preValidation,
      schema: {
        summary: "The portal's resources: files to download and links",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalResource)) }),
      },
    },
    async (request) => ({
      payload: await listMyResources(ctx.db, await who(request, request.params, "resources")),
    }),
  );

  app.get(
    `${base}/resources/:resourceId`,
    {
      preValidation,
      schema: {
        summary: "One of the portal's resources",
        params: resourceParams,
        response: answers({ 200: envelope(portalResource) }),
      },
    },
    async (request) => {
      const { params } = request;
      const resource = await getMyResource(
        ctx.db,
        await who(request, params, "resources"),
        params.resourceId,
      );
      return { payload: orNotFound(resource, portalContentMessages.resourceNotFound) };
    },
  );

  // The generic /uploads route serves anyone holding the id; this one checks the file is the portal's.
  app.get(
    `${base}/resources/:resourceId/file`,
    {
      preValidation,
      schema: {
        summary: "Download the file of one of the portal's file resources",
        params: resourceParams,
        response: answers({ 200: fileAnswer("The file, with its own name and type") }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const found = await findMyResourceFile(
        ctx.db,
        await who(request, params, "resources"),
        params.resourceId,
      );
      const upload = orNotFound(found, portalContentMessages.fileNotFound);
      return sendUpload(reply, ctx.storage, upload, "private, no-store");
    },
  );
}
