import type { BulkDeleteResult, ModuleSummary, RecordListQuery, RecordSelection } from "@foyer/domain";
import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useServerWrite } from "../../server-data/useServerWrite.js";
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
  /**
   * Whether a 403 gives the area to its gate (a module's records) or is the dialog's to show
   * (the organization's people: it names the event whose contacts may not be deleted).
   * @default true
   */
  gate?: boolean;
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
  const { records } = useRecordsApi();
  const calls: BulkCalls = {
    remove: (selection) => records.bulkDelete(module.id, selection),
    exportCsv: (selection) => records.exportSelected(module.id, selection),
    fileName: `${module.slug}-selected.csv`,
    noun: (n) => plural(module.recordName, n),
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
  // The calls run as mutations: the query client's one handler gates a 403 unless `gate` is false.
  const write = useServerWrite({ gate: calls.gate ?? true });
  const selected = (): RecordSelection =>
    model.selection.kind === "all" ? { all: true, query: scope } : { ids: [...model.selection.ids] };

  return {
    remove: async () => {
      const result = await write(() => calls.remove(selected()));
      model.clear();
      const { deleted } = result;
      services.toasts.show({
        message: `${deleted.toLocaleString("en-US")} ${calls.noun(deleted)} ${deleted === 1 ? "has" : "have"} been deleted.`,
        severity: "success",
      });
      onDeleted();
    },
    download: async (chosen = selected()) => {
      const blob = await write(() => calls.exportCsv(chosen));
      downloadBlob(document.body, blob, calls.fileName);
    },
  };
}
