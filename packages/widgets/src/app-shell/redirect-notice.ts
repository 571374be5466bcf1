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
