import type { FastifyBaseLogger } from "fastify";

/** One kind of job's recovery: queues again what a dead process left (see requeueDead). */
export type Recovery = (options: { atStart: boolean }) => Promise<unknown>;

export interface RecoverySweepOptions {
  log: Pick<FastifyBaseLogger, "error">;
  recoveries: Recovery[];
  /** Seconds between sweeps. @default 20 */
  everySeconds: number;
}

/**
 * The recovery sweep of an API process (issue 23 item 1): once at start, then every
 * `everySeconds`, each kind of job takes over the jobs whose lease ran out. It starts when the
 * server listens (the embedded database has one connection: a resumed job must not hold it while
 * the app boots) and stops when the app closes. Sweeps never overlap.
 */
export function recoverySweep(options: RecoverySweepOptions): { start(): void; stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let started = false;
  const sweep = (atStart: boolean) => {
    running = (async () => {
      for (const recover of options.recoveries) {
        if (stopped) return;
        try {
          await recover({ atStart });
        } catch (error) {
          options.log.error({ err: error }, "job recovery failed; the next sweep tries again");
        }
      }
    })();
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void sweep(false).then(schedule), options.everySeconds * 1000);
    timer.unref();
  };
  return {
    start() {
      if (stopped || started) return;
      started = true;
      void sweep(true).then(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
