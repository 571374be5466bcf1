import type { IncomingMessage, ServerResponse } from "node:http";
import type { SandboxEvent } from "./data.js";

/*
 * What the three stand-ins share: the platform's state that tests steer (events, valid keys,
 * revocation, faults, the request log) and small helpers to answer JSON, streamed item by item so
 * a page of 10,000 events never becomes one big string.
 */

export type SandboxFault = "down" | "slow" | "malformed" | "rate-limit" | "quota" | "server-error";

export interface RecordedRequest {
  method: string;
  /** The path below the platform's base, e.g. `/client/10001/event` or `/events`. */
  path: string;
  query: Record<string, string>;
}

export interface PlatformStandIn {
  /** Mutable: tests push and edit. */
  events: SandboxEvent[];
  /** The valid keys, named as the source's credential fields. */
  credentials: Record<string, string>;
  /** The valid keys stop working (401), and tokens already issued with them. */
  revoke(): void;
  /** Undoes `revoke`. */
  restore(): void;
  /** The next `times` calls meet `kind` (default: until cleared). */
  fault(kind: SandboxFault, times?: number): void;
  clearFaults(): void;
  /** Tokens already issued expire now (the next call with one answers 401). */
  expireTokens(): void;
  /** Starts every rate-limit window afresh (as if ten minutes had passed, for Swoogo's credits). */
  resetRateLimits(): void;
  /** Where list answers' next links point (Swoogo's `_links`); null: this server. */
  linkOrigin: string | null;
  readonly requests: RecordedRequest[];
}

export class StandInState implements PlatformStandIn {
  events: SandboxEvent[];
  credentials: Record<string, string>;
  linkOrigin: string | null = null;
  revoked = false;
  /** Tokens issued: token → expiry (epoch ms). */
  readonly tokens = new Map<string, number>();
  readonly requests: RecordedRequest[] = [];
  /** Rate-limit windows by credential: when each started and what it spent. */
  readonly rateWindows = new Map<string, { startedAt: number; spent: number }>();
  private current: { kind: SandboxFault; left: number } | null = null;
  private serverErrors = 0;

  constructor(events: SandboxEvent[], credentials: Record<string, string>) {
    this.events = events;
    this.credentials = credentials;
  }

  revoke(): void {
    this.revoked = true;
    this.tokens.clear();
  }

  restore(): void {
    this.revoked = false;
  }

  fault(kind: SandboxFault, times = Number.POSITIVE_INFINITY): void {
    this.current = { kind, left: times };
  }

  clearFaults(): void {
    this.current = null;
  }

  expireTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  resetRateLimits(): void {
    this.rateWindows.clear();
  }

  /** The fault this call meets, if any (counting it down). */
  takeFault(): SandboxFault | null {
    if (!this.current) return null;
    const { kind } = this.current;
    this.current.left -= 1;
    if (this.current.left <= 0) this.current = null;
    return kind;
  }

  /** 502 and 503 in turn: both are "retry with backoff". */
  nextServerError(): number {
    this.serverErrors += 1;
    return this.serverErrors % 2 === 1 ? 502 : 503;
  }

  tokenValid(token: string | null, now: number): boolean {
    if (!token || this.revoked) return false;
    const expiry = this.tokens.get(token);
    return expiry !== undefined && expiry > now;
  }

  eventById(id: string): SandboxEvent | undefined {
    return this.events.find((event) => event.id === id);
  }
}

/** What a handler gets: the request, the path below the platform's base, the query, the body. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form body of a POST. */
  form: URLSearchParams;
  /** `http://host:port` as the client addressed us, for links. */
  origin: string;
  now: number;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
  res.end(body);
}

/** Writes `head` (an object without its closing brace), then `items` one by one as `key`, then `}`. */
export async function streamJson<T>(
  res: ServerResponse,
  status: number,
  head: Record<string, unknown>,
  key: string,
  items: Iterable<T>,
  toJson: (item: T) => unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
  const opening = JSON.stringify(head);
  let chunk = `${opening.length > 2 ? `${opening.slice(0, -1)},` : "{"}${JSON.stringify(key)}:[`;
  let first = true;
  for (const item of items) {
    chunk += `${first ? "" : ","}${JSON.stringify(toJson(item))}`;
    first = false;
    if (chunk.length > 64_000) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
      chunk = "";
    }
  }
  res.end(`${chunk}]}`);
}

/** The fault's answer, or false when the call goes on normally. */
export async function answerFault(
  state: StandInState,
  exchange: Exchange,
  platformAnswer: (fault: "rate-limit" | "quota") => void,
): Promise<boolean> {
  const fault = state.takeFault();
  if (!fault) return false;
  const { req, res } = exchange;
  switch (fault) {
    case "down":
      req.socket.destroy();
      return true;
    case "slow":
      // Answers nothing until the client gives up (or the sandbox closes).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 120_000);
        timer.unref();
        res.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!res.writableEnded && !res.destroyed) sendJson(res, 504, { message: "Gateway Timeout" });
      return true;
    case "malformed":
      res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
      res.end('{"items": [{"id": 1, "name": "Trunc');
      return true;
    case "server-error": {
      const status = state.nextServerError();
      sendJson(res, status, { message: status === 502 ? "Bad Gateway" : "Service Unavailable" });
      return true;
    }
    default:
      platformAnswer(fault);
      return true;
  }
}
