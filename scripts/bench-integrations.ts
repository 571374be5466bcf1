/**
 * `npm run bench:integrations` (issue 24 "Speed", STYLE 14): 2,000 events with 20,000 speakers
 * from the Cvent stand-in (on loopback, over HTTP, with its paging and tokens) into a throwaway
 * PostgreSQL database (127.0.0.1:5432 or BENCH_DATABASE_URL), then into a fresh on-disk PGlite:
 * the sync job as the queue runs it, every event a new Foyer event with its speakers as contacts.
 * Prints speakers/s beside the target (≥ 1,000 into PostgreSQL), the process's peak memory (RSS),
 * and the live heap after a collection at each quarter of the run, which stays flat as the pages
 * stream (the stand-in's own 20,000 speakers live in this process too, from the start).
 *
 * BENCH_EVENTS and BENCH_SPEAKERS change the size; BENCH_SKIP=pglite or postgres leaves one out.
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, todayIn, zonedInstant } from "@foyer/domain";
import { count, eq, sql } from "drizzle-orm";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import {
  contacts,
  integrationSpeakerLinks,
  jobs,
  organizations,
  orgUsers,
  users,
} from "../apps/api/src/db/schema/index.js";
import { sandboxEvents, startSandbox } from "../apps/api/src/integrations-sandbox/index.js";
import { InProcessQueue } from "../apps/api/src/jobs/in-process-queue.js";
import { connect, requireConnection } from "../apps/api/src/services/integrations/connections.js";
import { saveMappings } from "../apps/api/src/services/integrations/mappings.js";
import {
  createIntegrationRuntime,
  SYNC_JOB,
  type SyncJobData,
} from "../apps/api/src/services/integrations/runtime.js";
import { runSyncJob, startSync } from "../apps/api/src/services/integrations/sync-job.js";
import { withThrowawayPostgres } from "./bench-support.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const SPEAKERS = Number(process.env.BENCH_SPEAKERS ?? 10);
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((part) => part.trim()));
const TARGET = { postgres: 1_000 } as const;

const number = (value: number) => Math.round(value).toLocaleString("en-US");
const megabytes = (bytes: number) => `${number(bytes / 1024 / 1024)} MB`;

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "BELOW TARGET";
  console.log(`${label.padEnd(44)}${value.padStart(18)}   ${target.padEnd(22)}${verdict}`);
}

/** The stand-in's events: every one dated within the importer's window (12 months back, 18 ahead). */
function benchEvents() {
  const today = todayIn("UTC");
  return sandboxEvents(EVENTS, SPEAKERS, 24).map((event, index) => {
    const zone = event.timeZone ?? "UTC";
    const day = addDays(today, (index % 480) - 300);
    return {
      ...event,
      startsAt: zonedInstant(day, "09:00", zone),
      endsAt: zonedInstant(addDays(day, index % 3), "17:00", zone),
      timeZone: zone,
    };
  });
}

interface Outcome {
  seconds: number;
  speakers: number;
  events: number;
  /** Live heap (after a collection) at 0, 25, 50, 75 and 100 % of the run. */
  heap: number[];
  peakRss: number;
}

async function syncInto(database: Database): Promise<Outcome> {
  const sandbox = await startSandbox({ data: "empty" });
  const queue = new InProcessQueue({ retryLimit: 0 });
  try {
    const platform = sandbox.platform("cvent-crm");
    platform.events = benchEvents();
    const db = database.db;
    const userId = randomUUID();
    const orgId = randomUUID();
    await db
      .insert(users)
      .values({ id: userId, email: `bench-${userId}@example.com`, fname: "Bench", lname: "Admin" });
    await db.insert(organizations).values({ id: orgId, name: "Bench" });
    await db.insert(orgUsers).values({ orgId, userId, isAdmin: true });
    const rt = createIntegrationRuntime(
      { db, databaseKind: database.kind, queue, log: console },
      {
        connectors: { urls: sandbox.urls, allowHosts: [sandbox.host] },
        secretsKey: randomBytes(32),
      },
    );
    await queue.work<SyncJobData>(SYNC_JOB, (data, job) => runSyncJob(rt, data, job));
    const connected = await connect(rt, {
      orgId,
      source: "cvent-crm",
      userId,
      body: { ...platform.credentials },
      multiple: false,
    });
    if (connected.failure) throw new Error(connected.failure);
    const connection = await requireConnection(db, orgId, "cvent-crm", connected.connection.id);
    const ids = platform.events.map((event) => event.id);
    await saveMappings(rt, connection, {
      selectedExternalEventIds: ids,
      externalEventMappings: ids.map((id) => ({ external_event_id: id, foyer_event_id: null })),
    });

    const live = () => {
      global.gc?.();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const heap = [live()];
    let peakRss = process.memoryUsage().rss;
    const started = performance.now();
    const { jobId } = await startSync(rt, connection, userId);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      if (!job) throw new Error("the sync's job is gone");
      const quarter = Math.floor(job.progress * 4);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      while (heap.length <= quarter && heap.length < 4) heap.push(live());
      if (job.status === "error") throw new Error(`the sync failed: ${job.error}`);
      if (job.status === "completed") break;
    }
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    heap.push(live());
    const [speakers] = await db
      .select({ n: count() })
      .from(contacts)
      .innerJoin(integrationSpeakerLinks, eq(integrationSpeakerLinks.contactId, contacts.id));
    const [events] = await db
      .select({ n: sql<number>`count(distinct ${contacts.eventId})::int` })
      .from(contacts);
    const expected = EVENTS * SPEAKERS;
    if (speakers?.n !== expected) throw new Error(`${speakers?.n} speakers were written, not ${expected}`);
    return { seconds, speakers: speakers.n, events: events?.n ?? 0, heap, peakRss };
  } finally {
    await queue.stop();
    await sandbox.close();
  }
}

function report(kind: "PostgreSQL" | "PGlite", outcome: Outcome): void {
  const rate = outcome.speakers / outcome.seconds;
  const target = kind === "PostgreSQL" ? TARGET.postgres : null;
  line(
    `sync into ${kind}`,
    `${number(rate)} speakers/s`,
    target ? `target ≥ ${number(target)}` : "(information)",
    target ? rate >= target : null,
  );
  line(
    `  ${number(outcome.events)} events, ${number(outcome.speakers)} speakers in`,
    `${outcome.seconds.toFixed(1)} s`,
    "",
    null,
  );
  line("  peak memory (RSS)", megabytes(outcome.peakRss), "(information)", null);
  const [first = 0] = outcome.heap;
  const last = outcome.heap.at(-1) ?? first;
  line(
    "  live heap at 0, 25, 50, 75, 100 %",
    outcome.heap.map((bytes) => number(bytes / 1024 / 1024)).join(" / "),
    "MB: flat as pages stream",
    null,
  );
  line("  growth over the run", `${last >= first ? "+" : "−"}${megabytes(Math.abs(last - first))}`, "", null);
}

async function main(): Promise<void> {
  const load = () => `load average ${os.loadavg()[0]?.toFixed(1)}`;
  console.log(
    `Integration sync benchmark: ${number(EVENTS)} Cvent events × ${SPEAKERS} speakers = ${number(EVENTS * SPEAKERS)} speakers over loopback HTTP; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, ${load()}\n`,
  );
  if (!SKIP.has("postgres")) {
    await withThrowawayPostgres(async (database) => report("PostgreSQL", await syncInto(database)));
  }
  if (!SKIP.has("pglite")) {
    // On disk, as the server runs it (FOYER_DATA_DIR).
    const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-pglite-"));
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      report("PGlite", await syncInto(database));
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\n(${load()} at the end)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
