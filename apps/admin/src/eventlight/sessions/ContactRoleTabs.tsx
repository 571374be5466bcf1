import "./sessions.css";
import { type ContactRole, contactRoleViews } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canOpen, eventPath } from "../event-paths.js";

/** What a role view's empty state says. */
export const roleViewText: Record<ContactRole, { empty: string; lead: string }> = {
  speaker: {
    empty: "No speakers yet",
    lead: "Speakers are contacts who speak in any of this event's sessions. Add them on a session's Participants tab.",
  },
  chairperson: {
    empty: "No chairpersons yet",
    lead: "Chairpersons are contacts who chair any of this event's sessions. Add them on a session's Participants tab.",
  },
  moderator: {
    empty: "No moderators yet",
    lead: "Moderators are contacts who moderate any of this event's sessions. Add them on a session's Participants tab.",
  },
  "session-submitter": {
    empty: "No session submitters yet",
    lead: "Session submitters are contacts who submitted a session form of this event (matched by email).",
  },
};

/**
 * The contacts page's views (spec 1 §2 "contacts, contacts/speakers, chairpersons, moderators,
 * session-submitters") as links above the table; each shows only to a profile that opens it
 * (spec 1 §6: the role views read on speakers).
 */
export function ContactRoleTabs({ role }: { role: ContactRole | undefined }) {
  const { eventId, profile } = useEvent();
  const views = [
    { path: "contacts", label: "All contacts", current: role === undefined },
    ...contactRoleViews.map((view) => ({
      path: `contacts/${view.path}`,
      label: view.label,
      current: role === view.role,
    })),
  ].filter((view) => view.current || canOpen(profile, view.path));
  if (views.length <= 1) return null;
  return (
    <nav className="session-tabs contact-role-tabs" aria-label="Contact views">
      <ul className="session-tabs__list">
        {views.map((view) => (
          <li key={view.path}>
            <EventLink
              className="session-tabs__link"
              href={eventPath(eventId, view.path)}
              aria-current={view.current ? "page" : undefined}
            >
              {view.label}
            </EventLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
