import { lazyArea } from "@foyer/widgets/react";

/** The parts of the portal app, each its own chunk (spec 2 §4.8: "auth", "portal"). */
export type PortalArea = "auth" | "portal" | "not-found";

// Spec 1 §2 "Portal"; forms (intake, submit, applications, follow-up) come later.
const authRoutes = [/^\/portal-login\/[^/]+\/[^/]+$/, /^\/portal-login-callback$/];
const portalRoutes = [/^\/portal-switch\/[^/]+\/[^/]+$/, /^\/portals\/[^/]+\/[^/]+$/];

/** Which area renders `pathname`; anything unclaimed shows the not-found page. */
export function areaFor(pathname: string): PortalArea {
  if (authRoutes.some((route) => route.test(pathname))) return "auth";
  if (portalRoutes.some((route) => route.test(pathname))) return "portal";
  return "not-found";
}

export const AuthArea = lazyArea("auth", () => import("./auth/AuthArea.js"));
export const PortalArea = lazyArea("portal", () => import("./portal/PortalArea.js"));
