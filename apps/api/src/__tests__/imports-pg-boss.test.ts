import { describe, expect, it } from "vitest";
import { DEMO_MODULES } from "../db/seed.js";
import { PgBossQueue } from "../jobs/pg-boss-queue.js";
import { importCsv } from "./support/imports.js";
import { createTestApp, signIn } from "./support/test-app.js";

// Runs in the api-postgres project only (vitest.config.ts): pg-boss needs a PostgreSQL server.
describe("the pg-boss queue (PostgreSQL)", () => {
  it("runs an import job through pg-boss", async () => {
    const t = await createTestApp({
      queue: async ({ url }) =>
        PgBossQueue.start({ connectionString: url ?? "", pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
    });
    try {
      const token = (await signIn(t.app)).tokens.id_token;
      const status = await importCsv(
        t.app,
        token,
        DEMO_MODULES.contacts.id,
        "First Name,Last Name,Email\r\nBo,Boss,bo.boss@example.com\r\n",
      );
      expect(status).toMatchObject({ finished: true, success: true });
      expect(status.detail.counters).toMatchObject({ rows_ok: 1, contacts_created: 1 });
    } finally {
      await t.close();
    }
  });

  it("retries a job whose handler throws, and tells pending jobs from finished ones", async () => {
    let queue: PgBossQueue | undefined;
    const t = await createTestApp({
      seed: false,
      queue: async ({ url }) => {
        queue = await PgBossQueue.start({
          connectionString: url ?? "",
          pollingIntervalSeconds: 0.5,
          retryDelaySeconds: 1,
        });
        return queue;
      },
    });
    try {
      if (!queue) throw new Error("no queue");
      let attempts = 0;
      const done = new Promise<void>((resolve) => {
        void queue?.work("flaky-test", async () => {
          attempts++;
          if (attempts === 1) throw new Error("first run fails");
          resolve();
        });
      });
      const id = await queue.send("flaky-test", {});
      await done;
      expect(attempts).toBe(2);
      // The job completes once the handler returns; pg-boss records it a moment later.
      await expect
        .poll(() => queue?.isPending("flaky-test", id), { timeout: 5_000, interval: 100 })
        .toBe(false);
    } finally {
      await t.close();
    }
  });
});
