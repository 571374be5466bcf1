import { messages } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";

/** Not quoted by the spec; in the style of its catalogue (spec 2 §8). */
export const PORTAL_LOAD_FAILED = messages.portalLoadFailed;

/** A 404 is shown as "This portal does not exist.", not registered as an error. */
export function isPortalMissing(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}

/** A 404 of a participant's item: another participant's id reads the same as an unknown one. */
export const isNotFound = isPortalMissing;
