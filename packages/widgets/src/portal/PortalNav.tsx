import { portalSections } from "@foyer/domain";
import { Link, useLocation } from "wouter";
import { MessagesNavLabel } from "./messages/MessagesNavLabel.js";
import { PortalPagesNav } from "./pages/PortalPagesNav.js";

/** The portal's sections (spec 1 §2 "Portal"); more join as their pages are built. */
const SECTIONS = [
  { path: "", label: "Home" },
  { path: "/sessions", label: "Sessions" },
  { path: "/tasks", label: "Tasks" },
  { path: "/resources", label: "Resources" },
  { path: "/documents", label: "Documents" },
  { path: "/calendar", label: "Calendar" },
  { path: "/messages", label: "Messages" },
  { path: "/profile", label: "Profile" },
  { path: "/history", label: "History" },
] as const;

/** The portal's navigation: plain links (keyboard reachable), the current page marked for screen readers. */
export function PortalNav({ home, sections }: { home: string; sections?: readonly string[] | undefined }) {
  const [pathname] = useLocation();
  // The portal's "widgets" setting: a section entry (its path is the section's name) shows only when
  // chosen; Home and entries that are not sections always show.
  const shown = (path: string) =>
    !sections ||
    !(portalSections as readonly string[]).includes(path.slice(1)) ||
    sections.includes(path.slice(1));
  const current = (path: string) =>
    path === "/sessions"
      ? pathname === `${home}/sessions` || pathname.startsWith(`${home}/session/`)
      : path === "/documents"
        ? pathname === `${home}/documents` || pathname.startsWith(`${home}/documents/`)
        : path === "/resources"
          ? pathname === `${home}/resources` || pathname.startsWith(`${home}/resources/`)
          : pathname === `${home}${path}`;
  return (
    <nav className="portal-nav" aria-label="Portal">
      <ul className="portal-nav__list">
        {SECTIONS.filter((section) => shown(section.path)).map((section) => (
          <li key={section.label}>
            <Link
              href={`${home}${section.path}`}
              className="portal-nav__link"
              aria-current={current(section.path) ? "page" : undefined}
            >
              {section.path === "/messages" ? <MessagesNavLabel /> : section.label}
            </Link>
          </li>
        ))}
        <PortalPagesNav />
      </ul>
    </nav>
  );
}
