import { messages } from "@foyer/domain";
import type { SnackbarQueue } from "./snackbar-queue.js";
import { createStore, defaultTimers, type Store, type Timers } from "./store.js";

export const connectionStatus = { connected: "CONNECTED", disconnected: "DISCONNECTED" } as const;
export type ConnectionStatus = (typeof connectionStatus)[keyof typeof connectionStatus];

/** `event`: the browser's online/offline events; `ping`: poll a URL (spec 2 §4.5). */
export type ConnectionStrategy = "event" | "ping";

/** Where online/offline events come from (`window` fits). */
export interface ConnectionEventSource {
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
  navigator?: { onLine: boolean };
}

export interface ConnectionMonitorOptions {
  /** @default "event" */
  strategy?: ConnectionStrategy;
  /**
   * What the ping strategy requests (HEAD, no cache). Any answer, even an error status,
   * proves the connection.
   * @default "/"
   */
  pingUrl?: string;
  /** @default 10000 */
  pingIntervalMs?: number;
  /** A ping without an answer after this long counts as disconnected. @default 5000 */
  pingTimeoutMs?: number;
  /** Shows the offline and back-online notices. */
  snackbar: Pick<SnackbarQueue, "show" | "hide">;
  /** @default window */
  window?: ConnectionEventSource | null;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  timers?: Timers;
}

export interface ConnectionMonitor extends Store<ConnectionStatus> {
  /** Starts watching; returns the cleanup that removes every listener and timer it added. */
  start(): () => void;
  /** Pings once now (either strategy) and returns the status it found. */
  ping(): Promise<ConnectionStatus>;
}

export const PING_INTERVAL_MS = 10_000;
const stopped = new Error("The connection monitor stopped");
export const PING_TIMEOUT_MS = 5000;

/** Connection status with its notices (spec 2 §4.5). */
export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const strategy = options.strategy ?? "event";
  const timers = options.timers ?? defaultTimers;
  const source = options.window === undefined ? defaultWindow() : options.window;
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const store = createStore<ConnectionStatus>(connectionStatus.connected);
  let offlineNotice: string | null = null;
  let stop: (() => void) | null = null;
  const pings = new Set<AbortController>();

  const setStatus = (next: ConnectionStatus) => {
    const previous = store.get();
    if (next === previous) return;
    store.set(next);
    if (next === connectionStatus.disconnected) {
      offlineNotice = options.snackbar.show({
        message: messages.offline,
        severity: "error",
        autoHideDuration: false,
        action: { label: "Ok", onAction: () => {} },
      });
    } else {
      if (offlineNotice !== null) options.snackbar.hide(offlineNotice);
      offlineNotice = null;
      options.snackbar.show({ message: messages.backOnline, severity: "success" });
    }
  };

  const ping = async (): Promise<ConnectionStatus> => {
    const controller = new AbortController();
    pings.add(controller);
    const timer = timers.setTimeout(() => controller.abort(), options.pingTimeoutMs ?? PING_TIMEOUT_MS);
    let reached: boolean;
    try {
      await doFetch(options.pingUrl ?? "/", {
        method: "HEAD",
        cache: "no-store",
        headers: { "Cache-Control": "no-cache" },
        signal: controller.signal,
      });
      reached = true;
    } catch {
      reached = false;
    } finally {
      timers.clearTimeout(timer);
      pings.delete(controller);
    }
    // A ping cut short by stop() changes nothing.
    if (controller.signal.reason === stopped) return store.get();
    setStatus(reached ? connectionStatus.connected : connectionStatus.disconnected);
    return store.get();
  };

  const onOnline = () => setStatus(connectionStatus.connected);
  const onOffline = () => setStatus(connectionStatus.disconnected);

  return {
    get: store.get,
    subscribe: store.subscribe,
    ping,
    start() {
      if (stop) return stop;
      let interval: unknown = null;
      let pinging = false;
      if (strategy === "event") {
        source?.addEventListener("online", onOnline);
        source?.addEventListener("offline", onOffline);
        if (source?.navigator?.onLine === false) setStatus(connectionStatus.disconnected);
      } else {
        const tick = () => {
          // Never two pings at once on a slow network.
          if (pinging) return;
          pinging = true;
          void ping().finally(() => {
            pinging = false;
          });
        };
        interval = timers.setInterval(tick, options.pingIntervalMs ?? PING_INTERVAL_MS);
        tick();
      }
      const cleanup = () => {
        if (stop !== cleanup) return;
        stop = null;
        source?.removeEventListener("online", onOnline);
        source?.removeEventListener("offline", onOffline);
        if (interval !== null) timers.clearInterval(interval);
        for (const controller of pings) controller.abort(stopped);
        // The offline notice has no auto-hide: take it down with the monitor.
        if (offlineNotice !== null) options.snackbar.hide(offlineNotice);
        offlineNotice = null;
      };
      stop = cleanup;
      return cleanup;
    },
  };
}

function defaultWindow(): ConnectionEventSource | null {
  return typeof window === "undefined" ? null : window;
}
