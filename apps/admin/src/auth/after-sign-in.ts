import type { SessionCheckResult } from "@foyer/sdk";

/** Spec 1 §9 "Default redirect after login: /home" (spec 1 §2: `/home?loggedIn=true`). */
export const HOME_AFTER_SIGN_IN = "/home?loggedIn=true";

/**
 * Where a fresh sign-in goes: what the session check decides for the sign-in page (a stored
 * redirect URL, else a same-origin `returnTo`, else home); home if it decides nothing.
 */
export function destinationAfterSignIn(result: SessionCheckResult): string {
  return result.decision.kind === "redirect" ? result.decision.to : HOME_AFTER_SIGN_IN;
}
