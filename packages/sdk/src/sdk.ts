import { type AuthApi, createAuthApi } from "./api/auth.js";
import { createFormsApi, type FormsApi } from "./api/forms.js";
import { createUserApi, type UserApi } from "./api/user.js";
import { type AuthClient, createAuthClient } from "./auth.js";
import { type FoyerConfig, type ResolvedConfig, resolveConfig } from "./config.js";
import { createHttpClient, type HttpClient } from "./http/client.js";
import { createRefresher } from "./refresh.js";
import { createBroadcastLock, createNoLock, createWebLock, type RefreshLock } from "./refresh-lock.js";
import { createRefreshNewsBoard, type RefreshNewsBoard } from "./refresh-news.js";
import { createSessionManager, type SessionManager } from "./session.js";
import { createTokenStore, type TokenStore } from "./token-store.js";

/** Everything an app needs to talk to Foyer, wired once. */
export interface FoyerSdk {
  config: ResolvedConfig;
  tokens: TokenStore;
  auth: AuthClient;
  http: HttpClient;
  api: { user: UserApi; auth: AuthApi; forms: FormsApi };
  session: SessionManager;
}

/**
 * Creates the SDK. Call it once per page (or per widget host) and share the result.
 * @example
 * const sdk = createFoyerSdk();
 * const result = await sdk.session.check(location);
 * if (result.decision.kind === "redirect") navigate(result.decision.to, { replace: true });
 */
export function createFoyerSdk(config: FoyerConfig = {}): FoyerSdk {
  const resolved = resolveConfig(config);
  const tokens = createTokenStore(resolved.storage);
  const refresher = createRefresher({
    config: resolved,
    tokens,
    lock: pickLock(resolved),
    news: newsBoard(resolved),
  });
  const http = createHttpClient({ config: resolved, session: refresher });
  const auth = createAuthClient({ config: resolved, tokens, refresher, http });
  const user = createUserApi(http);
  const session = createSessionManager({ auth, tokens, user });
  const forms = createFormsApi(http, {
    baseUrl: resolved.baseUrl,
    getValidIdToken: refresher.getValidIdToken,
  });
  return { config: resolved, tokens, auth, http, api: { user, auth: createAuthApi(http), forms }, session };
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

function pickLock(config: ResolvedConfig): RefreshLock {
  if (config.locks) return createWebLock(config.locks);
  if (typeof BroadcastChannel === "function")
    return createBroadcastLock({ channelName: config.broadcastChannelName });
  return createNoLock();
}
