import { lazyArea } from "@foyer/widgets/react";
import { parseFormRoute } from "./intake/form-routes.js";

/** The parts of the portal app, each its own chunk (spec 2 §4.8: "auth", "portal", "intake"). */
export type PortalArea = "auth" | "portal" | "intake" | "not-found";

// Spec 1 §2 "Portal" and "Forms". The form callbacks end a sign-in like the portal's.
const authRoutes = [
  /^\/portal-login\/[^/]+\/[^/]+$/,
  /^\/(portal-login|intake|submit|applications)-callback$/,
];
const portalRoutes = [
  /^\/portal-switch\/[^/]+\/[^/]+$/,
  /^\/portals\/[^/]+\/[^/]+$/,
  // Issue 6: the participant's sessions, one session, and their calendar.
  /^\/portals\/[^/]+\/[^/]+\/(sessions|calendar|session\/[^/]+)$/,
  // Issue 6: the portal's resources, one resource, and an organizer-written page.
  /^\/portals\/[^/]+\/[^/]+\/(resources(\/[^/]+)?|pages\/[^/]+)$/,
  // Issue 6: the participant's tasks.
  /^\/portals\/[^/]+\/[^/]+\/tasks$/,
  // Issue 6: the participant's message threads (one opens with `?thread=`).
  /^\/portals\/[^/]+\/[^/]+\/messages$/,
  // Issue 6: the participant's profile and history.
  /^\/portals\/[^/]+\/[^/]+\/(profile|history)$/,
  // Issue 6: the participant's file requests (the list is a convenience) and one request.
  /^\/portals\/[^/]+\/[^/]+\/documents(\/request\/[^/]+)?$/,
];

/** Which area renders `pathname`; anything unclaimed shows the not-found page. */
export function areaFor(pathname: string): PortalArea {
  if (authRoutes.some((route) => route.test(pathname))) return "auth";
  if (portalRoutes.some((route) => route.test(pathname))) return "portal";
  if (parseFormRoute(pathname)) return "intake";
  return "not-found";
}

export const AuthArea = lazyArea("auth", () => import("./auth/AuthArea.js"));
export const PortalArea = lazyArea("portal", () => import("./portal/PortalArea.js"));
export const FormsArea = lazyArea("intake", () => import("./intake/FormsArea.js"));
