import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { canOpen, eventPath } from "../event-paths.js";
import { portalAdminPages } from "./portal-admin-paths.js";

/**
 * The "Portals" group of the event's side navigation, each page shown only when the profile
 * opens it (spec 1 §6: read on portal, read on portalTasks for tasks).
 */
export function PortalsNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
}) {
  const links = portalAdminPages.filter((page) => canOpen(profile, page.subpath));
  if (links.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-portals">
        Portals
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-portals">
        {links.map((link) => {
          const href = eventPath(eventId, link.subpath);
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={link.subpath}>
              <EventLink
                className="event-sidebar__link"
                href={href}
                aria-current={active ? "page" : undefined}
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
