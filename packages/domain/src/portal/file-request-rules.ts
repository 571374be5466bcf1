/*
 * Which files a file request accepts (issue 6).
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

/** `PDF`, `pdf` and `.pdf` all read as `.pdf`; media types are kept, in lower case. */
export function normalizeAcceptedType(value: string): string {
  const text = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9+-]*$/.test(text) ? `.${text}` : text;
}

/**
 * Whether a file (its name and media type) is one a request accepts: its extension is listed, its
 * type is, or its type's family (`image/*`) is. An empty list accepts any file.
 */
export function isAcceptedFile(file: { name: string; type: string }, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}
