import { createMemoryStorage } from "./safe-storage.js";

/** Options of `createFoyerSdk`. Every option has a browser default; tests swap them. */
export interface FoyerConfig {
  /**
   * Where the API lives. Paths such as `user/me` are resolved under it.
   * @default `${location.origin}/api`
   * @example createFoyerSdk({ baseUrl: "https://foyer.example.com/api" })
   */
  baseUrl?: string;
  /**
   * Where the tokens and the redirect URL are kept (keys `access_token`, `id_token`,
   * `refresh_token`, `redirect_url`, spec 1 §3). If it throws, values are kept in memory.
   * @default localStorage
   * @example createFoyerSdk({ storage: sessionStorage })
   */
  storage?: Storage;
  /**
   * A token counts as expired this many seconds before its `exp`, so a request does not leave
   * with a token that dies on the way.
   * @default 30
   * @example createFoyerSdk({ leewaySeconds: 60 })
   */
  leewaySeconds?: number;
  /**
   * The `fetch` used for every request (API calls and token refresh).
   * @default globalThis.fetch
   * @example createFoyerSdk({ fetch: myInstrumentedFetch })
   */
  fetch?: typeof fetch;
  /**
   * Web Locks used to refresh tokens once across all tabs. `null` uses a BroadcastChannel
   * election instead.
   * @default navigator.locks when present, else null
   * @example createFoyerSdk({ locks: null })
   */
  locks?: LockManager | null;
  /**
   * Put before every stored key (`foyer:access_token`). Widgets on another site than their API
   * use it so that the site's own keys are never read or overwritten.
   * @default ""
   * @example createFoyerSdk({ storageKeyPrefix: "foyer:" })
   */
  storageKeyPrefix?: string;
  /**
   * The BroadcastChannel used between tabs when Web Locks are not available.
   * @default "foyer:auth"
   * @example createFoyerSdk({ broadcastChannelName: "my-app:auth" })
   */
  broadcastChannelName?: string;
}

/** `FoyerConfig` with every default applied. */
export interface ResolvedConfig {
  baseUrl: string;
  storage: Storage;
  leewaySeconds: number;
  fetch: typeof fetch;
  locks: LockManager | null;
  broadcastChannelName: string;
  storageKeyPrefix: string;
}

export const DEFAULT_LEEWAY_SECONDS = 30;
export const DEFAULT_BROADCAST_CHANNEL_NAME = "foyer:auth";

/** Applies the defaults of `FoyerConfig`. Never throws, even where the browser refuses storage. */
export function resolveConfig(config: FoyerConfig = {}): ResolvedConfig {
  return {
    baseUrl: (config.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, ""),
    storage: config.storage ?? defaultStorage(),
    leewaySeconds: config.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS,
    // Looked up at call time: a stubbed or polyfilled fetch installed later is still used,
    // and calling it detached from `window` cannot throw "Illegal invocation".
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    locks: config.locks === undefined ? defaultLocks() : config.locks,
    broadcastChannelName: config.broadcastChannelName ?? DEFAULT_BROADCAST_CHANNEL_NAME,
    storageKeyPrefix: config.storageKeyPrefix ?? "",
  };
}

function defaultBaseUrl(): string {
  return typeof location === "undefined" ? "/api" : `${location.origin}/api`;
}

function defaultStorage(): Storage {
  try {
    // Reading the property itself throws when storage is disabled (SecurityError).
    if (typeof localStorage !== "undefined" && localStorage !== null) return localStorage;
  } catch {
    // Fall through to memory.
  }
  return createMemoryStorage();
}

function defaultLocks(): LockManager | null {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;
}
