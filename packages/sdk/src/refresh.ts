import { errorCodes, isTokenSet, messages, type TokenSet } from "@foyer/domain";
import type { ResolvedConfig } from "./config.js";
import { readErrorFields } from "./errors.js";
import type { RefreshLock } from "./refresh-lock.js";
import type { RefreshNewsBoard } from "./refresh-news.js";
import type { TokenStore } from "./token-store.js";
import { isTokenValid, readTokenExpiry } from "./token-validity.js";

/**
 * Why a refresh failed.
 * - `missing`: no refresh token is stored;
 * - `expired`: the refresh token's own expiry has passed, or the server says REFRESH_EXPIRED;
 * - `rejected`: the server refused the refresh token (REFRESH_FAILED or another 4xx);
 * - `network`: no definitive answer (offline, timeout, 5xx, 429). Tokens are kept.
 */
export type RefreshFailureReason = "missing" | "expired" | "rejected" | "network";

/** The result of a refresh: expected outcomes are data, not throws (STYLE 5). */
export type RefreshOutcome =
  | { status: "refreshed"; tokens: TokenSet }
  | { status: "failed"; reason: RefreshFailureReason; message: string };

export interface RefreshOptions {
  /**
   * The id token the caller found unusable. If storage holds a different, valid one (another
   * tab or call already refreshed), it is returned without asking the server.
   * @default the id token stored when `refresh()` is called
   */
  staleIdToken?: string | null;
}

export interface Refresher {
  refresh(options?: RefreshOptions): Promise<RefreshOutcome>;
  /** The stored id token if valid, else the one a refresh yields, else `null`. */
  getValidIdToken(): Promise<string | null>;
}

export interface RefresherDeps {
  config: ResolvedConfig;
  tokens: TokenStore;
  lock: RefreshLock;
  /** News of other tabs' refreshes; without it, tabs rely on storage events alone. */
  news?: RefreshNewsBoard;
  /** @default Date.now */
  now?: () => number;
}

/** A refresh that hangs would hold the cross-tab lock; give up after this long. */
export const REFRESH_TIMEOUT_MS = 15_000;

export function createRefresher({
  config,
  tokens,
  lock,
  news,
  now = () => Date.now(),
}: RefresherDeps): Refresher {
  let inFlight: Promise<RefreshOutcome> | null = null;

  /** Tokens in storage that are newer than `stale` and still valid, if any. */
  const freshInStorage = (stale: string | null): TokenSet | null => {
    const current = tokens.get();
    if (!current || current.id_token === stale) return null;
    return isTokenValid(current.id_token, now(), config.leewaySeconds) ? current : null;
  };

  const fail = (reason: RefreshFailureReason, clear: boolean): RefreshOutcome => {
    if (clear) tokens.clear();
    const expired = reason === "missing" || reason === "expired";
    return { status: "failed", reason, message: expired ? messages.refreshExpired : messages.refreshFailed };
  };

  async function refreshWhileLocked(stale: string | null): Promise<RefreshOutcome> {
    // Another tab may have refreshed while we waited for the lock.
    const fresh = freshInStorage(stale);
    if (fresh) return { status: "refreshed", tokens: fresh };

    const current = tokens.get();
    if (!current) return fail("missing", true);
    const refreshExp = readTokenExpiry(current.refresh_token);
    if (refreshExp !== null && refreshExp * 1000 <= now()) return fail("expired", true);

    // Another tab may have spent this very token a moment ago, before storage told us.
    const theirs = await news?.outcomeFor(current.refresh_token, REFRESH_TIMEOUT_MS);
    if (theirs) {
      tokens.set(theirs);
      return { status: "refreshed", tokens: theirs };
    }
    if (theirs === null) return fail("rejected", true);

    news?.announceStart(current.refresh_token);
    const answer = await postRefresh(config, current.refresh_token);
    if (answer.kind === "tokens") {
      tokens.set(answer.tokens);
      news?.announceFinish(current.refresh_token, answer.tokens);
      return { status: "refreshed", tokens: answer.tokens };
    }
    if (answer.kind === "transient") {
      news?.announceAbandon(current.refresh_token);
      return fail("network", false);
    }

    // Without Web Locks another tab may have rotated the token under us: keep what it stored.
    const after = tokens.get();
    if (after && after.refresh_token !== current.refresh_token) {
      const theirs = freshInStorage(stale);
      return theirs ? { status: "refreshed", tokens: theirs } : fail(answer.reason, false);
    }
    news?.announceFinish(current.refresh_token, null);
    return fail(answer.reason, true);
  }

  async function runLocked(stale: string | null): Promise<RefreshOutcome> {
    let entered = false;
    try {
      return await lock.run(() => {
        entered = true;
        return refreshWhileLocked(stale);
      });
    } catch {
      // The lock itself failed (e.g. Web Locks refused in an opaque origin): refresh unlocked.
      // A failure after entering is unexpected; report it as transient rather than throw.
      return entered ? fail("network", false) : refreshWhileLocked(stale);
    }
  }

  const refresh = (options: RefreshOptions = {}): Promise<RefreshOutcome> => {
    // However many callers ask at once, one refresh runs (spec: single flight).
    if (inFlight) return inFlight;
    const stale =
      options.staleIdToken !== undefined ? options.staleIdToken : (tokens.get()?.id_token ?? null);
    const fresh = freshInStorage(stale);
    if (fresh) return Promise.resolve({ status: "refreshed", tokens: fresh });
    const promise = runLocked(stale).finally(() => {
      if (inFlight === promise) inFlight = null;
    });
    inFlight = promise;
    return promise;
  };

  return {
    refresh,
    async getValidIdToken() {
      const stored = tokens.get();
      if (stored && isTokenValid(stored.id_token, now(), config.leewaySeconds)) return stored.id_token;
      if (!stored && !inFlight) return null;
      const outcome = await refresh({ staleIdToken: stored?.id_token ?? null });
      return outcome.status === "refreshed" ? outcome.tokens.id_token : null;
    },
  };
}

type RefreshAnswer =
  | { kind: "tokens"; tokens: TokenSet }
  | { kind: "transient" }
  | { kind: "refused"; reason: "expired" | "rejected" };

/** POST /user/auth/refresh-token with plain fetch: the HTTP client itself depends on refresh. */
async function postRefresh(config: ResolvedConfig, refreshToken: string): Promise<RefreshAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REFRESH_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await config.fetch(`${config.baseUrl}/user/auth/refresh-token`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "Cache-Control": "no-cache",
      },
      body: JSON.stringify({ token: refreshToken }),
      signal: controller.signal,
    });
    body = await response.json().catch(() => undefined);
  } catch {
    return { kind: "transient" };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) {
    const wrapped = (body as { payload?: unknown } | undefined)?.payload ?? body;
    // A 200 without tokens still consumed the rotating refresh token: treat it as refused.
    if (!isTokenSet(wrapped)) return { kind: "refused", reason: "rejected" };
    const { access_token, id_token, refresh_token } = wrapped;
    return { kind: "tokens", tokens: { access_token, id_token, refresh_token } };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500)
    return { kind: "transient" };
  const { code } = readErrorFields(body);
  return { kind: "refused", reason: code === errorCodes.refreshExpired ? "expired" : "rejected" };
}
