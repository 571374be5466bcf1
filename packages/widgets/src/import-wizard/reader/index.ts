/**
 * Reading an import file (issue 4 "Reading files"; spec 2 §2.2 "One file, csv or excel types",
 * §4.2 "The progress bar starts at 0.7 while the file is read"). The wizard gets an `ImportTable`
 * or one of `READ_MESSAGES`; the parsing runs in a worker (see `worker-client.ts`).
 */
import type { ReadOptions, ReadOutcome } from "../reader-port.js";
import type { ReadSource } from "./read-core.js";
import { ReaderClient, type ReaderClientOptions } from "./worker-client.js";

export type { ImportTable, ReadOptions, ReadOutcome } from "../reader-port.js";
export { ACCEPTED_FILE_TYPES } from "../reader-port.js";
export { formatBytes, formatCount, READ_MESSAGES } from "./messages.js";

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
