import { type OrgDashboard, type OrgEvent, orgMessages } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { StatusBadge } from "../../eventlight/dashboard/event-status.js";
import { type Figure, FigureGrid } from "../../eventlight/dashboard/FigureGrid.js";
import { formatEventDates } from "../../platform/event-dates.js";
import { orgKey } from "../../server-data/query-keys.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { canCreateEvents, useOrg } from "../org-context.js";
import { eventDashboardPath, orgPath } from "../org-paths.js";

/** Spec 2 §8 'An error loading organization'. */
export const ORG_DASHBOARD_FAILED = orgMessages.organizationLoadError;
export const ADD_EVENT = "Add event";

/** /org-light/{orgId}/dashboard: the organization's key figures and what is coming up. */
export function OrgDashboardPage() {
  const { orgId, organization, api, profile, openAddEvent } = useOrg();
  const dashboard = useQuery({
    queryKey: orgKey(orgId, "dashboard"),
    queryFn: () => api.dashboard(orgId),
    meta: { errorMessage: ORG_DASHBOARD_FAILED },
  });
  const mayAdd = canCreateEvents(profile);

  return (
    <section className="event-page" aria-labelledby="org-dashboard-title">
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="org-dashboard-title">
            Dashboard
          </h1>
          <p className="admin-section__lead">{organization.name} at a glance.</p>
        </div>
        {mayAdd ? (
          <button type="button" className="foyer-button foyer-button--primary" onClick={openAddEvent}>
            {ADD_EVENT}
          </button>
        ) : null}
      </header>
      {dashboard.status === "pending" ? (
        <LoadingPanel text="Loading the dashboard..." />
      ) : dashboard.status === "error" ? (
        <RetryPanel message={ORG_DASHBOARD_FAILED} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Figures data={dashboard.data} orgId={orgId} mayAdd={mayAdd} onAdd={openAddEvent} />
      )}
    </section>
  );
}

function Figures({
  data,
  orgId,
  mayAdd,
  onAdd,
}: {
  data: OrgDashboard;
  orgId: string;
  mayAdd: boolean;
  onAdd: () => void;
}) {
  const events = orgPath(orgId, "events");
  const figures: Figure[] = [
    { key: "events", label: "Events", value: data.events.total, href: events },
    { key: "upcoming", label: "Upcoming", value: data.events.upcoming },
    { key: "ongoing", label: "Happening now", value: data.events.ongoing },
    { key: "past", label: "Past", value: data.events.past },
    { key: "draft", label: "Drafts", value: data.events.draft },
    { key: "contacts", label: "Contacts", value: data.contacts },
    { key: "accounts", label: "Sponsors and exhibitors", value: data.accounts },
    { key: "forms", label: "Forms", value: data.forms },
    { key: "submissions", label: "Submissions", value: data.submissions },
    { key: "members", label: "Team members", value: data.members },
  ];
  return (
    <>
      <FigureGrid figures={figures} label="Key figures" />
      <h2 className="dash-section-title" id="org-next-title">
        Coming up
      </h2>
      {data.next_events.length > 0 ? (
        <NextEvents events={data.next_events} />
      ) : (
        <div className="admin-panel admin-panel--center admin-empty">
          <h3 className="admin-empty__title">
            {data.events.total === 0 ? "No events yet" : "Nothing coming up"}
          </h3>
          <p className="admin-empty__text">
            {data.events.total === 0
              ? "Events of your organization show up here."
              : "None of your organization's events is upcoming or happening now."}
          </p>
          {mayAdd ? (
            <button type="button" className="foyer-button foyer-button--secondary" onClick={onAdd}>
              {ADD_EVENT}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}

function NextEvents({ events }: { events: readonly OrgEvent[] }) {
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table" aria-labelledby="org-next-title">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="admin-table__name">
                {event.can_open ? <Link href={eventDashboardPath(event.id)}>{event.name}</Link> : event.name}
              </th>
              <td data-label="Dates">{formatEventDates(event.date_from, event.date_to)}</td>
              <td data-label="Status">
                <StatusBadge status={event.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
