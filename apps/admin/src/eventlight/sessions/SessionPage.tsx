import "../records/records.css";
import "./sessions.css";
import { meetsRequirement, type SessionDetail, sessionTimeLabel } from "@foyer/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { FailedPanel, LoadingPanel, NotFoundPanel } from "../PagePanels.js";
import { SessionAuditTab } from "./SessionAuditTab.js";
import { SessionDetailsTab } from "./SessionDetailsTab.js";
import { SessionFilesTab } from "./SessionFilesTab.js";
import { SessionParticipantsTab } from "./SessionParticipantsTab.js";
import { SessionSubsessionsTab } from "./SessionSubsessionsTab.js";
import { isSessionTab, type SessionTab, sessionPath, sessionsPath, sessionTabs } from "./session-paths.js";
import { sessionKeys } from "./session-queries.js";
import { useSessionsApi } from "./useSessionsApi.js";

export const SESSION_LOAD_FAILED = "An error occurred getting the session";

/** What a tab gets: the session as last saved, and a way to hand back the saved result. */
export interface SessionTabProps {
  session: SessionDetail;
  /** A change was saved: the page shows `next` from now on. */
  onChange(next: SessionDetail): void;
  /** Whether the member may change sessions (spec 1 §6: update on sessions). */
  canWrite: boolean;
}

/**
 * /event-light/{eventId}/sessions/{sessionId}/{tab} (spec 1 §2): the session's title and time,
 * its tabs (details, participants, file-content, subsessions, audit) as links, and the tab.
 */
export function SessionPage({ sessionId, tab }: { sessionId: string; tab: string }) {
  const { eventId, profile } = useEvent();
  const sessions = useSessionsApi();
  const queryClient = useQueryClient();
  const sessionKey = sessionKeys.session(eventId, sessionId);
  const remote = useQuery({
    queryKey: sessionKey,
    queryFn: () => sessions.get(sessionId),
    meta: { errorMessage: SESSION_LOAD_FAILED },
  });
  const session = remote.data ?? null;
  const canWrite = meetsRequirement(profile, [{ module: "sessions", action: "update" }]);
  const back = sessionsPath(eventId);

  if (!isSessionTab(tab)) return <NotFoundPanel backHref={back} />;
  if (!session && remote.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={remote.error}
          message={SESSION_LOAD_FAILED}
          onRetry={() => void remote.refetch()}
          backHref={back}
          backLabel="Back to sessions"
        />
      </div>
    );
  }
  if (!session) return <LoadingPanel text="Loading the session..." />;

  const props: SessionTabProps = {
    session,
    canWrite,
    // A saved change's answer is written into the cache; the session's audit and the lists load again.
    onChange: (next) => {
      queryClient.setQueryData(sessionKey, next);
      void queryClient.invalidateQueries({
        queryKey: sessionKeys.all(eventId),
        predicate: ({ queryKey }) =>
          queryKey[3] === "list" || (queryKey[4] === sessionId && queryKey.length > 5),
      });
    },
  };
  const titleId = `session-title-${session.id}`;
  return (
    <div className="event-page session-page">
      <EventLink
        className="event-back"
        href={session.parent ? sessionPath(eventId, session.parent.id, "subsessions") : back}
      >
        ← {session.parent ? session.parent.title : "Sessions"}
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          {session.parent ? (
            <p className="session-page__eyebrow">Subsession of {session.parent.title}</p>
          ) : null}
          <h1 className="admin-section__title" id={titleId}>
            {session.title}
          </h1>
          <p className="admin-section__lead">
            {sessionTimeLabel(session.startsAt, session.endsAt, session.timezone)}
          </p>
        </header>
        <nav className="session-tabs" aria-label="Session">
          <ul className="session-tabs__list">
            {sessionTabs.map((item) => (
              <li key={item.path}>
                <EventLink
                  className="session-tabs__link"
                  href={sessionPath(eventId, session.id, item.path)}
                  aria-current={item.path === tab ? "page" : undefined}
                >
                  {item.label}
                  {tabCount(session, item.path)}
                </EventLink>
              </li>
            ))}
          </ul>
        </nav>
        <TabView tab={tab} {...props} />
      </section>
    </div>
  );
}

function tabCount(session: SessionDetail, tab: SessionTab) {
  const n =
    tab === "participants"
      ? session.participants.length
      : tab === "file-content"
        ? session.files.length
        : tab === "subsessions"
          ? session.subsessions.length
          : 0;
  return n > 0 ? <span className="session-tabs__count"> {n}</span> : null;
}

function TabView({ tab, ...props }: SessionTabProps & { tab: SessionTab }) {
  switch (tab) {
    case "details":
      return <SessionDetailsTab key={props.session.id} {...props} />;
    case "participants":
      return <SessionParticipantsTab {...props} />;
    case "file-content":
      return <SessionFilesTab {...props} />;
    case "subsessions":
      return <SessionSubsessionsTab {...props} />;
    case "audit":
      return <SessionAuditTab {...props} />;
  }
}
