import { errorCodes } from "@foyer/domain";
import type { KyInstance } from "ky";
import type { ResolvedConfig } from "../config.js";
import { HttpError, NetworkError, readErrorFields, SessionExpiredError } from "../errors.js";
import type { RefreshOptions, RefreshOutcome } from "../refresh.js";
import { readTokenClaims } from "../token-validity.js";

export type HttpMethod = "get" | "put" | "post" | "delete" | "head";

export type SearchParamsInit =
  | URLSearchParams
  | Record<string, string | number | boolean | null | undefined>
  | Array<[string, string]>;

export interface RequestOptions {
  /** Sent as a JSON body (`Content-Type: application/json`). */
  json?: unknown;
  /** A raw body (e.g. `FormData`); ignored when `json` is given. */
  body?: BodyInit;
  /** Added to the query string; `undefined` and `null` values are left out. */
  searchParams?: SearchParamsInit;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * Send `Authorization: Bearer <id token>` and, on 401 or "jwt expired", refresh once and
   * retry once. `false` for calls made before sign-in (login, forgot, reset).
   * @default true
   */
  auth?: boolean;
  /**
   * Add `userId` (the id token's `sub`) to the query unless one is already there (spec 2 §7).
   * @default true
   */
  userId?: boolean;
  /**
   * Milliseconds before the request fails with a `NetworkError`; `false` for none.
   * @default 30000
   */
  timeout?: number | false;
}

/**
 * The one HTTP client of the SDK (ARCHITECTURE: ky, wrapped once). Methods resolve to the
 * parsed JSON body (`undefined` when empty, text when not JSON) and reject with `HttpError`,
 * `SessionExpiredError` or `NetworkError`.
 */
export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  head<T = undefined>(path: string, options?: RequestOptions): Promise<T>;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

/** What the client needs from the session: a bearer token, and a way to renew it. */
export interface SessionTokens {
  getValidIdToken(): Promise<string | null>;
  refresh(options?: RefreshOptions): Promise<RefreshOutcome>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The message the API answers with when the id token has expired. */
const JWT_EXPIRED = "jwt expired";

// ky loads with the first request rather than with the page: a widget shows itself (its
// "Loading…") without it (issue 3: a form widget with its runtime ≤ 35 KB). Loaded once per page.
let kyLoading: Promise<typeof import("ky")> | null = null;
function loadKy(): Promise<typeof import("ky")> {
  kyLoading ??= import("ky").catch((error: unknown) => {
    kyLoading = null;
    throw error;
  });
  return kyLoading;
}

export function createHttpClient({
  config,
  session,
}: {
  config: ResolvedConfig;
  session: SessionTokens;
}): HttpClient {
  let instance: KyInstance | null = null;
  const ky = async (): Promise<KyInstance> => {
    instance ??= (await loadKy()).default.create({
      prefixUrl: config.baseUrl,
      fetch: config.fetch,
      // We own the retry policy: one refresh and one retry on 401, nothing else.
      retry: 0,
      throwHttpErrors: false,
      headers: { Accept: "application/json", "Cache-Control": "no-cache" },
    });
    return instance;
  };

  async function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    idToken: string | null,
  ): Promise<{ response: Response; body: unknown; url: string }> {
    const { input, params } = splitPath(path, options.searchParams);
    if (idToken && options.userId !== false && !params.has("userId")) {
      const sub = readTokenClaims(idToken)?.sub;
      if (typeof sub === "string" && sub) params.set("userId", sub);
    }
    const headers = new Headers(options.headers);
    if (idToken) headers.set("Authorization", `Bearer ${idToken}`);
    let response: Response;
    try {
      // A ky that cannot be loaded (offline) is a server out of reach too.
      const api = await ky();
      response = await api(input, {
        method,
        headers,
        searchParams: params,
        json: options.json,
        body: options.json === undefined ? options.body : undefined,
        signal: options.signal,
        timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      });
    } catch (error) {
      // The caller's own abort is not a network failure: let it through unchanged.
      if (options.signal?.aborted) throw error;
      throw new NetworkError(`Could not reach the server: ${method.toUpperCase()} ${input}`, {
        cause: error,
      });
    }
    const url = response.url || `${config.baseUrl}/${input}`;
    return { response, body: await readBody(response, method), url };
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const authenticated = options.auth !== false;
    const idToken = authenticated ? await session.getValidIdToken() : null;
    let answer = await send(method, path, options, idToken);

    if (authenticated && isExpiredAnswer(answer.response, answer.body)) {
      // One refresh, one retry, never more (ARCHITECTURE "HTTP (browser)").
      const outcome = await session.refresh({ staleIdToken: idToken });
      if (outcome.status === "failed") {
        if (outcome.reason === "network") throw new NetworkError(outcome.message);
        throw new SessionExpiredError(outcome.message, outcome.reason);
      }
      answer = await send(method, path, options, outcome.tokens.id_token);
    }

    const { response, body, url } = answer;
    if (!response.ok) {
      throw new HttpError({ status: response.status, method: method.toUpperCase(), url, body });
    }
    return body as T;
  }

  return {
    get: (path, options) => request("get", path, options),
    put: (path, options) => request("put", path, options),
    post: (path, options) => request("post", path, options),
    delete: (path, options) => request("delete", path, options),
    head: (path, options) => request("head", path, options),
    request,
  };
}

function isExpiredAnswer(response: Response, body: unknown): boolean {
  if (response.status === 401) return true;
  const { message, code } = readErrorFields(body);
  return message === JWT_EXPIRED || (!response.ok && code === errorCodes.tokenExpired);
}

/** Splits `path?query` so the caller's query, `searchParams` and `userId` all survive (ky replaces the query). */
function splitPath(
  path: string,
  extra: SearchParamsInit | undefined,
): { input: string; params: URLSearchParams } {
  const queryAt = path.indexOf("?");
  const bare = queryAt === -1 ? path : path.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : path.slice(queryAt + 1));
  if (extra instanceof URLSearchParams || Array.isArray(extra)) {
    for (const [key, value] of new URLSearchParams(extra)) params.append(key, value);
  } else if (extra) {
    for (const [key, value] of Object.entries(extra)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  // ky refuses a leading slash under prefixUrl.
  return { input: bare.replace(/^\/+/, ""), params };
}

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === "head" || response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
