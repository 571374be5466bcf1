import { type AuthApi, createAuthApi } from "./api/auth.js";
import { createFormsApi, type FormsApi } from "./api/forms.js";
import { createUserApi, type UserApi } from "./api/user.js";
import { type AuthClient, createAuthClient } from "./auth.js";
import { type FoyerConfig, type ResolvedConfig, resolveConfig } from "./config.js";
import { createHttpClient, type HttpClient } from "./http/client.js";
import { createRefreshNewsBoard, type RefreshNewsBoard } from "./refresh-news.js";
import { createOnDemandRefresher } from "./refresh-on-demand.js";
import { createSessionManager, type SessionManager } from "./session.js";
import { createTokenStore, type TokenStore } from "./token-store.js";

/**
 * What a widget needs: tokens, sign-in, the HTTP client and the participant calls. Smaller than
 * the whole SDK (no session check or route rules), so the embed bundle stays within budget.
 */
export interface WidgetSdk {
  config: ResolvedConfig;
  tokens: TokenStore;
  auth: AuthClient;
  http: HttpClient;
  api: { forms: FormsApi };
  /** Stops listening to other tabs (the refresh news channel). The SDK must not be used after. */
  close(): void;
}

/** Everything an app needs to talk to Foyer, wired once. */
export interface FoyerSdk extends WidgetSdk {
  api: { user: UserApi; auth: AuthApi; forms: FormsApi };
  session: SessionManager;
}

/**
 * Creates the widget-sized SDK (see `WidgetSdk`). Call it once per page and API, and share it.
 * @example const sdk = createWidgetSdk({ baseUrl: "https://foyer.example.com/api" });
 */
export function createWidgetSdk(config: FoyerConfig = {}): WidgetSdk {
  const resolved = resolveConfig(config);
  const tokens = createTokenStore(resolved.storage, { keyPrefix: resolved.storageKeyPrefix });
  const news = newsBoard(resolved);
  const refresher = createOnDemandRefresher({ config: resolved, tokens, news });
  const http = createHttpClient({ config: resolved, session: refresher });
  const auth = createAuthClient({ config: resolved, tokens, refresher, http });
  const forms = createFormsApi(http, {
    baseUrl: resolved.baseUrl,
    getValidIdToken: refresher.getValidIdToken,
  });
  return { config: resolved, tokens, auth, http, api: { forms }, close: news.close };
}

/**
 * Creates the SDK. Call it once per page (or per widget host) and share the result.
 * @example
 * const sdk = createFoyerSdk();
 * const result = await sdk.session.check(location);
 * if (result.decision.kind === "redirect") navigate(result.decision.to, { replace: true });
 */
export function createFoyerSdk(config: FoyerConfig = {}): FoyerSdk {
  const core = createWidgetSdk(config);
  const user = createUserApi(core.http);
  const session = createSessionManager({ auth: core.auth, tokens: core.tokens, user });
  return { ...core, api: { ...core.api, user, auth: createAuthApi(core.http) }, session };
}

function newsBoard(config: ResolvedConfig): RefreshNewsBoard {
  let channel: BroadcastChannel | null = null;
  try {
    if (typeof BroadcastChannel === "function")
      channel = new BroadcastChannel(`${config.broadcastChannelName}:news`);
  } catch {
    channel = null;
  }
  return createRefreshNewsBoard(channel);
}
