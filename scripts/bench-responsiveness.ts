/**
 * `npm run bench:responsiveness` (issue 23 item 1): on the embedded database (PGlite has ONE
 * connection, so a long job could starve every request), does the server keep answering while a
 * large job runs? A real server on a fresh on-disk PGlite with the demo data, driven over HTTP as
 * the wizard and the clone modal do:
 *   1. the import of a BENCH_ROWS-row (default 100,000) contacts CSV into the Summit;
 *   2. then the clone of the Summit, those contacts included.
 * While each runs, `GET /api/health` is called every 200 ms; the figures are its slowest and p95
 * answer times against the target (every answer in under a second).
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ImportFieldGroup, ImportMap } from "@foyer/domain";
import { openDatabase } from "../apps/api/src/db/client.js";
import { DEMO, DEMO_MODULES, seedDemo } from "../apps/api/src/db/seed.js";
import { generateContactsCsv } from "./bench-import/generate.js";
import { startBenchApp } from "./bench-support.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TARGET_MS = 1_000;
const PING_EVERY_MS = 200;

const number = (value: number) => Math.round(value).toLocaleString("en-US");

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "ABOVE TARGET";
  console.log(`${label.padEnd(46)}${value.padStart(12)}   ${target.padEnd(14)}${verdict}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-responsive-"));
const database = await openDatabase({ kind: "pglite", dataDir });
await seedDemo(database.db);
const bench = await startBenchApp(database);
await bench.app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(bench.app.server.address() as AddressInfo).port}/api`;

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { payload: T }).payload;
}

/** Calls the health check every PING_EVERY_MS until `done` settles; answers the times taken. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
  }
  await done;
  return times;
}

function report(label: string, times: number[], took: number): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  line(`${label}: the job took`, `${number(took / 1000)} s`, "", null);
  line(`${label}: health checks answered`, number(times.length), "", null);
  line(`${label}: health check p95`, `${number(p95)} ms`, `< ${number(TARGET_MS)} ms`, p95 < TARGET_MS);
  line(
    `${label}: slowest health check`,
    `${number(slowest)} ms`,
    `< ${number(TARGET_MS)} ms`,
    slowest < TARGET_MS,
  );
  return slowest < TARGET_MS;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let ok = true;
try {
  const { id_token: token } = await call<{ id_token: string }>("POST", "/user/auth/login", null, {
    username: "admin@foyer.demo",
    password: "foyer-demo",
  });
  const contactsModule = DEMO_MODULES.contacts.id;
  const ids = { org_id: DEMO.org.id, event_id: DEMO.summit.id };

  console.log(`Server on ${base}, PGlite in ${dataDir}; ${number(ROWS)} contacts\n`);
  const csv = generateContactsCsv(ROWS);
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "contacts.csv");
  const uploaded = await fetch(`${base}/uploads?purpose=module-import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { url } = ((await uploaded.json()) as { payload: { url: string } }).payload;
  const map = await call<ImportMap>("POST", `/modules/${contactsModule}/import/mapping`, token, {
    url,
    ...ids,
  });
  const groups: ImportFieldGroup[] = map.fields_groups.filter((group) => group.options.enabled);

  let started = performance.now();
  const { import_id } = await call<{ import_id: string }>(
    "POST",
    `/modules/${contactsModule}/import`,
    token,
    {
      ...ids,
      url,
      fields_groups: groups,
      validate_only: false,
      skip_invalid_rows: true,
    },
  );
  const imported = waitFor(
    () => call<{ finished: boolean }>("GET", `/modules/${contactsModule}/import/${import_id}`, token),
    (status) => status.finished,
  );
  ok = report("import", await healthWhile(imported), performance.now() - started) && ok;

  started = performance.now();
  const { jobId } = await call<{ jobId: string }>("POST", "/event/clone", token, {
    eventSourceId: DEMO.summit.id,
    cloneToOrgId: DEMO.org.id,
    newEventName: "Responsiveness bench clone",
    newEventStartDate: "2027-03-15",
    newEventEndDate: "2027-03-17",
    contentType: "everything",
  });
  const cloned = waitFor(
    () => call<{ status: string }>("GET", `/jobs/progress/${jobId}`, token),
    (job) => job.status !== "pending" && job.status !== "processing",
  ).then((job) => {
    if (job.status !== "completed") throw new Error(`the clone ended ${job.status}`);
  });
  console.log("");
  ok = report("clone", await healthWhile(cloned), performance.now() - started) && ok;
} finally {
  await bench.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
