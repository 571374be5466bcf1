import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "./EventLink.js";
import { canOpen, eventPath } from "./event-paths.js";

export interface EventNavLink {
  /** Under /event-light/{eventId}/, e.g. "team/permissions". */
  subpath: string;
  label: string;
}

/**
 * A titled group of the event's side navigation: each link shown only when the profile opens its
 * page (spec 1 §6), and none at all when it opens none of them.
 */
export function EventNavGroup({
  id,
  title,
  links,
  eventId,
  pathname,
  profile,
  nested = false,
}: {
  /** The group's heading id, e.g. "event-nav-team". */
  id: string;
  title: string;
  links: readonly EventNavLink[];
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
  /**
   * Whether a link stays current on the pages below it (a portal's tasks list and one task).
   * @default false
   */
  nested?: boolean;
}) {
  const shown = links.filter((link) => canOpen(profile, link.subpath));
  if (shown.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id={id}>
        {title}
      </p>
      <ul className="event-sidebar__list" aria-labelledby={id}>
        {shown.map((link) => {
          const href = eventPath(eventId, link.subpath);
          const current = pathname === href || (nested && pathname.startsWith(`${href}/`));
          return (
            <li key={link.subpath}>
              <EventLink
                className="event-sidebar__link"
                href={href}
                aria-current={current ? "page" : undefined}
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
