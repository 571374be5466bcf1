import { useRemote } from "@foyer/widgets/react";
import { EventLink } from "../EventLink.js";
import { eventPath } from "../event-paths.js";
import { fixedModules, recordsPath } from "./record-paths.js";
import { useRecordsApi } from "./useRecordsApi.js";

/**
 * The "Records" group of the event's side navigation: contacts, sponsors and exhibitors (every
 * event has them), then the event's other modules once they are known.
 */
export function RecordsNav({ eventId, pathname }: { eventId: string; pathname: string }) {
  const { records } = useRecordsApi();
  // The list only adds links: a failure here is not worth an error notice (the page reports its own).
  const modules = useRemote(() => records.modules(eventId), [records, eventId]);
  const custom =
    modules.state.status === "ready" ? modules.state.data.filter((module) => module.kind === "custom") : [];
  const links = [
    ...fixedModules.map((fixed) => ({
      key: fixed.slug,
      href: eventPath(eventId, fixed.slug),
      label: fixed.label,
    })),
    ...custom.map((module) => ({ key: module.id, href: recordsPath(eventId, module), label: module.name })),
  ];
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
