import type { PermissionProfile } from "@foyer/domain";
import { EventNavGroup } from "../EventNavGroup.js";
import { portalAdminPages } from "./portal-admin-paths.js";

/**
 * The "Portals" group of the event's side navigation, each page shown only when the profile
 * opens it (spec 1 §6: read on portal, read on portalTasks for tasks).
 */
export function PortalsNav(props: { eventId: string; pathname: string; profile: PermissionProfile }) {
  return <EventNavGroup id="event-nav-portals" title="Portals" links={portalAdminPages} nested {...props} />;
}
