import { HttpError, NetworkError } from "../errors.js";
import type { CallOptions } from "./forms.js";

/** What a download needs: the API base and the session's id token. */
export interface DownloadDeps {
  baseUrl: string;
  getValidIdToken(): Promise<string | null>;
}

/**
 * GETs a file the API serves only to the signed-in user (`url` is the server's `/api/…` path) with
 * the bearer token, as a Blob to save: a plain link cannot send the token, and fetch keeps a
 * binary file byte for byte.
 */
export async function downloadWithToken(deps: DownloadDeps, url: string, options: CallOptions = {}) {
  const token = await deps.getValidIdToken();
  const target = `${deps.baseUrl}/${url.replace(/^\/api\//, "")}`;
  let response: Response;
  try {
    response = await fetch(target, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new NetworkError(`Could not reach the server: GET ${url}`);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new HttpError({ status: response.status, method: "GET", url, body });
  }
  return response.blob();
}
