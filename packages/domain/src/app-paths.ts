/**
 * Which browser app a path belongs to. The server serves the portal app's page for these paths
 * and the admin app's for every other; the apps use the same rule to hand over navigation.
 */
const PORTAL_PREFIXES = [
  "/portal-login",
  "/portal-switch",
  "/portals/",
  "/intake/",
  "/intake-callback",
  "/submit/",
  "/submit-callback",
  "/applications/",
  "/applications-callback",
  "/followup-forms/",
];

/** True for paths of the portal app (a pathname, optionally with query and hash). */
export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return PORTAL_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix),
  );
}
