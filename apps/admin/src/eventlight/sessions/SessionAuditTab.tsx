import { type AuditEntry, sessionTimeLabel } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useEvent } from "../event-context.js";
import { formatDateTime } from "../format-dates.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import type { SessionTabProps } from "./SessionPage.js";
import { sessionsPath } from "./session-paths.js";
import { sessionKeys } from "./session-queries.js";
import { useSessionsApi } from "./useSessionsApi.js";

export const AUDIT_LOAD_FAILED = "An error occurred getting the session's audit";

const actionLabels: Record<AuditEntry["action"], string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  merge: "Merged",
  restore: "Restored",
};

/** The fields whose values are instants: shown as the event's local time. */
const TIME_FIELDS = new Set(["Starts", "Ends"]);

/** A value as the audit shows it; every value is plain text (React escapes it). */
export function auditValue(field: string, value: unknown, timezone: string): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(String).join(", ");
  if (TIME_FIELDS.has(field) && typeof value === "string") return sessionTimeLabel(value, null, timezone);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The audit tab: who changed what and when, newest first, each field with its value before and
 * after (issue 7 "Audit"). It loads again whenever the session changes (the page invalidates it).
 */
export function SessionAuditTab({ session }: SessionTabProps) {
  const { eventId } = useEvent();
  const sessions = useSessionsApi();
  const audit = useQuery({
    queryKey: [...sessionKeys.session(eventId, session.id), "audit"],
    queryFn: () => sessions.audit(session.id),
    meta: { errorMessage: AUDIT_LOAD_FAILED },
  });

  if (audit.status === "error") {
    return (
      <FailedPanel
        error={audit.error}
        message={AUDIT_LOAD_FAILED}
        onRetry={() => void audit.refetch()}
        backHref={sessionsPath(eventId)}
        backLabel="Back to sessions"
      />
    );
  }
  if (audit.status === "pending") return <LoadingPanel text="Loading the audit..." />;
  const entries = audit.data;
  if (entries.length === 0) {
    return (
      <div className="admin-panel admin-empty">
        <h2 className="admin-empty__title">No changes recorded yet</h2>
        <p className="admin-empty__text">Every change to this session will be listed here.</p>
      </div>
    );
  }
  return (
    <ol className="session-audit" aria-label="Audit">
      {entries.map((entry) => (
        <li key={entry.id} className="admin-panel session-audit__entry">
          <p className="session-audit__head">
            <span className="session-audit__who">{entry.user?.name || "Someone no longer on the team"}</span>
            <span className="event-tag">{actionLabels[entry.action]}</span>
            <time className="event-table__muted" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </p>
          {entry.note ? <p className="session-audit__note">{entry.note}</p> : null}
          {entry.changes.length > 0 ? (
            <table className="admin-table session-audit__changes">
              <caption className="foyer-visually-hidden">
                {actionLabels[entry.action]} by {entry.user?.name || "someone"}, {formatDateTime(entry.at)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td className="session-audit__before">
                      {auditValue(change.field, change.before, session.timezone)}
                    </td>
                    <td>
                      <span aria-hidden="true">→ </span>
                      {auditValue(change.field, change.after, session.timezone)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
