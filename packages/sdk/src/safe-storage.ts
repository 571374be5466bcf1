/**
 * Storage that never throws. Quota errors, disabled storage (Safari private mode, sandboxed
 * iframes) and blocked cookies make `localStorage` throw; the SDK then keeps values in memory
 * for this page rather than crash (task brief, token store).
 */

/** A `Storage` that lives in memory only. Used when the browser gives us none. */
export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  const storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key: string) => values.get(key) ?? null,
    key: (index: number) => [...values.keys()][index] ?? null,
    removeItem: (key: string) => {
      values.delete(key);
    },
    setItem: (key: string, value: string) => {
      values.set(key, String(value));
    },
  };
  return storage as Storage;
}

/** The subset of `Storage` the SDK uses, guaranteed not to throw. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps `storage` so every call succeeds. A key whose write failed is served from memory (and
 * removed from `storage`, so no stale value survives) until a later write to it succeeds.
 */
export function createSafeStorage(storage: Storage): SafeStorage {
  const fallback = new Map<string, string>();
  return {
    getItem(key) {
      const kept = fallback.get(key);
      if (kept !== undefined) return kept;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
        fallback.delete(key);
      } catch {
        fallback.set(key, value);
        try {
          storage.removeItem(key);
        } catch {
          // Nothing more we can do; reads come from memory first.
        }
      }
    },
    removeItem(key) {
      fallback.delete(key);
      try {
        storage.removeItem(key);
      } catch {
        // Reads fall through to storage, which (if readable) may still hold it; nothing to do.
      }
    },
  };
}
