import type { TokenSet } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import {
  HttpError,
  isHttpError,
  isNetworkError,
  isSessionExpiredError,
  type SessionExpiredError,
} from "../errors.js";
import { createTestSdk, jsonResponse, makeTokens, type RecordedCall, type Route } from "./helpers.js";

const REFRESH = "POST /api/user/auth/refresh-token";
const jwtExpired = { statusCode: 401, code: "TOKEN_EXPIRED", message: "jwt expired" };

function setup(routes: Record<string, Route>, stored: TokenSet | null = makeTokens()) {
  const issued: TokenSet[] = [];
  const refresh: Route = () => {
    const tokens = makeTokens({ sub: "user-1" });
    issued.push(tokens);
    return jsonResponse(200, { payload: tokens });
  };
  const { sdk, server, storage } = createTestSdk({ [REFRESH]: refresh, ...routes }, { tokens: stored });
  return { sdk, server, storage, issued, stored };
}

const ok =
  (body: unknown = { payload: { ok: true } }) =>
  () =>
    jsonResponse(200, body);

describe("All calls send the bearer id token, JSON bodies, an Accept header and no-cache (spec 2 §7)", () => {
  it("sends Accept, Cache-Control and Authorization: Bearer <id token>", async () => {
    const { sdk, server, stored } = setup({ "GET /api/things": ok() });
    await expect(sdk.http.get("things")).resolves.toEqual({ payload: { ok: true } });
    const headers = server.calls[0]?.headers;
    expect(headers?.get("Accept")).toBe("application/json");
    expect(headers?.get("Cache-Control")).toBe("no-cache");
    expect(headers?.get("Authorization")).toBe(`Bearer ${stored?.id_token}`);
  });

  it("omits Authorization and userId when there is no session", async () => {
    const { sdk, server } = setup({ "GET /api/things": ok() }, null);
    await sdk.http.get("things");
    expect(server.calls[0]?.headers.get("Authorization")).toBeNull();
    expect(server.calls[0]?.url.searchParams.has("userId")).toBe(false);
  });

  it("sends JSON bodies with put, post and delete", async () => {
    const seen: RecordedCall[] = [];
    const record: Route = (call) => {
      seen.push(call);
      return jsonResponse(200, { payload: call.body ?? null });
    };
    const { sdk } = setup({ "PUT /api/a": record, "POST /api/a": record, "DELETE /api/a": record });
    await sdk.http.put("a", { json: { x: 1 } });
    await sdk.http.post("/a", { json: { y: 2 } });
    await sdk.http.delete("a");
    expect(seen.map((call) => [call.method, call.body, call.headers.get("Content-Type")])).toEqual([
      ["PUT", { x: 1 }, "application/json"],
      ["POST", { y: 2 }, "application/json"],
      ["DELETE", undefined, null],
    ]);
  });

  it("resolves head to undefined, an empty body to undefined and a text body to text", async () => {
    const { sdk } = setup({
      "HEAD /api/h": () => new Response(null, { status: 200 }),
      "GET /api/empty": () => new Response(null, { status: 204 }),
      "GET /api/csv": () =>
        new Response("a,b\n1,2", { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    await expect(sdk.http.head("h")).resolves.toBeUndefined();
    await expect(sdk.http.get("empty")).resolves.toBeUndefined();
    await expect(sdk.http.get("csv")).resolves.toBe("a,b\n1,2");
  });

  it("resolves paths under the configured base URL, with or without a leading slash", async () => {
    const { sdk, server } = setup({ "GET /api/user/me": ok() });
    await sdk.http.get("/user/me");
    await sdk.http.get("user/me");
    expect(server.calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      "http://localhost:3000/api/user/me",
      "http://localhost:3000/api/user/me",
    ]);
  });
});

describe("A userId is added to the query unless present", () => {
  it("adds userId from the id token's sub", async () => {
    const { sdk, server } = setup({ "GET /api/things": ok() }, makeTokens({ sub: "u-42" }));
    await sdk.http.get("things", { searchParams: { q: "a b", skip: undefined } });
    expect(server.calls[0]?.url.searchParams.get("userId")).toBe("u-42");
    expect(server.calls[0]?.url.searchParams.get("q")).toBe("a b");
    expect(server.calls[0]?.url.searchParams.has("skip")).toBe(false);
  });

  it("keeps the caller's userId from the path", async () => {
    const { sdk, server } = setup({ "GET /api/things": ok() }, makeTokens({ sub: "u-42" }));
    await sdk.http.get("things?userId=other&x=1");
    expect(server.calls[0]?.url.searchParams.getAll("userId")).toEqual(["other"]);
    expect(server.calls[0]?.url.searchParams.get("x")).toBe("1");
  });

  it("keeps the caller's userId from searchParams", async () => {
    const { sdk, server } = setup({ "GET /api/things": ok() }, makeTokens({ sub: "u-42" }));
    await sdk.http.get("things", { searchParams: new URLSearchParams({ userId: "mine" }) });
    expect(server.calls[0]?.url.searchParams.getAll("userId")).toEqual(["mine"]);
  });

  it("leaves it out with userId: false", async () => {
    const { sdk, server } = setup({ "GET /api/things": ok() });
    await sdk.http.get("things", { userId: false });
    expect(server.calls[0]?.url.searchParams.has("userId")).toBe(false);
  });
});

describe("An expired id token is refreshed before the request", () => {
  it("refreshes first, then sends the new token", async () => {
    const { sdk, server, issued } = setup({ "GET /api/things": ok() }, makeTokens({ idTtlSeconds: -5 }));
    await sdk.http.get("things");
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "POST /api/user/auth/refresh-token",
      "GET /api/things",
    ]);
    expect(server.calls[1]?.headers.get("Authorization")).toBe(`Bearer ${issued[0]?.id_token}`);
  });
});

describe("On 401 or 'jwt expired': one refresh and one retry, never more", () => {
  it("401 → refresh → retry with the new token", async () => {
    let attempts = 0;
    const { sdk, server, issued } = setup({
      "GET /api/things": () =>
        ++attempts === 1 ? jsonResponse(401, jwtExpired) : jsonResponse(200, { payload: 1 }),
    });
    await expect(sdk.http.get("things")).resolves.toEqual({ payload: 1 });
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
    const retries = server.callsTo("GET", "/api/things");
    expect(retries).toHaveLength(2);
    expect(retries[1]?.headers.get("Authorization")).toBe(`Bearer ${issued[0]?.id_token}`);
  });

  it("a second 401 is not retried again: HttpError", async () => {
    const { sdk, server } = setup({
      "GET /api/things": () => jsonResponse(401, { statusCode: 401, code: "UNAUTHORIZED", message: "No" }),
    });
    const error = await sdk.http.get("things").catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", message: "No" });
    expect(server.callsTo("GET", "/api/things")).toHaveLength(2);
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
  });

  it("a 'jwt expired' message in any error body also triggers the refresh", async () => {
    let attempts = 0;
    const { sdk, server } = setup({
      "GET /api/things": () =>
        ++attempts === 1 ? jsonResponse(400, { statusCode: 400, code: "X", message: "jwt expired" }) : ok()(),
    });
    await sdk.http.get("things");
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
    expect(server.callsTo("GET", "/api/things")).toHaveLength(2);
  });

  it("five requests failing with 401 at once share one refresh", async () => {
    const { sdk, server, issued } = setup({
      "GET /api/things": (call) =>
        call.headers.get("Authorization") === `Bearer ${issued[0]?.id_token}`
          ? ok()()
          : jsonResponse(401, jwtExpired),
    });
    await Promise.all(Array.from({ length: 5 }, () => sdk.http.get("things")));
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
    expect(server.callsTo("GET", "/api/things")).toHaveLength(10);
  });

  it("when the refresh is refused: SessionExpiredError with the refresh message, tokens cleared, no retry", async () => {
    const { sdk, server } = setup({
      [REFRESH]: () => jsonResponse(401, { statusCode: 401, code: "REFRESH_EXPIRED", message: "expired" }),
      "GET /api/things": () => jsonResponse(401, jwtExpired),
    });
    const error = (await sdk.http.get("things").catch((caught: unknown) => caught)) as SessionExpiredError;
    expect(isSessionExpiredError(error)).toBe(true);
    expect(error.message).toBe("Refresh token has expired");
    expect(error.reason).toBe("expired");
    expect(sdk.tokens.get()).toBeNull();
    expect(server.callsTo("GET", "/api/things")).toHaveLength(1);
  });

  it("when the refresh cannot reach the server: NetworkError and the tokens are kept", async () => {
    const { sdk, stored } = setup({
      [REFRESH]: () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /api/things": () => jsonResponse(401, jwtExpired),
    });
    const error = await sdk.http.get("things").catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect(sdk.tokens.get()).toEqual(stored);
  });

  it("calls with auth: false send no bearer and are never retried", async () => {
    const { sdk, server } = setup({
      "POST /api/open": () => jsonResponse(401, { statusCode: 401, code: "UNAUTHORIZED", message: "No" }),
    });
    await expect(sdk.http.post("open", { auth: false, json: {} })).rejects.toBeInstanceOf(HttpError);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers.get("Authorization")).toBeNull();
  });
});

describe("Typed errors: HTTP 403 means forbidden/unauthorized operation", () => {
  it("403 is an HttpError with status 403 and the server's message, without a refresh", async () => {
    const { sdk, server } = setup({
      "GET /api/event/e1": () =>
        jsonResponse(403, { statusCode: 403, code: "FORBIDDEN", message: "Not yours" }),
    });
    const error = await sdk.http.get("event/e1").catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status === 403).toBe(true);
    expect(error).toMatchObject({
      code: "FORBIDDEN",
      message: "Not yours",
      method: "GET",
      name: "HttpError",
    });
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(0);
  });

  it("an error without a JSON body says what and where", async () => {
    const { sdk } = setup({ "GET /api/boom": () => new Response("Bad gateway", { status: 502 }) });
    const error = await sdk.http.get("boom").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: "Bad gateway", code: undefined });
    expect((error as Error).message).toMatch(/GET .*\/api\/boom.* 502/);
  });

  it("a network failure is a NetworkError", async () => {
    const { sdk } = setup({
      "GET /api/things": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await sdk.http.get("things").catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toContain("GET things");
  });

  it("the caller's abort passes through unchanged", async () => {
    const controller = new AbortController();
    const { sdk } = setup({
      "GET /api/slow": () => {
        controller.abort();
        throw new DOMException("aborted", "AbortError");
      },
    });
    const error = await sdk.http
      .get("slow", { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(false);
    expect((error as Error).name).toBe("AbortError");
  });
});
