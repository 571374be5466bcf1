import {
  envelope,
  fileSubmissionBody,
  idParams,
  portalFileRequestDetail,
  portalFileRequestSummary,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  findMyFile,
  getMyFileRequest,
  handInFile,
  listMyFileRequests,
  removeMyFile,
} from "../services/portal/documents.js";
import { participantOf } from "../services/portal/sessions.js";
import type { FileStorage } from "../services/uploads/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = idParams("portalSlug", "portalId");
const requestParams = idParams("portalSlug", "portalId", "requestId");
const fileParams = idParams("portalSlug", "portalId", "requestId", "submissionId");

/**
 * The participant's file requests (spec 1 §2 "Portal": /documents/request/{requestId}; issue 6).
 * Each call resolves the participant first (401 signed out, 404 unknown portal, 403 not a member);
 * then only requests sent to their own contact exist.
 */
export async function portalDocumentRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  const preValidation = requireAuth(ctx);
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId);
  const base = "/portal/:portalSlug/:portalId/me/file-requests";

  app.get(
    base,
    {
      preValidation,
      schema: {
        summary: "The file requests sent to the participant, with where each stands",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalFileRequestSummary)) }),
      },
    },
    async (request) => ({ payload: await listMyFileRequests(ctx.db, await who(request, request.params)) }),
  );

  app.get(
    `${base}/:requestId`,
    {
      preValidation,
      schema: {
        summary: "One file request sent to the participant, with the files they handed in",
        params: requestParams,
        response: answers({ 200: envelope(portalFileRequestDetail) }),
      },
    },
    async (request) => {
      const { params } = request;
      return { payload: await getMyFileRequest(ctx.db, await who(request, params), params.requestId) };
    },
  );

  app.post(
    `${base}/:requestId/files`,
    {
      preValidation,
      schema: {
        summary: "Hand in one of the participant's uploads for a file request",
        params: requestParams,
        body: fileSubmissionBody,
        response: answers({ 201: envelope(portalFileRequestDetail) }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const participant = await who(request, params);
      const { userId } = authOf(request);
      const detail = await handInFile(ctx.db, participant, userId, params.requestId, request.body.uploadId);
      return reply.code(201).send({ payload: detail });
    },
  );

  app.delete(
    `${base}/:requestId/files/:submissionId`,
    {
      preValidation,
      schema: {
        summary: "Take back a file the participant handed in (not once accepted)",
        params: fileParams,
        response: answers({ 200: envelope(portalFileRequestDetail) }),
      },
    },
    async (request) => {
      const { params } = request;
      const participant = await who(request, params);
      return { payload: await removeMyFile(ctx.db, participant, params.requestId, params.submissionId) };
    },
  );

  // The generic /uploads route serves anyone holding the id; this one checks the file is theirs.
  app.get(
    `${base}/:requestId/files/:submissionId`,
    {
      preValidation,
      schema: {
        summary: "Download a file the participant handed in",
        params: fileParams,
        response: answers({ 200: fileAnswer("The file, with its own name and type") }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const upload = await findMyFile(
        ctx.db,
        await who(request, params),
        params.requestId,
        params.submissionId,
      );
      return sendUpload(reply, ctx.storage, upload, "private, no-store");
    },
  );
}
