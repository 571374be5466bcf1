import { useState } from "react";
import * as rules from "./record-selection.js";
import { NONE, type Selection } from "./record-selection.js";
import type { TableSelection } from "./SelectCells.js";

export interface RecordSelectionModel {
  selection: Selection;
  /** One row's checkbox (`pageIds`: the rows shown, kept when unpicking from "all"). */
  toggle(id: string, pageIds: readonly string[]): void;
  /** The header checkbox. */
  togglePage(pageIds: readonly string[]): void;
  /** "Select all {total} records": everything the list's query finds. */
  selectAll(): void;
  clear(): void;
  /** Records that were deleted leave the selection. */
  forget(ids: readonly string[]): void;
}

/**
 * The list's selection (issue 7 item 1 "bulk select"). It survives paging, sorting and page-size
 * changes, and belongs to the query it was made on: when `queryKey` (search, role view, filters)
 * changes, the selection is empty at once, in the same render.
 */
export function useRecordSelection(queryKey: string): RecordSelectionModel {
  const [state, setState] = useState<{ key: string; selection: Selection }>({
    key: queryKey,
    selection: NONE,
  });
  const selection = state.key === queryKey ? state.selection : NONE;
  const update = (change: (current: Selection) => Selection) =>
    setState((previous) => ({
      key: queryKey,
      selection: change(previous.key === queryKey ? previous.selection : NONE),
    }));
  return {
    selection,
    toggle: (id, pageIds) => update((current) => rules.toggle(current, id, pageIds)),
    togglePage: (pageIds) => update((current) => rules.togglePage(current, pageIds)),
    selectAll: () => update(() => ({ kind: "all" })),
    clear: () => update(() => NONE),
    forget: (ids) => update((current) => rules.without(current, ids)),
  };
}

/** The checkbox column's view of the selection for the page of `pageIds` (RecordTable). */
export function tableSelection(model: RecordSelectionModel, pageIds: readonly string[]): TableSelection {
  return {
    isSelected: (id) => rules.isPicked(model.selection, id),
    pageState: rules.pageState(model.selection, pageIds),
    onToggle: (id) => model.toggle(id, pageIds),
    onTogglePage: () => model.togglePage(pageIds),
  };
}
