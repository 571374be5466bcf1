import { isSameOriginPath } from "@foyer/domain";

export interface CallbackInput {
  /** The query string of /portal-login-callback. */
  search: string;
  /** The stored redirect URL, if any. */
  redirectUrl: string | null;
}

/**
 * Where /portal-login-callback sends a signed-in user: the stored redirect URL first (spec 1 §2
 * "A returned redirect URL takes priority"), then a same-origin `returnTo`, then the portal named
 * by `portalSlug` and `portalId` through /portal-switch, else the events home.
 */
export function callbackTarget({ search, redirectUrl }: CallbackInput): string {
  if (isSameOriginPath(redirectUrl)) return redirectUrl;
  const params = new URLSearchParams(search);
  const returnTo = params.get("returnTo");
  if (isSameOriginPath(returnTo)) return returnTo;
  const slug = params.get("portalSlug");
  const id = params.get("portalId");
  if (slug && id) return `/portal-switch/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
  return "/home";
}
