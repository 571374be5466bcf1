import type { IntegrationConnection, IntegrationSource } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { isForbidden } from "../server-data/access-gate.js";
import { whenText } from "./connection-text.js";
import { countsText } from "./ImportStep.js";
import { syncLogKey } from "./integration-queries.js";
import { useIntegrationsApi } from "./useIntegrationsApi.js";

export const SYNC_LOG = "Sync log";
const statusWords = { running: "Running", completed: "Completed", error: "Failed" } as const;

/**
 * A connection's syncs (issue 24 "A sync log per connection, shown to those with
 * sbViewIntegrationsLog or org admins"): shown only when the server does not answer 403.
 */
export function SyncLog({
  orgId,
  source,
  connection,
}: {
  orgId: string;
  source: IntegrationSource;
  connection: IntegrationConnection;
}) {
  const api = useIntegrationsApi();
  const log = useQuery({
    queryKey: syncLogKey(orgId, source, connection.id),
    queryFn: () => api.syncLog(source, orgId, connection.id),
    // A 403 means this member may not read the log: it is left out, not the page's gate.
    meta: { gate: false },
  });
  if (log.status === "pending" || (log.status === "error" && isForbidden(log.error))) return null;
  return (
    <details className="integration-log">
      <summary>{SYNC_LOG}</summary>
      {log.status === "error" ? (
        <p className="integration-connection__error">The sync log could not be loaded.</p>
      ) : log.data.length === 0 ? (
        <p className="integration-connection__meta">No syncs yet.</p>
      ) : (
        <ul className="integration-log__list" aria-label={`${SYNC_LOG} entries`}>
          {log.data.map((entry) => (
            <li key={entry.id} className="integration-log__entry">
              <span className="integration-connection__name">
                {whenText(entry.started_at)}: {statusWords[entry.status]}
              </span>{" "}
              <span className="integration-connection__meta">
                by {entry.started_by}; {countsText(entry.counts)}
              </span>
              {entry.message ? <p className="integration-connection__meta">{entry.message}</p> : null}
              {entry.problems.map((problem) => (
                <p key={problem} className="integration-connection__meta">
                  Left out: {problem}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
