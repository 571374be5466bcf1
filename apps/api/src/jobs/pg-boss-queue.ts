import PgBoss from "pg-boss";
import type { JobHandler, JobQueue, JobSendOptions } from "./queue.js";

export interface PgBossQueueOptions {
  connectionString: string;
  /** Retries after a handler throws or its process dies. @default 3 */
  retryLimit?: number;
  /** Seconds before a retry. @default 5 */
  retryDelaySeconds?: number;
  /** A job still running after this is taken as lost and retried. @default 3600 */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs. @default 1 */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * The PostgreSQL queue (pg-boss 10): jobs live in the database, so every API process that calls
 * `work` shares them, and a job whose process crashed is retried once it expires.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = "pg-boss" as const;
  private readonly created = new Map<string, Promise<void>>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossQueueOptions,
  ) {}

  static async start(options: PgBossQueueOptions): Promise<PgBossQueue> {
    const boss = new PgBoss({ connectionString: options.connectionString, max: 4 });
    boss.on("error", (error) => options.onError?.(error));
    await boss.start();
    return new PgBossQueue(boss, options);
  }

  /** pg-boss 10 needs the queue before send and work; one creation per name and process. */
  private ensureQueue(name: string): Promise<void> {
    let created = this.created.get(name);
    if (!created) {
      created = this.createQueue(name);
      this.created.set(name, created);
      created.catch(() => this.created.delete(name));
    }
    return created;
  }

  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // Idempotent; processes starting together may deadlock on it, so it is retried.
        await this.boss.createQueue(name, {
          name,
          retryLimit: this.options.retryLimit ?? 3,
          retryDelay: this.options.retryDelaySeconds ?? 5,
          expireInSeconds: this.options.expireInSeconds ?? 3600,
        });
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== "40P01" && code !== "23505")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  async send(name: string, data: object, options: JobSendOptions = {}): Promise<string> {
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.retryDelaySeconds !== undefined
        ? { retryDelay: Math.ceil(options.retryDelaySeconds) }
        : {}),
      ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
    });
    if (!id) throw new Error(`pg-boss did not queue the ${name} job`);
    return id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.work<T>(
      name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
      },
      async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
      },
    );
  }

  async isPending(name: string, id: string): Promise<boolean> {
    const job = await this.boss.getJobById(name, id);
    return job !== null && (job.state === "created" || job.state === "retry" || job.state === "active");
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
