import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runWithLease } from "../jobs/leased-jobs.js";
import { recoverySweep } from "../jobs/recovery.js";

const log = { info: () => undefined, error: vi.fn() };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the recovery sweep (issue 23 item 1)", () => {
  it("runs once when started (at start), then every everySeconds, and not after stop", async () => {
    const calls: boolean[] = [];
    const sweep = recoverySweep({
      log,
      everySeconds: 15,
      recoveries: [async ({ atStart }) => calls.push(atStart)],
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    sweep.start();
    sweep.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([true, false, false]);
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
  });

  it("a recovery that throws is logged and the others still run", async () => {
    const ran: string[] = [];
    const sweep = recoverySweep({
      log,
      everySeconds: 15,
      recoveries: [
        async () => {
          throw new Error("database away");
        },
        async () => ran.push("clones"),
      ],
    });
    sweep.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(["clones"]);
    expect(log.error).toHaveBeenCalled();
    await sweep.stop();
  });
});

describe("the worker's heartbeat", () => {
  it("renews the lease every third of it while the job runs, and stops with it", async () => {
    let renewals = 0;
    let finish!: () => void;
    const running = runWithLease(
      { leaseSeconds: 45, log },
      { claim: async () => ({ id: "job" }), renew: async () => renewals++ },
      "Test job",
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await vi.advanceTimersByTimeAsync(46_000);
    expect(renewals).toBe(3);
    finish();
    await running;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewals).toBe(3);
  });
});
