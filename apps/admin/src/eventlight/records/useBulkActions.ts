import type { ModuleSummary, RecordListQuery, RecordSelection } from "@foyer/domain";
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

/**
 * The calls behind the bulk bar and a row's Download (issue 7 item 1). "All" sends the list's own
 * `scope`, so it acts on exactly the records the list finds, on every page.
 */
export function useBulkActions(
  module: ModuleSummary,
  scope: ListScope,
  model: RecordSelectionModel,
  onDeleted: () => void,
): BulkActions {
  const { services } = useApp();
  const { denyAccess } = useEvent();
  const { records } = useRecordsApi();
  const selected = (): RecordSelection =>
    model.selection.kind === "all" ? { all: true, query: scope } : { ids: [...model.selection.ids] };

  const refused = (error: unknown) => {
    if (isHttpError(error) && error.status === 403) denyAccess(error);
    throw error;
  };

  return {
    remove: async () => {
      const result = await records.bulkDelete(module.id, selected()).catch(refused);
      model.clear();
      const { deleted } = result;
      services.toasts.show({
        message: `${deleted.toLocaleString("en-US")} ${plural(module.recordName, deleted)} ${deleted === 1 ? "has" : "have"} been deleted.`,
        severity: "success",
      });
      onDeleted();
    },
    download: async (chosen = selected()) => {
      const blob = await records.exportSelected(module.id, chosen).catch(refused);
      downloadBlob(document.body, blob, `${module.slug}-selected.csv`);
    },
  };
}
