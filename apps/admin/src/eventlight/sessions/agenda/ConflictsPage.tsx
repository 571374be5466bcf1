import "../sessions.css";
import "./agenda.css";
import { type ConflictKind, conflictKinds } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { sessionPath, sessionsPath } from "../session-paths.js";
import { agendaPath, conflictSettingsPath } from "./agenda-paths.js";
import { scheduleKeys, useScheduleApi, useSessionTitles } from "./useAgendaData.js";

/** How each kind of conflict reads. */
export const conflictKindLabels: Record<ConflictKind, string> = {
  room_overlap: "Room overlap",
  speaker_overlap: "Speaker overlap",
  speaker_unavailable: "Speaker unavailable",
  room_unavailable: "Room unavailable",
  outside_event: "Outside the event",
  capacity: "Capacity",
};

/**
 * /event-light/{eventId}/sessions/conflicts (issue 25 item 2; spec 1 §6: read on `agenda`): the
 * live schedule's conflicts with their kind, severity and sessions, filtered by kind.
 */
export function ConflictsPage() {
  const { eventId } = useEvent();
  const schedule = useScheduleApi();
  const titleId = useId();
  const [kind, setKind] = useState<ConflictKind | "">("");
  const conflicts = useQuery({
    queryKey: scheduleKeys.conflicts(eventId, null),
    queryFn: ({ signal }) => schedule.conflicts(null, { signal }),
  });
  const titles = useSessionTitles();
  const shown = (conflicts.data ?? []).filter((one) => !kind || one.kind === kind);

  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              Conflicts
            </h1>
            <p className="admin-section__lead">
              What clashes in the live schedule. Fix it in the{" "}
              <EventLink href={agendaPath(eventId)}>agenda</EventLink>; choose which kinds are errors or
              warnings in the <EventLink href={conflictSettingsPath(eventId)}>conflict settings</EventLink>.
            </p>
          </div>
        </header>
        <div className="agenda-toolbar">
          <label className="agenda-toolbar__field">
            Kind
            <select
              className="foyer-input"
              value={kind}
              onChange={(change) => setKind(change.target.value as ConflictKind | "")}
            >
              <option value="">All kinds</option>
              {conflictKinds.map((one) => (
                <option key={one} value={one}>
                  {conflictKindLabels[one]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {conflicts.isPending ? (
          <LoadingPanel text="Loading conflicts..." />
        ) : conflicts.isError ? (
          <FailedPanel
            error={conflicts.error}
            message="The conflicts could not be loaded"
            onRetry={() => void conflicts.refetch()}
            backHref={sessionsPath(eventId)}
            backLabel="Back to sessions"
          />
        ) : shown.length === 0 ? (
          <div className="admin-panel admin-panel--center">
            <p>
              {kind
                ? `No conflicts of the kind “${conflictKindLabels[kind]}”.`
                : "No conflicts: the schedule is clear."}
            </p>
          </div>
        ) : (
          <table className="admin-table">
            <caption className="foyer-visually-hidden">
              {shown.length === 1 ? "1 conflict" : `${shown.length} conflicts`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Severity</th>
                <th scope="col">Message</th>
                <th scope="col">Sessions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((conflict, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: conflicts have no ids
                <tr key={index}>
                  <td>{conflictKindLabels[conflict.kind]}</td>
                  <td>
                    <span className={`agenda-severity agenda-severity--${conflict.severity}`}>
                      {conflict.severity === "error" ? "Error" : "Warning"}
                    </span>
                  </td>
                  <td>{conflict.message}</td>
                  <td>
                    <ul className="agenda-list">
                      {conflict.sessionIds.map((sessionId) => (
                        <li key={sessionId}>
                          <EventLink href={sessionPath(eventId, sessionId)}>
                            {titles.get(sessionId) ?? "Session"}
                          </EventLink>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
