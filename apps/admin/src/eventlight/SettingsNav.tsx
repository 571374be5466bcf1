import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "./EventLink.js";
import { canOpen, eventPath } from "./event-paths.js";

/**
 * The "Settings" group of the event's side navigation (spec 1 §2 "settings: … integrations"),
 * shown when the profile opens it (spec 1 §6: update on settings).
 */
export function SettingsNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
}) {
  const links = [{ subpath: "settings/integrations", label: "Integrations" }].filter((link) =>
    canOpen(profile, link.subpath),
  );
  if (links.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-settings">
        Settings
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-settings">
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
