import type { ResolvedConfig } from "./config.js";
import { createRefresher, type Refresher } from "./refresh.js";
import { createBroadcastLock, createNoLock, createWebLock, type RefreshLock } from "./refresh-lock.js";
import type { RefreshNewsBoard } from "./refresh-news.js";
import type { TokenStore } from "./token-store.js";

/**
 * The token refresh with the cross-tab lock this browser allows: Web Locks, else a
 * BroadcastChannel election, else none. Loaded by `createOnDemandRefresher` the first time a
 * token has to be renewed.
 */
export function startTokenRefresh(deps: {
  config: ResolvedConfig;
  tokens: TokenStore;
  news: RefreshNewsBoard;
}): Refresher {
  return createRefresher({ ...deps, lock: pickLock(deps.config) });
}

function pickLock(config: ResolvedConfig): RefreshLock {
  if (config.locks) return createWebLock(config.locks);
  if (typeof BroadcastChannel === "function")
    return createBroadcastLock({ channelName: config.broadcastChannelName });
  return createNoLock();
}
