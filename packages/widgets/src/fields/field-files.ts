import type { FieldValue, FormField, UploadedFile } from "@foyer/domain";

/*
 * What a file, image or photo field holds, for the form model and the summary. The checks of
 * chosen files (`upload-rules.ts`) come with the upload code, on demand.
 */

/** spec 2 §9: "Max files 50 if multiple, else 1". */
export const MAX_FILES_LIMIT = 50;

/** How many files the field holds: photo 1; file and image `maxFiles` (default 1, at most 50). */
export function maxFilesOf(field: FormField): number {
  if (field.type === "photo") return 1;
  const wanted = field.maxFiles ?? 1;
  return Number.isFinite(wanted) ? Math.min(MAX_FILES_LIMIT, Math.max(1, Math.floor(wanted))) : 1;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && typeof (value as UploadedFile).uploadId === "string";
}

/** The files a file or image field holds (spec 2 §3 "file and image: items with uploadId"). */
export function filesOf(value: FieldValue | undefined): UploadedFile[] {
  return Array.isArray(value) ? (value as unknown[]).filter(isUploadedFile) : [];
}
