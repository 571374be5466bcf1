/**
 * A small table read whole (issue 5 item 3, the organization's events import): the wizard's reader
 * — the same worker, encodings, delimiters, workbooks and pasted tables — handing back every data
 * row up to `maxRows` instead of a sample, for a page that checks each row itself and sends them
 * as JSON instead of uploading the file.
 */
import type { ReadOptions } from "../reader-port.js";
import { PASTED_TABLE_NAME } from "./index.js";
import type { ReadSource } from "./read-core.js";
import { ReaderClient, type ReaderClientOptions } from "./worker-client.js";

/** A chosen file, or text pasted from a spreadsheet. */
export type WholeTableInput = { file: File } | { text: string; hasHeaders: boolean };

export interface WholeTable {
  fileName: string;
  /** Header names, made unique as the wizard makes them ("Column 3" for a blank one). */
  columns: string[];
  /** The first `maxRows` data rows, each as wide as `columns`; blank lines are not rows. */
  rows: string[][];
  /** Every data row of the table, those past `maxRows` included. */
  rowCount: number;
}

export type WholeTableOutcome = { ok: true; table: WholeTable } | { ok: false; message: string };

export interface WholeTableOptions extends ReadOptions {
  /**
   * The most rows handed back; `rowCount` still counts them all, so a caller can say how many
   * were too many.
   * @example 500
   */
  maxRows: number;
  /** @internal Tests start the reader without a real worker. */
  reader?: ReaderClientOptions;
}

/**
 * Reads the file or pasted table, in the read worker when one can start, and lets it go.
 * @example
 * const outcome = await readWholeTable({ text: pasted, hasHeaders: true }, { maxRows: 500 });
 * if (!outcome.ok) showProblem(outcome.message);
 */
export async function readWholeTable(
  input: WholeTableInput,
  options: WholeTableOptions,
): Promise<WholeTableOutcome> {
  const { signal, maxRows } = options;
  signal?.throwIfAborted();
  const source: ReadSource =
    "file" in input
      ? { kind: "file", file: input.file, name: input.file.name, sampleRows: maxRows }
      : { kind: "paste", text: input.text, hasHeaders: input.hasHeaders, sampleRows: maxRows };
  const client = new ReaderClient(options.reader);
  const abort = () => client.close();
  signal?.addEventListener("abort", abort, { once: true });
  try {
    const outcome = await client.read(source, options.onProgress);
    if (!outcome.ok) return outcome;
    const { columns, sample, rowCount } = outcome;
    const fileName = "file" in input ? input.file.name : PASTED_TABLE_NAME;
    return { ok: true, table: { fileName, columns, rows: sample, rowCount } };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  } finally {
    signal?.removeEventListener("abort", abort);
    client.close();
  }
}
