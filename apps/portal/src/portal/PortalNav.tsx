import { Link, useLocation } from "wouter";

/** The portal's sections (spec 1 §2 "Portal"); more join as their pages are built. */
const SECTIONS = [
  { path: "", label: "Home" },
  { path: "/sessions", label: "Sessions" },
  { path: "/calendar", label: "Calendar" },
] as const;

/** The portal's navigation: plain links (keyboard reachable), the current page marked for screen readers. */
export function PortalNav({ home }: { home: string }) {
  const [pathname] = useLocation();
  const current = (path: string) =>
    path === "/sessions"
      ? pathname === `${home}/sessions` || pathname.startsWith(`${home}/session/`)
      : pathname === `${home}${path}`;
  return (
    <nav className="portal-nav" aria-label="Portal">
      <ul className="portal-nav__list">
        {SECTIONS.map((section) => (
          <li key={section.label}>
            <Link
              href={`${home}${section.path}`}
              className="portal-nav__link"
              aria-current={current(section.path) ? "page" : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
