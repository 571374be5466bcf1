import "./record-list-tools.css";
import { bulkMessages, MAX_BULK_RECORDS, type ModuleSummary } from "@foyer/domain";
import { ConfirmDialog, userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";
import { plural } from "./record-paths.js";
import { pageState, pickedCount } from "./record-selection.js";
import type { RecordSelectionModel } from "./useRecordSelection.js";

export interface BulkBarProps {
  module: ModuleSummary;
  /** The list's selection (useRecordSelection). */
  model: RecordSelectionModel;
  /** How many records the list's query finds. */
  total: number;
  /** The rows of the page shown: when all are selected, every record of the list is offered. */
  pageIds: readonly string[];
  /** Deletes the selection; without it (a member who may only read) there is no Delete. */
  onDelete?: (() => Promise<void>) | undefined;
  /** Downloads the selection as CSV. */
  onDownload(): Promise<void>;
  /**
   * What `n` rows are called ("3 people"); the module's record name by default.
   * @default (n) => plural(module.recordName, n)
   */
  noun?: ((n: number) => string) | undefined;
}

type Deleting = { busy: boolean; error: string | null };

/**
 * The bulk bar of a record list (issue 7 item 1 "bulk select"): "{N} selected", the offer to
 * select every record the list finds, and Delete (asked first, naming the count), Download and
 * Clear selection.
 */
export function BulkBar({ module, model, total, pageIds, onDelete, onDownload, noun }: BulkBarProps) {
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const count = pickedCount(model.selection, total);
  const allSelected = model.selection.kind === "all";
  const pageSelected = pageState(model.selection, pageIds) === "all";
  if (count === 0) return null;
  const nounOf = noun ?? ((n: number) => plural(module.recordName, n));
  const records = nounOf(count);
  const tooMany = count > MAX_BULK_RECORDS;

  const remove = async () => {
    if (!onDelete) return;
    setDeleting({ busy: true, error: null });
    try {
      await onDelete();
      setDeleting(null);
    } catch (error) {
      setDeleting({ busy: false, error: userMessageOf(error) });
    }
  };

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      await onDownload();
    } catch (error) {
      setProblem(userMessageOf(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="records-bulk">
      <p className="records-bulk__count" role="status">
        {count.toLocaleString("en-US")} selected
      </p>
      {allSelected ? (
        <span className="records-bulk__note">
          All {total.toLocaleString("en-US")} {nounOf(total)} are selected.
        </span>
      ) : pageSelected && total > count ? (
        <button type="button" className="records-link-button" onClick={model.selectAll}>
          Select all {total.toLocaleString("en-US")} {noun ? noun(total) : "records"}
        </button>
      ) : null}
      <div className="records-bulk__actions">
        {onDelete ? (
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small records-bulk__delete"
            disabled={tooMany}
            onClick={() => setDeleting({ busy: false, error: null })}
          >
            Delete
          </button>
        ) : null}
        <button
          type="button"
          className="foyer-button foyer-button--secondary event-button--small"
          disabled={tooMany || downloading}
          onClick={() => void download()}
        >
          {downloading ? "Downloading..." : "Download"}
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--ghost event-button--small"
          onClick={model.clear}
        >
          Clear selection
        </button>
      </div>
      {tooMany ? <p className="records-bulk__note">{bulkMessages.tooMany}</p> : null}
      {problem ? (
        <p className="foyer-field__error" role="alert">
          {problem}
        </p>
      ) : null}

      {deleting ? (
        <ConfirmDialog
          title={`Delete ${count.toLocaleString("en-US")} ${records}?`}
          confirmLabel={`Delete ${count.toLocaleString("en-US")} ${records}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {count === 1 ? "It" : "They"} will be removed from {module.name}, each with an entry in its audit.
            This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
