/**
 * The one job queue interface (ARCHITECTURE "jobs"): in-process on the embedded database,
 * pg-boss on PostgreSQL, where any number of API processes share the work. A job whose handler
 * throws is retried; handlers must therefore be idempotent.
 */
export interface JobContext {
  /** The queue's id of the job. */
  id: string;
  /** 0 on the first run, then 1, 2, … on retries. */
  retryCount: number;
}

export type JobHandler<T extends object = object> = (data: T, job: JobContext) => Promise<void>;

/** A job's own retry policy, instead of the queue's (mail delivery retries with backoff). */
export interface JobSendOptions {
  /** Runs after the first failure. */
  retryLimit?: number;
  /** Wait before the first retry, in seconds (pg-boss rounds it up to whole seconds). */
  retryDelaySeconds?: number;
  /** Double the wait at each retry (pg-boss adds jitter). */
  retryBackoff?: boolean;
}

export interface JobQueue {
  readonly kind: "in-process" | "pg-boss";
  /** Queues a job and answers its id. */
  send(name: string, data: object, options?: JobSendOptions): Promise<string>;
  /** Runs `handler` for the jobs of `name` (one registration per name and process). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Whether the job is still waiting, running or due for a retry. */
  isPending(name: string, id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones to end. */
  stop(): Promise<void>;
}
