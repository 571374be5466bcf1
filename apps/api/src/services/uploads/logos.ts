import { Readable } from "node:stream";
import { LOGO_MAX_BYTES, LOGO_TYPES, LOGO_URL_PATTERN, logoMessages, type UploadedFile } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema/index.js";
import { invalid, tooLarge, unsupportedMedia } from "../refusal.js";
import type { FileStorage } from "./storage.js";
import { saveUpload } from "./uploads.js";

/** Where logos are kept: the organization's (spec 1 §5) and the event's (spec 2 §9 "event logo under event-logo"). */
export type LogoFolder = "org-logo" | "event-logo";

/** What the file's first bytes say it is; the browser's label alone is not trusted. */
export function sniffLogoType(bytes: Buffer): "image/png" | "image/jpeg" | "image/svg+xml" | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<") && /<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}

/**
 * One jpeg, png or svg file (spec 1 §5), stored under `folder`. The caller has checked who may
 * upload it. SVGs are kept as they are: GET /uploads/{id} serves them as attachments under a
 * sandboxing CSP, and the apps show logos only through <img>, where an SVG's scripts never run.
 */
export async function saveLogo(
  db: Db,
  storage: FileStorage,
  input: { userId: string; folder: LogoFolder; filename: string; type: string; bytes: Buffer },
): Promise<UploadedFile> {
  if (input.bytes.length === 0) throw invalid(logoMessages.empty);
  if (input.bytes.length > LOGO_MAX_BYTES) throw tooLarge(logoMessages.tooLarge);
  // The type the browser names must be one of the three (415 names the rule), and the bytes must
  // agree with it: a page renamed logo.png is not a logo.
  if (!(LOGO_TYPES as readonly string[]).includes(input.type)) {
    throw unsupportedMedia(logoMessages.wrongType);
  }
  const sniffed = sniffLogoType(input.bytes);
  if (sniffed !== input.type) throw unsupportedMedia(logoMessages.notAnImage);
  return saveUpload(db, storage, {
    userId: input.userId,
    filename: input.filename,
    type: sniffed,
    stream: Readable.from([input.bytes]),
    purpose: input.folder,
  });
}

/** A logo address must name a file stored under `folder`, not any upload; 400 on `field` otherwise. */
export async function requireLogoUpload(
  db: Db,
  url: string,
  folder: LogoFolder,
  message: string,
  field = "logoImageUrl",
): Promise<void> {
  const uploadId = LOGO_URL_PATTERN.exec(url)?.[1]?.toLowerCase();
  const [upload] = uploadId
    ? await db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.id, uploadId))
    : [];
  if (!upload?.storageKey.startsWith(`${folder}/`)) {
    throw invalid(`${field}: ${message}`, [{ path: field, message }]);
  }
}
