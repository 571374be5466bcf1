import { createRowReader, type RowOutcome, toCsv } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, uploads } from "../../db/schema/index.js";
import type { FileStorage } from "../uploads/storage.js";
import { detectEncoding, readCsvSlices } from "./csv-file.js";
import { rowGroups } from "./field-groups.js";
import type { ImportRow } from "./status.js";

export const ERRORS_FILE_GONE = "The file of this import is no longer available.";

/**
 * Spec 2 §3 "errorsfile.url": every invalid row of an import with its problems, as CSV: "Row",
 * the file's columns, "Error". The summary errors list at most 1,000 rows per problem; this file
 * has them all, worked out again from the stored file (the same rows give the same problems).
 * Null when the file or its event is gone (the route answers 404 with ERRORS_FILE_GONE).
 */
export async function errorsCsv(
  db: Db,
  storage: FileStorage,
  row: ImportRow,
): Promise<AsyncGenerator<string> | null> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, row.uploadId));
  const [event] = await db.select().from(events).where(eq(events.id, row.eventId));
  if (!upload || !event) return null;
  const open = () => storage.open(upload.storageKey);
  const encoding = await detectEncoding(open);
  const groups = rowGroups(row.fieldGroups);
  return (async function* () {
    let read: ((cells: readonly string[]) => RowOutcome) | null = null;
    let header = "";
    let width = 0;
    for await (const slice of readCsvSlices(open, { encoding, hasHeaders: row.hasHeaders }, (columns) => {
      read = createRowReader(groups, columns, { event });
      width = columns.length;
      header = `\ufeff${toCsv([["Row", ...columns, "Error"]])}`;
    })) {
      const reader = read as unknown as (cells: readonly string[]) => RowOutcome;
      const lines: unknown[][] = [];
      slice.rows.forEach((cells, index) => {
        const outcome = reader(cells);
        if (!outcome.ok) {
          lines.push([
            slice.first + index,
            ...Array.from({ length: width }, (_, column) => cells[column] ?? ""),
            outcome.problems.map((problem) => problem.description).join("; "),
          ]);
        }
      });
      if (header) {
        yield header;
        header = "";
      }
      if (lines.length > 0) yield toCsv(lines);
    }
  })();
}
