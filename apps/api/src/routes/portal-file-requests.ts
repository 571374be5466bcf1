import {
  fileRequestBody,
  fileRequestRecipientsBody,
  fileReviewBody,
  type PermissionAction,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { organizerPortalOf } from "../services/portal-admin.js";
import {
  addRecipients,
  createFileRequest,
  deleteFileRequest,
  listFileRequests,
  listRecipients,
  removeRecipient,
  updateFileRequest,
} from "../services/portal-file-requests.js";
import {
  fileRequestResults,
  findResultFile,
  portalFiles,
  reviewFile,
} from "../services/portal-file-results.js";
import type { FileStorage } from "../services/storage.js";
import { sendUpload } from "./uploads.js";

const id = z.string().min(1).max(200);
const portalParams = z.object({ eventId: id, portalId: id });
const requestParams = portalParams.extend({ requestId: id });
const recipientParams = requestParams.extend({ contactId: id });
const resultParams = requestParams.extend({ submissionId: id });

/**
 * The organizer's file requests of a portal, their results and the portal's files (issue 6
 * "Organizer side"; spec 1 §2 portals: file-requests, file-requests/{fileRequestId}/results,
 * files). Permission module `portal` (spec 1 §6): read to see, update to change (the permission
 * actions have no separate create or delete).
 */
export async function portalFileRequestRoutes(
  app: FastifyInstance,
  ctx: AuthContext & { storage: FileStorage },
) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/file-requests";

  /** The portal, after the permission check; params parsed with `schema`. */
  const scoped = async <S extends typeof portalParams>(
    request: FastifyRequest,
    schema: S,
    action: PermissionAction,
  ) => {
    const params = parse(schema, request.params, "params") as z.infer<S>;
    const scope = await organizerPortalOf(
      ctx.db,
      authOf(request).userId,
      params.eventId,
      params.portalId,
      "portal",
      action,
    );
    return { params, scope };
  };

  app.get(base, async (request) => {
    const { scope } = await scoped(request, portalParams, "read");
    return { payload: await listFileRequests(ctx.db, scope) };
  });

  app.post(base, async (request, reply) => {
    const { scope } = await scoped(request, portalParams, "update");
    const body = parse(fileRequestBody, request.body);
    return reply
      .code(201)
      .send({ payload: await createFileRequest(ctx.db, scope, authOf(request).userId, body) });
  });

  app.put(`${base}/:requestId`, async (request) => {
    const { params, scope } = await scoped(request, requestParams, "update");
    const body = parse(fileRequestBody, request.body);
    return { payload: await updateFileRequest(ctx.db, scope, params.requestId, body) };
  });

  app.delete(`${base}/:requestId`, async (request) => {
    const { params, scope } = await scoped(request, requestParams, "update");
    return { payload: await deleteFileRequest(ctx.db, scope, params.requestId) };
  });

  app.get(`${base}/:requestId/recipients`, async (request) => {
    const { params, scope } = await scoped(request, requestParams, "read");
    return { payload: await listRecipients(ctx.db, scope, params.requestId) };
  });

  app.post(`${base}/:requestId/recipients`, async (request) => {
    const { params, scope } = await scoped(request, requestParams, "update");
    const body = parse(fileRequestRecipientsBody, request.body);
    return { payload: await addRecipients(ctx.db, scope, params.requestId, body) };
  });

  app.delete(`${base}/:requestId/recipients/:contactId`, async (request) => {
    const { params, scope } = await scoped(request, recipientParams, "update");
    return { payload: await removeRecipient(ctx.db, scope, params.requestId, params.contactId) };
  });

  app.get(`${base}/:requestId/results`, async (request) => {
    const { params, scope } = await scoped(request, requestParams, "read");
    return { payload: await fileRequestResults(ctx.db, scope, params.requestId) };
  });

  app.put(`${base}/:requestId/results/:submissionId`, async (request) => {
    const { params, scope } = await scoped(request, resultParams, "update");
    const review = parse(fileReviewBody, request.body);
    return {
      payload: await reviewFile(
        ctx.db,
        scope,
        authOf(request).userId,
        params.requestId,
        params.submissionId,
        review,
      ),
    };
  });

  // Handed-in files are the participants' own: served only here, to those who may read the portal.
  app.get(`${base}/:requestId/results/:submissionId/file`, async (request, reply) => {
    const { params, scope } = await scoped(request, resultParams, "read");
    const upload = await findResultFile(ctx.db, scope, params.requestId, params.submissionId);
    return sendUpload(reply, ctx.storage, upload, "private, no-store");
  });

  app.get("/events/:eventId/portals/:portalId/files", async (request) => {
    const { scope } = await scoped(request, portalParams, "read");
    return { payload: await portalFiles(ctx.db, scope) };
  });
}
