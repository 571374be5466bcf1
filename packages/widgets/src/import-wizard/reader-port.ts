/**
 * What the wizard needs from the file reader (`./reader/`): the model is written against this,
 * so its tests can hand it a fake, and the real reader (with its parsers and worker) loads only
 * when a file is first read.
 */

/** Another column for a rows download: its header and each row's value (e.g. the row's errors). */
export interface ExtraColumn {
  name: string;
  values: ReadonlyMap<number, string>;
}

/** A file or pasted table, read and normalised to a UTF-8 CSV. */
export interface ImportTable {
  fileName: string;
  /** Header names; when the table has no header row: "Column 1", "Column 2", …; duplicates made unique ("Email", "Email (2)"); blank headers → "Column N". */
  columns: string[];
  /** The first SAMPLE_ROWS data rows, each padded/truncated to columns.length. */
  sample: string[][];
  /** Data rows (header excluded); fully blank lines are not rows. */
  rowCount: number;
  /** The table as a UTF-8 CSV (header row first, CRLF, cells quoted as needed, NOT formula-neutralised — it is data for our server), ready to upload. */
  csv: Blob;
  /**
   * A CSV for the user to download: a "Row" column (1-based data-row numbers), the original
   * columns, and when given an extra column (e.g. "Error") with the value for each row; only the
   * listed rows, in the given order; cells formula-neutralised. Built in the worker.
   * @example table.rowsCsv([3, 7], { name: "Error", values: new Map([[3, "Invalid email"]]) })
   */
  rowsCsv(rows: readonly number[], extra?: ExtraColumn): Promise<Blob>;
  /** Lets go of the table's memory; ends the worker; idempotent. */
  close(): void;
}

export type ReadOutcome = { ok: true; table: ImportTable } | { ok: false; message: string };

export interface ReadOptions {
  /** 0..1 of the read, reading the bytes included; called often, but only when it moved. */
  onProgress?: (fraction: number) => void;
  /** Stops the read and its worker; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ImportReader {
  openImportFile(file: File, options: ReadOptions): Promise<ReadOutcome>;
  openPastedTable(text: string, hasHeaders: boolean, options: ReadOptions): Promise<ReadOutcome>;
}

/**
 * For `<input type="file" accept>` (spec 2 §5 "CSV import accepts one file, csv or excel types"):
 * CSV and Excel types (an .xls gets a message saying to save it as .xlsx). Here, not in the
 * reader, so the file picker does not load the reader; the reader checks the content whatever
 * the name says.
 */
export const ACCEPTED_FILE_TYPES = [
  ".csv",
  ".tsv",
  ".txt",
  ".xlsx",
  ".xls",
  "text/csv",
  "text/tab-separated-values",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
].join(",");
