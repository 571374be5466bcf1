import { Link } from "wouter";
import { useSaveFile } from "../downloads/useSaveFile.js";
import { PortalPage } from "../PortalPage.js";
import { usePortalData } from "../usePortalData.js";
import { LoadFailed } from "./LoadFailed.js";
import { dayHeading, rolesLabel, whenLabel } from "./session-format.js";
import { usePortalApi } from "./usePortalApi.js";

export const CALENDAR_LOAD_FAILED = "An error occurred getting your calendar";
export const ICS_DOWNLOAD_FAILED = "The calendar could not be downloaded";

/** "Download calendar (.ics)": a link to the file, fetched with the bearer token on click. */
function IcsLink() {
  const { api, home } = usePortalApi();
  const { busy, save } = useSaveFile();
  const href = `/api${home.replace(/^\/portals/, "/portal")}/me/calendar.ics`;
  return (
    <a
      className="foyer-button foyer-button--secondary"
      href={href}
      download="my-sessions.ics"
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        save(() => api.calendarIcs(), "my-sessions.ics", ICS_DOWNLOAD_FAILED);
      }}
    >
      Download calendar (.ics)
    </a>
  );
}

function Agenda() {
  const { api, home } = usePortalApi();
  const calendar = usePortalData(() => api.calendar(), [api], { errorMessage: CALENDAR_LOAD_FAILED });
  if (calendar.state.status === "loading") return <p role="status">Loading your calendar…</p>;
  if (calendar.state.status === "error")
    return <LoadFailed message={CALENDAR_LOAD_FAILED} onRetry={calendar.reload} />;
  const { days, unscheduled, timezone } = calendar.state.data;
  const link = (id: string, title: string) => (
    <Link href={`${home}/session/${encodeURIComponent(id)}`}>{title}</Link>
  );
  return (
    <>
      <p className="portal-muted">Times are in the event's time zone, {timezone}.</p>
      <p>
        <IcsLink />
      </p>
      {days.length === 0 && unscheduled.length === 0 ? (
        <p className="portal-empty">You have no sessions yet.</p>
      ) : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`}>{dayHeading(day.date)}</h2>
          <ul className="portal-sessions">
            {day.sessions.map((session) => (
              <li key={session.id} className="portal-session-card">
                <h3 className="portal-session-card__title">{link(session.id, session.title)}</h3>
                <p>
                  {whenLabel(session)} · {session.room ?? "Room not set"} · {rolesLabel(session.roles)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {unscheduled.length > 0 ? (
        <section aria-labelledby="day-unscheduled">
          <h2 id="day-unscheduled">Not scheduled yet</h2>
          <p className="portal-muted">These sessions have no time yet, so they are not in the .ics file.</p>
          <ul className="portal-sessions">
            {unscheduled.map((session) => (
              <li key={session.id} className="portal-session-card">
                <h3 className="portal-session-card__title">{link(session.id, session.title)}</h3>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /portals/{portalSlug}/{portalId}/calendar: the participant's agenda in the event's time zone. */
export function PortalCalendarPage() {
  return (
    <PortalPage id="calendar" title="My calendar">
      <Agenda />
    </PortalPage>
  );
}
