import { randomUUID } from "node:crypto";
import type { RecordFile } from "@foyer/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { recordFiles, uploads, users } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { absent, clash, invalid } from "../refusal.js";
import { isImportUpload } from "../uploads/uploads.js";
import type { RecordRef } from "./store.js";

/*
 * Files attached to a record (spec 1 §2 "contact/{recordId} … files"): the browser uploads the
 * file first (POST /api/uploads, as every file field does), then attaches the upload's id.
 * Attaching and detaching are changes of the record, so each writes an audit entry with it.
 */

export const FILE_MESSAGES = {
  uploadMissing: "This file does not exist. Upload it again.",
  importFile: "Import files cannot be attached to a record.",
  already: "This file is already attached to this record.",
  notAttached: "This file is not attached to this record.",
} as const;

/** The audit's name for a record's attachments. */
const FILES_FIELD = "Files";

/** GET …/files: the record's files, newest first. */
export async function listRecordFiles(db: Db, ref: RecordRef): Promise<RecordFile[]> {
  const rows = await db
    .select({ link: recordFiles, upload: uploads, fname: users.fname, lname: users.lname })
    .from(recordFiles)
    .innerJoin(uploads, eq(uploads.id, recordFiles.uploadId))
    .leftJoin(users, eq(users.id, recordFiles.userId))
    .where(and(eq(recordFiles.entityType, ref.record.type), eq(recordFiles.entityId, ref.record.row.id)))
    .orderBy(desc(recordFiles.createdAt), desc(recordFiles.id));
  return rows.map(({ link, upload, fname, lname }) => ({
    id: link.id,
    uploadId: upload.id,
    name: upload.name,
    type: upload.type,
    size: upload.size,
    url: `/api/uploads/${upload.id}`,
    attachedAt: link.createdAt.toISOString(),
    attachedBy: link.userId ? { id: link.userId, name: `${fname ?? ""} ${lname ?? ""}`.trim() } : null,
  }));
}

/** POST …/files `{ uploadId }`: attaches an upload; 409 when it is attached already. */
export async function attachRecordFile(
  db: Db,
  ref: RecordRef,
  uploadId: string,
  userId: string,
): Promise<RecordFile> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!upload)
    throw invalid(FILE_MESSAGES.uploadMissing, [{ path: "uploadId", message: FILE_MESSAGES.uploadMissing }]);
  // An import file is readable by its uploader only: attaching it would show it to the whole team.
  if (isImportUpload(upload)) {
    throw invalid(FILE_MESSAGES.importFile, [{ path: "uploadId", message: FILE_MESSAGES.importFile }]);
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(recordFiles)
      .values({
        id,
        orgId: ref.event.orgId,
        eventId: ref.event.id,
        entityType: ref.record.type,
        entityId: ref.record.row.id,
        uploadId,
        userId,
      })
      .onConflictDoNothing()
      .returning({ id: recordFiles.id });
    if (inserted.length === 0) throw clash(FILE_MESSAGES.already);
    await recordAudit(tx, {
      orgId: ref.event.orgId,
      eventId: ref.event.id,
      entityType: ref.record.type,
      entityId: ref.record.row.id,
      action: "update",
      userId,
      changes: [{ field: FILES_FIELD, before: null, after: upload.name }],
      note: `Attached ${upload.name}`,
    });
  });
  const file = (await listRecordFiles(db, ref)).find((item) => item.id === id);
  if (!file) throw absent(FILE_MESSAGES.notAttached);
  return file;
}

/** DELETE …/files/{fileId}: detaches the file (the upload itself stays). */
export async function detachRecordFile(
  db: Db,
  ref: RecordRef,
  fileId: string,
  userId: string,
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(recordFiles)
      .where(
        and(
          eq(recordFiles.id, fileId),
          eq(recordFiles.entityType, ref.record.type),
          eq(recordFiles.entityId, ref.record.row.id),
        ),
      )
      .returning();
    if (!removed) throw absent(FILE_MESSAGES.notAttached);
    const [upload] = await tx
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.id, removed.uploadId));
    const name = upload?.name ?? "a file";
    await recordAudit(tx, {
      orgId: ref.event.orgId,
      eventId: ref.event.id,
      entityType: ref.record.type,
      entityId: ref.record.row.id,
      action: "update",
      userId,
      changes: [{ field: FILES_FIELD, before: name, after: null }],
      note: `Removed ${name}`,
    });
  });
  return { id: fileId };
}
