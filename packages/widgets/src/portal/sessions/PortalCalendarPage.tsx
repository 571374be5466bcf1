import { useState } from "react";
import { Link } from "wouter";
import { useSaveFile } from "../downloads/useSaveFile.js";
import { PortalPage } from "../PortalPage.js";
import { usePortalHost } from "../portal-host.js";
import { usePortalData } from "../usePortalData.js";
import { LoadFailed } from "./LoadFailed.js";
import { dayHeading, rolesLabel, whenLabel } from "./session-format.js";
import { usePortalApi } from "./usePortalApi.js";

export const CALENDAR_LOAD_FAILED = "An error occurred getting your calendar";
export const ICS_DOWNLOAD_FAILED = "The calendar could not be downloaded";
export const SCHEDULE_LOAD_FAILED = "An error occurred getting the published schedule";

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
          <h3 id={`day-${day.date}`}>{dayHeading(day.date)}</h3>
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
          <h3 id="day-unscheduled">Not scheduled yet</h3>
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

/**
 * The feed's full address, for copying into a calendar app: the server's `/api/…` path on the
 * SDK's API base (which may be another origin than the page, in the embedded portal).
 */
export function feedAddress(path: string, apiBase: string): string {
  const onBase = `${apiBase.replace(/\/+$/, "")}${path.replace(/^\/api(?=\/)/, "")}`;
  try {
    return new URL(onBase, window.location.origin).href;
  } catch {
    return onBase;
  }
}

/**
 * "My schedule": the participant's sessions as the latest released schedule has them (what
 * everyone sees), with their personal feed to subscribe to (issue 25 item 4).
 */
function MySchedule() {
  const { api } = usePortalApi();
  const { sdk } = usePortalHost();
  const schedule = usePortalData(() => api.mySchedule(), [api], { errorMessage: SCHEDULE_LOAD_FAILED });
  const [copied, setCopied] = useState(false);
  if (schedule.state.status === "loading") return <p role="status">Loading the published schedule…</p>;
  if (schedule.state.status === "error")
    return <LoadFailed message={SCHEDULE_LOAD_FAILED} onRetry={schedule.reload} />;
  const { release, days, timezone, feedUrl } = schedule.state.data;
  const address = feedAddress(feedUrl, sdk.config.baseUrl);
  return (
    <>
      {release === null ? (
        <p className="portal-empty">The schedule has not been published yet.</p>
      ) : days.length === 0 ? (
        <p className="portal-empty">
          You speak in no session of the published schedule (version {release.version}).
        </p>
      ) : (
        <>
          <p className="portal-muted">
            Version {release.version} of the schedule. Times are in the event's time zone, {timezone}.
          </p>
          {days.map((day) => (
            <section key={day.date} aria-labelledby={`schedule-${day.date}`}>
              <h3 id={`schedule-${day.date}`}>{dayHeading(day.date)}</h3>
              <ul className="portal-sessions">
                {day.sessions.map((session) => (
                  <li key={session.id} className="portal-session-card">
                    <h4 className="portal-session-card__title">{session.title}</h4>
                    <p>
                      {whenLabel({ ...session, timezone })} ·{" "}
                      {session.plenum ? "All rooms" : (session.room ?? "Room not set")}
                      {session.track ? ` · ${session.track}` : ""}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p>
        <label htmlFor="my-schedule-feed">
          Subscribe in your calendar app (a private address: keep it to yourself)
        </label>
        <br />
        <input
          id="my-schedule-feed"
          className="foyer-input"
          readOnly
          value={address}
          size={60}
          onFocus={(event) => event.currentTarget.select()}
        />{" "}
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy address
        </button>{" "}
        <span role="status">{copied ? "Copied" : ""}</span>
      </p>
    </>
  );
}

/** Where a speaker says when they can speak: "My availability" on their profile (issue 25 item 1). */
function AvailabilityLink() {
  const { home } = usePortalApi();
  return (
    <p className="portal-muted">
      Tell the organizers when you can speak: <Link href={`${home}/profile`}>My availability</Link>, on your
      profile.
    </p>
  );
}

/** /portals/{portalSlug}/{portalId}/calendar: the participant's agenda in the event's time zone. */
export function PortalCalendarPage() {
  return (
    <PortalPage id="calendar" title="My calendar">
      {(portal) => (
        <>
          <section aria-labelledby="my-schedule-title">
            <h2 id="my-schedule-title">My schedule</h2>
            {/* As the nav does: a portal that names no sections shows them all. */}
            {!portal?.sections || portal.sections.includes("profile") ? <AvailabilityLink /> : null}
            <MySchedule />
          </section>
          <section aria-labelledby="all-sessions-title">
            <h2 id="all-sessions-title">All my sessions</h2>
            <p className="portal-muted">Every session you are in, as it stands now, published or not.</p>
            <Agenda />
          </section>
        </>
      )}
    </PortalPage>
  );
}
