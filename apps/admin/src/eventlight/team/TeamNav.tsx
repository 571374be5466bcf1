import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { canOpen, eventPath } from "../event-paths.js";

/**
 * The "Team" group of the event's side navigation: the team and its roles, each shown only when
 * the profile opens it (spec 1 §6: manage_users, manage_permissions on settings).
 */
export function TeamNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
}) {
  const links = [
    { subpath: "team", label: "Team" },
    { subpath: "team/permissions", label: "Roles and permissions" },
  ].filter((link) => canOpen(profile, link.subpath));
  if (links.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-team">
        Team
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-team">
        {links.map((link) => {
          const href = eventPath(eventId, link.subpath);
          return (
            <li key={link.subpath}>
              <EventLink
                className="event-sidebar__link"
                href={href}
                aria-current={pathname === href ? "page" : undefined}
              >
                {link.label}
              </EventLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
