/**
 * The client hands back text, or JSON when the text happens to parse as JSON (a one-cell CSV
 * such as `"Name"` or `42`): either way the same CSV values.
 */
export function csvText(body: unknown): string {
  if (typeof body === "string") return body;
  if (body === undefined || body === null) return "";
  return typeof body === "number" || typeof body === "boolean" ? String(body) : JSON.stringify(body);
}

/** A CSV answer as a Blob to save. */
export function csvBlob(body: unknown): Blob {
  return new Blob([csvText(body)], { type: "text/csv;charset=utf-8" });
}
