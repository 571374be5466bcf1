import { setTimeout as delay } from "node:timers/promises";
import type { z } from "zod";
import { ConnectorError, type ConnectorFailure } from "../connector.js";
import { assertOutboundAllowed, type LookupAll } from "./outbound-guard.js";

/*
 * The one fetch wrapper every connector calls through (issue 24 "paging, token renewal,
 * rate-limit waits, timeouts and a bounded retry budget"). Each call: the outbound guard, a
 * per-request timeout joined with the caller's signal, no automatic redirects, and a budget of
 * retries shared by the platform's rate limits (429, waited as its headers ask), its bad gateways
 * (502/503/504, exponential backoff with jitter) and network failures. A 2xx answer is parsed as
 * JSON and checked against the connector's zod schema; anything else is "malformed".
 */

/** Waits `ms`, or rejects when `signal` aborts; tests inject one that records and returns at once. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined);

export interface HttpSettings {
  allowHosts: readonly string[];
  /** @default 15000 */
  timeoutMs: number;
  /** Retries per call (not counting the one token renewal after a 401). @default 5 */
  retries: number;
  /** The longest wait a rate limit may ask for; longer asks fail at once. @default 60000 */
  maxWaitMs: number;
  sleep: Sleep;
  fetch: typeof fetch;
  lookup?: LookupAll;
  /** For the jitter. @default Math.random */
  random?: () => number;
  /** Epoch milliseconds; for rate-limit reset times given as instants. @default Date.now */
  now?: () => number;
}

/** A non-2xx answer, as a connector sees it when it judges it. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or its text when it is not JSON. */
  body: unknown;
  /** The platform's own words (`message`, `error_description`, `detail`, `error`), if any. */
  message: string | null;
}

/**
 * A connector's verdict on an answer the common rules would get wrong (ON24's quota 403, Cvent's
 * "Limit Exceeded" 429): fail now, or wait and try again within the budget.
 */
export type Judgement =
  | { fail: ConnectorError }
  | { wait: number | null; exhausted: ConnectorFailure; reason: string };

export interface CallSpec<T> {
  /** What is being fetched, for messages: "events", "speakers of event 12". */
  what: string;
  url: URL;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  schema: z.ZodType<T>;
  /** Authorization headers; called again with `renew` once after a 401. */
  auth?: (renew: boolean, signal?: AbortSignal) => Promise<Record<string, string>>;
  judge?: (answer: Answer) => Judgement | undefined;
  signal?: AbortSignal;
}

export interface CallResult<T> {
  data: T;
  headers: Headers;
  url: URL;
}

const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 16_000;

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  for (const key of ["message", "error_description", "detail", "error"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

function parseBody(text: string): { json: true; value: unknown } | { json: false; value: string } {
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, value: text };
  }
}

/**
 * Milliseconds a rate-limited answer asks us to wait: `Retry-After` (seconds or an HTTP date), else
 * a reset header in seconds from now (Swoogo's `X-Rate-Limit-Reset`) or as a Unix time (Cvent's
 * `X-RateLimit-Reset`; the documents disagree, so a value past the year 2001 reads as an instant).
 */
export function waitAskedMs(headers: Headers, now: number): number | null {
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && retryAfter.trim() !== "") return Math.max(0, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = headers.get("x-rate-limit-reset") ?? headers.get("x-ratelimit-reset");
  if (reset !== null && reset.trim() !== "" && Number.isFinite(Number(reset))) {
    const value = Number(reset);
    return value > 1_000_000_000 ? Math.max(0, value * 1000 - now) : Math.max(0, value * 1000);
  }
  return null;
}

class Transient {
  constructor(
    readonly reason: string,
    readonly waitMs: number | null,
    readonly exhausted: ConnectorFailure,
  ) {}
}

export class HttpClient {
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(
    /** The platform's name in messages: "ON24". */
    readonly platform: string,
    private readonly settings: HttpSettings,
  ) {
    this.random = settings.random ?? Math.random;
    this.now = settings.now ?? Date.now;
  }

  /** Epoch milliseconds on the client's clock. */
  clock(): number {
    return this.now();
  }

  /** Waits `ms` on the injected sleep, refusing waits past the cap. */
  async wait(ms: number, why: string, signal?: AbortSignal): Promise<void> {
    if (ms > this.settings.maxWaitMs) {
      throw new ConnectorError(
        "unavailable",
        `${this.platform} asks to wait ${Math.ceil(ms / 1000)} seconds (${why}); try again later.`,
      );
    }
    if (ms > 0) await this.settings.sleep(ms, signal);
  }

  async call<T>(spec: CallSpec<T>): Promise<CallResult<T>> {
    let renewed = false;
    let renewNow = false;
    let failures = 0;
    for (;;) {
      try {
        const auth = await spec.auth?.(renewNow, spec.signal);
        renewNow = false;
        return await this.attempt(spec, { ...spec.headers, ...auth });
      } catch (error) {
        if (error instanceof Unauthorized && spec.auth && !renewed) {
          renewed = true; // the token may have expired early: one fresh token, then "credentials"
          renewNow = true;
          continue;
        }
        if (error instanceof Unauthorized) throw error.asConnectorError(this.platform);
        if (!(error instanceof Transient)) throw error;
        failures += 1;
        if (failures > this.settings.retries) {
          throw new ConnectorError(
            error.exhausted,
            `${this.platform} ${error.reason} (${failures} attempts for ${spec.what}); try again later.`,
          );
        }
        const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - 1));
        const waitMs = error.waitMs ?? Math.round(backoff * (0.5 + this.random() * 0.5));
        await this.wait(waitMs, error.reason, spec.signal);
      }
    }
  }

  private async attempt<T>(spec: CallSpec<T>, headers: Record<string, string>): Promise<CallResult<T>> {
    let url = spec.url;
    for (let hop = 0; ; hop += 1) {
      await assertOutboundAllowed(url, this.settings.allowHosts, this.settings.lookup);
      const response = await this.send(spec, url, headers);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        // Never carry keys to another host (issue 24: no host a user typed freely).
        if (next.origin !== url.origin || spec.method === "POST" || hop >= MAX_REDIRECTS) {
          throw new ConnectorError(
            "refused",
            `${this.platform} redirected ${spec.what} to ${next.origin}${next.pathname}, which is not followed.`,
          );
        }
        url = next;
        continue;
      }
      return this.read(spec, url, response);
    }
  }

  private async send(spec: CallSpec<unknown>, url: URL, headers: Record<string, string>) {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
    const body = spec.form ? new URLSearchParams(spec.form).toString() : undefined;
    try {
      const response = await this.settings.fetch(url, {
        method: spec.method ?? "GET",
        headers: {
          accept: "application/json",
          ...(body === undefined
            ? {}
            : { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" }),
          ...headers,
        },
        body,
        redirect: "manual",
        signal,
      });
      const length = Number(response.headers.get("content-length") ?? 0);
      if (length > MAX_BODY_BYTES) {
        await response.body?.cancel();
        throw new ConnectorError("malformed", `${this.platform} answered ${spec.what} with ${length} bytes.`);
      }
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      if (spec.signal?.aborted) throw spec.signal.reason;
      if (timeout.aborted) {
        throw new Transient(
          `did not answer within ${this.settings.timeoutMs / 1000} seconds`,
          null,
          "unavailable",
        );
      }
      throw new Transient("could not be reached", null, "unavailable");
    }
  }

  private read<T>(spec: CallSpec<T>, url: URL, response: { status: number; headers: Headers; text: string }) {
    const parsed = parseBody(response.text);
    if (response.status >= 200 && response.status < 300) {
      if (!parsed.json) {
        throw new ConnectorError(
          "malformed",
          `${this.platform} answered ${spec.what} with something that is not JSON.`,
        );
      }
      const checked = spec.schema.safeParse(parsed.value);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
        throw new ConnectorError(
          "malformed",
          `${this.platform} answered ${spec.what} in an unexpected shape (${where}${issue?.message ?? "invalid"}).`,
        );
      }
      return { data: checked.data, headers: response.headers, url };
    }
    const answer: Answer = {
      status: response.status,
      headers: response.headers,
      body: parsed.value,
      message: parsed.json ? messageOf(parsed.value) : null,
    };
    const verdict = spec.judge?.(answer);
    if (verdict && "fail" in verdict) throw verdict.fail;
    if (verdict) throw new Transient(verdict.reason, verdict.wait, verdict.exhausted);
    return this.commonRules(spec, answer);
  }

  /** What every platform's statuses mean when the connector has no better reading. */
  private commonRules(spec: CallSpec<unknown>, answer: Answer): never {
    const said = answer.message ? `: ${answer.message}` : "";
    if (answer.status === 401) throw new Unauthorized(answer.message);
    if (answer.status === 429) {
      throw new Transient(
        "is rate-limiting these calls",
        waitAskedMs(answer.headers, this.now()),
        "unavailable",
      );
    }
    if (answer.status === 502 || answer.status === 503 || answer.status === 504) {
      throw new Transient(`is unavailable (${answer.status})`, null, "unavailable");
    }
    if (answer.status === 403) {
      throw new ConnectorError(
        "credentials",
        `${this.platform} refused access to ${spec.what} (403)${said}.`,
      );
    }
    throw new ConnectorError(
      "unavailable",
      `${this.platform} could not answer ${spec.what} (${answer.status})${said}.`,
    );
  }
}

/** A 401: the caller renews its token once, then it becomes "credentials". */
class Unauthorized extends Error {
  constructor(readonly said: string | null) {
    super("401");
  }

  asConnectorError(platform: string): ConnectorError {
    return new ConnectorError(
      "credentials",
      `${platform} refused the keys${this.said ? `: ${this.said}` : ""}. Check them and save the connection again.`,
    );
  }
}
