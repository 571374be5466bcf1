import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { canOpen } from "../event-paths.js";
import { fieldsPath, tagsPath } from "./field-paths.js";

/**
 * The "Fields and tags" group of the event's side navigation (spec 1 §6: manage_fields on any of
 * contacts, speakers, exhibitors or sponsors); left out for a profile that cannot open them.
 */
export function FieldsNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
}) {
  if (!canOpen(profile, "fields")) return null;
  const links = [
    { key: "fields", href: fieldsPath(eventId), label: "Custom fields" },
    { key: "tags", href: tagsPath(eventId), label: "Tags" },
  ];
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-fields">
        Fields and tags
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-fields">
        {links.map((link) => {
          const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.key}>
              <EventLink
                className="event-sidebar__link"
                href={link.href}
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
