import { isSameOriginPath } from "@foyer/domain";

/** sessionStorage key: the sign-in page the user came from, for "Sign in again" after sign-out. */
const SIGN_IN_PAGE_KEY = "foyer:sign-in-page";

/**
 * Remembers where this tab signed in (a portal's sign-in page, say), so the signed-out page can
 * send the user back there rather than to the admin sign-in. Only our own paths are kept.
 */
export function rememberSignInPage(path: string, storage: Storage | null = safeSessionStorage()): void {
  if (!storage || !isSameOriginPath(path)) return;
  try {
    storage.setItem(SIGN_IN_PAGE_KEY, path);
  } catch {
    // Storage refused (private mode): the signed-out page falls back to /login.
  }
}

/** The remembered sign-in page, or `fallback`. */
export function signInPageOr(fallback: string, storage: Storage | null = safeSessionStorage()): string {
  try {
    const path = storage?.getItem(SIGN_IN_PAGE_KEY);
    return isSameOriginPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
