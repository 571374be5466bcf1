import type { TokenSet } from "@foyer/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChannelLike, createBroadcastLock, createNoLock, createWebLock } from "../refresh-lock.js";
import { createMemoryStorage } from "../safe-storage.js";
import { createFoyerSdk } from "../sdk.js";
import {
  BASE_URL,
  createFakeFetch,
  createFakeLockManager,
  deferred,
  jsonResponse,
  makeTokens,
  storeTokens,
} from "./helpers.js";

/** BroadcastChannels in one process: a message reaches every other open channel, asynchronously. */
function createChannelHub() {
  const open = new Set<ChannelLike & { deliver(data: unknown): void }>();
  const createChannel = (): ChannelLike => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const channel = {
      deliver(data: unknown) {
        for (const listener of [...listeners]) listener({ data } as MessageEvent);
      },
      postMessage(message: unknown) {
        for (const other of open) {
          if (other !== channel) queueMicrotask(() => other.deliver(structuredClone(message)));
        }
      },
      addEventListener: (_type: "message", listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: "message", listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
      close: () => open.delete(channel),
    };
    open.add(channel);
    return channel;
  };
  return { createChannel, open };
}

describe("BroadcastChannel election (no Web Locks): one tab refreshes at a time", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a second tab waits until the first releases", async () => {
    const hub = createChannelHub();
    const tabA = createBroadcastLock({ channelName: "c", createChannel: hub.createChannel });
    const tabB = createBroadcastLock({ channelName: "c", createChannel: hub.createChannel });
    const log: string[] = [];
    const gateA = deferred<void>();

    const a = tabA.run(async () => {
      log.push("A in");
      await gateA.promise;
      log.push("A out");
      return "a";
    });
    await vi.advanceTimersByTimeAsync(10);
    const b = tabB.run(async () => {
      log.push("B in");
      return "b";
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(["A in"]);

    gateA.resolve();
    await vi.advanceTimersByTimeAsync(200);
    await expect(Promise.all([a, b])).resolves.toEqual(["a", "b"]);
    expect(log).toEqual(["A in", "A out", "B in"]);
    expect(hub.open.size).toBe(0);
  });

  it("two tabs claiming in the same millisecond: exactly one goes first", async () => {
    const hub = createChannelHub();
    const now = () => 1000;
    const tabs = [1, 2].map(() =>
      createBroadcastLock({ channelName: "c", createChannel: hub.createChannel, now }),
    );
    let inside = 0;
    let most = 0;
    const runs = tabs.map((tab) =>
      tab.run(async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inside -= 1;
      }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(runs);
    expect(most).toBe(1);
  });

  it("a holder that never releases (a closed tab) is waited for only holderTimeoutMs", async () => {
    const hub = createChannelHub();
    const stuck = createBroadcastLock({ channelName: "c", createChannel: hub.createChannel });
    const waiting = createBroadcastLock({
      channelName: "c",
      createChannel: hub.createChannel,
      holderTimeoutMs: 1000,
    });
    void stuck.run(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(100);
    const entered = vi.fn(async () => "done");
    const result = waiting.run(entered);
    await vi.advanceTimersByTimeAsync(500);
    expect(entered).not.toHaveBeenCalled();
    // After the timeout it claims again; the stuck holder still objects, so the wait repeats.
    await vi.advanceTimersByTimeAsync(600);
    expect(entered).not.toHaveBeenCalled();
    // Once the stuck tab is gone (its channel closed), the next claim succeeds.
    for (const channel of [...hub.open]) if (channel !== [...hub.open].at(-1)) channel.close();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe("done");
  });

  it("runs unlocked when no channel can be created", async () => {
    const lock = createBroadcastLock({
      channelName: "c",
      createChannel: () => {
        throw new Error("no BroadcastChannel");
      },
    });
    await expect(lock.run(async () => 42)).resolves.toBe(42);
  });

  it("runs in one tab queue one after the other", async () => {
    const hub = createChannelHub();
    const lock = createBroadcastLock({ channelName: "c", createChannel: hub.createChannel });
    const log: string[] = [];
    const first = lock.run(async () => {
      log.push("1 in");
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push("1 out");
    });
    const second = lock.run(async () => {
      log.push("2 in");
    });
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(log).toEqual(["1 in", "1 out", "2 in"]);
  });
});

describe("createWebLock and createNoLock", () => {
  it("createWebLock takes the exclusive lock foyer:token-refresh", async () => {
    const request = vi.fn((_name: string, _options: LockOptions, callback: () => Promise<unknown>) =>
      callback(),
    );
    const lock = createWebLock({ request } as unknown as LockManager);
    await expect(lock.run(async () => "x")).resolves.toBe("x");
    expect(request).toHaveBeenCalledWith("foyer:token-refresh", { mode: "exclusive" }, expect.any(Function));
  });

  it("createNoLock just runs the callback", async () => {
    await expect(createNoLock().run(async () => 1)).resolves.toBe(1);
  });

  it("the fake LockManager used by the tab tests is exclusive", async () => {
    const { locks } = createFakeLockManager();
    const lock = createWebLock(locks);
    const log: string[] = [];
    await Promise.all([
      lock.run(async () => {
        log.push("a in");
        await Promise.resolve();
        log.push("a out");
      }),
      lock.run(async () => {
        log.push("b in");
      }),
    ]);
    expect(log).toEqual(["a in", "a out", "b in"]);
  });
});

describe("two tabs without Web Locks (real BroadcastChannel) make exactly 1 network call", () => {
  it("shares one refresh between two SDK instances and one storage", async () => {
    const storage = createMemoryStorage();
    storeTokens(storage, makeTokens({ idTtlSeconds: -60 }));
    const issued: TokenSet[] = [];
    const server = createFakeFetch({
      "POST /api/user/auth/refresh-token": async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const tokens = makeTokens();
        issued.push(tokens);
        return jsonResponse(200, { payload: tokens });
      },
    });
    const config = {
      baseUrl: BASE_URL,
      storage,
      fetch: server.fetch,
      locks: null,
      broadcastChannelName: `foyer-test-${Math.random()}`,
    };
    const tabA = createFoyerSdk(config);
    const tabB = createFoyerSdk(config);
    const [a, b] = await Promise.all([tabA.auth.getValidIdToken(), tabB.auth.getValidIdToken()]);
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
    expect(a).toBe(issued[0]?.id_token);
    expect(b).toBe(issued[0]?.id_token);
  });
});
