/*
 * The session file kinds of an event (spec 1 §2 "sessions … settings with … files"; issue 25
 * item 7): what files the event asks its sessions for ("Slides": pdf, pptx or key, at most 50 MB,
 * required). A file linked to a session under a kind must fit it; the server checks with
 * `fileKindProblem`, the admin says which required kinds a session still misses.
 * API: `/api/events/{eventId}/session-file-kinds…`. Zod-free (the embed chunks import the rules).
 */

export const FILE_KIND_NAME_MAX = 100;
export const FILE_KIND_EXTENSIONS_MAX = 30;
/** An extension as stored: lower case, no dot, letters and digits (`pdf`, `mp4`). */
export const FILE_EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;
export const FILE_KIND_SIZE_MIN_MB = 1;
export const FILE_KIND_SIZE_MAX_MB = 500;

export interface FileKind {
  id: string;
  name: string;
  /** Accepted extensions, lower case without the dot, in the order entered. */
  extensions: string[];
  /** The largest file accepted, in MB (1024 × 1024 bytes), 1 to 500. */
  maxSizeMb: number;
  /** Whether every session should have a file of this kind (the Files tab says which are missing). */
  required: boolean;
  position: number;
  /** How many session files are linked under it. */
  fileCount: number;
}

export interface DeletedFileKind {
  id: string;
  /** How many session files were linked under it; they stay, with no kind. */
  clearedFiles: number;
}

/** `.PDF`, ` pdf ` → `pdf`: how an extension is typed to how it is stored. */
export function normalizeExtension(value: string): string {
  return value.trim().replace(/^\.+/, "").toLowerCase();
}

/** "pdf, .PPTX key" → ["pdf", "pptx", "key"]: the form's text field to the list the API takes. */
export function parseExtensions(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map(normalizeExtension)
        .filter(Boolean),
    ),
  ];
}

/** The extension of a file name, lower case without the dot ("" when it has none). */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

const MB = 1024 * 1024;

/**
 * Why `file` does not fit `kind`, or null when it does: the message names the kind and what it
 * allows ("Slides accepts pdf, pptx or key files; “notes.txt” is not one.").
 */
export function fileKindProblem(
  kind: Pick<FileKind, "name" | "extensions" | "maxSizeMb">,
  file: { name: string; size: number },
): string | null {
  const extension = fileExtensionOf(file.name);
  if (!kind.extensions.includes(extension)) {
    return `${kind.name} accepts ${listOr(kind.extensions)} files; “${file.name}” is not one.`;
  }
  if (file.size > kind.maxSizeMb * MB) {
    return `${kind.name} files may be at most ${kind.maxSizeMb} MB; “${file.name}” is larger.`;
  }
  return null;
}

/** The names of the required kinds no file of the session is linked under, in the kinds' order. */
export function missingFileKinds(
  kinds: readonly Pick<FileKind, "id" | "name" | "required">[],
  files: readonly { kindId: string | null }[],
): string[] {
  const present = new Set(files.map((file) => file.kindId));
  return kinds.filter((kind) => kind.required && !present.has(kind.id)).map((kind) => kind.name);
}

function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
