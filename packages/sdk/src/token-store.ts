import { isSameOriginPath, type TokenSet } from "@foyer/domain";
import { createSafeStorage } from "./safe-storage.js";

/** The browser keys the SDK owns (spec 1 §3 "Stored browser keys"). */
export const storageKeys = {
  accessToken: "access_token",
  idToken: "id_token",
  refreshToken: "refresh_token",
  redirectUrl: "redirect_url",
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const tokenKeys = [storageKeys.accessToken, storageKeys.idToken, storageKeys.refreshToken] as const;
const ownKeys: ReadonlySet<string> = new Set<string>([...tokenKeys, storageKeys.redirectUrl]);

/** What changed. `source` is `"local"` for this page's writes, `"remote"` for another tab's. */
export interface TokenChange {
  source: "local" | "remote";
  /** The key that changed; `null` when everything was cleared. */
  key: StorageKey | null;
  /** The tokens now stored (read after the change). */
  tokens: TokenSet | null;
}
export type TokenListener = (change: TokenChange) => void;

/** Where `storage` events come from. @default window */
export type StorageEventTarget = Pick<Window, "addEventListener" | "removeEventListener">;

export interface TokenStore {
  /** The stored tokens, or `null` unless all three are present. */
  get(): TokenSet | null;
  set(tokens: TokenSet): void;
  /** Removes the three tokens. */
  clear(): void;
  /** The stored same-origin path to return to after sign-in, if any. */
  getRedirectUrl(): string | null;
  /** Stores `path` if it is a same-origin path; returns whether it was stored. */
  setRedirectUrl(path: string): boolean;
  clearRedirectUrl(): void;
  /**
   * Calls `listener` after every change, from this page or another tab (the `storage` event,
   * listened to only while someone is subscribed). Returns the unsubscribe function.
   */
  subscribe(listener: TokenListener): () => void;
}

export interface TokenStoreOptions {
  /** @default window (when present) */
  eventTarget?: StorageEventTarget | null;
  /**
   * Put before every key (`foyer:access_token`), e.g. for widgets on another site whose own
   * code may use `access_token` too.
   * @default ""
   */
  keyPrefix?: string;
}

export function createTokenStore(storage: Storage, options: TokenStoreOptions = {}): TokenStore {
  const prefix = options.keyPrefix ?? "";
  const inner = createSafeStorage(storage);
  const safe = {
    getItem: (key: string) => inner.getItem(prefix + key),
    setItem: (key: string, value: string) => inner.setItem(prefix + key, value),
    removeItem: (key: string) => inner.removeItem(prefix + key),
  };
  const target = options.eventTarget === undefined ? defaultEventTarget() : options.eventTarget;
  const listeners = new Set<TokenListener>();

  const get = (): TokenSet | null => {
    const access_token = safe.getItem(storageKeys.accessToken);
    const id_token = safe.getItem(storageKeys.idToken);
    const refresh_token = safe.getItem(storageKeys.refreshToken);
    if (!access_token || !id_token || !refresh_token) return null;
    return { access_token, id_token, refresh_token };
  };

  const emit = (source: TokenChange["source"], key: StorageKey | null) => {
    const change: TokenChange = { source, key, tokens: get() };
    for (const listener of [...listeners]) listener(change);
  };

  const onStorage = (event: StorageEvent) => {
    // Only our keys in our storage area; `key === null` means another tab called clear().
    if (event.storageArea !== storage) return;
    const key =
      event.key === null ? null : event.key.startsWith(prefix) ? event.key.slice(prefix.length) : "";
    if (key !== null && !ownKeys.has(key)) return;
    emit("remote", key as StorageKey | null);
  };

  return {
    get,
    set(tokens) {
      safe.setItem(storageKeys.accessToken, tokens.access_token);
      safe.setItem(storageKeys.idToken, tokens.id_token);
      safe.setItem(storageKeys.refreshToken, tokens.refresh_token);
      emit("local", null);
    },
    clear() {
      for (const key of tokenKeys) safe.removeItem(key);
      emit("local", null);
    },
    getRedirectUrl() {
      const value = safe.getItem(storageKeys.redirectUrl);
      return isSameOriginPath(value) ? value : null;
    },
    setRedirectUrl(path) {
      // Redirects go only to our own paths (domain `isSameOriginPath`); anything else is dropped.
      if (!isSameOriginPath(path)) return false;
      safe.setItem(storageKeys.redirectUrl, path);
      emit("local", storageKeys.redirectUrl);
      return true;
    },
    clearRedirectUrl() {
      safe.removeItem(storageKeys.redirectUrl);
      emit("local", storageKeys.redirectUrl);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) target?.addEventListener("storage", onStorage);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) target?.removeEventListener("storage", onStorage);
      };
    },
  };
}

function defaultEventTarget(): StorageEventTarget | null {
  return typeof window === "undefined" ? null : window;
}
