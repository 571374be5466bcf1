import type { BulkDeleteResult, ModuleSummary, RecordListQuery, RecordSelection } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useEvent } from "../event-context.js";
import { plural } from "./record-paths.js";
import type { RecordSelectionModel } from "./useRecordSelection.js";
import { useRecordsApi } from "./useRecordsApi.js";

/** What chooses a list's records: its search, role view and filters (not its paging or sort). */
export type ListScope = Omit<RecordListQuery, "page" | "pageSize" | "sort">;

export interface BulkActions {
  /** Deletes the selection in one call; rejects with the server's sentence (the dialog shows it). */
  remove(): Promise<void>;
  /** Downloads the selection, or the records given, as CSV. */
  download(records?: RecordSelection): Promise<void>;
}

/** A list's bulk calls and words: a module's records, or the organization's people. */
export interface BulkCalls {
  remove(selection: RecordSelection): Promise<BulkDeleteResult>;
  exportCsv(selection: RecordSelection): Promise<Blob>;
  /** The downloaded file's name. */
  fileName: string;
  /** What `n` rows are called ("3 contacts", "1 person"). */
  noun(n: number): string;
  /** A 403 answer, before the caller shows it (the event area turns it into its gate). */
  onDenied?: ((error: unknown) => void) | undefined;
}

/**
 * The calls behind the bulk bar and a row's Download (issue 7 item 1) for a module's records.
 * "All" sends the list's own `scope`, so it acts on exactly the records the list finds, on every page.
 */
export function useBulkActions(
  module: ModuleSummary,
  scope: ListScope,
  model: RecordSelectionModel,
  onDeleted: () => void,
): BulkActions {
  const { denyAccess } = useEvent();
  const { records } = useRecordsApi();
  const calls: BulkCalls = {
    remove: (selection) => records.bulkDelete(module.id, selection),
    exportCsv: (selection) => records.exportSelected(module.id, selection),
    fileName: `${module.slug}-selected.csv`,
    noun: (n) => plural(module.recordName, n),
    onDenied: denyAccess,
  };
  return useListBulkActions(calls, scope, model, onDeleted);
}

/** The bulk actions of any list over its `calls`: a toast after a delete, the CSV saved. */
export function useListBulkActions(
  calls: BulkCalls,
  scope: ListScope,
  model: RecordSelectionModel,
  onDeleted: () => void,
): BulkActions {
  const { services } = useApp();
  const selected = (): RecordSelection =>
    model.selection.kind === "all" ? { all: true, query: scope } : { ids: [...model.selection.ids] };

  const refused = (error: unknown) => {
    if (isHttpError(error) && error.status === 403) calls.onDenied?.(error);
    throw error;
  };

  return {
    remove: async () => {
      const result = await calls.remove(selected()).catch(refused);
      model.clear();
      const { deleted } = result;
      services.toasts.show({
        message: `${deleted.toLocaleString("en-US")} ${calls.noun(deleted)} ${deleted === 1 ? "has" : "have"} been deleted.`,
        severity: "success",
      });
      onDeleted();
    },
    download: async (chosen = selected()) => {
      const blob = await calls.exportCsv(chosen).catch(refused);
      downloadBlob(document.body, blob, calls.fileName);
    },
  };
}
