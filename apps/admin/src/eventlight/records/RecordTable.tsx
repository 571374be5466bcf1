import {
  DEFAULT_RECORD_SORT,
  type ModuleSummary,
  nextSort,
  type RecordPage,
  type RecordRow,
  type RecordSort,
  type RecordSortKey,
  recordSortKeys,
  sortDirectionOf,
} from "@foyer/domain";
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import { SortHeader } from "../../list-kit/SortHeader.js";
import { EventLink } from "../EventLink.js";
import { formatDateTime } from "../format-dates.js";
import { cellText } from "./record-paths.js";
import { onRowKeyDown, SelectPageCell, SelectRowCell, type TableSelection } from "./SelectCells.js";

const isSortKey = (id: string): id is RecordSortKey => (recordSortKeys as readonly string[]).includes(id);

export interface RecordTableProps {
  module: ModuleSummary;
  page: RecordPage;
  /** The chosen sort; `undefined` is the default (oldest first). */
  sort: RecordSort | undefined;
  onSort(sort: RecordSort | undefined): void;
  /** Deletes a row; without it (a member who may only read) the table has no delete buttons. */
  onDelete?: (row: RecordRow) => void;
  /** A newer page is on its way: the rows shown are about to change. */
  busy: boolean;
  /** The row's own page ("open-record", spec 2 §3 table row actions): its name links there. */
  recordHref?: (row: RecordRow) => string;
  /**
   * The link of a row's name: the event area's (which asks before leaving unsaved changes) by
   * default; the organization's lists, outside any event, pass wouter's.
   * @default EventLink
   */
  Link?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  /** Bulk select (issue 7): a checkbox column, and Space on a focused row toggles its box. */
  selection?: TableSelection | undefined;
  /** A row's "More actions" menu (RowActions.tsx), in its actions cell. */
  rowActions?: ((row: RecordRow) => ReactNode) | undefined;
}

/**
 * A page of a module's records. Sortable headers are buttons; each press cycles ascending,
 * descending, then the default (spec 2 §4.4), and `aria-sort` says which way the column is sorted.
 */
export function RecordTable({
  module,
  page,
  sort,
  onSort,
  onDelete,
  busy,
  recordHref,
  Link = EventLink,
  selection,
  rowActions,
}: RecordTableProps) {
  const actions = Boolean(onDelete || rowActions);
  // The default sort is a real order (oldest first): its column says so too.
  const effective = sort ?? DEFAULT_RECORD_SORT;
  return (
    <div className="admin-table-wrap" aria-busy={busy || undefined}>
      <table className="admin-table records-table">
        <caption className="foyer-visually-hidden">{module.name}</caption>
        <thead>
          <tr>
            {selection ? <SelectPageCell selection={selection} label="Select all on this page" /> : null}
            {page.columns.map((column) => {
              if (!isSortKey(column.id)) {
                return (
                  <th key={column.id} scope="col">
                    {column.name}
                  </th>
                );
              }
              const key = column.id;
              return (
                <SortHeader
                  key={key}
                  label={column.name}
                  direction={sortDirectionOf(effective, key)}
                  onSort={() => onSort(nextSort(effective, key))}
                />
              );
            })}
            {actions ? (
              <th scope="col" className="records-table__actions-head">
                <span className="foyer-visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {page.records.map((row, index) => (
            <tr
              key={row.id}
              // One stop for the rows; the arrows move between them (SelectCells.tsx onRowKeyDown).
              tabIndex={selection ? (index === 0 ? 0 : -1) : undefined}
              data-selected={selection?.isSelected(row.id) || undefined}
              onKeyDown={
                selection ? (event) => onRowKeyDown(event, () => selection.onToggle(row.id)) : undefined
              }
            >
              {selection ? (
                <SelectRowCell
                  selection={selection}
                  id={row.id}
                  label={`Select ${row.name || module.recordName}`}
                />
              ) : null}
              {page.columns.map((column) =>
                column.id === "name" ? (
                  <th key={column.id} scope="row" className="admin-table__name">
                    {recordHref ? (
                      <Link href={recordHref(row)} aria-label={`Open ${row.name || module.recordName}`}>
                        {row.name || <span className="event-table__muted">(no name)</span>}
                      </Link>
                    ) : (
                      row.name || <span className="event-table__muted">(no name)</span>
                    )}
                  </th>
                ) : column.id === "createdAt" ? (
                  <td
                    key={column.id}
                    data-label={column.name}
                    className="event-table__muted records-table__date"
                  >
                    {formatDateTime(row.createdAt)}
                    {row.importId ? <span className="event-table__meta">Imported</span> : null}
                  </td>
                ) : (
                  <td key={column.id} data-label={column.name}>
                    {cellText(row, column)}
                  </td>
                ),
              )}
              {actions ? (
                <td className="event-table__actions">
                  {rowActions?.(row)}
                  {onDelete ? (
                    <button
                      type="button"
                      className="event-icon-button event-icon-button--danger"
                      aria-label={`Delete ${row.name || module.recordName}`}
                      title={`Delete this ${module.recordName}`}
                      onClick={() => onDelete(row)}
                    >
                      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path
                          d="M6 2h4m-7 2h10m-8.5 0 .5 9h6l.5-9M6.5 6.5v4.5m3-4.5v4.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.4"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
