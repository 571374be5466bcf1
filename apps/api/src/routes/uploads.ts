import multipart from "@fastify/multipart";
import {
  envelope,
  FILE_NOT_FOUND,
  IMPORT_LIMITS,
  throttleMessages,
  UPLOAD_GRANT_HEADER,
  uploadedFile,
} from "@foyer/domain";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { optionalAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer, optionalBearer } from "../http/contract.js";
import { badRequest, notFound, orNotFound, unauthorized } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Throttle } from "../services/throttle.js";
import type { UploadGrants } from "../services/uploads/grants.js";
import type { FileStorage } from "../services/uploads/storage.js";
import {
  findUpload,
  isImportUpload,
  isInlineImage,
  MAX_UPLOAD_BYTES,
  saveUpload,
} from "../services/uploads/uploads.js";

const uploadQuery = z.object({
  /** `module-import`: a file for a module import (spec 2 §9 "import file under module-import"). */
  purpose: z.enum(["event-files", "module-import"]).default("event-files"),
});

/** File and image fields upload here first, then submit the `uploadId` (spec 2 §3). */
export async function uploadRoutes(
  app: ApiApp,
  ctx: AuthContext & {
    storage: FileStorage;
    maxUploadBytes?: number;
    throttle: Throttle;
    uploadGrants: UploadGrants;
  },
) {
  const fileSize = ctx.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  await app.register(multipart, { limits: { fileSize, files: 1, fields: 5, parts: 6 } });

  // The multipart parser owns the body: no body schema. A signed-in user uploads anything; a
  // visitor only a form's file, with the upload grant the form gave (header x-foyer-upload-grant),
  // within the form's quota and the per-address throttle (issue 23 item 3).
  app.post(
    "/uploads",
    {
      preValidation: optionalAuth(ctx),
      schema: {
        summary:
          "Upload one file (multipart/form-data, field `file`) for a form field or an import; without a signed-in user, only with a form's upload grant (header x-foyer-upload-grant)",
        security: optionalBearer,
        querystring: uploadQuery,
        response: answers({ 201: envelope(uploadedFile) }),
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      // Import files hold an organizer's data: only a signed-in user uploads them, only they read them.
      if (purpose === "module-import" && !request.auth) throw unauthorized();
      let visitor: { formId: string; quota: number } | null = null;
      if (!request.auth) {
        const grant = request.headers[UPLOAD_GRANT_HEADER];
        const formId = ctx.uploadGrants.verify(typeof grant === "string" ? grant : undefined);
        await ctx.throttle.hit("anonymous-upload", { ip: request.ip });
        visitor = { formId, quota: await ctx.uploadGrants.remainingQuota(ctx.db, formId) };
      }
      if (!request.isMultipart())
        throw badRequest("Send the file as multipart/form-data in a field named file");
      const limit =
        purpose === "module-import"
          ? Math.min(fileSize, IMPORT_LIMITS.maxBytes)
          : Math.min(fileSize, visitor?.quota ?? fileSize);
      const file = await request.file(limit < fileSize ? { limits: { fileSize: limit } } : {});
      if (!file) throw badRequest("No file was sent");
      const saved = await saveUpload(ctx.db, ctx.storage, {
        userId: request.auth?.userId ?? null,
        formId: visitor?.formId ?? null,
        filename: file.filename,
        type: file.mimetype,
        stream: file.file,
        purpose,
        ...(visitor && visitor.quota < fileSize
          ? { tooLargeMessage: throttleMessages.formQuotaTooLarge(visitor.quota) }
          : {}),
      });
      return reply.code(201).send({ payload: saved });
    },
  );

  // Upload ids are random UUIDs: the address itself is the permission to read the file, except for
  // import files, which only their uploader may read (anyone else is told it does not exist).
  app.get(
    "/uploads/:uploadId",
    {
      preValidation: optionalAuth(ctx),
      schema: {
        summary: "An uploaded file, as a download (inline for plain images)",
        security: optionalBearer,
        params: z.object({ uploadId: z.uuid() }),
        response: answers({ 200: fileAnswer("The file, with its own name and type") }),
      },
    },
    async (request, reply) => {
      const upload = orNotFound(await findUpload(ctx.db, request.params.uploadId), FILE_NOT_FOUND);
      if (isImportUpload(upload) && (!request.auth || request.auth.userId !== upload.userId)) {
        throw notFound("This file does not exist.");
      }
      return sendUpload(
        reply,
        ctx.storage,
        upload,
        isImportUpload(upload) ? "private, no-store" : "private, max-age=3600",
      );
    },
  );
}

/**
 * Sends a stored file as a download: its own name and type, never sniffed or run (sandboxed, no
 * sources), inline only for plain images.
 */
export function sendUpload(
  reply: FastifyReply,
  storage: FileStorage,
  upload: { name: string; type: string; size: number; storageKey: string },
  cacheControl: string,
) {
  const disposition = isInlineImage(upload.type) ? "inline" : "attachment";
  return reply
    .header("content-type", upload.type)
    .header("content-length", String(upload.size))
    .header("content-disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.name)}`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", cacheControl)
    .send(storage.open(upload.storageKey));
}
