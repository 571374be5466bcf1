import type { TokenSet } from "@foyer/domain";
import { vi } from "vitest";
import { createMemoryStorage } from "../safe-storage.js";
import { createFoyerSdk } from "../sdk.js";

const base64url = (value: string) => btoa(value).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/** A JWT-shaped string jwt-decode can read (the signature is not checked in the browser). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.c2ln`;
}

let serial = 0;

/** Three tokens; the id token expires `idTtlSeconds` from now (negative: already expired). */
export function makeTokens(
  options: { idTtlSeconds?: number; refreshTtlSeconds?: number | null; sub?: string; nowMs?: number } = {},
): TokenSet {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const sub = options.sub ?? "user-1";
  serial += 1;
  const claims = { sub, sid: "s-1", email: "ada@foyer.demo", fname: "Ada", lname: "Lovelace", n: serial };
  const refreshTtl = options.refreshTtlSeconds === undefined ? 86_400 : options.refreshTtlSeconds;
  return {
    access_token: makeJwt({ ...claims, token_use: "access", exp: now + (options.idTtlSeconds ?? 3600) }),
    id_token: makeJwt({ ...claims, token_use: "id", exp: now + (options.idTtlSeconds ?? 3600) }),
    refresh_token:
      refreshTtl === null ? `opaque-refresh-${serial}` : makeJwt({ sub, n: serial, exp: now + refreshTtl }),
  };
}

export function storeTokens(storage: Storage, tokens: TokenSet): void {
  storage.setItem("access_token", tokens.access_token);
  storage.setItem("id_token", tokens.id_token);
  storage.setItem("refresh_token", tokens.refresh_token);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type Route = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A fetch that records every call and answers from `routes` ("POST /api/user/auth/login").
 * An unrouted call answers 404.
 */
export function createFakeFetch(routes: Record<string, Route> = {}) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url.pathname}`];
    if (!route) return jsonResponse(404, { statusCode: 404, code: "NOT_FOUND", message: "Not found" });
    return route(call);
  });
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.url.pathname === pathname);
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, calls, callsTo, routes };
}

/** A LockManager with exclusive locks, shareable between SDK instances (two "tabs"). */
export function createFakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const request = (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as (lock: { name: string }) => unknown;
    requested.push(name);
    const previous = tails.get(name) ?? Promise.resolve();
    const result = previous.then(() => callback({ name }));
    tails.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  };
  return { locks: { request, query: async () => ({}) } as unknown as LockManager, requested };
}

/** A deferred promise, to hold a fake server answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

export const BASE_URL = "http://localhost:3000/api";

/**
 * An SDK over a fake server answering from `routes`, signed in as user-1 unless `tokens` says
 * otherwise (`null`: nothing stored). `fetch` replaces the fake server's fetch.
 */
export function createTestSdk<T extends TokenSet | null = TokenSet>(
  routes: Record<string, Route> = {},
  options: { tokens?: T; fetch?: typeof globalThis.fetch; baseUrl?: string } = {},
) {
  const storage = createMemoryStorage();
  const tokens = (options.tokens === undefined ? makeTokens() : options.tokens) as T;
  if (tokens) storeTokens(storage, tokens);
  const server = createFakeFetch(routes);
  const sdk = createFoyerSdk({
    baseUrl: options.baseUrl ?? BASE_URL,
    storage,
    fetch: options.fetch ?? server.fetch,
    locks: createFakeLockManager().locks,
  });
  return { sdk, server, storage, tokens };
}
