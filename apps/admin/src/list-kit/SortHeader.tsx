import type { ReactNode } from "react";

/** Which way a column is sorted, as `aria-sort` says it. */
export type SortDirection = "ascending" | "descending" | "none";

const arrows: Record<SortDirection, string> = { ascending: "▲", descending: "▼", none: "↕" };

/**
 * A sortable column's header (records, sessions, an evaluation plan's monitor): a button that
 * asks for the next sort, with `aria-sort` saying how the column is sorted now.
 */
export function SortHeader({
  label,
  direction,
  onSort,
}: {
  label: ReactNode;
  direction: SortDirection;
  onSort(): void;
}) {
  return (
    <th
      scope="col"
      aria-sort={direction === "none" ? undefined : direction}
      className="records-table__sortable"
    >
      <button
        type="button"
        className="records-sort"
        data-active={direction === "none" ? undefined : true}
        onClick={onSort}
      >
        {label}
        <span className="records-sort__arrow" aria-hidden="true">
          {arrows[direction]}
        </span>
      </button>
    </th>
  );
}
