import {
  EVENT_COLUMN_LABELS,
  EVENT_IMPORT_MAX_ROWS,
  type EventColumns,
  type EventImportRow,
  eventImportMessages,
  eventImportRowOf,
  matchEventColumns,
  readEventRows,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import type { WholeTable } from "@foyer/widgets/react";

/*
 * The import-events page's rules apart from its markup (issue 5 item 3): a read table becomes an
 * import's table, its rows the preview, and a refused import's problems land on the rows they
 * are about. The rows' own rules are @foyer/domain's, the server's too.
 */

/** A table an import can read: its rows, and which columns hold the events' fields. */
export interface EventTable {
  fileName: string;
  rows: string[][];
  columns: EventColumns;
}

/** The read table as an import's table, or why it cannot be one (too many rows, no name column…). */
export function eventTableOf(
  table: WholeTable,
): { ok: true; table: EventTable } | { ok: false; message: string } {
  if (table.rowCount > EVENT_IMPORT_MAX_ROWS) {
    return { ok: false, message: eventImportMessages.tooManyRows(table.rowCount) };
  }
  const { columns, missing } = matchEventColumns(table.columns);
  if (missing.length > 0) {
    const labels = missing.map((column) => EVENT_COLUMN_LABELS[column]);
    return { ok: false, message: eventImportMessages.missingColumns(labels) };
  }
  return { ok: true, table: { fileName: table.fileName, rows: table.rows, columns } };
}

/** Problems the server found, by the table's row number. */
export type RefusedRows = ReadonlyMap<number, readonly string[]>;

/** The preview: each row read with `defaultTimezone` for blank zones, the server's problems added. */
export function previewRows(
  table: EventTable,
  defaultTimezone: string,
  refused: RefusedRows,
): EventImportRow[] {
  return readEventRows(table.rows, table.columns, defaultTimezone).map((row) => {
    const problems = refused.get(row.row);
    return problems ? { ...row, event: null, problems: [...row.problems, ...problems] } : row;
  });
}

/**
 * A refused import's problems by the table's row. The server numbers the rows it was sent
 * (`events.3.date_to` is the fourth sent), and only the ready rows are sent.
 */
export function refusedRowsOf(error: unknown, sent: readonly EventImportRow[]): Map<number, string[]> {
  const refused = new Map<number, string[]>();
  if (!isHttpError(error) || error.status !== 400) return refused;
  for (const detail of error.details) {
    const position = eventImportRowOf(detail.path);
    const row = position === null ? undefined : sent[position - 1];
    if (row) refused.set(row.row, [...(refused.get(row.row) ?? []), detail.message]);
  }
  return refused;
}

/** "Import 1 event", "Import 12 events". */
export function importButtonText(count: number): string {
  return count === 1 ? "Import 1 event" : `Import ${count.toLocaleString("en-US")} events`;
}
