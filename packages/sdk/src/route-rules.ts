import { isSameOriginPath, messages } from "@foyer/domain";

/** Where the browser is, and what the session check found. */
export interface RouteInput {
  pathname: string;
  /** The query string, with or without its leading "?" (`location.search`). */
  search: string;
  hasSession: boolean;
  /** The stored `redirect_url`; after sign-in it wins over everything else. */
  redirectUrl?: string | null;
}

/**
 * What to do with the current route.
 * - `stay`: render it;
 * - `skip`: the path does not take part in the session check at all;
 * - `redirect`: replace the current history entry with `to`, showing `message` if given.
 */
export type RouteDecision =
  | { kind: "stay" }
  | { kind: "skip" }
  | { kind: "redirect"; to: string; message?: string; replace: true };

const HOME_AFTER_LOGIN = "/home?loggedIn=true";
const LOGIN = "/login";

// Spec 1 §2 "Session-dependent routing", spec 2 §4.6, in the spec's own words and order.
const publicContains = [
  "/login",
  "/signup",
  "/account/confirm",
  "/attend",
  "/attend-login",
  "/register",
  "/open-submissions",
  "/form-link",
  "/sales-portal",
  "/intake",
  "/submit/",
  "/applications/",
];
// "/portal-login/" is ours: the portal sign-in page must open without a session, or the
// portal redirect below would send its visitors on to /login.
const publicStarts = ["/forms", "/assignment-manager", "/portal-login/"];
const portalLoginUnder = [
  "/portals",
  "/portal-switch",
  "/portal-login-callback",
  "/submit-callback",
  "/applications-callback",
];
const skipContains = ["/join/vu/", "/logout/callback"];
const skipStarts = ["/invoice", "/forgot", "/reset", "/sso"];
/** Sign-in pages: with a session they send the user on (spec 1 §2 "Login at /, /auth/login and /login"). */
const loginPages = new Set(["/", "/login", "/auth/login"]);
/** Never worth returning to after sign-in. */
const noReturnTo = new Set(["/", "/login", "/auth/login", "/logout"]);

/**
 * Decides where the browser goes for `pathname` given whether a session exists. Pure: the
 * session manager feeds it, apps act on the answer.
 */
export function decideRoute(input: RouteInput): RouteDecision {
  const pathname = input.pathname || "/";
  const search = normalizeSearch(input.search);

  if (
    skipContains.some((part) => pathname.includes(part)) ||
    skipStarts.some((start) => pathname.startsWith(start))
  ) {
    return { kind: "skip" };
  }
  return input.hasSession
    ? decideWithSession(pathname, search, input.redirectUrl ?? null)
    : decideWithoutSession(pathname, search);
}

function decideWithoutSession(pathname: string, search: string): RouteDecision {
  if (pathname.startsWith("/auth")) return { kind: "stay" };
  if (isPublic(pathname)) return { kind: "stay" };

  const [, seg2, seg3] = segments(pathname);
  if (portalLoginUnder.some((prefix) => isUnder(pathname, prefix))) {
    return seg2 && seg3
      ? redirect(`/portal-login/${seg2}/${seg3}`)
      : redirect(LOGIN, messages.mustBeLoggedIn);
  }
  if (pathname.startsWith("/requests") || pathname.includes("/requests-portal-login-callback")) {
    return seg2 ? redirect(`/requests/${seg2}/login`) : redirect(LOGIN, messages.mustBeLoggedIn);
  }

  const path = trimTrailingSlash(pathname);
  if (noReturnTo.has(path)) return redirect(LOGIN);
  return redirect(`${LOGIN}?returnTo=${encodeURIComponent(pathname + search)}`, messages.mustBeLoggedIn);
}

function decideWithSession(pathname: string, search: string, redirectUrl: string | null): RouteDecision {
  const path = trimTrailingSlash(pathname);
  const [seg1, seg2, seg3] = segments(pathname);

  let fallback: string | null = null;
  let returnTo: string | null = null;
  if (loginPages.has(path)) {
    fallback = HOME_AFTER_LOGIN;
    returnTo = new URLSearchParams(search).get("returnTo");
  } else if (seg1 === "portal-login" && seg2 && seg3) {
    fallback = `/portal-switch/${seg2}/${seg3}`;
  } else if (seg1 === "requests-login") {
    const id = seg2 ?? new URLSearchParams(search).get("id");
    fallback = id ? `/requests/${id}` : null;
  } else {
    return { kind: "stay" };
  }

  // A stored redirect URL takes priority, then returnTo, then the page's own destination.
  const to = [redirectUrl, returnTo, fallback].find(isReturnablePath);
  return to ? redirect(to) : { kind: "stay" };
}

function isPublic(pathname: string): boolean {
  return (
    publicContains.some((part) => pathname.includes(part)) ||
    publicStarts.some((start) => pathname.startsWith(start))
  );
}

/** Same-origin (no "//evil", no "/\evil") and not a sign-in page, which would loop. */
function isReturnablePath(value: string | null | undefined): value is string {
  if (!isSameOriginPath(value)) return false;
  const path = trimTrailingSlash(value.split(/[?#]/, 1)[0] ?? "");
  return !noReturnTo.has(path);
}

function redirect(to: string, message?: string): RouteDecision {
  return message === undefined
    ? { kind: "redirect", to, replace: true }
    : { kind: "redirect", to, message, replace: true };
}

/** Path segments after the leading slash; the spec numbers them from 1. */
function segments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment.length > 0);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

function normalizeSearch(search: string): string {
  if (!search || search === "?") return "";
  return search.startsWith("?") ? search : `?${search}`;
}
