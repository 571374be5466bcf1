/**
 * `npm run bench:import` (issue 4 "Benchmark", STYLE 14): a 100,000-row, 12-column contacts CSV
 * (quotes, CRLF, multi-line cells) through
 *   1. the wizard's reader worker code (parse + validate),
 *   2. the server's import job into a fresh PGlite,
 *   3. the same job into a throwaway PostgreSQL database (127.0.0.1:5432 or BENCH_DATABASE_URL),
 * printing each figure beside its target, and the server's peak memory during the loads.
 * The loads run the real job (file read, every row checked, batches written set-based), not HTTP.
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
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
import {
  autoMatch,
  moduleGroups,
  resolveRequestGroups,
} from "../apps/api/src/services/imports/field-groups.js";
import { runImportJob } from "../apps/api/src/services/imports/job.js";
import { createImportRuntime } from "../apps/api/src/services/imports/runtime.js";
import { createDefaultModules } from "../apps/api/src/services/modules.js";
import { createDiskStorage } from "../apps/api/src/services/storage.js";
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

async function loadInto(
  database: Database,
  csv: string,
): Promise<{ rowsPerSecond: number; peak: number; written: number }> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-"));
  const queue = new InProcessQueue();
  try {
    const { storage, importId, eventId } = await prepare(database, csv, filesDir);
    const runtime = createImportRuntime({ db: database.db, storage, queue, log: console });
    const started = performance.now();
    const { peak } = await withPeakRss(() => runImportJob(runtime, { importId }));
    const seconds = (performance.now() - started) / 1000;
    const [row] = await database.db.select().from(imports).where(eq(imports.id, importId));
    if (row?.status !== "finished") throw new Error(`the import ended ${row?.status}: ${row?.error ?? ""}`);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(eq(contacts.eventId, eventId));
    if (Number(n) < ROWS) throw new Error(`only ${n} of ${ROWS} contacts were written`);
    return { rowsPerSecond: (row.counters?.rows_ok ?? 0) / seconds, peak, written: Number(n) };
  } finally {
    await queue.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
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

class Skipped extends Error {}

async function main(): Promise<void> {
  const csv = generateContactsCsv(ROWS);
  const megabytes = Buffer.byteLength(csv) / 1024 / 1024;
  const [load1] = os.loadavg();
  console.log(
    `Import benchmark: ${number(ROWS)} rows × 12 columns, ${megabytes.toFixed(1)} MB; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${load1?.toFixed(1)} (figures fall as it rises)\n`,
  );

  // The server's loads first, so the memory they need is measured before anything else grew the
  // heap; PostgreSQL before PGlite, whose database lives in this process and keeps its memory.
  const baseline = process.memoryUsage().rss;
  const memory: [string, number][] = [];
  const postgres = SKIP.has("postgres") ? null : await withPostgres((database) => loadInto(database, csv));
  if (postgres) {
    memory.push(["PostgreSQL load", postgres.peak]);
    line(
      "server load into PostgreSQL",
      `${number(postgres.rowsPerSecond)} rows/s`,
      `target ≥ ${number(TARGETS.postgres)}`,
      postgres.rowsPerSecond >= TARGETS.postgres,
    );
  }
  // On disk, as the server runs it (FOYER_DATA_DIR); an in-memory PGlite grows its files by copying.
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-pglite-"));
  const pglite = SKIP.has("pglite") ? null : await openDatabase({ kind: "pglite", dataDir: pgliteDir });
  try {
    if (!pglite) throw new Skipped();
    const result = await loadInto(pglite, csv);
    memory.push(["PGlite load", result.peak]);
    line(
      "server load into PGlite",
      `${number(result.rowsPerSecond)} rows/s`,
      `target ≥ ${number(TARGETS.pglite)}`,
      result.rowsPerSecond >= TARGETS.pglite,
    );
  } catch (error) {
    if (!(error instanceof Skipped)) throw error;
  } finally {
    await pglite?.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  for (const [where, peak] of memory) {
    line(
      `server peak memory (RSS), ${where}`,
      `${number(peak / 1024 / 1024)} MB`,
      `+${number((peak - baseline) / 1024 / 1024)} MB over ${number(baseline / 1024 / 1024)} MB`,
      null,
    );
  }

  if (SKIP.has("parse")) return;
  const parse = await benchParse(csv);
  line(
    "parse + validate (worker code)",
    `${number(parse.rowsPerSecond)} rows/s`,
    `target ≥ ${number(TARGETS.parse)}`,
    parse.rowsPerSecond >= TARGETS.parse,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
