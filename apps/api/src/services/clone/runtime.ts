import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";

/** The queue name of event clones. */
export const CLONE_JOB = "event-clone";

/** What the queue carries: the job row holds the request. */
export interface CloneJobData {
  jobId: string;
}

/** What the clone services and their job need, built once per API process. */
export interface CloneRuntime {
  db: Db;
  /**
   * On PGlite one connection serves everything and a transaction holds it: progress written from
   * outside the clone's transaction would wait for its end, so it is written only on PostgreSQL.
   */
  databaseKind: "pglite" | "postgres";
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Rows per insert. @default 500 */
  batchSize: number;
  /** How long a worker's claim on a job lasts without news from it, in seconds. @default 45 */
  leaseSeconds: number;
  /** This process's name in `jobs.lease_owner`. */
  workerId: string;
  /** Progress is written at most this often, in ms. @default 500 */
  progressEveryMs: number;
  /** Runs after each batch is copied (the crash tests stop the process there). */
  onRows?: () => void | Promise<void>;
}

export interface CloneRuntimeOptions {
  /** @default 500 */
  batchSize?: number;
  /** @default 45 */
  leaseSeconds?: number;
  onRows?: CloneRuntime["onRows"];
}

export function createCloneRuntime(
  deps: Pick<CloneRuntime, "db" | "databaseKind" | "queue" | "log">,
  options: CloneRuntimeOptions = {},
): CloneRuntime {
  return {
    ...deps,
    batchSize: options.batchSize ?? 500,
    leaseSeconds: options.leaseSeconds ?? 45,
    workerId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    progressEveryMs: 500,
    ...(options.onRows ? { onRows: options.onRows } : {}),
  };
}
