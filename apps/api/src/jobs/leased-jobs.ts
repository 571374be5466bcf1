import { and, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";
import { jobs } from "../db/schema/index.js";
import type { JobQueue } from "./queue.js";

/*
 * Jobs whose row a worker holds with a lease (the event clone, the integration sync in `jobs`; the
 * import in `imports`): a worker claims the row before running it, so two processes never run one
 * job; its heartbeat renews the lease while it runs, and a process that died leaves rows whose
 * lease runs out, which the recovery sweep of any process queues again (jobs/recovery.ts).
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

/** How a leased job is taken and kept: by its row in `jobs` (runLeased) or in its own table (imports). */
export interface Lease<Row> {
  /** Takes the lease: the row, "done" when the job has ended, "busy" while a live worker holds it. */
  claim(): Promise<Row | "done" | "busy">;
  /** Pushes the lease's end on while the worker runs (the heartbeat); a no-op once it is lost. */
  renew(): Promise<unknown>;
}

/** The heartbeat's write: the row's lease pushed on, if `holder` still holds it. */
export function renewLease(
  holder: Pick<LeaseHolder, "db" | "leaseSeconds" | "workerId">,
  table: PgTable,
  row: SQL,
  leaseOwner: PgColumn,
): Promise<unknown> {
  return holder.db
    .update(table)
    .set({ leaseUntil: leaseUntil(holder) } as never)
    .where(and(row, eq(leaseOwner, holder.workerId)));
}

/**
 * The job handler's loop: runs `run` once the job is claimed, or waits while another live worker
 * holds it (at most its lease and 10 s, then throws so the queue retries). While `run` works a
 * heartbeat renews the lease every third of its length, so a live worker never loses it and a dead
 * one's lapses within `leaseSeconds` (issue 23 item 1). A lost lease ends quietly: the worker that
 * took over finishes the job.
 */
export async function runWithLease<Row>(
  holder: Pick<LeaseHolder, "leaseSeconds" | "log">,
  lease: Lease<Row>,
  what: string,
  run: (row: Row) => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + (holder.leaseSeconds + 10) * 1000;
  for (;;) {
    const claimed = await lease.claim();
    if (claimed === "done") return;
    if (claimed !== "busy") {
      const heartbeat = setInterval(
        () => {
          lease
            .renew()
            .catch((error: unknown) => holder.log.error({ err: error }, `${what}: lease not renewed`));
        },
        (holder.leaseSeconds * 1000) / 3,
      );
      try {
        await run(claimed);
      } catch (error) {
        if (error instanceof LeaseLost) return;
        throw error;
      } finally {
        clearInterval(heartbeat);
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`${what} is held by another worker`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** runWithLease on the job's row in `jobs`. */
export function runLeased(
  holder: LeaseHolder,
  jobId: string,
  what: string,
  run: (row: JobRow) => Promise<void>,
): Promise<void> {
  const lease: Lease<JobRow> = {
    claim: () => claimJob(holder, jobId),
    renew: () => renewLease(holder, jobs, eq(jobs.id, jobId), jobs.leaseOwner),
  };
  return runWithLease(holder, lease, `${what} job ${jobId}`, run);
}

/** An unfinished leased job as recovery sees it. */
export interface UnfinishedJob {
  id: string;
  /** null without a lease; else whether it has run out (by the database's clock). */
  leaseExpired: boolean | null;
  queueJobId: string | null;
}

/** Where recovery finds the unfinished jobs of one kind and how it hands one back to the queue. */
export interface Recoverable {
  /** The queue name. */
  name: string;
  /** For the log: "event clones". */
  what: string;
  unfinished(): Promise<UnfinishedJob[]>;
  /**
   * Clears a dead holder's lease and queue job id, unless the row changed since it was read (a
   * worker claimed it, or another process recovered it first); answers whether it did. `force`
   * clears even a live lease.
   */
  release(job: UnfinishedJob, force: boolean): Promise<boolean>;
  /** Records the new queue job. */
  queued(id: string, queueJobId: string): Promise<void>;
  /** What the queue carries for the job. */
  data(id: string): object;
}

/**
 * Queues again the jobs whose worker is gone: their lease ran out (a live worker's heartbeat
 * renews it), whatever the queue thinks: a pg-boss job stays `active` for its whole expiry after
 * its process died. A job never claimed is left while its queue job waits. At start on the
 * in-process queue every unfinished job belonged to a process that is gone (one process owns an
 * embedded database), so even a lease not run out yet is taken over. The claim by lease makes the
 * new run the only one: an old queue job that wakes up finds the job held or ended and stops.
 * Answers the ids queued again.
 */
export async function requeueDead(
  holder: Pick<LeaseHolder, "queue" | "log">,
  target: Recoverable,
  options: { atStart: boolean },
): Promise<string[]> {
  const force = options.atStart && holder.queue.kind === "in-process";
  const requeued: string[] = [];
  for (const job of await target.unfinished()) {
    if (!force) {
      if (job.leaseExpired === false) continue;
      if (
        job.leaseExpired === null &&
        job.queueJobId !== null &&
        (await holder.queue.isPending(target.name, job.queueJobId))
      )
        continue;
    }
    // The dead holder's lease goes before the job is queued: a worker may claim it at once (the
    // imports-safety flake of issue 18).
    if (!(await target.release(job, force))) continue;
    await target.queued(job.id, await holder.queue.send(target.name, target.data(job.id)));
    requeued.push(job.id);
  }
  if (requeued.length > 0) holder.log.info({ jobs: requeued }, `unfinished ${target.what} queued again`);
  return requeued;
}

/** A table of leased jobs: its columns, and what marks a row unfinished. */
export interface LeasedTable {
  table: PgTable;
  id: PgColumn;
  leaseUntil: PgColumn;
  queueJobId: PgColumn;
  /** The property of `queueJobId` in the table's rows. */
  queueJobKey: string;
  /** The rows of unfinished jobs. */
  unfinished: SQL;
}

/** How requeueDead reads and releases the jobs of `spec`. */
export function leasedRows(
  db: Db,
  spec: LeasedTable,
): Pick<Recoverable, "unfinished" | "release" | "queued"> {
  return {
    unfinished: () =>
      db
        .select({
          id: sql<string>`${spec.id}`,
          leaseExpired: sql<boolean | null>`${spec.leaseUntil} < now()`,
          queueJobId: sql<string | null>`${spec.queueJobId}`,
        })
        .from(spec.table)
        .where(spec.unfinished),
    release: async (job, force) => {
      const released = await db
        .update(spec.table)
        .set({ leaseOwner: null, leaseUntil: null, [spec.queueJobKey]: null } as never)
        .where(
          and(
            eq(spec.id, job.id),
            spec.unfinished,
            sql`${spec.queueJobId} is not distinct from ${job.queueJobId}`,
            force ? undefined : or(isNull(spec.leaseUntil), lt(spec.leaseUntil, sql`now()`)),
          ),
        )
        .returning({ id: spec.id });
      return released.length > 0;
    },
    queued: async (id, queueJobId) => {
      await db
        .update(spec.table)
        .set({ [spec.queueJobKey]: queueJobId } as never)
        .where(eq(spec.id, id));
    },
  };
}

/** The leased jobs of `kind` in `jobs`, for requeueDead. */
export function jobsOfKind(db: Db, kind: string, what: string): Recoverable {
  return {
    name: kind,
    what,
    ...leasedRows(db, {
      table: jobs,
      id: jobs.id,
      leaseUntil: jobs.leaseUntil,
      queueJobId: jobs.queueJobId,
      queueJobKey: "queueJobId",
      unfinished: and(eq(jobs.kind, kind), inArray(jobs.status, ["pending", "processing"])) as SQL,
    }),
    data: (jobId) => ({ jobId }),
  };
}

/** Unfinished jobs of `kind` whose worker is gone, queued again (see requeueDead). */
export function requeueUnfinished(
  holder: LeaseHolder,
  kind: string,
  what: string,
  options: { atStart: boolean } = { atStart: true },
): Promise<string[]> {
  return requeueDead(holder, jobsOfKind(holder.db, kind, what), options);
}
