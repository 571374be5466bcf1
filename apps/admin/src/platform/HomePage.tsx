import type { UserEvent } from "@foyer/domain";
import { messages } from "@foyer/domain";
import { useApp, useStore } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { HomeAddEvent, OrganizationLinks, useMyOrganizations } from "../orglight/OrgHomeParts.js";
import { meKey } from "../server-data/query-keys.js";
import { formatEventDates } from "./event-dates.js";

/** Not quoted by the spec; in the style of its catalogue (spec 2 §8). */
export const EVENTS_LOAD_FAILED = messages.eventsLoadFailed;

/** /home: the events the signed-in user belongs to. */
export function HomePage() {
  const { services } = useApp();
  const { sdk } = services;
  const session = useStore(sdk.session);
  const events = useQuery({
    queryKey: meKey("events"),
    queryFn: () => sdk.api.user.events(),
    meta: { errorMessage: EVENTS_LOAD_FAILED },
  });
  const firstName = session.status === "authenticated" ? session.user.fname : "";
  const organizations = useMyOrganizations();
  const myOrgs = organizations.status === "success" ? organizations.data : [];

  return (
    <section className="admin-section" aria-labelledby="home-title">
      <header className="admin-section__head admin-section__head--row">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="home-title">
            Your events
          </h1>
          <p className="admin-section__lead">
            {firstName ? `Welcome back, ${firstName}. ` : ""}These are the events you are part of.
          </p>
        </div>
        <HomeAddEvent organizations={myOrgs} />
      </header>
      <OrganizationLinks organizations={myOrgs} />
      {events.status === "pending" ? (
        <div className="admin-panel admin-panel--center" role="status">
          <span className="foyer-spinner" aria-hidden="true" />
          <span>Loading your events...</span>
        </div>
      ) : events.status === "error" ? (
        <div className="admin-panel admin-panel--center">
          <p className="foyer-alert foyer-alert--error">{EVENTS_LOAD_FAILED}.</p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => void events.refetch()}
          >
            Try again
          </button>
        </div>
      ) : events.data.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No events yet</h2>
          <p className="admin-empty__text">When an organization adds you to an event, it shows up here.</p>
        </div>
      ) : (
        <EventTable events={events.data} />
      )}
    </section>
  );
}

function EventTable({ events }: { events: readonly UserEvent[] }) {
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table">
        <caption className="foyer-visually-hidden">Your events</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Dates</th>
            <th scope="col">Organization</th>
            <th scope="col">Your role</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="admin-table__name">
                <Link href={`/event-light/${encodeURIComponent(event.id)}/sessions/forms`}>{event.name}</Link>
                {event.is_draft ? <span className="admin-badge">Draft</span> : null}
              </th>
              <td data-label="Dates">{formatEventDates(event.date_from, event.date_to)}</td>
              <td data-label="Organization">{event.org_name}</td>
              <td data-label="Your role">{event.is_admin ? "Event admin" : "Team member"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
