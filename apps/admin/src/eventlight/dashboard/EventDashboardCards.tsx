import type {
  ChecklistStep,
  EventDashboard,
  EventDeadline,
  PermissionProfile,
  PortalActivitySummary,
  ReviewProgress,
} from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { monitorPath, PLANS_SUBPATH, plansPath } from "../evaluation/evaluation-paths.js";
import {
  canOpen,
  editorPath,
  eventPath,
  formsPath,
  kindLabels,
  sectionOfKind,
  sectionOrder,
  sections,
} from "../event-paths.js";
import { portalAdminPath } from "../portals/portal-admin-paths.js";
import { contactPath } from "../sessions/session-paths.js";

/* The event dashboard's cards (issue 22 item 4): next steps, deadlines, review progress, portal activity. */

interface CardProps {
  eventId: string;
  profile: PermissionProfile;
}

const day = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const moment = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Jun 20, 2026" for `2026-06-20` (a calendar day, shown as written). */
export const dayLabel = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
/** A moment in the viewer's time zone. */
export const momentLabel = (iso: string) => moment.format(new Date(iso));

/** Each step's wording and where it is done (below /event-light/{eventId}/). */
export const checklistText: Record<ChecklistStep, { label: string; subpath: string }> = {
  team: { label: "Invite your team", subpath: "team" },
  contacts: { label: "Add or import contacts", subpath: "contacts" },
  form: { label: "Create a form: a call for papers, an application or an intake form", subpath: "" },
  sessions: { label: "Add the sessions", subpath: "sessions" },
  portal: { label: "Open a participant portal", subpath: "portals/config-sets" },
  evaluation: { label: "Plan how sessions are reviewed", subpath: PLANS_SUBPATH },
};

function stepHref(step: ChecklistStep, { eventId, profile }: CardProps): string | null {
  if (step === "form") {
    const section = sectionOrder.find((item) => canOpen(profile, sections[item].path));
    return section ? formsPath(eventId, section) : null;
  }
  const { subpath } = checklistText[step];
  return canOpen(profile, subpath) ? eventPath(eventId, subpath) : null;
}

/** A new event's next steps, done or not from the event's data; hidden once all are done. */
export function NextSteps({ steps, ...props }: CardProps & { steps: EventDashboard["checklist"] }) {
  const done = steps.filter((step) => step.done).length;
  if (steps.length === 0 || done === steps.length) return null;
  return (
    <section className="admin-panel dash-card" aria-labelledby="dash-next-steps">
      <h2 className="dash-card__title" id="dash-next-steps">
        Next steps
      </h2>
      <p className="dash-card__note">
        {done} of {steps.length} done
      </p>
      <ul className="dash-checklist">
        {steps.map(({ step, done: isDone }) => {
          const href = stepHref(step, props);
          const { label } = checklistText[step];
          return (
            <li
              key={step}
              className={`dash-checklist__item${isDone ? " dash-checklist__item--done" : ""}`}
              data-step={step}
            >
              <span className="dash-checklist__mark" aria-hidden="true">
                {isDone ? "✓" : ""}
              </span>
              <span className="dash-checklist__label">
                {href && !isDone ? <EventLink href={href}>{label}</EventLink> : label}
              </span>
              <span className="foyer-visually-hidden">{isDone ? "(done)" : "(to do)"}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function deadlineHref(item: EventDeadline, { eventId, profile }: CardProps): string | null {
  if (item.kind === "form" && item.form_kind) {
    return canOpen(profile, sections[sectionOfKind(item.form_kind)].path)
      ? editorPath(eventId, item.form_kind, item.id)
      : null;
  }
  const subpath = item.kind === "task" ? "portals/tasks" : "portals/file-requests";
  return canOpen(profile, subpath) ? portalAdminPath(eventId, subpath, item.portal_id) : null;
}

function deadlineStatus(item: EventDeadline): string {
  if (item.kind === "form") return item.open ? "Open" : "Closed";
  return item.due_date ? `Due ${dayLabel(item.due_date)}` : "";
}

const kindOfDeadline = (item: EventDeadline) =>
  item.kind === "form"
    ? `${item.form_kind === "submission" ? "Call for papers" : kindLabels[item.form_kind ?? "intake"]} form`
    : item.kind === "task"
      ? "Portal task"
      : "File request";

/** The event's forms (open or closed) and what falls due in its portals. */
export function Deadlines({ deadlines, ...props }: CardProps & { deadlines: readonly EventDeadline[] }) {
  return (
    <section className="admin-panel dash-card" aria-labelledby="dash-deadlines">
      <h2 className="dash-card__title" id="dash-deadlines">
        Forms and deadlines
      </h2>
      {deadlines.length === 0 ? (
        <p className="dash-card__note">No forms yet, and nothing due in the portals.</p>
      ) : (
        <ul className="dash-list">
          {deadlines.map((item) => {
            const href = deadlineHref(item, props);
            return (
              <li className="dash-list__item" key={`${item.kind}-${item.id}`}>
                <span className="dash-list__main">
                  {href ? <EventLink href={href}>{item.title}</EventLink> : item.title}{" "}
                  <span className="dash-list__meta">· {kindOfDeadline(item)}</span>
                </span>
                <span
                  className={`dash-status${item.kind === "form" && item.open ? " dash-status--ongoing" : ""}`}
                >
                  {deadlineStatus(item)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Each evaluation plan's evaluations given out of those due. */
export function ReviewProgressCard({
  reviews,
  eventId,
  profile,
}: CardProps & { reviews: readonly ReviewProgress[] }) {
  const opensPlans = canOpen(profile, PLANS_SUBPATH);
  return (
    <section className="admin-panel dash-card" aria-labelledby="dash-reviews">
      <h2 className="dash-card__title" id="dash-reviews">
        Review progress
      </h2>
      {reviews.length === 0 ? (
        <p className="dash-card__note">
          No evaluation plans yet.{" "}
          {opensPlans ? <EventLink href={plansPath(eventId)}>Plan the review</EventLink> : null}
        </p>
      ) : (
        <ul className="dash-list">
          {reviews.map((plan) => {
            const share = plan.expected === 0 ? 0 : Math.round((plan.done / plan.expected) * 100);
            const labelId = `dash-review-${plan.plan_id}`;
            return (
              <li className="dash-list__item dash-list__item--stacked" key={plan.plan_id}>
                <span className="dash-list__main" id={labelId}>
                  {opensPlans ? (
                    <EventLink href={monitorPath(eventId, plan.plan_id)}>{plan.name}</EventLink>
                  ) : (
                    plan.name
                  )}
                </span>
                <span className="dash-list__meta">
                  {plan.done} of {plan.expected} evaluations ({share}%) · {plan.sessions} sessions,{" "}
                  {plan.evaluators} evaluators
                </span>
                <progress
                  className="dash-progress"
                  aria-labelledby={labelId}
                  value={plan.done}
                  max={Math.max(plan.expected, 1)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const activityLabels: Record<string, string> = {
  task_done: "completed a task",
  task_reopened: "reopened a task",
  document_uploaded: "uploaded a document",
  document_removed: "removed a document",
  message_sent: "sent a message",
  profile_updated: "updated their profile",
};

/** What participants did in the event's portals lately. */
export function PortalActivity({ portal, eventId, profile }: CardProps & { portal: PortalActivitySummary }) {
  const opensContacts = canOpen(profile, "contacts");
  return (
    <section className="admin-panel dash-card" aria-labelledby="dash-portal">
      <h2 className="dash-card__title" id="dash-portal">
        Portal activity
      </h2>
      {portal.portals === 0 ? (
        <p className="dash-card__note">
          No portal yet.{" "}
          {canOpen(profile, "portals/config-sets") ? (
            <EventLink href={eventPath(eventId, "portals/config-sets")}>Open a portal</EventLink>
          ) : null}
        </p>
      ) : (
        <>
          <p className="dash-card__note">
            {portal.last_7_days} {portal.last_7_days === 1 ? "action" : "actions"} in the last 7 days,{" "}
            {portal.last_30_days} in the last 30 days
          </p>
          {portal.recent.length === 0 ? (
            <p className="dash-card__note">Nobody has used the portal yet.</p>
          ) : (
            <ul className="dash-list">
              {portal.recent.map((item) => (
                <li className="dash-list__item" key={`${item.at}-${item.contact_id}-${item.kind}`}>
                  <span className="dash-list__main">
                    {opensContacts ? (
                      <EventLink href={contactPath(eventId, item.contact_id)}>{item.contact_name}</EventLink>
                    ) : (
                      item.contact_name
                    )}{" "}
                    {activityLabels[item.kind] ?? item.kind}
                    {item.summary ? `: ${item.summary}` : ""}
                  </span>
                  <span className="dash-list__meta">{momentLabel(item.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
