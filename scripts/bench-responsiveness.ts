/**
 * `npm run bench:responsiveness` (issue 23 item 1): on the embedded database (PGlite has ONE
 * connection, so a long job could starve every request), does the server keep answering while a
 * large job runs? The real server (`apps/api/src/main.ts`, as `npm start` runs it, in its own
 * process so that its busy moments cannot hide from the clock that measures them) on a fresh
 * PGlite folder with the demo data, driven over HTTP as the wizard and the clone modal do:
 *   1. the import of a BENCH_ROWS-row (default 100,000) contacts CSV into the Summit;
 *   2. then the clone of the Summit, those contacts included.
 * While each runs, `GET /api/health` is called every 200 ms; the figures are its slowest and p95
 * answer times against the target (every answer in under a second).
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportFieldGroup, ImportMap } from "@foyer/domain";
import { DEMO, DEMO_MODULES } from "../apps/api/src/db/seed.js";
import { generateContactsCsv } from "./bench-import/generate.js";
import { startServerProcess } from "./bench-support.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TARGET_MS = 1_000;
const PING_EVERY_MS = 200;

const number = (value: number) => Math.round(value).toLocaleString("en-US");

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "ABOVE TARGET";
  console.log(`${label.padEnd(46)}${value.padStart(12)}   ${target.padEnd(14)}${verdict}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-responsive-"));
const server = await startServerProcess({ FOYER_DATA_DIR: dataDir });
const { base } = server;

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
    if (process.env.BENCH_TRACE)
      console.log(`health ${Math.round(performance.now())} ${Math.round(performance.now() - started)} ms`);
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

  console.log(`Server on ${base} (pid ${server.pid}), PGlite in ${dataDir}; ${number(ROWS)} contacts\n`);
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
  // The health checks start with the request that starts the job: it may do work before answering.
  const imported = (async () => {
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
    const status = await waitFor(
      () =>
        call<{ finished: boolean; current_record: number; latest_operation: string }>(
          "GET",
          `/modules/${contactsModule}/import/${import_id}`,
          token,
        ),
      (status) => status.finished,
    );
    if (process.env.BENCH_TRACE) console.log(JSON.stringify(status).slice(0, 600));
    console.log(`import: ${number(status.current_record)} rows, ${status.latest_operation}`);
    // The contacts join the global search after the import has finished: measured too, until the
    // last row's address is found.
    const last = new RegExp(`[a-z]+\\.[a-z]+\\.${ROWS}@[a-z]+\\.example`).exec(csv)?.[0] ?? "";
    await waitFor(
      () =>
        call<{ totals: { contacts: number } }>(
          "GET",
          `/search/organization/${DEMO.org.id}?term=${encodeURIComponent(last)}&type=all`,
          token,
        ),
      (found) => found.totals.contacts > 0,
    );
    console.log(`import: ${last} found by the search`);
  })();
  ok = report("import", await healthWhile(imported), performance.now() - started) && ok;

  started = performance.now();
  const cloned = (async () => {
    const { jobId } = await call<{ jobId: string }>("POST", "/event/clone", token, {
      eventSourceId: DEMO.summit.id,
      cloneToOrgId: DEMO.org.id,
      newEventName: "Responsiveness bench clone",
      newEventStartDate: "2027-03-15",
      newEventEndDate: "2027-03-17",
      contentType: "everything",
      includeAllRecordData: true,
    });
    const job = await waitFor(
      () => call<{ status: string }>("GET", `/jobs/progress/${jobId}`, token),
      (job) => job.status !== "pending" && job.status !== "processing",
    );
    if (job.status !== "completed") throw new Error(`the clone ended ${job.status}: ${JSON.stringify(job)}`);
  })();
  console.log("");
  ok = report("clone", await healthWhile(cloned), performance.now() - started) && ok;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
