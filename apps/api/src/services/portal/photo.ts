import type { Readable } from "node:stream";
import {
  PORTAL_PHOTO_MAX_BYTES,
  type PortalProfile,
  portalPhotoTypes,
  portalProfileMessages,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, uploads } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { absent, invalid } from "../refusal.js";
import type { FileStorage } from "../uploads/storage.js";
import { recordActivity } from "./activity.js";
import { getMyProfile, myContact, portalNote } from "./profile.js";
import type { Participant } from "./sessions.js";

/*
 * The participant's profile photo (issue 6: "/profile … photo"): one of their own uploads, a real
 * PNG, JPEG, WebP or GIF of at most 5 MB. The stored type is only what the browser claimed, so
 * the file's first bytes must say the same. It is served only through `…/me/profile/photo`.
 */

/** The image type a file's first bytes announce, or null (magic numbers of the four formats). */
export function imageTypeOf(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  const text = (from: number, value: string) =>
    [...value].every((char, index) => head[from + index] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (text(0, "GIF87a") || text(0, "GIF89a")) return "image/gif";
  if (text(0, "RIFF") && text(8, "WEBP")) return "image/webp";
  return null;
}

/** The first `count` bytes of a stored file (fewer if it is shorter; none if it cannot be read). */
async function headOf(stream: Readable, count = 12): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk as Buffer));
      size += (chunk as Buffer).length;
      if (size >= count) break;
    }
  } catch {
    return new Uint8Array();
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}

/**
 * The caller's own upload `uploadId` if it is a photo: an accepted image type whose bytes agree,
 * at most 5 MB. Anyone else's upload, or an unknown id, reads as not existing. Also the account's
 * photo on /account/onboard (issue 19 item 2).
 */
export async function ownPhotoUpload(db: Db, storage: FileStorage, userId: string, uploadId: string) {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  if (!upload) throw absent(portalProfileMessages.photoMissing);
  if (!(portalPhotoTypes as readonly string[]).includes(upload.type))
    throw invalid(portalProfileMessages.photoNotImage, [
      { path: "uploadId", message: portalProfileMessages.photoNotImage },
    ]);
  if (upload.size > PORTAL_PHOTO_MAX_BYTES)
    throw invalid(portalProfileMessages.photoTooLarge, [
      { path: "uploadId", message: portalProfileMessages.photoTooLarge },
    ]);
  let head: Uint8Array;
  try {
    head = await headOf(storage.open(upload.storageKey));
  } catch {
    head = new Uint8Array();
  }
  if (imageTypeOf(head) !== upload.type)
    throw invalid(portalProfileMessages.photoNotImage, [
      { path: "uploadId", message: portalProfileMessages.photoNotImage },
    ]);
  return upload;
}

/** PUT …/me/profile/photo: one of the caller's own photos (`ownPhotoUpload`). */
export async function setMyPhoto(
  db: Db,
  storage: FileStorage,
  who: Participant,
  userId: string,
  uploadId: string,
): Promise<PortalProfile> {
  await myContact(db, who);
  const upload = await ownPhotoUpload(db, storage, userId, uploadId);
  await writePhoto(db, who, userId, upload.id);
  return getMyProfile(db, who);
}

/** DELETE …/me/profile/photo: the contact keeps no photo (the upload itself stays, as uploads do). */
export async function removeMyPhoto(db: Db, who: Participant, userId: string): Promise<PortalProfile> {
  await writePhoto(db, who, userId, null);
  return getMyProfile(db, who);
}

async function writePhoto(db: Db, who: Participant, userId: string, uploadId: string | null) {
  await db.transaction(async (tx) => {
    const row = await myContact(tx, who, true);
    if (row.photoUploadId === uploadId) return;
    await tx
      .update(contacts)
      .set({ photoUploadId: uploadId, updatedAt: sql`now()` })
      .where(and(eq(contacts.id, row.id), eq(contacts.eventId, who.event.id)));
    await recordAudit(tx, {
      orgId: who.event.orgId,
      eventId: who.event.id,
      entityType: "contact",
      entityId: row.id,
      action: "update",
      userId,
      note: portalNote(
        who,
        uploadId ? "Photo changed by the participant" : "Photo removed by the participant",
      ),
    });
    await recordActivity(
      tx,
      { portalId: who.portal.id, contactId: row.id },
      "profile_updated",
      uploadId ? "Changed photo" : "Removed photo",
    );
  });
}

/** GET …/me/profile/photo: their own photo's upload, or 404 without one. */
export async function findMyPhoto(db: Db, who: Participant) {
  const row = await myContact(db, who);
  if (!row.photoUploadId) throw absent(portalProfileMessages.noPhoto);
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, row.photoUploadId));
  if (!upload) throw absent(portalProfileMessages.noPhoto);
  return upload;
}
