import { randomUUID } from "node:crypto";
import { integrationMessages } from "@foyer/domain";
import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.js";
import { integrationEventMappings, integrationSyncRuns, jobs } from "../../db/schema/index.js";
import type { JobContext } from "../../jobs/queue.js";
import { clash, invalid, unprocessable } from "../refusal.js";
import { settleSearchIndexes } from "../search/search.js";
import { type ConnectionRow, credentialsOf } from "./connections.js";
import { type IntegrationRuntime, SYNC_JOB, type SyncJobData, type SyncRequest } from "./runtime.js";
import { LeaseLost, SyncRun } from "./sync-run.js";

/*
 * The sync as a job on the queue (issue 24 "Sync as a job on the existing queue"), on the pattern
 * of the event clone (services/clone/job.ts): the call stores a `jobs` row and a sync log entry
 * together and queues the job; a worker claims the row with a lease, so two processes never run
 * one sync; a process that died leaves it to `recoverSyncJobs` at the next start.
 */

type JobRow = typeof jobs.$inferSelect;

/**
 * POST `…/config/{configId}/sync` (spec 1 §7 "answer gives job_id"). One sync per connection at a
 * time: the log's partial unique index refuses a second "running" entry, so of two calls at once
 * one starts and the other is told (a "conflict" problem), whatever process answers them.
 */
export async function startSync(
  rt: IntegrationRuntime,
  connection: ConnectionRow,
  userId: string,
): Promise<{ job_id: string; jobId: string }> {
  if (!connection.isConnected) {
    const reason = connection.lastError ? ` ${connection.lastError}` : "";
    throw unprocessable(`${integrationMessages.notConnected}${reason}`);
  }
  credentialsOf(rt, connection);
  const [selected] = await rt.db
    .select({ n: count() })
    .from(integrationEventMappings)
    .where(
      and(
        eq(integrationEventMappings.connectionId, connection.id),
        eq(integrationEventMappings.selected, true),
      ),
    );
  if (!selected || selected.n === 0) throw invalid(integrationMessages.nothingSelected);
  await settleOrphanRuns(rt, connection.id);
  const jobId = randomUUID();
  const runId = randomUUID();
  try {
    await rt.db.transaction(async (tx) => {
      await tx.insert(jobs).values({
        id: jobId,
        kind: SYNC_JOB,
        userId,
        orgId: connection.orgId,
        request: { connectionId: connection.id, runId } satisfies SyncRequest as unknown as Record<
          string,
          unknown
        >,
      });
      await tx
        .insert(integrationSyncRuns)
        .values({ id: runId, orgId: connection.orgId, connectionId: connection.id, jobId, userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw clash(integrationMessages.syncRunning);
    throw error;
  }
  try {
    const queueJobId = await rt.queue.send(SYNC_JOB, { jobId } satisfies SyncJobData);
    await rt.db.update(jobs).set({ queueJobId }).where(eq(jobs.id, jobId));
  } catch (error) {
    const message = "The sync could not be queued; nothing was imported.";
    await rt.db
      .update(jobs)
      .set({ status: "error", error: message, finishedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await rt.db
      .update(integrationSyncRuns)
      .set({ status: "error", message, finishedAt: sql`now()` })
      .where(eq(integrationSyncRuns.id, runId));
    throw error;
  }
  return { job_id: jobId, jobId };
}

/** A log entry still "running" whose job has ended (its ending was lost) must not block new syncs. */
async function settleOrphanRuns(rt: IntegrationRuntime, connectionId: string): Promise<void> {
  await rt.db
    .update(integrationSyncRuns)
    .set({ status: "error", message: "The sync ended without a word.", finishedAt: sql`now()` })
    .where(
      and(
        eq(integrationSyncRuns.connectionId, connectionId),
        eq(integrationSyncRuns.status, "running"),
        sql`${integrationSyncRuns.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.status} in ('completed', 'error'))`,
      ),
    );
}

const FINAL = ["completed", "error"];
const leaseUntil = (rt: IntegrationRuntime) => sql`now() + make_interval(secs => ${rt.leaseSeconds}::int)`;

async function claim(rt: IntegrationRuntime, jobId: string): Promise<JobRow | "done" | "busy"> {
  const [row] = await rt.db
    .update(jobs)
    .set({
      status: "processing",
      leaseOwner: rt.workerId,
      leaseUntil: leaseUntil(rt),
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      and(
        eq(jobs.id, jobId),
        inArray(jobs.status, ["pending", "processing"]),
        or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, sql`now()`), eq(jobs.leaseOwner, rt.workerId)),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await rt.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return !current || FINAL.includes(current.status) ? "done" : "busy";
}

/** The job handler: runs the sync, or waits while another live worker runs it. */
export async function runSyncJob(
  rt: IntegrationRuntime,
  data: SyncJobData,
  _job?: JobContext,
): Promise<void> {
  const deadline = Date.now() + (rt.leaseSeconds + 10) * 1000;
  for (;;) {
    const claimed = await claim(rt, data.jobId);
    if (claimed === "done") return;
    if (claimed !== "busy") {
      try {
        await new SyncRun(rt, claimed).run();
      } catch (error) {
        if (error instanceof LeaseLost) return;
        throw error;
      }
      // The contacts went into the search indexes' pending lists (see settleSearchIndexes).
      await settleSearchIndexes(rt.db).catch((error: unknown) =>
        rt.log.error({ err: error, jobId: data.jobId }, "search index of the sync was not settled"),
      );
      return;
    }
    if (Date.now() > deadline) throw new Error(`Sync job ${data.jobId} is held by another worker`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * At start, syncs a stopped process left unfinished are queued again; they run from the start,
 * matching what the first run wrote. With pg-boss only those whose job is no longer pending and
 * whose lease ran out are queued again (a live worker elsewhere may still hold the others).
 */
export async function recoverSyncJobs(rt: IntegrationRuntime): Promise<string[]> {
  const stuck = await rt.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, SYNC_JOB), inArray(jobs.status, ["pending", "processing"])));
  const requeued: string[] = [];
  for (const row of stuck) {
    if (rt.queue.kind === "pg-boss") {
      const leaseLive = row.leaseUntil !== null && row.leaseUntil.getTime() > Date.now();
      const jobLive = row.queueJobId !== null && (await rt.queue.isPending(SYNC_JOB, row.queueJobId));
      if (leaseLive || jobLive) continue;
    }
    // The dead holder's lease goes first: a worker may claim the job the moment it is queued.
    await rt.db.update(jobs).set({ leaseOwner: null, leaseUntil: null }).where(eq(jobs.id, row.id));
    const queueJobId = await rt.queue.send(SYNC_JOB, { jobId: row.id } satisfies SyncJobData);
    await rt.db.update(jobs).set({ queueJobId }).where(eq(jobs.id, row.id));
    requeued.push(row.id);
  }
  if (requeued.length > 0) rt.log.info({ jobs: requeued }, "unfinished integration syncs queued again");
  return requeued;
}
