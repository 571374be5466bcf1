import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportStatus } from "@foyer/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { contacts, events, imports, jobs } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { type Child, kill, startChild, stop } from "./support/child-server.js";
import {
  chosenGroups,
  mappingOf,
  postImport,
  statusOf,
  uploadImportFile,
  waitForImport,
} from "./support/imports.js";
import { createDatabase } from "./support/test-app.js";

/*
 * Issue 23 item 1: a job whose process is killed with SIGKILL resumes in the next process, on both
 * databases. The real server runs in a child process (support/crash-child.ts) with short leases,
 * a quick recovery sweep and small batches; the test kills it midway and starts another.
 */

const TARGET = process.env.FOYER_TEST_DB === "postgres" ? "postgres" : "pglite";
const CONTACTS = DEMO_MODULES.contacts.id;
const ROWS = 1200;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "foyer-crash-"));
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;

/** The server in a child process: paused a moment at each batch when `pause` (crash-child.ts). */
function startCrashChild(pause: boolean): Promise<Child> {
  return startChild({
    LOG_LEVEL: process.env.CRASH_LOG ?? "error",
    FOYER_DATA_DIR: dataDir,
    FOYER_INTEGRATIONS_SANDBOX: "off",
    FOYER_JOB_LEASE_SECONDS: "3",
    FOYER_JOB_SWEEP_SECONDS: "1",
    FOYER_IMPORT_BATCH_SIZE: "100",
    FOYER_CLONE_BATCH_SIZE: "50",
    FOYER_CRASH_PAUSE: pause ? "on" : "off",
    DATABASE_URL: databaseUrl,
  });
}

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/user/auth/login",
    payload: { username: DEMO.admin.email, password: DEMO.password },
  });
  return response.json().payload.id_token as string;
}

/** Reads the database once no child holds it (PGlite's directory has one owner). */
async function inDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
  const database = await openDatabase(
    databaseUrl
      ? { kind: "postgres", url: databaseUrl }
      : { kind: "pglite", dataDir: path.join(dataDir, "data") },
  );
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (TARGET === "postgres") {
    const created = await createDatabase({ seeded: true });
    await created.database.close();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
}, 60_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the import of ROWS new contacts into the Summit's contacts; answers its id. */
async function startImport(app: FastifyInstance, token: string): Promise<string> {
  const csv = `First Name,Last Name,Email\r\n${Array.from(
    { length: ROWS },
    (_, index) => `Crash,Row${index},crash-${index}@example.com`,
  ).join("\r\n")}\r\n`;
  const url = await uploadImportFile(app, token, csv);
  const map = await mappingOf(app, token, CONTACTS, url);
  const started = await postImport(app, token, CONTACTS, {
    url,
    fields_groups: chosenGroups(map),
    skip_invalid_rows: true,
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().payload.import_id as string;
}

async function startClone(app: FastifyInstance, token: string): Promise<string> {
  const started = await app.inject({
    method: "POST",
    url: "/api/event/clone",
    headers: { authorization: `Bearer ${token}` },
    payload: {
      eventSourceId: DEMO.summit.id,
      cloneToOrgId: DEMO.org.id,
      newEventName: "Crash Clone",
      newEventStartDate: "2026-03-16",
      newEventEndDate: "2026-03-18",
      contentType: "everything",
    },
  });
  expect(started.statusCode, started.body).toBe(202);
  return started.json().payload.jobId as string;
}

describe("a job whose process was killed (kill -9) resumes in the next process", () => {
  // One process killed midway through both jobs, one started after it: two starts keep it quick.
  it("an import resumes after its last committed batch (every row exactly once, the module free again) and a clone starts over and completes once", async () => {
    const first = await startCrashChild(true);
    let importId: string;
    let jobId: string;
    try {
      const token = await signIn(first.app);
      importId = await startImport(first.app, token);
      // Paused before its third batch: the first two are committed.
      await first.saw(/^batch 2$/);
      const midway = (await statusOf(first.app, token, CONTACTS, importId)) as ImportStatus;
      expect(midway.finished).toBe(false);
      expect(midway.current_record).toBeGreaterThanOrEqual(100);
      jobId = await startClone(first.app, token);
      // The clone is copying (in its transaction on PostgreSQL, batch by batch on PGlite) when the process dies.
      await first.saw(/^rows$/);
    } finally {
      await kill(first);
    }

    const second = await startCrashChild(false);
    try {
      const token = await signIn(second.app);
      const done = await waitForImport(second.app, token, CONTACTS, importId, 90_000);
      expect(done).toMatchObject({ success: true, current_record: ROWS });
      expect(done.detail.counters).toMatchObject({ rows_ok: ROWS, contacts_created: ROWS });
      await expect
        .poll(
          async () => {
            const answer = await second.app.inject({
              method: "GET",
              url: `/api/jobs/progress/${jobId}`,
              headers: { authorization: `Bearer ${token}` },
            });
            return answer.json().payload.status;
          },
          { timeout: 90_000, interval: 200 },
        )
        .toBe("completed");
    } finally {
      await stop(second);
    }
    await inDatabase(async (db) => {
      const [written] = await db
        .select({
          rows: sql<number>`count(*)::int`,
          emails: sql<number>`count(distinct lower(${contacts.email}))::int`,
        })
        .from(contacts)
        .where(and(eq(contacts.eventId, DEMO.summit.id), sql`${contacts.email} like 'crash-%'`));
      expect(written).toEqual({ rows: ROWS, emails: ROWS });
      // The module lock is an unfinished import of the module: none is left.
      const unfinished = await db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.moduleId, CONTACTS), inArray(imports.status, ["pending", "processing"])));
      expect(unfinished).toEqual([]);
      // On PGlite the copy the killed process had begun was deleted before the clone started over.
      const cloned = await db
        .select({ isDraft: events.isDraft })
        .from(events)
        .where(eq(events.name, "Crash Clone"));
      expect(cloned).toEqual([{ isDraft: false }]);
      const [job] = await db
        .select({ status: jobs.status, leaseOwner: jobs.leaseOwner })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      expect(job).toEqual({ status: "completed", leaseOwner: null });
    });
  }, 240_000);
});
