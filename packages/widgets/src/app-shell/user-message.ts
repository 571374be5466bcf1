import { messages } from "@foyer/domain";
import { isHttpError, isNetworkError, isValidationError } from "@foyer/sdk";

/** Said when no answer came back at all. */
export const NETWORK_PROBLEM = "We could not reach Foyer. Check your connection and try again.";

/**
 * What to tell a person about a failed call: the server's or the validator's own message when
 * there is one (they are written for people), a connection hint when there was no answer, and
 * the generic error text otherwise.
 */
export function userMessageOf(error: unknown, fallback: string = messages.errorPageText): string {
  if (isValidationError(error) || isHttpError(error)) return error.message || fallback;
  if (isNetworkError(error)) return NETWORK_PROBLEM;
  return fallback;
}
