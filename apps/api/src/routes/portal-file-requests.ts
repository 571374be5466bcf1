import {
  deletedId,
  envelope,
  fileRequest,
  fileRequestBody,
  fileRequestRecipient,
  fileRequestRecipientsAdded,
  fileRequestRecipientsBody,
  fileRequestResultFile,
  fileRequestResults,
  fileReviewBody,
  idParams,
  type PermissionAction,
  portalFileEntry,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { organizerPortalOf } from "../services/portal/admin.js";
import {
  addRecipients,
  createFileRequest,
  deleteFileRequest,
  listFileRequests,
  listRecipients,
  removeRecipient,
  updateFileRequest,
} from "../services/portal/file-requests.js";
import {
  findResultFile,
  portalFiles,
  fileRequestResults as resultsOf,
  reviewFile,
} from "../services/portal/file-results.js";
import type { FileStorage } from "../services/uploads/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = idParams("eventId", "portalId");
const requestParams = idParams("eventId", "portalId", "requestId");
const recipientParams = idParams("eventId", "portalId", "requestId", "contactId");
const resultParams = idParams("eventId", "portalId", "requestId", "submissionId");

/**
 * The organizer's file requests of a portal, their results and the portal's files (issue 6
 * "Organizer side"; spec 1 §2 portals: file-requests, file-requests/{fileRequestId}/results,
 * files). Permission module `portal` (spec 1 §6): read to see, update to change (the permission
 * actions have no separate create or delete).
 */
export async function portalFileRequestRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/file-requests";

  /** The portal, after the permission check. */
  const scoped = (request: FastifyRequest, params: z.infer<typeof portalParams>, action: PermissionAction) =>
    organizerPortalOf(ctx.db, authOf(request).userId, params.eventId, params.portalId, "portal", action);

  app.get(
    base,
    {
      schema: {
        summary: "The portal's file requests, with how many recipients handed in",
        params: portalParams,
        response: answers({ 200: envelope(z.array(fileRequest)) }),
      },
    },
    async (request) => ({
      payload: await listFileRequests(ctx.db, await scoped(request, request.params, "read")),
    }),
  );

  app.post(
    base,
    {
      schema: {
        summary: "Ask the portal's participants for files: a new file request",
        params: portalParams,
        body: fileRequestBody,
        response: answers({ 201: envelope(fileRequest) }),
      },
    },
    async (request, reply) => {
      const scope = await scoped(request, request.params, "update");
      const created = await createFileRequest(ctx.db, scope, authOf(request).userId, request.body);
      return reply.code(201).send({ payload: created });
    },
  );

  app.put(
    `${base}/:requestId`,
    {
      schema: {
        summary: "Change a file request (the whole request)",
        params: requestParams,
        body: fileRequestBody,
        response: answers({ 200: envelope(fileRequest) }),
      },
    },
    async (request) => {
      const { params } = request;
      const scope = await scoped(request, params, "update");
      return { payload: await updateFileRequest(ctx.db, scope, params.requestId, request.body) };
    },
  );

  app.delete(
    `${base}/:requestId`,
    {
      schema: {
        summary: "Delete a file request with the files handed in for it",
        params: requestParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const { params } = request;
      return {
        payload: await deleteFileRequest(ctx.db, await scoped(request, params, "update"), params.requestId),
      };
    },
  );

  app.get(
    `${base}/:requestId/recipients`,
    {
      schema: {
        summary: "The contacts a file request is sent to",
        params: requestParams,
        response: answers({ 200: envelope(z.array(fileRequestRecipient)) }),
      },
    },
    async (request) => {
      const { params } = request;
      return {
        payload: await listRecipients(ctx.db, await scoped(request, params, "read"), params.requestId),
      };
    },
  );

  app.post(
    `${base}/:requestId/recipients`,
    {
      schema: {
        summary: "Send a file request to more contacts, picked or a whole group",
        params: requestParams,
        body: fileRequestRecipientsBody,
        response: answers({ 200: envelope(fileRequestRecipientsAdded) }),
      },
    },
    async (request) => {
      const { params } = request;
      const scope = await scoped(request, params, "update");
      return { payload: await addRecipients(ctx.db, scope, params.requestId, request.body) };
    },
  );

  app.delete(
    `${base}/:requestId/recipients/:contactId`,
    {
      schema: {
        summary: "Stop sending a file request to a contact",
        params: recipientParams,
        response: answers({ 200: envelope(z.array(fileRequestRecipient)) }),
      },
    },
    async (request) => {
      const { params } = request;
      const scope = await scoped(request, params, "update");
      return { payload: await removeRecipient(ctx.db, scope, params.requestId, params.contactId) };
    },
  );

  app.get(
    `${base}/:requestId/results`,
    {
      schema: {
        summary: "A file request's results: each recipient's status and files",
        params: requestParams,
        response: answers({ 200: envelope(fileRequestResults) }),
      },
    },
    async (request) => {
      const { params } = request;
      return { payload: await resultsOf(ctx.db, await scoped(request, params, "read"), params.requestId) };
    },
  );

  app.put(
    `${base}/:requestId/results/:submissionId`,
    {
      schema: {
        summary: "Accept or reject a handed-in file, with a note",
        params: resultParams,
        body: fileReviewBody,
        response: answers({ 200: envelope(fileRequestResultFile) }),
      },
    },
    async (request) => {
      const { params } = request;
      const scope = await scoped(request, params, "update");
      const { userId } = authOf(request);
      return {
        payload: await reviewFile(ctx.db, scope, userId, params.requestId, params.submissionId, request.body),
      };
    },
  );

  // Handed-in files are the participants' own: served only here, to those who may read the portal.
  app.get(
    `${base}/:requestId/results/:submissionId/file`,
    {
      schema: {
        summary: "Download a handed-in file",
        params: resultParams,
        response: answers({ 200: fileAnswer("The file, with its own name and type") }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const scope = await scoped(request, params, "read");
      const upload = await findResultFile(ctx.db, scope, params.requestId, params.submissionId);
      return sendUpload(reply, ctx.storage, upload, "private, no-store");
    },
  );

  app.get(
    "/events/:eventId/portals/:portalId/files",
    {
      schema: {
        summary: "Every file handed in to the portal's requests, newest first",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalFileEntry)) }),
      },
    },
    async (request) => ({
      payload: await portalFiles(ctx.db, await scoped(request, request.params, "read")),
    }),
  );
}
