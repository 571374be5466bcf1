import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";
import { jobs } from "../db/schema/index.js";
import type { JobQueue } from "./queue.js";

/*
 * Jobs whose `jobs` row a worker holds with a lease (the event clone, the integration sync): a
 * worker claims the row before running it, so two processes never run one job, and a process that
 * died leaves its rows to `requeueUnfinished` at the next start.
 */

export type JobRow = typeof jobs.$inferSelect;

/** What runs leased jobs: its database, its queue, and its name and lease in `jobs`. */
export interface LeaseHolder {
  db: Db;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** How long a claim lasts without news from the worker, in seconds. */
  leaseSeconds: number;
  /** This process's name in `jobs.lease_owner`. */
  workerId: string;
}

/** Another worker took the job over (our lease ran out): stop without touching it. */
export class LeaseLost extends Error {
  override readonly name = "LeaseLost";
}

const FINAL = ["completed", "error"];

/** The end of a lease taken or renewed now. */
export const leaseUntil = (holder: Pick<LeaseHolder, "leaseSeconds">) =>
  sql`now() + make_interval(secs => ${holder.leaseSeconds}::int)`;

/** Takes the job's lease: its row, "done" when it has ended, "busy" while a live worker holds it. */
export async function claimJob(holder: LeaseHolder, jobId: string): Promise<JobRow | "done" | "busy"> {
  const [row] = await holder.db
    .update(jobs)
    .set({
      status: "processing",
      leaseOwner: holder.workerId,
      leaseUntil: leaseUntil(holder),
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      and(
        eq(jobs.id, jobId),
        inArray(jobs.status, ["pending", "processing"]),
        or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, sql`now()`), eq(jobs.leaseOwner, holder.workerId)),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await holder.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return !current || FINAL.includes(current.status) ? "done" : "busy";
}

/**
 * The job handler's loop: runs `run` once the job is claimed, or waits while another live worker
 * holds it (at most its lease and 10 s, then throws so the queue retries). A lost lease ends
 * quietly: the worker that took over finishes the job.
 */
export async function runLeased(
  holder: LeaseHolder,
  jobId: string,
  what: string,
  run: (row: JobRow) => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + (holder.leaseSeconds + 10) * 1000;
  for (;;) {
    const claimed = await claimJob(holder, jobId);
    if (claimed === "done") return;
    if (claimed !== "busy") {
      try {
        await run(claimed);
      } catch (error) {
        if (error instanceof LeaseLost) return;
        throw error;
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`${what} job ${jobId} is held by another worker`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * At start, queues again the jobs of `kind` a stopped process left unfinished. With pg-boss only
 * those whose queue job is no longer pending and whose lease ran out (a live worker elsewhere may
 * still hold the others). Answers the ids queued again.
 */
export async function requeueUnfinished(holder: LeaseHolder, kind: string, what: string): Promise<string[]> {
  const stuck = await holder.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ["pending", "processing"])));
  const requeued: string[] = [];
  for (const row of stuck) {
    if (holder.queue.kind === "pg-boss") {
      const leaseLive = row.leaseUntil !== null && row.leaseUntil.getTime() > Date.now();
      const jobLive = row.queueJobId !== null && (await holder.queue.isPending(kind, row.queueJobId));
      if (leaseLive || jobLive) continue;
    }
    // The dead holder's lease goes before the job is queued: a worker may claim it at once (see
    // recoverImports).
    await holder.db.update(jobs).set({ leaseOwner: null, leaseUntil: null }).where(eq(jobs.id, row.id));
    const queueJobId = await holder.queue.send(kind, { jobId: row.id });
    await holder.db.update(jobs).set({ queueJobId }).where(eq(jobs.id, row.id));
    requeued.push(row.id);
  }
  if (requeued.length > 0) holder.log.info({ jobs: requeued }, `unfinished ${what} queued again`);
  return requeued;
}
