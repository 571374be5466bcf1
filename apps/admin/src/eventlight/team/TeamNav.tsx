import type { PermissionProfile } from "@foyer/domain";
import { EventNavGroup } from "../EventNavGroup.js";

export const teamLinks = [
  { subpath: "team", label: "Team" },
  { subpath: "team/permissions", label: "Roles and permissions" },
];

/**
 * The "Team" group of the event's side navigation: the team and its roles, each shown only when
 * the profile opens it (spec 1 §6: manage_users, manage_permissions on settings).
 */
export function TeamNav(props: { eventId: string; pathname: string; profile: PermissionProfile }) {
  return <EventNavGroup id="event-nav-team" title="Team" links={teamLinks} {...props} />;
}
