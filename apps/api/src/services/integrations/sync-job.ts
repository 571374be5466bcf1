import { randomUUID } from "node:crypto";
import { integrationMessages } from "@foyer/domain";
import { and, count, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.js";
import { integrationEventMappings, integrationSyncRuns, jobs } from "../../db/schema/index.js";
import { requeueUnfinished, runLeased } from "../../jobs/leased-jobs.js";
import type { JobContext } from "../../jobs/queue.js";
import { clash, invalid, unprocessable } from "../refusal.js";
import { settleSearchIndexes } from "../search/search.js";
import { type ConnectionRow, credentialsOf } from "./connections.js";
import { type IntegrationRuntime, SYNC_JOB, type SyncJobData, type SyncRequest } from "./runtime.js";
import { SyncRun } from "./sync-run.js";

/*
 * The sync as a job on the queue (issue 24 "Sync as a job on the existing queue"), on the pattern
 * of the event clone (services/clone/job.ts): the call stores a `jobs` row and a sync log entry
 * together and queues the job; a worker claims the row with a lease, so two processes never run
 * one sync; a process that died leaves it to `recoverSyncJobs` at the next start.
 */

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

/** The job handler: runs the sync, or waits while another live worker runs it. */
export async function runSyncJob(
  rt: IntegrationRuntime,
  data: SyncJobData,
  _job?: JobContext,
): Promise<void> {
  await runLeased(rt, data.jobId, "Sync", async (row) => {
    await new SyncRun(rt, row).run();
    // The contacts went into the search indexes' pending lists (see settleSearchIndexes).
    await settleSearchIndexes(rt.db).catch((error: unknown) =>
      rt.log.error({ err: error, jobId: data.jobId }, "search index of the sync was not settled"),
    );
  });
}

/**
 * At start, syncs a stopped process left unfinished are queued again; they run from the start,
 * matching what the first run wrote.
 */
export function recoverSyncJobs(rt: IntegrationRuntime, options = { atStart: true }): Promise<string[]> {
  return requeueUnfinished(rt, SYNC_JOB, "integration syncs", options);
}
