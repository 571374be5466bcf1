import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConnectionMonitor } from "../stores/connection-monitor.js";
import { createSnackbarQueue } from "../stores/snackbar-queue.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const add = vi.spyOn(target, "addEventListener");
  const remove = vi.spyOn(target, "removeEventListener");
  return {
    window: Object.assign(target, { navigator: { onLine } }),
    add,
    remove,
    go: (type: "online" | "offline") => target.dispatchEvent(new Event(type)),
  };
}

describe("Connection status is CONNECTED or DISCONNECTED, from browser online/offline events", () => {
  it("follows offline and online events", () => {
    const win = fakeWindow();
    const monitor = createConnectionMonitor({
      strategy: "event",
      snackbar: createSnackbarQueue(),
      window: win.window,
    });
    monitor.start();
    expect(monitor.get()).toBe("CONNECTED");
    win.go("offline");
    expect(monitor.get()).toBe("DISCONNECTED");
    win.go("online");
    expect(monitor.get()).toBe("CONNECTED");
  });

  it("starts DISCONNECTED when the browser is already offline", () => {
    const win = fakeWindow(false);
    const snackbar = createSnackbarQueue();
    const monitor = createConnectionMonitor({ snackbar, window: win.window });
    monitor.start();
    expect(monitor.get()).toBe("DISCONNECTED");
    expect(snackbar.get().current?.message).toBe("You are currently not connected to the internet.");
  });
});

describe("Connected to disconnected: an error notice 'You are currently not connected to the internet.' with an Ok button and no auto-hide", () => {
  it("shows the notice, which stays", () => {
    const win = fakeWindow();
    const snackbar = createSnackbarQueue();
    createConnectionMonitor({ strategy: "event", snackbar, window: win.window }).start();
    win.go("offline");
    expect(snackbar.get().current).toMatchObject({
      message: "You are currently not connected to the internet.",
      severity: "error",
      autoHideDuration: false,
      action: { label: "Ok" },
    });
    vi.advanceTimersByTime(60_000);
    expect(snackbar.get().current?.message).toBe("You are currently not connected to the internet.");
    snackbar.runAction();
    expect(snackbar.get().current).toBeNull();
  });

  it("does not repeat the notice for a second offline event", () => {
    const win = fakeWindow();
    const snackbar = createSnackbarQueue();
    const show = vi.spyOn(snackbar, "show");
    createConnectionMonitor({ snackbar, window: win.window }).start();
    win.go("offline");
    win.go("offline");
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe("Reconnecting: a success notice 'You are back online.'", () => {
  it("hides the offline notice and shows the success notice", () => {
    const win = fakeWindow();
    const snackbar = createSnackbarQueue();
    createConnectionMonitor({ snackbar, window: win.window }).start();
    win.go("offline");
    win.go("online");
    expect(snackbar.get().current).toBeNull();
    vi.advanceTimersByTime(400);
    expect(snackbar.get().current).toMatchObject({ message: "You are back online.", severity: "success" });
    vi.advanceTimersByTime(3000);
    expect(snackbar.get().current).toBeNull();
  });
});

describe("Strategy ping: poll the ping URL at the configured interval", () => {
  it("pings at once and then every interval, with HEAD and no cache", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const monitor = createConnectionMonitor({
      strategy: "ping",
      pingUrl: "/api/health",
      pingIntervalMs: 5000,
      snackbar: createSnackbarQueue(),
      fetch,
      window: null,
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      "/api/health",
      expect.objectContaining({
        method: "HEAD",
        cache: "no-store",
        headers: { "Cache-Control": "no-cache" },
      }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("a failed ping means DISCONNECTED; an answer (any status) means CONNECTED", async () => {
    let up = true;
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError("Failed to fetch");
      return new Response(null, { status: 404 });
    });
    const snackbar = createSnackbarQueue();
    const monitor = createConnectionMonitor({
      strategy: "ping",
      pingIntervalMs: 1000,
      snackbar,
      fetch,
      window: null,
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.get()).toBe("CONNECTED");
    up = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.get()).toBe("DISCONNECTED");
    expect(snackbar.get().current?.message).toBe("You are currently not connected to the internet.");
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.get()).toBe("CONNECTED");
  });

  it("a ping without an answer times out as DISCONNECTED", async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const monitor = createConnectionMonitor({
      strategy: "ping",
      pingIntervalMs: 60_000,
      pingTimeoutMs: 2000,
      snackbar: createSnackbarQueue(),
      fetch,
      window: null,
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(1999);
    expect(monitor.get()).toBe("CONNECTED");
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.get()).toBe("DISCONNECTED");
  });

  it("never runs two pings at once", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    createConnectionMonitor({
      strategy: "ping",
      pingIntervalMs: 100,
      pingTimeoutMs: 100_000,
      snackbar: createSnackbarQueue(),
      fetch,
      window: null,
    }).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("start() returns cleanup that removes every listener and timer", () => {
  it("event strategy: removes the online and offline listeners", () => {
    const win = fakeWindow();
    const monitor = createConnectionMonitor({ snackbar: createSnackbarQueue(), window: win.window });
    const stop = monitor.start();
    expect(win.add.mock.calls.map(([type]) => type).sort()).toEqual(["offline", "online"]);
    stop();
    expect(win.remove.mock.calls.map(([type]) => type).sort()).toEqual(["offline", "online"]);
    for (const [type, listener] of win.add.mock.calls) {
      expect(win.remove).toHaveBeenCalledWith(type, listener);
    }
    win.go("offline");
    expect(monitor.get()).toBe("CONNECTED");
  });

  it("ping strategy: clears the interval and aborts the ping in flight", async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    });
    const monitor = createConnectionMonitor({
      strategy: "ping",
      pingIntervalMs: 1000,
      snackbar: createSnackbarQueue(),
      fetch,
      window: null,
    });
    const stop = monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(monitor.get()).toBe("CONNECTED");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("takes down the offline notice it showed", () => {
    const win = fakeWindow();
    const snackbar = createSnackbarQueue();
    const stop = createConnectionMonitor({ snackbar, window: win.window }).start();
    win.go("offline");
    stop();
    expect(snackbar.get().current).toBeNull();
  });

  it("start() twice returns the same cleanup and adds no second listener", () => {
    const win = fakeWindow();
    const monitor = createConnectionMonitor({ snackbar: createSnackbarQueue(), window: win.window });
    const stop = monitor.start();
    expect(monitor.start()).toBe(stop);
    expect(win.add).toHaveBeenCalledTimes(2);
    stop();
    stop();
    expect(win.remove).toHaveBeenCalledTimes(2);
  });

  it("uses window by default", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const stop = createConnectionMonitor({ snackbar: createSnackbarQueue() }).start();
    const added = add.mock.calls.filter(([type]) => type === "online" || type === "offline");
    expect(added).toHaveLength(2);
    stop();
    for (const [type, listener] of added) expect(remove).toHaveBeenCalledWith(type, listener);
  });
});
