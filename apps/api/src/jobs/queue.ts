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

export interface JobQueue {
  readonly kind: "in-process" | "pg-boss";
  /** Queues a job and answers its id. */
  send(name: string, data: object): Promise<string>;
  /** Runs `handler` for the jobs of `name` (one registration per name and process). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Whether the job is still waiting, running or due for a retry. */
  isPending(name: string, id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones to end. */
  stop(): Promise<void>;
}
