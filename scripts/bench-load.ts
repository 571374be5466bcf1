/**
 * `npm run bench:load` (issue 23 item 8): BENCH_CONNECTIONS (20) connections for BENCH_SECONDS
 * (30 s) each against
 *   - the global search (an organization admin, BENCH_CONTACTS = 100,000 contacts),
 *   - anonymous form submissions (the demo's Speaker Intake, sent as a visitor would),
 * on PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL) and on PGlite, through the real server in
 * its own process. Prints requests/s and p50/p95/p99 beside the targets: PostgreSQL search
 * p95 ≤ 100 ms, submissions p95 ≤ 50 ms, no errors. The server's throttles are scaled up
 * (FOYER_THROTTLE_SCALE=1000) so that the load measures the server, not the throttle that would
 * refuse one address sending this much; and
 *   - the public schedule (the demo Summit's latest release as `schedule.json`, anonymous and
 *     uncached by the caller, as a site's visitors' browsers would first fetch it).
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { DEMO, seedDemo } from "../apps/api/src/db/seed.js";
import { DEMO_FORMS } from "../apps/api/src/db/seed-forms.js";
import { SEARCH_ADMIN_PASSWORD, seedSearchData, terms } from "./bench-search/seed.js";
import { startServerProcess, withThrowawayPostgres } from "./bench-support.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
/** Databases or calls to leave out: `postgres`, `pglite`, `search`, `submission`, `schedule`. */
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((part) => part.trim()));
/** p95 targets in ms; null: printed for information. */
const TARGETS = {
  search: { postgres: 100, pglite: null },
  submission: { postgres: 50, pglite: 50 },
  schedule: { postgres: null, pglite: null },
} as const;

interface Figures {
  requests: number;
  errors: number;
  firstError: string | null;
  sorted: number[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** CONNECTIONS callers, each sending its next request as soon as the last one answered. */
async function load(send: (caller: number, call: number) => Promise<Response>): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, caller) => {
      for (let call = 0; performance.now() < deadline; call++) {
        const started = performance.now();
        try {
          const response = await send(caller, call);
          const body = await response.text();
          if (!response.ok) {
            errors++;
            firstError ??= `${response.status} ${body.slice(0, 200)}`;
          }
        } catch (error) {
          errors++;
          firstError ??= (error as Error).message;
        }
        times.push(performance.now() - started);
      }
    }),
  );
  return { requests: times.length, errors, firstError, sorted: times.sort((a, b) => a - b) };
}

function report(label: string, figures: Figures, target: number | null): boolean {
  const p95 = percentile(figures.sorted, 95);
  const ok = figures.errors === 0 && (target === null || p95 <= target);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `${label.padEnd(34)}${(figures.requests / SECONDS).toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(figures.sorted, 50))}   p95 ${ms(p95)}   p99 ${ms(percentile(figures.sorted, 99))}   errors ${figures.errors}   ${target === null ? "(no target)" : `target p95 ≤ ${target} ms`}   ${ok ? "ok" : "ABOVE TARGET"}`,
  );
  if (figures.firstError) console.log(`  first error: ${figures.firstError}`);
  return ok;
}

async function measure(
  kind: "postgres" | "pglite",
  database: Database,
  /** Where the server finds the database; `handOver` lets go of it first (PGlite: one process per folder). */
  server: { env: Record<string, string>; handOver(): Promise<void> },
) {
  await seedDemo(database.db);
  const { orgId, email } = await seedSearchData(database, {
    contacts: CONTACTS,
    sessions: CONTACTS / 5,
    content: CONTACTS / 5,
    events: 10,
  });
  await server.handOver();
  const running = await startServerProcess({ ...server.env, FOYER_THROTTLE_SCALE: "1000" });
  let ok = true;
  try {
    const login = await fetch(`${running.base}/user/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: email, password: SEARCH_ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { payload: { access_token: string } }).payload.access_token;
    const list = terms();
    if (!SKIP.has("search")) {
      const search = await load((caller, call) =>
        fetch(
          `${running.base}/search/organization/${orgId}?term=${encodeURIComponent(list[(caller * 31 + call) % list.length] ?? "ada")}&type=all`,
          { headers: { authorization: `Bearer ${token}` } },
        ),
      );
      ok = report(`search, ${kind}`, search, TARGETS.search[kind]) && ok;
    }
    if (!SKIP.has("submission")) {
      const submissions = await load((caller, call) =>
        fetch(`${running.base}/forms/${DEMO_FORMS.intake.id}/submissions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            status: "submitted",
            values: {
              full_name: `Load Visitor ${caller}-${call}`,
              email: `load.${caller}.${call}@example.invalid`,
              country: "DE",
              bio: "Sent by npm run bench:load.",
            },
          }),
        }),
      );
      ok = report(`anonymous submissions, ${kind}`, submissions, TARGETS.submission[kind]) && ok;
    }
    if (!SKIP.has("schedule")) {
      const schedule = await load(() =>
        fetch(`${running.base}/public/events/${DEMO.summit.slug}/schedule.json`),
      );
      ok = report(`public schedule, ${kind}`, schedule, TARGETS.schedule[kind]) && ok;
    }
  } finally {
    await running.stop();
  }
  return ok;
}

console.log(
  `Load benchmark: ${CONNECTIONS} connections for ${SECONDS} s per call; ${CONTACTS.toLocaleString("en-US")} contacts; ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
);
let ok = true;
if (!SKIP.has("postgres")) {
  await withThrowawayPostgres(async (database, url) => {
    ok =
      (await measure("postgres", database, { env: { DATABASE_URL: url }, handOver: async () => {} })) && ok;
  });
}
if (!SKIP.has("pglite")) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-load-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "data") });
    ok =
      (await measure("pglite", database, {
        env: { FOYER_DATA_DIR: dir },
        handOver: () => database.close(),
      })) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exitCode = ok ? 0 : 1;
