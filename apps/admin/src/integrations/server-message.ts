import { isHttpError, readErrorFields } from "@foyer/sdk";

/**
 * Spec 1 §8 "The connect and remove messages prefer a message from the server error body when
 * present": the body's `message`, else `fallback` (never the client's own "POST … failed with
 * HTTP 500" wording, nor a network error's).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  return readErrorFields(error.body).message ?? fallback;
}
