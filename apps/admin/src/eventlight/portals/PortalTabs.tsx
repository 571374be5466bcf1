import "../sessions/sessions.css";
import { EventLink } from "../EventLink.js";

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

/** A page's tabs as links, in the sessions' look; the current one is marked for screen readers. */
export function PortalTabs({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className="session-tabs" aria-label={label}>
      <ul className="session-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <EventLink
              className="session-tabs__link"
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
            >
              {tab.label}
            </EventLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
