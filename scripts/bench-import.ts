/**
 * `npm run bench:import` (issue 4 "Benchmark", STYLE 14): a 100,000-row, 12-column contacts CSV
 * (quotes, CRLF, multi-line cells). For a throwaway PostgreSQL database (127.0.0.1:5432 or
 * BENCH_DATABASE_URL), then a fresh on-disk PGlite, each into its own new event:
 *   - "server load": the rows read and checked first (not timed), then the time the job's own
 *     batch writer takes to write them (loader statements, each batch in its transaction with the
 *     import's progress), compared with the target; afterwards every contact is counted and some
 *     are compared field by field. The server's peak memory (RSS) during it is printed too;
 *   - "import job end to end": the whole job as the queue runs it (file read, CSV parse, every row
 *     checked, batches written while the next ones are read), for information.
 * Then the wizard's reader worker code (parse + validate) against its target. Not over HTTP.
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createRowReader, type RowOutcome } from "@foyer/domain";
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import pg from "pg";
import { type Database, type Db, openDatabase } from "../apps/api/src/db/client.js";
import { copyIn, copyText } from "../apps/api/src/db/copy.js";
import {
  contacts,
  events,
  imports,
  moduleFields,
  organizations,
  uploads,
  users,
} from "../apps/api/src/db/schema/index.js";
import { InProcessQueue } from "../apps/api/src/jobs/in-process-queue.js";
import { detectEncoding, readCsvSlices } from "../apps/api/src/services/imports/csv-file.js";
import {
  autoMatch,
  moduleGroups,
  resolveRequestGroups,
  rowGroups,
} from "../apps/api/src/services/imports/field-groups.js";
import { timeOrderedIds } from "../apps/api/src/services/imports/ids.js";
import { runImportJob, writeCheckedRows } from "../apps/api/src/services/imports/job.js";
import type { LoadRow } from "../apps/api/src/services/imports/load.js";
import { createImportRuntime } from "../apps/api/src/services/imports/runtime.js";
import { createDefaultModules } from "../apps/api/src/services/records/modules.js";
import { indexImportedContacts } from "../apps/api/src/services/search/search.js";
import { createDiskStorage } from "../apps/api/src/services/uploads/storage.js";
import { generateContactsCsv } from "./bench-import/generate.js";
import { benchParse } from "./bench-import/parse.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Parts to leave out, e.g. BENCH_SKIP=pglite,parse. */
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((part) => part.trim()));
const TARGETS = { parse: 200_000, pglite: 40_000, postgres: 100_000 } as const;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const number = (value: number) => Math.round(value).toLocaleString("en-US");

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "BELOW TARGET";
  console.log(`${label.padEnd(42)}${value.padStart(16)}   ${target.padEnd(20)}${verdict}`);
}

/** Samples the process's resident memory while `work` runs; answers its result and the peak. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** An organization, an event, its modules and the contacts module's fields for the 5 extra columns. */
async function prepare(database: Database, csv: string, filesDir: string) {
  const db = database.db;
  const orgId = randomUUID();
  const eventId = randomUUID();
  const userId = randomUUID();
  await db
    .insert(users)
    .values({ id: userId, email: `bench-${userId}@example.com`, fname: "Bench", lname: "User" });
  await db.insert(organizations).values({ id: orgId, name: "Bench" });
  await db.insert(events).values({
    id: eventId,
    orgId,
    name: "Bench",
    slug: `bench-${eventId}`,
    dateFrom: "2027-03-15",
    dateTo: "2027-03-17",
  });
  const [module] = (await createDefaultModules(db, { id: eventId, orgId })).filter(
    (row) => row.kind === "contacts",
  );
  if (!module) throw new Error("no contacts module");
  const extra = [
    ["City", "text"],
    ["Notes", "textarea"],
    ["Date Joined", "date"],
    ["Opt In", "boolean"],
    ["Budget", "currency"],
  ] as const;
  await db.insert(moduleFields).values(
    extra.map(([name, type], position) => ({
      id: randomUUID(),
      moduleId: module.id,
      name,
      type,
      position,
    })),
  );
  const storage = createDiskStorage(filesDir);
  const uploadId = randomUUID();
  const storageKey = `module-import/${uploadId}`;
  const size = await storage.put(storageKey, Readable.from([Buffer.from(csv)]));
  await db
    .insert(uploads)
    .values({ id: uploadId, userId, storageKey, name: "contacts.csv", type: "text/csv", size });
  const columns = csv.slice(0, csv.indexOf("\r\n")).split(",");
  const groups = await moduleGroups(db, module);
  const chosen = autoMatch(groups, columns).map((group) => ({
    id: group.id,
    fields: group.fields.map(({ id, column, enabled, default_value }) => ({
      id,
      column,
      enabled,
      default_value,
    })),
  }));
  const fieldGroups = resolveRequestGroups(groups, chosen, columns, {
    dateFrom: "2027-03-15",
    dateTo: "2027-03-17",
  });
  const enabled = fieldGroups[0]?.fields.filter((field) => field.enabled).length ?? 0;
  if (enabled !== 12) throw new Error(`expected 12 mapped columns, got ${enabled}`);
  const importId = randomUUID();
  await db.insert(imports).values({
    id: importId,
    moduleId: module.id,
    eventId,
    orgId,
    userId,
    uploadId,
    fileName: "contacts.csv",
    fieldGroups,
    skipInvalidRows: true,
  });
  return { storage, importId, eventId };
}

interface Prepared {
  storage: ReturnType<typeof createDiskStorage>;
  importId: string;
  eventId: string;
}

async function withPrepared<T>(
  database: Database,
  csv: string,
  work: (prepared: Prepared) => Promise<T>,
): Promise<T> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-"));
  try {
    return await work(await prepare(database, csv, filesDir));
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** How the import ended, and how many contacts its event now has. */
async function outcome(database: Database, importId: string, eventId: string) {
  const [row] = await database.db.select().from(imports).where(eq(imports.id, importId));
  if (row?.status !== "finished") throw new Error(`the import ended ${row?.status}: ${row?.error ?? ""}`);
  const [{ n } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.eventId, eventId));
  if (Number(n) !== ROWS) throw new Error(`${n} contacts were written, not ${ROWS}`);
  if (row.counters?.contacts_created !== ROWS) {
    throw new Error(`the import counted ${row.counters?.contacts_created} contacts created, not ${ROWS}`);
  }
  return row;
}

/** 1. The whole job, as the queue runs it: file read, CSV parse, every row checked, batches written. */
async function jobEndToEnd(
  database: Database,
  csv: string,
): Promise<{ rowsPerSecond: number; peak: number }> {
  return withPrepared(database, csv, async ({ storage, importId, eventId }) => {
    const queue = new InProcessQueue();
    try {
      const runtime = createImportRuntime({ db: database.db, storage, queue, log: console });
      const started = performance.now();
      const { peak } = await withPeakRss(() => runImportJob(runtime, { importId }));
      const seconds = (performance.now() - started) / 1000;
      const row = await outcome(database, importId, eventId);
      return { rowsPerSecond: (row.counters?.rows_ok ?? 0) / seconds, peak };
    } finally {
      await queue.stop();
    }
  });
}

/** The file's rows read and checked by the job's own reader and row checks (not timed). */
async function checkedRows(database: Database, prepared: Prepared): Promise<LoadRow[]> {
  const [row] = await database.db.select().from(imports).where(eq(imports.id, prepared.importId));
  const [event] = await database.db.select().from(events).where(eq(events.id, prepared.eventId));
  const [upload] = await database.db
    .select()
    .from(uploads)
    .where(eq(uploads.id, row?.uploadId ?? ""));
  if (!row || !event || !upload) throw new Error("the prepared import is missing");
  const open = () => prepared.storage.open(upload.storageKey);
  const encoding = await detectEncoding(open);
  let read: ((cells: readonly string[]) => RowOutcome) | null = null;
  const rows: LoadRow[] = [];
  for await (const slice of readCsvSlices(open, { encoding, hasHeaders: true }, (columns) => {
    read = createRowReader(rowGroups(row.fieldGroups), columns, { event });
  })) {
    const reader = read as unknown as (cells: readonly string[]) => RowOutcome;
    for (const cells of slice.rows) {
      const checked = reader(cells);
      if (!checked.ok) throw new Error(`row ${rows.length + 1} is invalid`);
      rows.push(checked.groups);
    }
  }
  return rows;
}

/** Rows of the file compared field by field with what the database holds. */
async function spotCheck(database: Database, eventId: string, rows: readonly LoadRow[]): Promise<void> {
  // Around a batch boundary (10,000 rows a batch) too.
  const picks = [0, 1, 6, 7, 9_999, 10_000, Math.floor(rows.length / 2), rows.length - 1];
  for (const index of new Set(picks.filter((pick) => pick < rows.length))) {
    const values = Object.values(rows[index] ?? {})[0];
    if (!values) throw new Error(`row ${index + 1} has no contact`);
    const email = String(values.EMAIL);
    const [stored] = await database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, eventId), eq(sql`lower(${contacts.email})`, email.toLowerCase())));
    if (!stored) throw new Error(`row ${index + 1}'s contact (${email}) is missing`);
    const expected: Record<string, unknown> = {
      fname: values.FIRST_NAME,
      lname: values.LAST_NAME,
      email: values.EMAIL,
      company: values.COMPANY,
      title: values.TITLE,
      phone: values.PHONE,
      country: values.COUNTRY,
    };
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (!BUILTINS.has(key)) data[key] = value;
    for (const [field, value] of Object.entries(expected)) {
      const actual = stored[field as keyof typeof stored];
      if (actual !== value)
        throw new Error(`row ${index + 1}: ${field} is ${String(actual)}, not ${String(value)}`);
    }
    if (JSON.stringify(sortKeys(stored.data)) !== JSON.stringify(sortKeys(data))) {
      throw new Error(
        `row ${index + 1}: data is ${JSON.stringify(stored.data)}, not ${JSON.stringify(data)}`,
      );
    }
    if (Object.keys(data).length < 4) throw new Error(`row ${index + 1}: expected the module fields`);
  }
}

const BUILTINS = new Set(["FIRST_NAME", "LAST_NAME", "EMAIL", "COMPANY", "TITLE", "PHONE", "COUNTRY"]);

const sortKeys = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));

/** The last load's search indexing (after the load, as the job does once the import has ended). */
let indexSeconds = 0;

/**
 * 2. The database load alone: the rows read and checked first, then timed while the job's own
 * batch writer (loader, per-batch transaction with the import's progress) writes them.
 */
async function loadOnly(
  database: Database,
  csv: string,
): Promise<{ rowsPerSecond: number; seconds: number; peak: number; before: number }> {
  return withPrepared(database, csv, async (prepared) => {
    const rows = await checkedRows(database, prepared);
    const queue = new InProcessQueue();
    try {
      const runtime = createImportRuntime({
        db: database.db,
        storage: prepared.storage,
        queue,
        log: console,
      });
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const { peak } = await withPeakRss(() => writeCheckedRows(runtime, prepared.importId, rows));
      const seconds = (performance.now() - started) / 1000;
      await outcome(database, prepared.importId, prepared.eventId);
      await spotCheck(database, prepared.eventId, rows);
      const indexing = performance.now();
      await indexImportedContacts(database.db, prepared.eventId, new Date(Date.now() - 3_600_000));
      indexSeconds = (performance.now() - indexing) / 1000;
      return { rowsPerSecond: rows.length / seconds, seconds, peak, before };
    } finally {
      await queue.stop();
    }
  });
}

/**
 * The database's own ceiling, for reading the load figure: the same number of contacts, shaped like
 * the file's (same columns, similar lengths, emails in no order, a `data` of 5 fields keyed by field
 * id, time-ordered ids), written by one COPY, the loader's own way in, with nothing else around it: no lookups, no
 * batches, no progress, the text made beforehand (not timed). It runs in a transaction that is
 * rolled back. A loader cannot write faster than this on this machine.
 */
async function databaseCeiling(database: Database): Promise<number> {
  const orgId = randomUUID();
  const eventId = randomUUID();
  await database.db.insert(organizations).values({ id: orgId, name: "Bench ceiling" });
  await database.db.insert(events).values({
    id: eventId,
    orgId,
    name: "Bench ceiling",
    slug: `bench-${eventId}`,
    dateFrom: "2027-03-15",
    dateTo: "2027-03-17",
  });
  const ids = timeOrderedIds(ROWS);
  const fields = Array.from({ length: 5 }, () => randomUUID());
  const importId = randomUUID();
  const text = copyText(
    ids.map((id, index) => [
      id,
      orgId,
      eventId,
      `Firstname${index}`,
      `Lastname${index}`,
      // Scattered over the email index as the file's are (they start with a person's name).
      `${((index * 7_919) % 10_007).toString(36)}.lastname.${index}@example.com`,
      `Company ${index % 977}`,
      "Senior Engineer",
      `+1 555010${index % 10_000}`,
      "US",
      JSON.stringify({
        [fields[0] as string]: "Springfield",
        [fields[1] as string]: "Met at the booth, wants a demo",
        [fields[2] as string]: "2024-01-05",
        [fields[3] as string]: true,
        [fields[4] as string]: 1234.5,
      }),
      importId,
    ]),
  );
  const columns = ["id", "org_id", "event_id", "fname", "lname", "email", "company", "title", "phone"];
  let seconds = 0;
  await database.db
    .transaction(async (tx) => {
      // As the loader writes: without the search triggers (the import indexes once at its end).
      await tx.execute(
        sql`select set_config('synchronous_commit', 'off', true), set_config('foyer.bulk_write', 'on', true)`,
      );
      const started = performance.now();
      await copyIn(tx as unknown as Db, "contacts", [...columns, "country", "data", "import_id"], text);
      seconds = (performance.now() - started) / 1000;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return ROWS / seconds;
}

async function withPostgres<T>(work: (database: Database) => Promise<T>): Promise<T | null> {
  const name = `foyer_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${ADMIN_URL} (${(error as Error).message}); skipped`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    return await work(database);
  } finally {
    await database.close();
    // The pool has closed its connections; force only in case one lingers.
    await admin
      .query(`drop database if exists ${name}`)
      .catch(() => admin.query(`drop database if exists ${name} with (force)`));
    await admin.end();
  }
}

async function main(): Promise<void> {
  const csv = generateContactsCsv(ROWS);
  const megabytes = Buffer.byteLength(csv) / 1024 / 1024;
  const load = () => `load average ${os.loadavg()[0]?.toFixed(1)}`;
  console.log(
    `Import benchmark: ${number(ROWS)} rows × 12 columns, ${megabytes.toFixed(1)} MB; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, ${load()} (figures fall as it rises)\n`,
  );

  // PostgreSQL before PGlite, whose database lives in this process and keeps its memory. Each
  // database gets the load alone first, then the whole job, each into its own new event.
  const memory: [string, number, number][] = [];
  const measure = async (kind: "PostgreSQL" | "PGlite", opened: Database) => {
    {
      const loaded = await loadOnly(opened, csv);
      memory.push([`${kind} load`, loaded.peak, loaded.before]);
      line(
        `server load into ${kind}`,
        `${number(loaded.rowsPerSecond)} rows/s`,
        `target ≥ ${number(kind === "PGlite" ? TARGETS.pglite : TARGETS.postgres)}`,
        loaded.rowsPerSecond >= (kind === "PGlite" ? TARGETS.pglite : TARGETS.postgres),
      );
      line(
        `  then the global search's index of them`,
        `${number(ROWS / indexSeconds)} rows/s`,
        "(information)",
        null,
      );
      const ceiling = await databaseCeiling(opened);
      line(`  ${kind}: one COPY, nothing else (ceiling)`, `${number(ceiling)} rows/s`, "(information)", null);
      const job = await jobEndToEnd(opened, csv);
      line(`import job end to end (${kind})`, `${number(job.rowsPerSecond)} rows/s`, "(information)", null);
    }
  };

  if (!SKIP.has("postgres")) {
    await withPostgres((opened) => measure("PostgreSQL", opened));
  }
  if (!SKIP.has("pglite")) {
    // On disk, as the server runs it (FOYER_DATA_DIR); an in-memory PGlite grows its files by copying.
    const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-pglite-"));
    const pglite = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
    try {
      await measure("PGlite", pglite);
    } finally {
      await pglite.close();
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }

  for (const [where, peak, before] of memory) {
    line(
      `server peak memory (RSS), ${where}`,
      `${number(peak / 1024 / 1024)} MB`,
      `+${number((peak - before) / 1024 / 1024)} MB over ${number(before / 1024 / 1024)} MB`,
      null,
    );
  }

  if (!SKIP.has("parse")) {
    const parse = await benchParse(csv);
    line(
      "parse + validate (worker code)",
      `${number(parse.rowsPerSecond)} rows/s`,
      `target ≥ ${number(TARGETS.parse)}`,
      parse.rowsPerSecond >= TARGETS.parse,
    );
  }
  console.log(`\n(${load()} at the end)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
