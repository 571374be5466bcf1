import type { AuditAction, AuditEntry, RecordDetail } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { recordKeys } from "../record-queries.js";
import { plainValue } from "./edit-model.js";
import { recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const AUDIT_LOAD_FAILED = "An error occurred getting the audit";

const actionLabels: Record<AuditAction, string> = {
  create: "created",
  update: "changed",
  delete: "deleted",
  merge: "merged",
  restore: "restored",
};

/** The Audit tab: who changed what and when, each field's value before → after, newest first. */
export function AuditPanel({ record }: { record: RecordDetail }) {
  const { eventId } = useEvent();
  const api = useRecordDetailApi();
  const audit = useQuery({
    queryKey: recordKeys.audit(eventId, record.type, record.id),
    queryFn: () => api.audit({ eventId, type: record.type, recordId: record.id }),
    meta: { errorMessage: AUDIT_LOAD_FAILED },
  });
  if (audit.status === "pending") return <LoadingPanel text="Loading the audit..." />;
  if (audit.status === "error") {
    return (
      <FailedPanel
        error={audit.error}
        message={AUDIT_LOAD_FAILED}
        onRetry={() => void audit.refetch()}
        backHref={recordPath(eventId, { type: record.type, recordId: record.id, moduleId: record.module.id })}
        backLabel={`Back to the ${record.module.recordName}`}
      />
    );
  }
  const entries = audit.data;
  if (entries.length === 0) {
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h2 className="admin-empty__title">No changes yet</h2>
        <p className="admin-empty__text">
          Edits, files and merges of this {record.module.recordName} will be listed here, newest first.
        </p>
      </div>
    );
  }
  return (
    <ol className="record-audit" aria-label="Audit, newest first">
      {entries.map((entry) => (
        <AuditItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="admin-panel record-audit__entry">
      <p className="record-audit__head">
        <strong>{entry.user?.name || "Someone"}</strong> {actionLabels[entry.action]}{" "}
        <time dateTime={entry.at} className="event-table__muted">
          {formatDateTime(entry.at)}
        </time>
      </p>
      {entry.note ? <p className="record-audit__note">{entry.note}</p> : null}
      {entry.changes.length > 0 ? (
        <table className="admin-table record-audit__changes">
          <caption className="foyer-visually-hidden">Changed fields</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">
                <span className="foyer-visually-hidden">changed to</span>
              </th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td className="record-audit__before">{plainValue(change.before)}</td>
                <td aria-hidden="true">→</td>
                <td className="record-audit__after">{plainValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
