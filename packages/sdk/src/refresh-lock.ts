/**
 * Mutual exclusion for the token refresh across tabs. Refresh tokens rotate on every use, so two
 * tabs refreshing with the same one would make the second fail and sign the user out.
 * Web Locks when the browser has them; otherwise a BroadcastChannel election (best effort).
 */

/** The Web Lock every tab takes before refreshing. */
export const REFRESH_LOCK_NAME = "foyer:token-refresh";

export interface RefreshLock {
  /** Runs `callback` while holding the lock. */
  run<T>(callback: () => Promise<T>): Promise<T>;
}

/** Exclusive Web Lock `foyer:token-refresh`. */
export function createWebLock(locks: LockManager): RefreshLock {
  return {
    // The lock is held until the promise the callback returns settles.
    run: async <T>(callback: () => Promise<T>): Promise<T> =>
      (await locks.request(REFRESH_LOCK_NAME, { mode: "exclusive" }, () => callback())) as T,
  };
}

/** No cross-tab exclusion; callers still single-flight within the tab. */
export function createNoLock(): RefreshLock {
  return { run: (callback) => callback() };
}

/** The part of `BroadcastChannel` the election uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface BroadcastLockOptions {
  channelName: string;
  /** @default (name) => new BroadcastChannel(name) */
  createChannel?: (name: string) => ChannelLike;
  /** How long a claim waits for objections before it holds the lock. @default 50 */
  claimWindowMs?: number;
  /** Longest wait for a holder to release before claiming again (a closed tab never does). @default 10000 */
  holderTimeoutMs?: number;
  /** @default Date.now */
  now?: () => number;
}

type ElectionMessage =
  | { type: "claim"; id: string; at: number }
  | { type: "held"; id: string }
  | { type: "released"; id: string };

/**
 * A lock elected over a BroadcastChannel: a tab posts a claim and holds the lock unless, within
 * the claim window, another tab says it holds it or makes an earlier claim. A holder answers
 * every claim with "held" and posts "released" when done.
 */
export function createBroadcastLock(options: BroadcastLockOptions): RefreshLock {
  const createChannel = options.createChannel ?? ((name: string) => new BroadcastChannel(name));
  const claimWindowMs = options.claimWindowMs ?? 50;
  const holderTimeoutMs = options.holderTimeoutMs ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const id = randomId();
  // Runs in this tab queue behind each other; the election is only between tabs.
  let tail: Promise<unknown> = Promise.resolve();

  async function runExclusive<T>(callback: () => Promise<T>): Promise<T> {
    let channel: ChannelLike;
    try {
      channel = createChannel(options.channelName);
    } catch {
      return callback();
    }
    let phase: "waiting" | "claiming" | "holding" = "waiting";
    let myClaimAt = 0;
    let objected = false;
    let wake: (() => void) | null = null;

    const onMessage = (event: MessageEvent) => {
      const message = event.data as ElectionMessage | null;
      if (!message || typeof message !== "object" || message.id === id) return;
      if (message.type === "claim") {
        const theirsFirst = message.at < myClaimAt || (message.at === myClaimAt && message.id < id);
        if (phase === "holding" || (phase === "claiming" && !theirsFirst)) {
          channel.postMessage({ type: "held", id } satisfies ElectionMessage);
        } else if (phase === "claiming") {
          objected = true;
        }
      } else if (message.type === "held") {
        if (phase === "claiming") objected = true;
      } else if (message.type === "released") {
        wake?.();
      }
    };
    channel.addEventListener("message", onMessage);

    try {
      for (;;) {
        phase = "claiming";
        objected = false;
        myClaimAt = now();
        channel.postMessage({ type: "claim", id, at: myClaimAt } satisfies ElectionMessage);
        await sleep(claimWindowMs);
        if (!objected) break;
        phase = "waiting";
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, holderTimeoutMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      phase = "holding";
      return await callback();
    } finally {
      if (phase === "holding") channel.postMessage({ type: "released", id } satisfies ElectionMessage);
      channel.removeEventListener("message", onMessage);
      channel.close();
    }
  }

  return {
    run<T>(callback: () => Promise<T>): Promise<T> {
      const result = tail.then(() => runExclusive(callback));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function randomId(): string {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
