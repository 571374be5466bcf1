import { NetworkError } from "@foyer/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_MISSED_POLLS, POLL_INTERVAL_MS, pollImport } from "../import-wizard/poll-import.js";
import { status } from "./import-wizard-kit.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("import status polling (spec 2 §4.2, §9: first wait 500 ms, then every 500 ms)", () => {
  it("asks after 500 ms, then 500 ms after each answer, until finished", async () => {
    const answers = [status("i", { finished: false }), status("i", { finished: false }), status("i")];
    const api = { status: vi.fn(async () => answers.shift() ?? status("i")) };
    const heard: boolean[] = [];
    const done = pollImport(api, "m", "i", {
      signal: new AbortController().signal,
      onStatus: (answer) => heard.push(answer.finished),
    });
    expect(POLL_INTERVAL_MS).toBe(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(api.status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toMatchObject({ finished: true });
    expect(heard).toEqual([false, false, true]);
    expect(api.status).toHaveBeenCalledTimes(3);
  });

  it("stops at once when aborted, with no timer left", async () => {
    const api = { status: vi.fn(async () => status("i", { finished: false })) };
    const controller = new AbortController();
    const done = pollImport(api, "m", "i", { signal: controller.signal });
    const settled = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error("unmounted"));
    await expect(settled).resolves.toMatchObject({ message: "unmounted" });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.status).toHaveBeenCalledTimes(1);
  });

  it("rides out a few calls that cannot reach the server, but not more", async () => {
    const lost = () => new NetworkError("Could not reach the server: GET status");
    const api = {
      status: vi
        .fn()
        .mockRejectedValueOnce(lost())
        .mockRejectedValueOnce(lost())
        .mockResolvedValueOnce(status("i")),
    };
    const done = pollImport(api, "m", "i", { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(1500);
    await expect(done).resolves.toMatchObject({ finished: true });

    const down = { status: vi.fn(async () => Promise.reject(lost())) };
    const failing = pollImport(down, "m", "i", { signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * MAX_MISSED_POLLS);
    await expect(failing).resolves.toBeInstanceOf(NetworkError);
    expect(down.status).toHaveBeenCalledTimes(MAX_MISSED_POLLS);
  });
});
