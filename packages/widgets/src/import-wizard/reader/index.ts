/**
 * Reading an import file (issue 4 "Reading files"; spec 2 §2.2 "One file, csv or excel types",
 * §4.2 "The progress bar starts at 0.7 while the file is read"). The wizard gets an `ImportTable`
 * or one of `READ_MESSAGES`; the parsing runs in a worker (see `worker-client.ts`).
 */
import type { ReadSource } from "./read-core.js";
import { ReaderClient, type ReaderClientOptions } from "./worker-client.js";

export { formatBytes, formatCount, READ_MESSAGES } from "./messages.js";

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
  rowsCsv(
    rows: readonly number[],
    extra?: { name: string; values: ReadonlyMap<number, string> },
  ): Promise<Blob>;
  /** Ends the worker; idempotent. */
  close(): void;
}

export type ReadOutcome = { ok: true; table: ImportTable } | { ok: false; message: string };

export interface ReadOptions {
  /** 0..1 of the read, reading the bytes included; called often, but only when it moved. */
  onProgress?: (fraction: number) => void;
  /** Stops the read and its worker; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** For `<input type="file" accept>`: CSV and Excel types (an .xls gets a message saying to save it as .xlsx). */
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

/** The name a pasted table gets in the import history. */
export const PASTED_TABLE_NAME = "Pasted table.csv";

/** @internal Tests start the reader without a real worker. */
export interface ReaderTestOptions {
  reader?: ReaderClientOptions;
}

async function open(
  source: ReadSource,
  fileName: string,
  options: ReadOptions & ReaderTestOptions,
): Promise<ReadOutcome> {
  const { signal } = options;
  signal?.throwIfAborted();
  const client = new ReaderClient(options.reader);
  const abort = () => client.close();
  signal?.addEventListener("abort", abort, { once: true });
  try {
    const outcome = await client.read(source, options.onProgress);
    if (!outcome.ok) {
      client.close();
      return outcome;
    }
    const { columns, sample, rowCount, csv } = outcome;
    return {
      ok: true,
      table: {
        fileName,
        columns,
        sample,
        rowCount,
        csv,
        rowsCsv: (rows, extra) => client.rowsCsv(rows, extra),
        close: () => client.close(),
      },
    };
  } catch (error) {
    client.close();
    if (signal?.aborted) throw signal.reason;
    throw error;
  } finally {
    signal?.removeEventListener("abort", abort);
  }
}

/** A chosen file: .csv/.txt/.tsv (UTF-8 with or without BOM, UTF-16, Windows-1252) or .xlsx (first sheet). */
export function openImportFile(
  file: File,
  options: ReadOptions & ReaderTestOptions = {},
): Promise<ReadOutcome> {
  return open({ kind: "file", file, name: file.name }, file.name, options);
}

/** A pasted table (tabs between cells from spreadsheets; otherwise the delimiter is guessed). */
export function openPastedTable(
  text: string,
  hasHeaders: boolean,
  options: ReadOptions & ReaderTestOptions = {},
): Promise<ReadOutcome> {
  return open({ kind: "paste", text, hasHeaders }, PASTED_TABLE_NAME, options);
}
