/**
 * Tells the nav's "Messages (n)" to count again after the messages page changed what is unread
 * (a thread was read); the frame's nav does not remount when `?thread=` changes.
 */
/** How often the list of conversations and the nav's unread count are asked for again. */
export const THREADS_REFRESH_MS = 30_000;

export interface UnreadSignal {
  /** Calls `listener` on every `notify()`; answers the cleanup. */
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createUnreadSignal(): UnreadSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The app's one signal (a page and the nav share it). */
export const unreadSignal = createUnreadSignal();
