import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { optionalAuth } from "../http/authenticate.js";
import { badRequest } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import type { FileStorage } from "../services/storage.js";
import { findUpload, isInlineImage, MAX_UPLOAD_BYTES, saveUpload } from "../services/uploads.js";

/** File and image fields upload here first, then submit the `uploadId` (spec 2 §3). */
export async function uploadRoutes(
  app: FastifyInstance,
  ctx: AuthContext & { storage: FileStorage; maxUploadBytes?: number },
) {
  const fileSize = ctx.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  await app.register(multipart, { limits: { fileSize, files: 1, fields: 5, parts: 6 } });

  app.post("/uploads", { preHandler: optionalAuth(ctx) }, async (request, reply) => {
    if (!request.isMultipart())
      throw badRequest("Send the file as multipart/form-data in a field named file");
    const file = await request.file();
    if (!file) throw badRequest("No file was sent");
    const saved = await saveUpload(ctx.db, ctx.storage, {
      userId: request.auth?.userId ?? null,
      filename: file.filename,
      type: file.mimetype,
      stream: file.file,
    });
    return reply.code(201).send({ payload: saved });
  });

  // Upload ids are random UUIDs: the address itself is the permission to read the file.
  app.get("/uploads/:uploadId", async (request, reply) => {
    const { uploadId } = parse(z.object({ uploadId: z.uuid() }), request.params, "params");
    const upload = await findUpload(ctx.db, uploadId);
    const disposition = isInlineImage(upload.type) ? "inline" : "attachment";
    return reply
      .header("content-type", upload.type)
      .header("content-length", String(upload.size))
      .header("content-disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.name)}`)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cache-control", "private, max-age=3600")
      .send(ctx.storage.open(upload.storageKey));
  });
}
