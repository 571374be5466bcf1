/**
 * The records picked on a list (issue 7 item 1 "bulk select"): some ids, picked row by row and
 * kept across pages, or every record the list's query finds ("Select all {total} records"). Pure
 * rules, so the hook (useRecordSelection.ts) and its tests share them.
 */
export type Selection = { kind: "ids"; ids: ReadonlySet<string> } | { kind: "all" };

export const NONE: Selection = { kind: "ids", ids: new Set() };

/** How much of a page is picked, for its header checkbox (checked, indeterminate or not). */
export type PageState = "none" | "some" | "all";

export function isPicked(selection: Selection, id: string): boolean {
  return selection.kind === "all" || selection.ids.has(id);
}

/** How many records are picked: all of them (`total`) or the ids. */
export function pickedCount(selection: Selection, total: number): number {
  return selection.kind === "all" ? total : selection.ids.size;
}

export function pageState(selection: Selection, pageIds: readonly string[]): PageState {
  if (pageIds.length === 0) return "none";
  const picked = pageIds.filter((id) => isPicked(selection, id)).length;
  return picked === 0 ? "none" : picked === pageIds.length ? "all" : "some";
}

/**
 * One row's checkbox. Unpicking a row while everything is picked keeps the rest of this page
 * picked (the records of other pages cannot be listed here without loading them).
 */
export function toggle(selection: Selection, id: string, pageIds: readonly string[]): Selection {
  if (selection.kind === "all") return { kind: "ids", ids: new Set(pageIds.filter((other) => other !== id)) };
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { kind: "ids", ids };
}

/** The header checkbox: picks the whole page, or, when it is all picked already, unpicks it. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  if (pageState(selection, pageIds) === "all") {
    if (selection.kind === "all") return NONE;
    const ids = new Set(selection.ids);
    for (const id of pageIds) ids.delete(id);
    return { kind: "ids", ids };
  }
  const ids = new Set(selection.kind === "ids" ? selection.ids : []);
  for (const id of pageIds) ids.add(id);
  return { kind: "ids", ids };
}

/** Records that are gone (deleted) leave the selection. */
export function without(selection: Selection, gone: readonly string[]): Selection {
  if (selection.kind === "all" || gone.length === 0) return selection;
  const ids = new Set(selection.ids);
  for (const id of gone) ids.delete(id);
  return { kind: "ids", ids };
}
