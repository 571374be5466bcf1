/**
 * Records (from CSV, a paste or a sheet) to the table the wizard uploads (issue 4 "Reading files"):
 * header names made usable, blank lines dropped, every row as wide as the table, the limits of
 * IMPORT_LIMITS checked, and the rows written as UTF-8 CSV for the server (`csv-writer.ts`).
 *
 * Records arrive a slice at a time and are written at once, so a large file never holds all its
 * cells as strings (less memory, far less garbage collection) and a limit stops the read at the
 * row that breaks it.
 *
 * Cells are data here, formulas included: the upload is not neutralised (only CSV written for
 * people is, see `rows-csv.ts`). A row with more filled cells than the header gets extra columns
 * ("Column 13") rather than losing them; empty trailing cells never widen the table.
 */
import { IMPORT_LIMITS, SAMPLE_ROWS } from "@foyer/domain";
import { Utf8CsvWriter } from "./csv-writer.js";
import { READ_MESSAGES } from "./messages.js";
import { readOwnRecord } from "./own-csv.js";

export interface NormalizedTable {
  columns: string[];
  sample: string[][];
  /** Data rows (header and blank lines excluded). */
  rowCount: number;
  /** The header row as UTF-8 CSV, CRLF at its end. */
  header: Uint8Array<ArrayBuffer>;
  /** The data rows as UTF-8 CSV, CRLF after each, cells quoted where needed. */
  rows: Uint8Array<ArrayBuffer>;
  /** Where each data row starts in `rows`, plus the end: row n (1-based) is `[rowStarts[n-1], rowStarts[n])`. */
  rowStarts: number[];
}

export type TableOutcome = { ok: true; table: NormalizedTable } | { ok: false; message: string };

export interface TableOptions {
  hasHeaders: boolean;
  /** The message when nothing but blank lines is left (an empty sheet, an empty paste). */
  emptyMessage?: string;
  /** The message when there is a header and nothing else (a paste is not a "file"). */
  headerOnlyMessage?: string;
  /** About how many bytes the CSV will take (the file's size), so the buffer rarely grows. */
  expectedBytes?: number;
  /** How many data rows `sample` keeps (a small table read whole keeps them all). @default SAMPLE_ROWS */
  sampleRows?: number;
}

function isBlank(record: readonly string[]): boolean {
  for (const cell of record) {
    // Most rows start with a filled cell: decide on the first character before trimming anything.
    if (cell.length > 0 && (cell.charCodeAt(0) > 32 || cell.trim() !== "")) return false;
  }
  return true;
}

/** Index of the last non-empty cell + 1. */
function filledWidth(record: readonly string[]): number {
  for (let index = record.length - 1; index >= 0; index--) if (record[index] !== "") return index + 1;
  return 0;
}

/** Header names: trimmed, blanks named by position, repeats numbered ("Email", "Email (2)"). */
export function uniqueColumnNames(header: readonly string[], width: number): string[] {
  const names: string[] = [];
  const wanted = Array.from({ length: width }, (_, index) => header[index]?.trim() || `Column ${index + 1}`);
  // Names in the file are never renamed for a generated one: "Email (2)" stays for the column called that.
  const taken = new Set(wanted.map((name) => name.toLowerCase()));
  const seen = new Set<string>();
  for (const name of wanted) {
    let unique = name;
    if (seen.has(name.toLowerCase())) {
      let copy = 2;
      while (taken.has(`${name} (${copy})`.toLowerCase())) copy++;
      unique = `${name} (${copy})`;
      taken.add(unique.toLowerCase());
    }
    seen.add(unique.toLowerCase());
    names.push(unique);
  }
  return names;
}

function fitted(record: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, index) => record[index] ?? "");
}

/** Builds the table from records in file order; see the top of this file. */
export class TableBuilder {
  readonly #options: TableOptions;
  #writer: Utf8CsvWriter;
  #header: string[] | null = null;
  #width = 0;
  /** Whether a row widened the table after others were written (those need padding). */
  #narrowRows = false;
  #rowCount = 0;
  readonly #sample: string[][] = [];

  constructor(options: TableOptions) {
    this.#options = options;
    this.#writer = new Utf8CsvWriter(options.expectedBytes);
  }

  /** The name column `index` will have (for messages before the table is finished). */
  #columnName(index: number): string {
    return uniqueColumnNames(this.#header ?? [], Math.max(this.#width, index + 1))[index] as string;
  }

  /**
   * Adds records; `firstIndex` is the first one's index among all the file's records (blank lines
   * included), so `index + 1` is the row number a spreadsheet shows, which the messages quote.
   * Returns the message when the table cannot be imported.
   */
  add(records: readonly string[][], firstIndex: number): string | null {
    const limit = IMPORT_LIMITS.maxCellLength;
    for (let offset = 0; offset < records.length; offset++) {
      const record = records[offset] as string[];
      if (isBlank(record)) continue;
      const filled = filledWidth(record);
      if (filled > IMPORT_LIMITS.maxColumns) return READ_MESSAGES.tooManyColumns(filled);
      for (let cell = 0; cell < filled; cell++) {
        if ((record[cell] as string).length > limit) {
          return READ_MESSAGES.cellTooLong(firstIndex + offset + 1, this.#columnName(cell));
        }
      }
      if (filled > this.#width) {
        if (this.#rowCount > 0) this.#narrowRows = true;
        this.#width = filled;
      }
      if (this.#options.hasHeaders && this.#header === null) {
        this.#header = record;
        continue;
      }
      if (this.#rowCount === IMPORT_LIMITS.maxRows) return READ_MESSAGES.tooManyRows;
      this.#writer.row(record, this.#width);
      this.#rowCount++;
      if (this.#sample.length < (this.#options.sampleRows ?? SAMPLE_ROWS))
        this.#sample.push(record.slice(0, filled));
    }
    return null;
  }

  finish(): TableOutcome {
    const options = this.#options;
    if (this.#rowCount === 0) {
      const message =
        this.#header === null
          ? (options.emptyMessage ?? READ_MESSAGES.empty)
          : (options.headerOnlyMessage ?? READ_MESSAGES.headerOnly);
      return { ok: false, message };
    }
    const width = this.#width;
    if (this.#narrowRows) this.#pad();
    const columns = uniqueColumnNames(this.#header ?? [], width);
    const header = new Utf8CsvWriter(1024);
    header.row(columns, width);
    const rowStarts = [...this.#writer.rowStarts, this.#writer.length];
    return {
      ok: true,
      table: {
        columns,
        sample: this.#sample.map((record) => fitted(record, width)),
        rowCount: this.#rowCount,
        header: header.bytes(),
        rows: this.#writer.bytes(),
        rowStarts,
      },
    };
  }

  /** Rewrites every row at the final width: only when a row wider than all before it came late. */
  #pad(): void {
    const written = this.#writer;
    const bytes = written.bytes();
    const decoder = new TextDecoder();
    const padded = new Utf8CsvWriter(bytes.length * 1.1);
    const starts = [...written.rowStarts, written.length];
    for (let row = 0; row + 1 < starts.length; row++) {
      const line = decoder.decode(bytes.subarray(starts[row], (starts[row + 1] as number) - 2));
      padded.row(readOwnRecord(line), this.#width);
    }
    this.#writer = padded;
  }
}
