import { lazyArea } from "@foyer/widgets/react";

/** The parts of the admin app, each its own chunk (spec 2 §4.8). */
export type AdminArea = "auth" | "platform" | "event" | "org" | "not-found";

// Spec 1 §2 "Public and authentication", "Platform" and "Event area" (/event-light/{eventId}/…);
// the rest of the spec's routes come later.
const authPaths = new Set([
  "/",
  "/auth/login",
  "/login",
  "/logout",
  "/logout/callback",
  "/forgot",
  "/signup",
  "/account/onboard",
  "/sso",
  "/auth/callback",
]);
/**
 * /reset/{hash}, /signup/{template} (also /signup/complete and /signup/resend), /account/confirm/{hash},
 * /join/vu/{virtualUserHash} and /sso-link/event/{eventUUID}/account/{accountId} (issue 21).
 */
const authPatterns = [
  /^\/reset\/[^/]+$/,
  /^\/signup\/[^/]+$/,
  /^\/account\/confirm\/[^/]+$/,
  /^\/join\/vu\/[^/]+$/,
  /^\/sso-link\/event\/[^/]+\/account\/[^/]+$/,
];
const platformPaths = new Set(["/home", "/account/settings"]);

/** Which area renders `pathname`; anything unclaimed shows the not-found page. */
export function areaFor(pathname: string): AdminArea {
  if (authPaths.has(pathname) || authPatterns.some((pattern) => pattern.test(pathname))) return "auth";
  // The platform admins' outbox (issue 19): /mailbox and /mailbox/{messageId}.
  if (platformPaths.has(pathname) || /^\/mailbox(\/[^/]+)?$/.test(pathname)) return "platform";
  if (/^\/event-light\/[^/]+(\/|$)/.test(pathname)) return "event";
  // Spec 1 §2 "Organization area, prefix /org-light/{orgId}/".
  if (/^\/org-light\/[^/]+(\/|$)/.test(pathname)) return "org";
  return "not-found";
}

export const AuthArea = lazyArea("auth", () => import("./auth/AuthArea.js"));
export const PlatformArea = lazyArea("platform", () => import("./platform/PlatformArea.js"));
export const EventArea = lazyArea("eventlight", () => import("./eventlight/EventArea.js"));
export const OrgArea = lazyArea("orglight", () => import("./orglight/OrgArea.js"));
