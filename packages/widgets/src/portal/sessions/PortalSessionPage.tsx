import { PORTAL_SESSION_NOT_FOUND, participantRoleLabels } from "@foyer/domain";
import { Link, useParams } from "wouter";
import { FileLink } from "../downloads/FileLink.js";
import { PortalFrame } from "../PortalFrame.js";
import { MissingSection } from "../PortalPage.js";
import { isNotFound } from "../portal-errors.js";
import { usePortalData } from "../usePortalData.js";
import { LoadFailed } from "./LoadFailed.js";
import { rolesLabel, sizeLabel, whenLabel } from "./session-format.js";
import { usePortalApi } from "./usePortalApi.js";

export const SESSION_LOAD_FAILED = "An error occurred getting this session";

function SessionDetails() {
  const { api, home } = usePortalApi();
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const detail = usePortalData(() => api.session(sessionId), [api, sessionId], {
    errorMessage: SESSION_LOAD_FAILED,
    expected: isNotFound,
  });
  const back = (
    <p>
      <Link href={`${home}/sessions`}>Back to my sessions</Link>
    </p>
  );
  if (detail.state.status === "loading") return <p role="status">Loading the session…</p>;
  if (detail.state.status === "error") {
    return isNotFound(detail.state.error) ? (
      <MissingSection id="session" title="Session not found" message={PORTAL_SESSION_NOT_FOUND} back={back} />
    ) : (
      <LoadFailed message={SESSION_LOAD_FAILED} onRetry={detail.reload} />
    );
  }
  const session = detail.state.data;
  return (
    <article aria-labelledby="session-title">
      {back}
      <h1 id="session-title" className="portal-page__title">
        {session.title}
      </h1>
      <dl className="portal-facts">
        <div>
          <dt>When</dt>
          <dd>{whenLabel(session)}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{session.room ?? "Not set"}</dd>
        </div>
        {session.track ? (
          <div>
            <dt>Track</dt>
            <dd>{session.track}</dd>
          </div>
        ) : null}
        <div>
          <dt>Your role</dt>
          <dd>{rolesLabel(session.roles)}</dd>
        </div>
      </dl>
      {session.description ? <p className="portal-session__description">{session.description}</p> : null}
      <h2>With</h2>
      {session.coParticipants.length === 0 ? (
        <p>No one else takes part in this session yet.</p>
      ) : (
        <ul>
          {session.coParticipants.map((person) => (
            <li key={`${person.role}:${person.name}`}>
              {person.name} <span className="portal-muted">({participantRoleLabels[person.role].one})</span>
            </li>
          ))}
        </ul>
      )}
      <h2>Files</h2>
      {session.files.length === 0 ? (
        <p>This session has no files.</p>
      ) : (
        <ul>
          {session.files.map((file) => (
            <li key={file.uploadId}>
              <FileLink file={file} /> <span className="portal-muted">({sizeLabel(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** /portals/{portalSlug}/{portalId}/session/{sessionId}: one of the participant's sessions. */
export function PortalSessionPage() {
  return <PortalFrame>{() => <SessionDetails />}</PortalFrame>;
}
