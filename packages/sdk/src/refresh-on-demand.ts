import { messages } from "@foyer/domain";
import type { ResolvedConfig } from "./config.js";
import type { Refresher, RefreshOutcome } from "./refresh.js";
import type { RefreshNewsBoard } from "./refresh-news.js";
import type { TokenStore } from "./token-store.js";
import { isTokenValid } from "./token-validity.js";

export interface OnDemandRefresherDeps {
  config: ResolvedConfig;
  tokens: TokenStore;
  /** Listens from the start, so news of other tabs' refreshes is not missed before the first one here. */
  news: RefreshNewsBoard;
}

/**
 * A `Refresher` whose refresh (rotation, cross-tab lock) loads the first time a token has to be
 * renewed. A valid stored token, or no session at all, is answered at once, as the refresher
 * itself would: a widget shows its form without that code (issue 3: a form widget with its
 * runtime ≤ 35 KB). If the code cannot be loaded, the refresh fails as a network failure would
 * (tokens kept) and is tried again next time.
 */
export function createOnDemandRefresher(deps: OnDemandRefresherDeps): Refresher {
  const { config, tokens } = deps;
  let loading: Promise<Refresher> | null = null;
  const load = () => {
    loading ??= import("./token-refresh.js").then(
      (module) => module.startTokenRefresh(deps),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const unreachable: RefreshOutcome = {
    status: "failed",
    reason: "network",
    message: messages.refreshFailed,
  };

  return {
    async refresh(options) {
      let refresher: Refresher;
      try {
        refresher = await load();
      } catch {
        return unreachable;
      }
      return refresher.refresh(options);
    },
    async getValidIdToken() {
      const stored = tokens.get();
      if (stored && isTokenValid(stored.id_token, Date.now(), config.leewaySeconds)) return stored.id_token;
      // No session, and no refresh here that could bring one: nothing to wait for.
      if (!stored && !loading) return null;
      try {
        return await (await load()).getValidIdToken();
      } catch {
        return null;
      }
    },
  };
}
