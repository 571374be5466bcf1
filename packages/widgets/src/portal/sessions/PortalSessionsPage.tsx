import { Link } from "wouter";
import { PortalPage } from "../PortalPage.js";
import { usePortalData } from "../usePortalData.js";
import { LoadFailed } from "./LoadFailed.js";
import { rolesLabel, whenLabel } from "./session-format.js";
import { usePortalApi } from "./usePortalApi.js";

export const SESSIONS_LOAD_FAILED = "An error occurred getting your sessions";
export const NO_SESSIONS = "You have no sessions yet.";

function SessionList() {
  const { api, home } = usePortalApi();
  const list = usePortalData(() => api.sessions(), [api], { errorMessage: SESSIONS_LOAD_FAILED });
  if (list.state.status === "loading") return <p role="status">Loading your sessions…</p>;
  if (list.state.status === "error")
    return <LoadFailed message={SESSIONS_LOAD_FAILED} onRetry={list.reload} />;
  const { sessions } = list.state.data;
  if (sessions.length === 0) return <p className="portal-empty">{NO_SESSIONS}</p>;
  return (
    <ul className="portal-sessions">
      {sessions.map((session) => (
        <li key={session.id} className="portal-session-card">
          <h2 className="portal-session-card__title">
            <Link href={`${home}/session/${encodeURIComponent(session.id)}`}>{session.title}</Link>
          </h2>
          <dl className="portal-facts">
            <div>
              <dt>When</dt>
              <dd>{whenLabel(session)}</dd>
            </div>
            <div>
              <dt>Room</dt>
              <dd>{session.room ?? "Not set"}</dd>
            </div>
            <div>
              <dt>Your role</dt>
              <dd>{rolesLabel(session.roles)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** /portals/{portalSlug}/{portalId}/sessions: the participant's own sessions (issue 6). */
export function PortalSessionsPage() {
  return (
    <PortalPage id="sessions" title="My sessions">
      <SessionList />
    </PortalPage>
  );
}
