import { type EventDashboard, orgMessages, type PermissionProfile } from "@foyer/domain";
import { createOrganizationsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Redirect } from "wouter";
import { formatEventDates } from "../../platform/event-dates.js";
import { eventKey } from "../../server-data/query-keys.js";
import { myEvaluationsPath } from "../evaluation/evaluation-paths.js";
import { useEvent } from "../event-context.js";
import { canOpen, eventPath, formsPath, sectionOrder, sections } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { Deadlines, NextSteps, PortalActivity, ReviewProgressCard } from "./EventDashboardCards.js";
import { StatusBadge } from "./event-status.js";
import { type Figure, FigureGrid } from "./FigureGrid.js";
import { SsoLinkedNotice } from "./SsoLinkedNotice.js";
import { WeeklyChart } from "./WeeklyChart.js";

/** Not quoted by the spec; in the style of its catalogue (spec 2 §8 'An error loading event'). */
export const EVENT_DASHBOARD_FAILED = orgMessages.eventLoadFailed;

/**
 * /event-light/{eventId}/dashboard (spec 1 §2 "Event area: dashboard"), the area's landing page
 * and where a new event opens (spec 1 §4). Evaluators go on to their evaluations (spec 1 §6
 * "Evaluators are redirected from /dashboard to their evaluations page").
 */
export function EventDashboardPage() {
  const { eventId, profile } = useEvent();
  if (profile.isEvaluator) return <Redirect to={myEvaluationsPath(eventId)} replace />;
  return <DashboardPage />;
}

/** The event's key figures, each linked to its page when the user's profile opens it. */
function DashboardPage() {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const api = useMemo(() => createOrganizationsApi(services.sdk.http), [services.sdk]);
  const dashboard = useQuery({
    queryKey: eventKey(eventId, "dashboard"),
    queryFn: () => api.eventDashboard(eventId),
    meta: { errorMessage: EVENT_DASHBOARD_FAILED },
  });

  return (
    <section className="event-page" aria-labelledby="event-dashboard-title">
      <SsoLinkedNotice />
      {dashboard.status === "success" ? (
        <Dashboard
          data={dashboard.data}
          figures={figuresOf(dashboard.data, eventId, profile)}
          eventId={eventId}
          profile={profile}
        />
      ) : (
        <>
          <h1 className="admin-section__title" id="event-dashboard-title">
            Dashboard
          </h1>
          {dashboard.status === "pending" ? (
            <LoadingPanel text="Loading the dashboard..." />
          ) : (
            <FailedPanel
              error={dashboard.error}
              message={EVENT_DASHBOARD_FAILED}
              onRetry={() => void dashboard.refetch()}
              backHref="/home"
              backLabel="Back to your events"
            />
          )}
        </>
      )}
    </section>
  );
}

function Dashboard({
  data,
  figures,
  eventId,
  profile,
}: {
  data: EventDashboard;
  figures: Figure[];
  eventId: string;
  profile: PermissionProfile;
}) {
  const { event } = data;
  return (
    <>
      <header className="admin-section__head">
        <p className="event-sidebar__eyebrow">{event.org_name}</p>
        <h1 className="admin-section__title" id="event-dashboard-title">
          {event.name}
        </h1>
        <p className="dash-meta">
          <span>{formatEventDates(event.date_from, event.date_to)}</span>
          <span>{event.timezone.replaceAll("_", " ")}</span>
          <StatusBadge status={event.status} />
        </p>
      </header>
      {event.status !== "past" ? (
        <NextSteps steps={data.checklist} eventId={eventId} profile={profile} />
      ) : null}
      <FigureGrid figures={figures} label="Key figures" />
      <div className="dash-grid">
        <WeeklyChart weekly={data.weekly} title="Submissions and registrations" />
        <Deadlines deadlines={data.deadlines} eventId={eventId} profile={profile} />
        {data.reviews ? (
          <ReviewProgressCard reviews={data.reviews} eventId={eventId} profile={profile} />
        ) : null}
        {data.portal ? <PortalActivity portal={data.portal} eventId={eventId} profile={profile} /> : null}
      </div>
    </>
  );
}

/** The figures in reading order; those the profile cannot read arrive as null and are left out. */
function figuresOf(data: EventDashboard, eventId: string, profile: PermissionProfile): Figure[] {
  const link = (subpath: string) => (canOpen(profile, subpath) ? eventPath(eventId, subpath) : undefined);
  const formSection = sectionOrder.find((section) => canOpen(profile, sections[section].path));
  const { figures } = data;
  return [
    { key: "contacts", label: "Contacts", value: figures.contacts, href: link("contacts") },
    { key: "sponsors", label: "Sponsors", value: figures.sponsors, href: link("sponsors") },
    { key: "exhibitors", label: "Exhibitors", value: figures.exhibitors, href: link("exhibitors") },
    { key: "sessions", label: "Sessions", value: figures.sessions, href: link("sessions") },
    {
      key: "forms",
      label: "Forms",
      value: figures.forms,
      href: formSection ? formsPath(eventId, formSection) : undefined,
    },
    { key: "submissions", label: "Submissions", value: figures.submissions },
    { key: "team", label: "Team members", value: figures.team, href: link("team") },
  ];
}
