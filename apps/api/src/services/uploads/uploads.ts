import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { IMPORT_LIMITS, logoMessages, type UploadedFile } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema/index.js";
import { invalid, tooLarge, unsupportedMedia } from "../refusal.js";
import type { FileStorage } from "./storage.js";

/** spec 2 §9: "Max upload 2 GB (2147483648 bytes)". */
export const MAX_UPLOAD_BYTES = 2_147_483_648;
export const TOO_LARGE_MESSAGE = "We accept files up to 2GB.";
export const IMPORT_TOO_LARGE_MESSAGE = `An import file can be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`;

// The upload type groups (spec 1 §3, spec 2 §3); anything else is refused.
const ACCEPTED: Record<string, RegExp> = {
  image: /^image\/(jpeg|png|gif|webp|bmp|svg\+xml)$/,
  pdf: /^application\/pdf$/,
  word: /^application\/(msword|vnd\.openxmlformats-officedocument\.wordprocessingml\.document|rtf)$/,
  excel:
    /^(application\/(vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)|text\/csv)$/,
  // Keynote decks too (issue 6: a speaker portal asks for .key slides); macOS labels them x-iwork-….
  ppt: /^application\/(vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.presentationml\.presentation|vnd\.apple\.keynote|x-iwork-keynote-sffkey)$/,
  video: /^video\/(mp4|quicktime|webm|x-msvideo|mpeg)$/,
  audio: /^audio\/(mpeg|mp4|wav|x-wav|ogg|webm|aac)$/,
  zip: /^application\/(zip|x-zip-compressed)$/,
  text: /^text\/plain$/,
};

export function isAcceptedType(type: string): boolean {
  return Object.values(ACCEPTED).some((pattern) => pattern.test(type));
}

/**
 * Why a file is uploaded: an attachment of a form or record (`event-files/`), or a file for a
 * module import (`module-import/`, spec 2 §9), which only its uploader may read again.
 */
export type UploadPurpose = "event-files" | "module-import" | "org-logo" | "event-logo";

/** Spec 1 §5 "Logo upload": only jpeg, svg or png, stored under the org-logo folder. */
const LOGO_UPLOAD_TYPES = /^image\/(jpeg|png|svg\+xml)$/;

/** The wizard uploads CSV; browsers label .csv files text/csv, text/plain or the Excel type. */
const IMPORT_TYPES = /^(text\/(csv|plain|x-csv|tab-separated-values)|application\/(csv|vnd\.ms-excel))$/;

export function isImportUpload(upload: { storageKey: string }): boolean {
  return upload.storageKey.startsWith("module-import/");
}

/** Images that a browser may show inline; everything else (SVG too) downloads. */
export function isInlineImage(type: string): boolean {
  return /^image\/(jpeg|png|gif|webp|bmp)$/.test(type);
}

function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char))
    .join("")
    .trim()
    .slice(0, 200);
  return cleaned || "file";
}

export async function saveUpload(
  db: Db,
  storage: FileStorage,
  input: {
    userId: string | null;
    filename: string;
    type: string;
    stream: Readable & { truncated?: boolean };
    /** @default "event-files" */
    purpose?: UploadPurpose;
    /** The form whose upload grant a visitor's upload came with. */
    formId?: string | null;
    /** What a truncated file is told, when its limit is not the usual one (a form's quota). */
    tooLargeMessage?: string;
  },
): Promise<UploadedFile> {
  const purpose = input.purpose ?? "event-files";
  if ((purpose === "org-logo" || purpose === "event-logo") && !LOGO_UPLOAD_TYPES.test(input.type)) {
    input.stream.resume();
    throw unsupportedMedia(logoMessages.wrongType);
  }
  if (purpose === "module-import" ? !IMPORT_TYPES.test(input.type) : !isAcceptedType(input.type)) {
    input.stream.resume();
    throw unsupportedMedia(
      purpose === "module-import"
        ? `Import files must be CSV (text/csv), not ${input.type || "an unknown type"}`
        : `Files of type ${input.type || "unknown"} are not accepted`,
    );
  }
  const id = randomUUID();
  const storageKey = `${purpose}/${id}`;
  const size = await storage.put(storageKey, input.stream);
  if (input.stream.truncated) {
    await storage.remove(storageKey);
    throw tooLarge(
      input.tooLargeMessage ?? (purpose === "module-import" ? IMPORT_TOO_LARGE_MESSAGE : TOO_LARGE_MESSAGE),
    );
  }
  if (size === 0) {
    await storage.remove(storageKey);
    throw invalid("The file is empty");
  }
  const name = cleanName(input.filename);
  await db.insert(uploads).values({
    id,
    userId: input.userId,
    formId: input.formId ?? null,
    storageKey,
    name,
    type: input.type,
    size,
  });
  return { uploadId: id, name, size, type: input.type, url: `/api/uploads/${id}` };
}

export type UploadRow = typeof uploads.$inferSelect;

/** The upload of this id, or null; the caller says what a missing file means. */
export async function findUpload(db: Db, uploadId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  return row ?? null;
}
