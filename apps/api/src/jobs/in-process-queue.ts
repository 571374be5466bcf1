import { randomUUID } from "node:crypto";
import type { JobHandler, JobQueue, JobSendOptions } from "./queue.js";

export interface InProcessQueueOptions {
  /** Runs after the first failure. @default 2 */
  retryLimit?: number;
  /** Wait before a retry, in ms. @default 1000 */
  retryDelayMs?: number;
  /** Where handler errors are reported. */
  onError?: (error: unknown, job: { name: string; id: string; retryCount: number }) => void;
}

interface Pending {
  id: string;
  data: object;
  retryCount: number;
  options: JobSendOptions;
}

/**
 * The embedded database's queue: jobs run in this process, one at a time per name, after the
 * call that queued them has answered; a handler that throws runs again (up to `retryLimit`).
 * Nothing survives a restart: the import service re-queues unfinished imports at start.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = "in-process" as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly waiting = new Map<string, Pending[]>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly live = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: InProcessQueueOptions = {}) {}

  async send(name: string, data: object, options: JobSendOptions = {}): Promise<string> {
    if (this.stopped) throw new Error(`The job queue is stopped; ${name} was not queued`);
    const id = randomUUID();
    this.live.add(id);
    this.enqueue(name, { id, data, retryCount: 0, options });
    return id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler);
    this.drain(name);
  }

  async isPending(_name: string, id: string): Promise<boolean> {
    return this.live.has(id);
  }

  /** Resolves when no job is waiting or running (tests). */
  async idle(): Promise<void> {
    const busy = () =>
      this.running.size > 0 ||
      this.timers.size > 0 ||
      [...this.waiting].some(([name, list]) => list.length > 0 && this.handlers.has(name));
    while (busy()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones; a job still running then
   * is left to its handler's own recovery (imports resume at the next start).
   */
  async stop(timeoutMs = 5000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running.values()]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  /** The wait before the job's next run: its own delay (doubled per retry with backoff), else the queue's. */
  private retryDelayMs(job: Pending): number {
    const { retryDelaySeconds, retryBackoff } = job.options;
    if (retryDelaySeconds === undefined) return this.options.retryDelayMs ?? 1000;
    return retryDelaySeconds * 1000 * (retryBackoff ? 2 ** job.retryCount : 1);
  }

  private enqueue(name: string, job: Pending): void {
    const list = this.waiting.get(name) ?? [];
    list.push(job);
    this.waiting.set(name, list);
    // Not in the caller's tick: the request that queued the job answers first.
    setImmediate(() => this.drain(name));
  }

  private drain(name: string): void {
    if (this.stopped || this.running.has(name)) return;
    const handler = this.handlers.get(name);
    const job = this.waiting.get(name)?.shift();
    if (!handler || !job) return;
    const run = (async () => {
      try {
        await handler(job.data, { id: job.id, retryCount: job.retryCount });
        this.live.delete(job.id);
      } catch (error) {
        this.options.onError?.(error, { name, id: job.id, retryCount: job.retryCount });
        if (job.retryCount < (job.options.retryLimit ?? this.options.retryLimit ?? 2) && !this.stopped) {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.enqueue(name, { ...job, retryCount: job.retryCount + 1 });
          }, this.retryDelayMs(job));
          this.timers.add(timer);
        } else {
          this.live.delete(job.id);
        }
      }
    })();
    this.running.set(name, run);
    void run.finally(() => {
      this.running.delete(name);
      this.drain(name);
    });
  }
}
