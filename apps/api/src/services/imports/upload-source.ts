import { FILE_NOT_FOUND } from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { absent, invalid } from "../refusal.js";
import type { FileStorage } from "../uploads/storage.js";
import { findUpload, isImportUpload, type UploadRow } from "../uploads/uploads.js";
import type { OpenFile } from "./csv-file.js";

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const NOT_AN_UPLOAD =
  "url must be the address of a file uploaded to Foyer for this import (/api/uploads/…)";
export const NOT_AN_IMPORT_UPLOAD =
  "This file was not uploaded for an import: upload it with POST /api/uploads?purpose=module-import";

/**
 * The upload id in a mapping or import request's `url`: our own upload address, relative or on
 * one of our origins. Nothing is ever fetched from the URL (no SSRF): it only names an upload.
 */
export function uploadIdFromUrl(url: string, origins: readonly string[]): string {
  let path = url.trim();
  if (!path.startsWith("/")) {
    let parsed: URL;
    try {
      parsed = new URL(path);
    } catch {
      throw invalid(NOT_AN_UPLOAD);
    }
    if (!origins.includes(parsed.origin) || parsed.search || parsed.hash) throw invalid(NOT_AN_UPLOAD);
    path = parsed.pathname;
  }
  const match = UPLOAD_PATH.exec(path);
  if (!match?.[1]) throw invalid(NOT_AN_UPLOAD);
  return match[1].toLowerCase();
}

/** The caller's own import upload named by `url`; anyone else's is "not found", like its download. */
export async function requireImportUpload(
  db: Db,
  userId: string,
  url: string,
  origins: readonly string[],
): Promise<UploadRow> {
  const upload = await findUpload(db, uploadIdFromUrl(url, origins));
  if (upload?.userId !== userId) throw absent(FILE_NOT_FOUND);
  if (!isImportUpload(upload)) throw invalid(NOT_AN_IMPORT_UPLOAD);
  return upload;
}

export function opener(storage: FileStorage, upload: Pick<UploadRow, "storageKey">): OpenFile {
  return () => storage.open(upload.storageKey);
}
