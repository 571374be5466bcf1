/**
 * Rows of the read table as a CSV for people to download (the invalid-rows page's "Download Error
 * List as CSV", the summary's "Download skipped rows .csv"): a "Row" column with the data-row
 * numbers the server's errors use, the file's columns, and optionally one more column such as
 * "Error". Every cell goes through `csvCell`, so a cell like `=SUM(1)` opens as text, never as a
 * formula.
 */
import { toCsv } from "@foyer/domain";
import { readOwnRecord } from "./own-csv.js";
import type { NormalizedTable } from "./table.js";

export interface ExtraColumn {
  name: string;
  values: ReadonlyMap<number, string>;
}

/** Only the listed rows, in the given order; numbers outside the table are left out. */
export function buildRowsCsv(
  table: Pick<NormalizedTable, "columns" | "rows" | "rowStarts">,
  rows: readonly number[],
  extra?: ExtraColumn,
): string {
  const decoder = new TextDecoder();
  const lines: unknown[][] = [["Row", ...table.columns, ...(extra ? [extra.name] : [])]];
  for (const row of rows) {
    if (!Number.isInteger(row) || row < 1) continue;
    const start = table.rowStarts[row - 1];
    const end = table.rowStarts[row];
    if (start === undefined || end === undefined) continue;
    // Each row ends in CRLF, which is not part of its last cell.
    const cells = readOwnRecord(decoder.decode(table.rows.subarray(start, end - 2)));
    lines.push(extra ? [row, ...cells, extra.values.get(row) ?? ""] : [row, ...cells]);
  }
  return toCsv(lines);
}

/** A download CSV: with a byte-order mark so Excel reads its accents as UTF-8. */
export function downloadCsvBlob(text: string): Blob {
  return new Blob([`\ufeff${text}`], { type: "text/csv;charset=utf-8" });
}
