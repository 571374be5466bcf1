import type { FormField } from "@foyer/domain";
import { maxFilesOf } from "./field-files.js";

export { filesOf, MAX_FILES_LIMIT, maxFilesOf } from "./field-files.js";

/** spec 2 §9: "Max upload 2 GB (2147483648 bytes)". */
export const MAX_UPLOAD_BYTES = 2_147_483_648;

export const uploadMessages = {
  tooBig: "We accept files up to 2GB.",
  invalidSize: "Invalid size",
  notAnImage: "Choose a JPEG, SVG, BMP or PNG image.",
  uploadFailed: "The upload failed. Please try again.",
  photoFailed: "An error occurred uploading photo",
} as const;

/** spec 2 §5 "Photo picker default accepted types: jpeg, svg, bmp, png". */
export const IMAGE_TYPES = ["image/jpeg", "image/svg+xml", "image/bmp", "image/png"] as const;
const IMAGE_EXTENSIONS = /\.(jpe?g|svg|bmp|png)$/i;

export function acceptsImagesOnly(field: FormField): boolean {
  return field.type === "image" || field.type === "photo";
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(field: FormField): string | undefined {
  return acceptsImagesOnly(field)
    ? [...IMAGE_TYPES, ".jpg", ".jpeg", ".svg", ".bmp", ".png"].join(",")
    : undefined;
}

function problemWith(field: FormField, file: File): string | null {
  if (typeof file.size !== "number" || !Number.isFinite(file.size) || file.size < 0) {
    return uploadMessages.invalidSize;
  }
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooBig;
  if (acceptsImagesOnly(field)) {
    const typeOk = (IMAGE_TYPES as readonly string[]).includes(file.type);
    if (!typeOk && !(file.type === "" && IMAGE_EXTENSIONS.test(file.name))) return uploadMessages.notAnImage;
  }
  return null;
}

/**
 * Which of the chosen files may be uploaded, and what to say about the others. `held` counts
 * the files already stored or on their way.
 */
export function checkChosenFiles(
  field: FormField,
  files: readonly File[],
  held: number,
): { accepted: File[]; refused: string | null } {
  const max = maxFilesOf(field);
  // A one-file field replaces its file, so it always has room for one.
  const room = max === 1 ? 1 : Math.max(0, max - held);
  const accepted: File[] = [];
  let refused: string | null = null;
  for (const file of files) {
    const problem = problemWith(field, file);
    if (problem) refused ??= problem;
    else if (accepted.length < room) accepted.push(file);
    else refused ??= `You can upload at most ${max} file${max === 1 ? "" : "s"}.`;
  }
  return { accepted, refused };
}

/** '1.2 MB' (steps of 1024, spec 2 §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  const units = ["bytes", "KB", "MB", "GB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} ${units[0]}` : `${size.toFixed(size < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Only http(s) and same-site links are shown as links or images. */
export function safeFileUrl(url: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}
