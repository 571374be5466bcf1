import type { TokenSet } from "@foyer/domain";
import type { ChannelLike } from "./refresh-lock.js";

/**
 * Tabs tell each other about refreshes over a BroadcastChannel. Storage alone is not enough:
 * Chromium delivers localStorage writes to other tabs late, so a tab that takes the refresh lock
 * right after another tab released it can still read the spent refresh token. The news arrives
 * with the tokens themselves, and a tab that knows a refresh of its token is under way waits for
 * its outcome instead of spending the token a second time.
 */
export type RefreshNews =
  | { type: "refresh-started"; spends: string }
  | { type: "refresh-finished"; spends: string; tokens: TokenSet | null }
  | { type: "refresh-abandoned"; spends: string };

export interface RefreshNewsBoard {
  /** Tell other tabs that this tab is spending `refreshToken`. */
  announceStart(refreshToken: string): void;
  /** Tell other tabs what spending `refreshToken` gave (null: it failed for good). */
  announceFinish(refreshToken: string, tokens: TokenSet | null): void;
  /** Tell other tabs the refresh ended without an answer (offline): they may try themselves. */
  announceAbandon(refreshToken: string): void;
  /**
   * What another tab got for `refreshToken`: its tokens, `null` when that refresh failed for
   * good, or `undefined` when no other tab is known to have spent it. Waits up to `timeoutMs`
   * when another tab announced it started and has not finished yet.
   */
  outcomeFor(refreshToken: string, timeoutMs: number): Promise<TokenSet | null | undefined>;
  close(): void;
}

// A refresh token's last characters tell tokens apart without posting the token itself.
const fingerprint = (token: string) => token.slice(-16);
/** News older than this is forgotten: a refresh never takes longer (REFRESH_TIMEOUT_MS). */
const MEMORY_MS = 20_000;

export function createRefreshNewsBoard(
  channel: ChannelLike | null,
  now = () => Date.now(),
): RefreshNewsBoard {
  const started = new Map<string, number>();
  const finished = new Map<string, { tokens: TokenSet | null; at: number }>();
  const waiters = new Set<() => void>();

  const forgetOld = () => {
    const cutoff = now() - MEMORY_MS;
    for (const [key, at] of started) if (at < cutoff) started.delete(key);
    for (const [key, entry] of finished) if (entry.at < cutoff) finished.delete(key);
  };
  const onMessage = (event: MessageEvent) => {
    const news = event.data as RefreshNews | null;
    if (!news || typeof news !== "object" || typeof news.spends !== "string") return;
    if (news.type === "refresh-started") started.set(news.spends, now());
    if (news.type === "refresh-finished") finished.set(news.spends, { tokens: news.tokens, at: now() });
    if (news.type !== "refresh-started") started.delete(news.spends);
    forgetOld();
    for (const wake of waiters) wake();
  };
  channel?.addEventListener("message", onMessage);

  const post = (news: RefreshNews) => {
    try {
      channel?.postMessage(news);
    } catch {
      // A closed channel only loses the optimisation; storage still carries the tokens.
    }
  };

  return {
    announceStart: (refreshToken) => post({ type: "refresh-started", spends: fingerprint(refreshToken) }),
    announceFinish: (refreshToken, tokens) =>
      post({ type: "refresh-finished", spends: fingerprint(refreshToken), tokens }),
    announceAbandon: (refreshToken) => post({ type: "refresh-abandoned", spends: fingerprint(refreshToken) }),
    async outcomeFor(refreshToken, timeoutMs) {
      const key = fingerprint(refreshToken);
      const deadline = now() + timeoutMs;
      while (!finished.has(key) && started.has(key) && now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.max(0, deadline - now()));
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      const entry = finished.get(key);
      return entry ? entry.tokens : undefined;
    },
    close() {
      channel?.removeEventListener("message", onMessage);
      for (const wake of waiters) wake();
    },
  };
}
