import { describe, expect, it } from "vitest";
import { InProcessQueue } from "../jobs/in-process-queue.js";

describe("the in-process queue (embedded database)", () => {
  it("runs jobs after the call that queued them, one at a time per name", async () => {
    const queue = new InProcessQueue();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    await queue.work<{ n: number }>("work", async ({ n }) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`job ${n}`);
      running--;
    });
    await queue.send("work", { n: 1 });
    await queue.send("work", { n: 2 });
    order.push("sent");
    await queue.idle();
    expect(order).toEqual(["sent", "job 1", "job 2"]);
    expect(most).toBe(1);
    await queue.stop();
  });

  it("retries a job that throws, up to its retry limit, then gives up", async () => {
    const errors: number[] = [];
    const queue = new InProcessQueue({
      retryLimit: 2,
      retryDelayMs: 1,
      onError: (_error, job) => errors.push(job.retryCount),
    });
    let attempts = 0;
    await queue.work("flaky", async () => {
      attempts++;
      if (attempts < 3) throw new Error("not yet");
    });
    const id = await queue.send("flaky", {});
    await queue.idle();
    expect(attempts).toBe(3);
    expect(errors).toEqual([0, 1]);
    expect(await queue.isPending("flaky", id)).toBe(false);

    let always = 0;
    await queue.work("broken", async () => {
      always++;
      throw new Error("never");
    });
    await queue.send("broken", {});
    await queue.idle();
    expect(always).toBe(3);
    await queue.stop();
  });

  it("holds jobs sent before a worker registers", async () => {
    const queue = new InProcessQueue();
    const id = await queue.send("later", { x: 1 });
    expect(await queue.isPending("later", id)).toBe(true);
    const seen: unknown[] = [];
    await queue.work("later", async (data) => {
      seen.push(data);
    });
    await queue.idle();
    expect(seen).toEqual([{ x: 1 }]);
    await queue.stop();
  });
});
