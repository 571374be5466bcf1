import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db } from "./client.js";

/*
 * Bulk writes with COPY, the fastest way rows get into PostgreSQL: one statement, rows sent as
 * text, written by the server's multi-row insert path. On PostgreSQL the rows stream to
 * `COPY … FROM STDIN` on the transaction's own connection, made into text a chunk at a time as the
 * socket takes them, so the server is already writing the first rows while the next are made;
 * PGlite, in this process, reads them from one blob (`COPY … FROM '/dev/blob'`). Either way the
 * copy belongs to the caller's transaction: a failure (a unique index, a bad value) rolls back
 * with it.
 */

/** A value of COPY's text format: backslash, tab, newline and carriage return escaped; null as \N. */
export function copyValue(value: string | null): string {
  if (value === null) return "\\N";
  // Most values have nothing to escape: one test instead of four replaces.
  if (!/[\\\t\n\r]/.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (char) =>
    char === "\\" ? "\\\\" : char === "\t" ? "\\t" : char === "\n" ? "\\n" : "\\r",
  );
}

/** The rows as COPY text: a line each, values separated by tabs. */
export function copyText(rows: Iterable<readonly (string | null)[]>): string {
  let out = "";
  for (const chunk of copyChunks(rows, Number.POSITIVE_INFINITY)) out += chunk;
  return out;
}

/** The rows as COPY text, `size` lines a chunk. */
function* copyChunks(rows: Iterable<readonly (string | null)[]>, size: number): Generator<string> {
  let out = "";
  let lines = 0;
  for (const row of rows) {
    for (let index = 0; index < row.length; index++) {
      if (index > 0) out += "\t";
      out += copyValue(row[index] ?? null);
    }
    out += "\n";
    if (++lines === size) {
      yield out;
      out = "";
      lines = 0;
    }
  }
  if (out !== "") yield out;
}

/** Lines per chunk sent to PostgreSQL (about 160 KB of a contacts import). */
const CHUNK_LINES = 500;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The transaction's own driver connection (drizzle keeps it on the transaction's session). */
function connectionOf(tx: Db): unknown {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error("copyRows needs a transaction");
  return client;
}

interface PgliteTransaction {
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/**
 * Writes `rows` (one value per column, in order; null for NULL) into `table` with COPY, inside
 * `tx`, which must be a transaction. `rows` is read once, as the copy goes: a generator lets each
 * row be made only when its chunk is sent. Table and column names are ours, never a user's: they
 * are checked to be plain identifiers all the same.
 */
export async function copyRows(
  tx: Db,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly (string | null)[]>,
): Promise<void> {
  await copyChunksIn(tx, table, columns, copyChunks(rows, CHUNK_LINES));
}

/** Writes rows already in COPY's text format (see copyText) into `table`, as copyRows does. */
export function copyIn(tx: Db, table: string, columns: readonly string[], text: string): Promise<void> {
  return copyChunksIn(tx, table, columns, [text]);
}

async function copyChunksIn(
  tx: Db,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string>,
): Promise<void> {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`copyRows: "${name}" is not a plain identifier`);
  }
  const client = connectionOf(tx);
  // The pool, or PGlite itself rather than one of its transactions.
  if (client instanceof pg.Pool || typeof (client as { transaction?: unknown }).transaction === "function") {
    throw new Error("copyRows needs a transaction");
  }
  const target = `${table} (${columns.join(", ")})`;
  if (client instanceof pg.Client) {
    const stream = client.query(copyFrom(`copy ${target} from stdin`));
    // Not in object mode: each chunk reaches the copy stream as bytes.
    await pipeline(Readable.from(chunks, { objectMode: false }), stream);
    return;
  }
  const blob = new Blob([...chunks]);
  if (blob.size === 0) return;
  await (client as PgliteTransaction).query(`copy ${target} from '/dev/blob'`, [], { blob });
}
