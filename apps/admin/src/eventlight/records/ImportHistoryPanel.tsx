import type { ImportCounters, ImportHistoryItem, ModuleSummary, RevertResult } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { useEvent } from "../event-context.js";
import { formatDateTime } from "../format-dates.js";
import { plural } from "./record-paths.js";
import { HISTORY_LOAD_FAILED, recordQueries } from "./record-queries.js";
import { useRecordsApi } from "./useRecordsApi.js";

const statusLabels: Record<ImportHistoryItem["status"], string> = {
  pending: "Waiting",
  processing: "Importing",
  finished: "Imported",
  failed: "Failed",
  reverted: "Reverted",
};

/** "3 contacts, 1 account" from what an import created (or a revert removed). */
export function countsText(
  counts: { contacts: number; accounts: number; custom: number },
  recordName: string,
) {
  const parts = [
    counts.contacts ? `${counts.contacts} ${plural("contact", counts.contacts)}` : "",
    counts.accounts ? `${counts.accounts} ${plural("account", counts.accounts)}` : "",
    counts.custom ? `${counts.custom} ${plural(recordName, counts.custom)}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

const created = (counters: ImportCounters) => ({
  contacts: counters.contacts_created,
  accounts: counters.accounts_created,
  custom: counters.custom_records_created,
});

const removed = (result: RevertResult) => ({
  contacts: result.removed.contacts,
  accounts: result.removed.accounts,
  custom: result.removed.custom_records,
});

/**
 * The module's imports, newest first, each with what it created; an import that can be undone
 * has a Revert button, which asks first, then removes exactly the records that import created.
 */
export function ImportHistoryPanel({
  module,
  version,
  onReverted,
}: {
  module: ModuleSummary;
  /** Bumped by the page after an import (which invalidated the history): the last revert's note goes. */
  version: number;
  /** A revert removed records: the page invalidates the module's list and history. */
  onReverted(): void;
}) {
  const { imports } = useRecordsApi();
  const { eventId } = useEvent();
  const history = useQuery(recordQueries.history(imports, eventId, module.id));
  const revertImport = useMutation({
    mutationFn: (importId: string) => imports.revert(module.id, importId),
    onSuccess: onReverted,
  });
  const [confirming, setConfirming] = useState<ImportHistoryItem | null>(null);
  const [reverting, setReverting] = useState(false);
  const [revertError, setRevertError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // A new import makes the last revert's note old news.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger.
  useEffect(() => setOutcome(null), [version]);

  const revert = async (item: ImportHistoryItem) => {
    setReverting(true);
    setRevertError(null);
    try {
      const result = await revertImport.mutateAsync(item.id);
      const message = `Import reverted: removed ${countsText(removed(result), module.recordName)}.`;
      // Said once, in the panel (role status), rather than again in a toast.
      setOutcome(message);
      setConfirming(null);
    } catch (error) {
      setRevertError(userMessageOf(error));
    } finally {
      setReverting(false);
    }
  };

  // Checks without writing (validate-only runs) are not imports anyone needs to see again.
  const items = history.status === "success" ? history.data.filter((item) => !item.validateOnly) : [];

  return (
    <section className="admin-panel records-history" aria-labelledby="records-history-title">
      <div className="records-history__head">
        <h2 className="event-card__title" id="records-history-title">
          Import history
        </h2>
        <p className="event-card__note">Imports into {module.name}, newest first.</p>
      </div>
      {outcome ? (
        <p className="foyer-alert foyer-alert--success" role="status">
          {outcome}
        </p>
      ) : null}
      {history.status === "pending" ? (
        <p className="event-card__note" role="status">
          Loading imports...
        </p>
      ) : history.status === "error" ? (
        <div className="records-history__failed">
          <p className="foyer-alert foyer-alert--error">{HISTORY_LOAD_FAILED}.</p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            onClick={() => void history.refetch()}
          >
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="event-card__note">
          No imports yet. Records you import from a CSV or Excel file are listed here.
        </p>
      ) : (
        <ul className="records-history__list">
          {items.map((item) => (
            <li key={item.id} className="records-history__item">
              <div className="records-history__what">
                <span className="records-history__file">{item.fileName || "Pasted data"}</span>
                <span className="event-table__meta">
                  {formatDateTime(item.finishedAt ?? item.createdAt)}
                  {item.userName ? ` · ${item.userName}` : ""}
                </span>
              </div>
              <span className={`event-pill records-status records-status--${item.status}`}>
                {statusLabels[item.status]}
              </span>
              <span className="records-history__counts">
                {item.status === "failed" || item.status === "pending" || item.status === "processing"
                  ? null
                  : `Created ${countsText(created(item.counters), module.recordName)}`}
                {item.counters.skipped_rows > 0 ? `; ${item.counters.skipped_rows} skipped` : ""}
              </span>
              {item.revertible ? (
                <button
                  type="button"
                  className="foyer-button event-button--danger-outline event-button--small"
                  aria-label={`Revert the import of ${item.fileName || "pasted data"} (${formatDateTime(item.createdAt)})`}
                  onClick={() => {
                    setRevertError(null);
                    setConfirming(item);
                  }}
                >
                  Revert
                </button>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Revert this import?"
          confirmLabel="Revert import"
          busyLabel="Reverting..."
          busy={reverting}
          error={revertError}
          onConfirm={() => void revert(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            The {countsText(created(confirming.counters), module.recordName)} that{" "}
            <strong>{confirming.fileName || "this import"}</strong> created will be removed. Records that
            already existed are kept. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
