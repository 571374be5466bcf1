/**
 * The messages between the wizard and the read worker, and the worker's side as a plain function
 * (`createReaderHandler`): the worker script only wires it to `postMessage`, the main-thread
 * fallback runs the same function in the page, and tests call it directly.
 *
 * One reader serves one file: a `read` keeps its table for the `rows-csv` requests that follow.
 */
import { READ_MESSAGES } from "./messages.js";
import { type ReadSource, readSource } from "./read-core.js";
import { buildRowsCsv, downloadCsvBlob, type ExtraColumn } from "./rows-csv.js";
import type { NormalizedTable } from "./table.js";

export type ReaderRequest =
  | { type: "read"; id: number; source: ReadSource }
  | { type: "rows-csv"; id: number; rows: readonly number[]; extra?: ExtraColumn };

export type ReadReplyOutcome =
  | { ok: true; columns: string[]; sample: string[][]; rowCount: number; csv: Blob }
  | { ok: false; message: string };

export type ReaderReply =
  /** The worker has installed its handler (requests sent before it would be lost in a blob worker). */
  | { type: "ready" }
  /** The worker could not load its script (posted by the cross-origin bootstrap). */
  | { type: "unavailable"; reason: string }
  | { type: "progress"; id: number; fraction: number }
  | { type: "read"; id: number; outcome: ReadReplyOutcome }
  | { type: "rows-csv"; id: number; csv: Blob }
  | { type: "failed"; id: number; message: string };

/** Progress is posted when it has moved by at least this much (and always at 1). */
const PROGRESS_STEP = 0.01;

/** The CSV uploaded to the server (no byte-order mark: it is data, not a download). */
function uploadBlob(table: NormalizedTable): Blob {
  return new Blob([table.header, table.rows], { type: "text/csv;charset=utf-8" });
}

/**
 * @param post delivers a reply (the worker's `postMessage`, or a callback in the page)
 * @param between given in the page (the fallback): runs between slices of work and yields there
 */
export function createReaderHandler(
  post: (reply: ReaderReply) => void,
  between?: () => Promise<void>,
): (request: ReaderRequest) => Promise<void> {
  let table: NormalizedTable | null = null;
  return async (request) => {
    try {
      if (request.type === "read") {
        table = null;
        let posted = -1;
        const onProgress = (fraction: number) => {
          if (fraction < 1 && fraction - posted < PROGRESS_STEP) return;
          posted = fraction;
          post({ type: "progress", id: request.id, fraction });
        };
        const outcome = await readSource(request.source, { onProgress, ...(between ? { between } : {}) });
        if (!outcome.ok) {
          post({ type: "read", id: request.id, outcome });
          return;
        }
        table = outcome.table;
        const { columns, sample, rowCount } = outcome.table;
        const csv = uploadBlob(outcome.table);
        post({ type: "read", id: request.id, outcome: { ok: true, columns, sample, rowCount, csv } });
        return;
      }
      if (!table) {
        post({ type: "failed", id: request.id, message: READ_MESSAGES.failed });
        return;
      }
      post({
        type: "rows-csv",
        id: request.id,
        csv: downloadCsvBlob(buildRowsCsv(table, request.rows, request.extra)),
      });
    } catch {
      post({ type: "failed", id: request.id, message: READ_MESSAGES.failed });
    }
  };
}
