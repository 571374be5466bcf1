/*
 * Work a route does after its answer is sent (issue 19 item 2): a request about an email address
 * (forgot password, sign-up) answers at once and the same way whether or not the address has an
 * account, so neither its words nor its timing tell. The app waits for such work when it closes.
 */

export interface AfterAnswer {
  /**
   * Runs `task` once the current request has answered; a failure is logged, never thrown. Tasks
   * of one `key` (an address) run one after another, so a per-address limit counts them all.
   */
  run(what: string, key: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: { error(obj: object, msg: string): void }): AfterAnswer {
  const tails = new Map<string, Promise<void>>();
  return {
    run(what, key, task) {
      // setImmediate: the reply is written first, then the task starts (after the key's last one).
      const before = tails.get(key) ?? new Promise<void>((resolve) => setImmediate(resolve));
      const done: Promise<void> = before
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed after the answer`),
        )
        .finally(() => {
          if (tails.get(key) === done) tails.delete(key);
        });
      tails.set(key, done);
    },
    async settled() {
      while (tails.size > 0) await Promise.all([...tails.values()]);
    },
  };
}
