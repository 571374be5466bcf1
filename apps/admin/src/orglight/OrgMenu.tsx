import { orgMessages } from "@foyer/domain";
import { useAppData } from "@foyer/widgets/react";
import { Link } from "wouter";
import { allows, useOrg } from "./org-context.js";
import { eventDashboardPath, orgPath } from "./org-paths.js";
import { menuRoutes } from "./org-routes.js";

/**
 * The organization's navigation menu (spec 1 §1): the area's pages the user's profile opens
 * (spec 2 §6 module menu gating), then the user's starred events, which lead into the event area.
 */
export function OrgMenu({ pathname, version }: { pathname: string; version: number }) {
  const { orgId, profile, api } = useOrg();
  const starred = useAppData(() => api.events(orgId, { starred: true }), [api, orgId, version], {
    errorMessage: orgMessages.navigationFailed,
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
      {starred.state.status === "loading" ? (
        <p className="org-menu__note" role="status">
          Loading...
        </p>
      ) : starred.state.status === "error" ? (
        <div className="org-menu__note">
          <p className="org-menu__error">{orgMessages.navigationFailed}</p>
          <button
            type="button"
            className="foyer-button foyer-button--ghost event-button--small"
            onClick={starred.reload}
          >
            Try again
          </button>
        </div>
      ) : starred.state.data.length === 0 ? (
        <p className="org-menu__note">Star an event in Events to keep it here.</p>
      ) : (
        <ul className="event-sidebar__list" aria-labelledby="org-nav-starred">
          {starred.state.data.map((event) => (
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
