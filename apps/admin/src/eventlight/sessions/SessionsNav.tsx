import type { PermissionProfile } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { evaluationNavLinks } from "../evaluation/evaluation-paths.js";
import { canOpen, eventPath } from "../event-paths.js";
import { agendaPath, conflictsPath, isAgendaPage, isDraftsPage } from "./agenda/agenda-paths.js";
import {
  decisionMailsPath,
  embedsPath,
  isSessionsPage,
  sessionSettingsPath,
  sessionsPath,
} from "./session-paths.js";

/**
 * The "Sessions" group of the event's side navigation: the sessions list, the agenda (with its
 * drafts) and conflicts, the embeds, the session settings and the evaluation pages, each shown only
 * to a profile that opens it (spec 1 §6: sessions, agenda, embeds, sessionSettings,
 * evaluationPlans, the evaluator role).
 */
export function SessionsNav({
  eventId,
  pathname,
  profile,
}: {
  eventId: string;
  pathname: string;
  profile: PermissionProfile;
}) {
  const settingsBase = eventPath(eventId, "sessions/settings");
  const links = [
    canOpen(profile, "sessions")
      ? {
          key: "sessions",
          href: sessionsPath(eventId),
          label: "Sessions",
          active: isSessionsPage(pathname, eventId),
        }
      : null,
    canOpen(profile, "sessions/agenda")
      ? {
          key: "agenda",
          href: agendaPath(eventId),
          label: "Agenda",
          active: isAgendaPage(pathname, eventId) || isDraftsPage(pathname, eventId),
        }
      : null,
    canOpen(profile, "sessions/conflicts")
      ? {
          key: "conflicts",
          href: conflictsPath(eventId),
          label: "Conflicts",
          active: pathname === conflictsPath(eventId),
        }
      : null,
    canOpen(profile, "sessions/decisions")
      ? {
          key: "decisions",
          href: decisionMailsPath(eventId),
          label: "Decision emails",
          active: pathname === decisionMailsPath(eventId),
        }
      : null,
    canOpen(profile, "sessions/embeds")
      ? {
          key: "embeds",
          href: embedsPath(eventId),
          label: "Embeds",
          active: pathname === embedsPath(eventId),
        }
      : null,
    canOpen(profile, "sessions/settings")
      ? {
          key: "settings",
          href: sessionSettingsPath(eventId),
          label: "Session settings",
          active: pathname === settingsBase || pathname.startsWith(`${settingsBase}/`),
        }
      : null,
    ...evaluationNavLinks(eventId, pathname, profile),
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <>
      <p className="event-sidebar__group" id="event-nav-sessions">
        Sessions
      </p>
      <ul className="event-sidebar__list" aria-labelledby="event-nav-sessions">
        {links.map((link) => (
          <li key={link.key}>
            <EventLink
              className="event-sidebar__link"
              href={link.href}
              aria-current={link.active ? "page" : undefined}
            >
              {link.label}
            </EventLink>
          </li>
        ))}
      </ul>
    </>
  );
}
