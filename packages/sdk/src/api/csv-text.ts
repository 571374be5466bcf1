import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";

/**
 * The client hands back text, or JSON when the text happens to parse as JSON (a one-cell CSV
 * such as `"Name"` or `42`): either way the same CSV values.
 */
function csvText(body: unknown): string {
  if (typeof body === "string") return body;
  if (body === undefined || body === null) return "";
  return typeof body === "number" || typeof body === "boolean" ? String(body) : JSON.stringify(body);
}

/**
 * GETs a CSV download with the bearer token (a plain link cannot send it) as a Blob to save. A big
 * file takes as long as it takes; the caller can abort.
 */
export async function getCsv(http: HttpClient, path: string, options: CallOptions = {}): Promise<Blob> {
  const body = await http.get<unknown>(path, { ...options, headers: { Accept: "text/csv" }, timeout: false });
  return new Blob([csvText(body)], { type: "text/csv;charset=utf-8" });
}

/** POSTs `json` for a CSV download (a selection too long for an address) as a Blob to save. */
export async function postCsv(
  http: HttpClient,
  path: string,
  json: unknown,
  options: CallOptions = {},
): Promise<Blob> {
  const body = await http.post<unknown>(path, {
    ...options,
    json,
    headers: { Accept: "text/csv" },
    timeout: false,
  });
  return new Blob([csvText(body)], { type: "text/csv;charset=utf-8" });
}
