import { eventPath } from "../event-paths.js";

/**
 * The organizer's portal pages under /event-light/{eventId}/portals/… (spec 1 §2 "portals"),
 * in the order of the side navigation's "Portals" group. Each page adds its entry with its route
 * (portal-admin-routes.tsx), so the nav never links to a page that is not there.
 */
export const portalAdminPages: readonly { subpath: string; label: string }[] = [
  { subpath: "portals/config-sets", label: "Portals" },
  { subpath: "portals/tasks", label: "Tasks" },
  { subpath: "portals/file-requests", label: "File requests" },
  { subpath: "portals/files", label: "Files" },
  { subpath: "portals/messages", label: "Messages" },
  { subpath: "portals/pages", label: "Pages" },
  { subpath: "portals/content", label: "Resources" },
  // Event settings pages (spec 1 §2 "settings: portals/log-in-page, login-settings"): update on settings.
  { subpath: "settings/portals/log-in-page", label: "Log-in page" },
  { subpath: "settings/login-settings", label: "Login settings" },
];

/** `?portal={portalId}` keeps the portal a page shows when the event has several. */
export function portalAdminPath(eventId: string, subpath: string, portalId?: string | null): string {
  return `${eventPath(eventId, subpath)}${portalId ? `?portal=${encodeURIComponent(portalId)}` : ""}`;
}
