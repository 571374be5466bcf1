import { orgMessages } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { orgKey } from "../server-data/query-keys.js";
import { allows, useOrg } from "./org-context.js";
import { eventDashboardPath, orgPath } from "./org-paths.js";
import { menuRoutes } from "./org-routes.js";

/**
 * The organization's navigation menu (spec 1 §1): the area's pages the user's profile opens
 * (spec 2 §6 module menu gating), then the user's starred events, which lead into the event area.
 */
export function OrgMenu({ pathname }: { pathname: string }) {
  const { orgId, profile, api } = useOrg();
  // Stars changed elsewhere invalidate the organization's events, these among them (refreshMenu).
  const starred = useQuery({
    queryKey: orgKey(orgId, "events", { starred: true }),
    queryFn: () => api.events(orgId, { starred: true }),
    // The menu's own failure: reported, never the whole area's gate.
    meta: { errorMessage: orgMessages.navigationFailed, gate: false },
  });
  const pages = menuRoutes().filter((route) => allows(profile, route.requirement));
  // The deepest entry that contains the page is the current one ("Team" on settings/team, not "Settings").
  const current = pages
    .map((route) => orgPath(orgId, route.path))
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <nav className="event-sidebar__nav" aria-label="Organization">
      <ul className="event-sidebar__list">
        {pages.map((route) => {
          const href = orgPath(orgId, route.path);
          const active = href === current;
          return (
            <li key={route.path}>
              <Link className="event-sidebar__link" href={href} aria-current={active ? "page" : undefined}>
                {route.menu?.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="event-sidebar__group" id="org-nav-starred">
        Starred events
      </p>
      {starred.status === "pending" ? (
        <p className="org-menu__note" role="status">
          Loading...
        </p>
      ) : starred.status === "error" ? (
        <div className="org-menu__note">
          <p className="org-menu__error">{orgMessages.navigationFailed}</p>
          <button
            type="button"
            className="foyer-button foyer-button--ghost event-button--small"
            onClick={() => void starred.refetch()}
          >
            Try again
          </button>
        </div>
      ) : starred.data.length === 0 ? (
        <p className="org-menu__note">Star an event in Events to keep it here.</p>
      ) : (
        <ul className="event-sidebar__list" aria-labelledby="org-nav-starred">
          {starred.data.map((event) => (
            <li key={event.id}>
              {event.can_open ? (
                <Link className="event-sidebar__link" href={eventDashboardPath(event.id)}>
                  {event.name}
                </Link>
              ) : (
                <span
                  className="event-sidebar__link org-menu__closed"
                  title="You are not on this event's team"
                >
                  {event.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
