import type { PermissionProfile } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { EventLink } from "../EventLink.js";
import { canOpen, eventPath } from "../event-paths.js";
import { fixedModules, recordsPath } from "./record-paths.js";
import { recordKeys } from "./record-queries.js";
import { useRecordsApi } from "./useRecordsApi.js";

/**
 * The "Records" group of the event's side navigation: contacts, sponsors and exhibitors (every
 * event has them), then the event's other modules once they are known.
 */
export function RecordsNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  /** Links the profile cannot open are left out (spec 2 §6 module menu gating). */
  profile: PermissionProfile;
}) {
  const { records } = useRecordsApi();
  // Its own key under the modules (a change to them refreshes it too): the list only adds links, so a
  // failure here is not worth an error notice, and a member who may not read modules keeps the area (gate: false).
  const modules = useQuery({
    queryKey: [...recordKeys.modules(eventId), "nav"],
    queryFn: () => records.modules(eventId),
    meta: { gate: false },
  });
  const custom = (modules.data ?? []).filter((module) => module.kind === "custom");
  const links = [
    ...fixedModules
      .filter((fixed) => canOpen(profile, fixed.slug))
      .map((fixed) => ({
        key: fixed.slug,
        href: eventPath(eventId, fixed.slug),
        label: fixed.label,
      })),
    ...custom
      .filter(() => canOpen(profile, "modules"))
      .map((module) => ({ key: module.id, href: recordsPath(eventId, module), label: module.name })),
  ];
  if (links.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-records">
        Records
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-records">
        {links.map((link) => (
          <li key={link.key}>
            <EventLink
              className="event-sidebar__link"
              href={link.href}
              aria-current={pathname === link.href ? "page" : undefined}
            >
              {link.label}
            </EventLink>
          </li>
        ))}
      </ul>
    </>
  );
}
