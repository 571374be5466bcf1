import { decideRoute } from "@foyer/sdk";
import type { Navigate } from "./app-paths.js";

/**
 * A redirect carries its message (e.g. "You must be logged in to continue.") to the next page in
 * the history entry's state, so the URL stays clean and a reload still shows it.
 */
export interface RedirectState {
  message: string;
}

export function redirectState(message: string | undefined): RedirectState | undefined {
  return message ? { message } : undefined;
}

/** The message a redirect left in `state` (from `history.state` or wouter's `useHistoryState`). */
export function readRedirectMessage(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const { message } = state as { message?: unknown };
  return typeof message === "string" && message.length > 0 ? message : null;
}

/**
 * With no session any more, leaves the current page if it needs one, as a reload would (the route
 * rules, spec 1 §2), carrying the rules' message to the sign-in page. Says whether it left.
 * @example session.onSignedOutElsewhere(() => leaveWithoutSession(navigate))
 */
export function leaveWithoutSession(navigate: Navigate): boolean {
  const decision = decideRoute({ pathname: location.pathname, search: location.search, hasSession: false });
  if (decision.kind !== "redirect") return false;
  navigate(decision.to, { replace: true, state: redirectState(decision.message) });
  return true;
}
