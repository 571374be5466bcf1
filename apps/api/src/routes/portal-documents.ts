import { fileSubmissionBody } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  findMyFile,
  getMyFileRequest,
  handInFile,
  listMyFileRequests,
  removeMyFile,
} from "../services/portal-documents.js";
import { participantOf } from "../services/portal-sessions.js";
import type { FileStorage } from "../services/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const requestParams = portalParams.extend({ requestId: z.string().min(1).max(200) });
const fileParams = requestParams.extend({ submissionId: z.string().min(1).max(200) });

/**
 * The participant's file requests (spec 1 §2 "Portal": /documents/request/{requestId}; issue 6).
 * Each call resolves the participant first (401 signed out, 404 unknown portal, 403 not a member);
 * then only requests sent to their own contact exist.
 */
export async function portalDocumentRoutes(
  app: FastifyInstance,
  ctx: AuthContext & { storage: FileStorage },
) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId);
  const base = "/portal/:portalSlug/:portalId/me/file-requests";

  app.get(base, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMyFileRequests(ctx.db, await who(request, params)) };
  });

  app.get(`${base}/:requestId`, auth, async (request) => {
    const params = parse(requestParams, request.params, "params");
    return { payload: await getMyFileRequest(ctx.db, await who(request, params), params.requestId) };
  });

  app.post(`${base}/:requestId/files`, auth, async (request, reply) => {
    const params = parse(requestParams, request.params, "params");
    const participant = await who(request, params);
    const { uploadId } = parse(fileSubmissionBody, request.body);
    const detail = await handInFile(ctx.db, participant, authOf(request).userId, params.requestId, uploadId);
    return reply.code(201).send({ payload: detail });
  });

  app.delete(`${base}/:requestId/files/:submissionId`, auth, async (request) => {
    const params = parse(fileParams, request.params, "params");
    return {
      payload: await removeMyFile(ctx.db, await who(request, params), params.requestId, params.submissionId),
    };
  });

  // The generic /uploads route serves anyone holding the id; this one checks the file is theirs.
  app.get(`${base}/:requestId/files/:submissionId`, auth, async (request, reply) => {
    const params = parse(fileParams, request.params, "params");
    const upload = await findMyFile(
      ctx.db,
      await who(request, params),
      params.requestId,
      params.submissionId,
    );
    return sendUpload(reply, ctx.storage, upload, "private, no-store");
  });
}
