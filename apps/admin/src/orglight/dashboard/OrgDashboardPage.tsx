import {
  auditEntityLabels,
  type DashboardActivity,
  ORG_PEOPLE_READ,
  type OrgDashboard,
  type OrgEvent,
  orgMessages,
  type PermissionProfile,
} from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { momentLabel } from "../../eventlight/dashboard/EventDashboardCards.js";
import { StatusBadge } from "../../eventlight/dashboard/event-status.js";
import { type Figure, FigureGrid } from "../../eventlight/dashboard/FigureGrid.js";
import { WeeklyChart } from "../../eventlight/dashboard/WeeklyChart.js";
import { contactPath, sessionPath } from "../../eventlight/sessions/session-paths.js";
import { formatEventDates } from "../../platform/event-dates.js";
import { orgKey } from "../../server-data/query-keys.js";
import { ORG_TEAM_REQUIREMENT } from "../../team/org-team-routes.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { allows, canCreateEvents, useOrg } from "../org-context.js";
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
        <Figures data={dashboard.data} orgId={orgId} mayAdd={mayAdd} onAdd={openAddEvent} profile={profile} />
      )}
    </section>
  );
}

function Figures({
  data,
  orgId,
  mayAdd,
  onAdd,
  profile,
}: {
  data: OrgDashboard;
  orgId: string;
  mayAdd: boolean;
  onAdd: () => void;
  profile: PermissionProfile;
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
      <QuickActions orgId={orgId} profile={profile} />
      <FigureGrid figures={figures} label="Key figures" />
      <div className="dash-grid">
        <WeeklyChart weekly={data.weekly} title="Submissions and registrations" />
        <RecentActivity activity={data.activity} />
      </div>
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

/** Pages of the organization people often go to next, where the profile opens them. */
const QUICK_ACTIONS = [
  { path: "events", label: "All events", requirement: null },
  { path: "people", label: "People", requirement: ORG_PEOPLE_READ },
  { path: "search", label: "Search", requirement: null },
  { path: "settings/team", label: "Invite the team", requirement: ORG_TEAM_REQUIREMENT },
] as const;

function QuickActions({ orgId, profile }: { orgId: string; profile: PermissionProfile }) {
  const actions = QUICK_ACTIONS.filter((action) => allows(profile, action.requirement));
  if (actions.length === 0) return null;
  return (
    <nav className="dash-actions" aria-label="Quick actions">
      {actions.map((action) => (
        <Link
          key={action.path}
          className="foyer-button foyer-button--secondary"
          href={orgPath(orgId, action.path)}
        >
          {action.label}
        </Link>
      ))}
    </nav>
  );
}

const actionWords: Record<DashboardActivity["action"], string> = {
  create: "added",
  update: "changed",
  delete: "deleted",
  merge: "merged",
  restore: "restored",
};

const entityWords = auditEntityLabels;

function activityHref(entry: DashboardActivity): string | null {
  if (!entry.event_id || entry.action === "delete" || entry.entity_name === "") return null;
  if (entry.entity_type === "contact") return contactPath(entry.event_id, entry.entity_id);
  if (entry.entity_type === "session") return sessionPath(entry.event_id, entry.entity_id);
  return null;
}

/** The latest changes in the organization's events (the audit log), newest first. */
function RecentActivity({ activity }: { activity: readonly DashboardActivity[] }) {
  return (
    <section className="admin-panel dash-card" aria-labelledby="org-activity-title">
      <h2 className="dash-card__title" id="org-activity-title">
        Recent activity
      </h2>
      {activity.length === 0 ? (
        <p className="dash-card__note">Changes to contacts, sessions and records show up here.</p>
      ) : (
        <ul className="dash-list">
          {activity.map((entry) => {
            const href = activityHref(entry);
            const name = entry.entity_name || `a ${entityWords[entry.entity_type]}`;
            return (
              <li className="dash-list__item" key={entry.id}>
                <span className="dash-list__main">
                  {entry.user_name ?? "Someone"} {actionWords[entry.action]}{" "}
                  {entry.entity_name ? `${entityWords[entry.entity_type]} ` : ""}
                  {href ? <Link href={href}>{name}</Link> : name}
                  {entry.event_name ? ` in ${entry.event_name}` : ""}
                </span>
                <span className="dash-list__meta">{momentLabel(entry.at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
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
