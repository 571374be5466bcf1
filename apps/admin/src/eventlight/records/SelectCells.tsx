import type { KeyboardEvent } from "react";
import type { PageState } from "./record-selection.js";

/** What the table needs to draw the checkbox column (issue 7 item 1 "bulk select"). */
export interface TableSelection {
  isSelected(id: string): boolean;
  /** How much of the page shown is selected. */
  pageState: PageState;
  onToggle(id: string): void;
  onTogglePage(): void;
}

/**
 * The header's checkbox: selects every row of the page, or clears them when all are; shown
 * indeterminate when some are. A plain cell, not a column header: the checkbox names itself.
 */
export function SelectPageCell({ selection, label }: { selection: TableSelection; label: string }) {
  return (
    <td className="records-table__select">
      <input
        ref={(box) => {
          if (box) box.indeterminate = selection.pageState === "some";
        }}
        type="checkbox"
        className="records-table__checkbox"
        aria-label={label}
        checked={selection.pageState === "all"}
        onChange={selection.onTogglePage}
      />
    </td>
  );
}

export function SelectRowCell({
  selection,
  id,
  label,
}: {
  selection: TableSelection;
  id: string;
  label: string;
}) {
  return (
    <td className="records-table__select">
      <input
        type="checkbox"
        className="records-table__checkbox"
        aria-label={label}
        checked={selection.isSelected(id)}
        onChange={() => selection.onToggle(id)}
      />
    </td>
  );
}

/**
 * Keys of a focused row (the row itself, not one of its links or buttons): Space toggles its
 * checkbox, the arrows, Home and End move to another row.
 */
export function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, onToggle: () => void): void {
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  const rows = [...(row.parentElement?.children ?? [])] as HTMLElement[];
  const at = rows.indexOf(row);
  const target =
    event.key === "ArrowDown"
      ? rows[at + 1]
      : event.key === "ArrowUp"
        ? rows[at - 1]
        : event.key === "Home"
          ? rows[0]
          : event.key === "End"
            ? rows.at(-1)
            : undefined;
  if (event.key === " ") onToggle();
  else if (target) target.focus();
  else return;
  event.preventDefault();
}
