import { eventPath } from "../event-paths.js";

/**
 * The organizer's portal pages under /event-light/{eventId}/portals/… (spec 1 §2 "portals"),
 * in the order of the side navigation's "Portals" group. Each page adds its entry with its route
 * (portal-admin-routes.tsx), so the nav never links to a page that is not there.
 */
export const portalAdminPages: readonly { subpath: string; label: string }[] = [];

/** `?portal={portalId}` keeps the portal a page shows when the event has several. */
export function portalAdminPath(eventId: string, subpath: string, portalId?: string | null): string {
  return `${eventPath(eventId, subpath)}${portalId ? `?portal=${encodeURIComponent(portalId)}` : ""}`;
}
