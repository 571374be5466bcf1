import { isHttpError, isNetworkError, isSessionExpiredError } from "@foyer/sdk";
import { wizardText } from "./wizard-text.js";

/**
 * The sentence to show under 'An error occurred importing the file' for a failed call (spec 2 §8:
 * "CSV save errors show the thrown message or the detail error text"): the server's own message,
 * or ours for a lost connection or session; null when there is nothing better than the heading.
 */
export function problemText(error: unknown): string | null {
  if (isSessionExpiredError(error)) return wizardText.sessionEnded;
  if (isNetworkError(error)) return wizardText.network;
  if (isHttpError(error)) {
    const body = error.body;
    const message =
      typeof body === "object" && body !== null ? (body as { message?: unknown }).message : null;
    return typeof message === "string" && message.trim() ? message : null;
  }
  return null;
}
