/*
 * A bearer token kept until shortly before it expires (issue 24: Cvent's tokens last an hour and
 * Swoogo's 30 minutes, neither has a refresh token: "ask again before expiry and once on a 401").
 * Concurrent callers share one token request.
 */

export interface IssuedToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Renew this long before expiry: a minute, or a tenth of a short lifetime. */
const RENEW_BEFORE_MS = 60_000;

export class TokenCache {
  private current: (IssuedToken & { renewAt: number }) | null = null;
  private pending: Promise<IssuedToken> | null = null;

  constructor(
    private readonly issue: (signal?: AbortSignal) => Promise<IssuedToken>,
    private readonly now: () => number,
  ) {}

  /** A token valid for a while yet; a new one when `renew` (the platform answered 401). */
  async get(renew: boolean, signal?: AbortSignal): Promise<string> {
    if (renew) this.current = null;
    if (this.current && this.now() < this.current.renewAt) return this.current.token;
    if (!this.pending) {
      const issuedAt = this.now();
      this.pending = this.issue(signal).finally(() => {
        this.pending = null;
      });
      const issued = await this.pending;
      const margin = Math.min(RENEW_BEFORE_MS, (issued.expiresAt - issuedAt) / 10);
      this.current = { ...issued, renewAt: issued.expiresAt - margin };
      return issued.token;
    }
    return (await this.pending).token;
  }
}
