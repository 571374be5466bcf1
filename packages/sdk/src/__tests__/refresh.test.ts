import { messages, type TokenSet } from "@foyer/domain";
import { describe, expect, it, vi } from "vitest";
import type { FoyerConfig } from "../config.js";
import { createMemoryStorage } from "../safe-storage.js";
import { createFoyerSdk } from "../sdk.js";
import {
  BASE_URL,
  createFakeFetch,
  createFakeLockManager,
  deferred,
  jsonResponse,
  makeTokens,
  storeTokens,
} from "./helpers.js";

const REFRESH = "/api/user/auth/refresh-token";

function setup(
  options: {
    stored?: TokenSet | null;
    config?: FoyerConfig;
    answer?: () => Response | Promise<Response>;
  } = {},
) {
  const storage = createMemoryStorage();
  const stored = options.stored === undefined ? makeTokens({ idTtlSeconds: -60 }) : options.stored;
  if (stored) storeTokens(storage, stored);
  const issued: TokenSet[] = [];
  const server = createFakeFetch({
    [`POST ${REFRESH}`]: () => {
      if (options.answer) return options.answer();
      const tokens = makeTokens();
      issued.push(tokens);
      return jsonResponse(200, { payload: tokens });
    },
  });
  const { locks } = createFakeLockManager();
  const sdk = createFoyerSdk({ baseUrl: BASE_URL, storage, fetch: server.fetch, locks, ...options.config });
  return { sdk, storage, server, stored, issued };
}

describe("getValidIdToken: the stored id token if valid, else refresh", () => {
  it("returns a valid stored id token without any request", async () => {
    const stored = makeTokens();
    const { sdk, server } = setup({ stored });
    await expect(sdk.auth.getValidIdToken()).resolves.toBe(stored.id_token);
    expect(server.calls).toHaveLength(0);
  });

  it("refreshes an expired id token with the stored refresh token and stores the new tokens", async () => {
    const { sdk, server, stored, issued, storage } = setup();
    const idToken = await sdk.auth.getValidIdToken();
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ token: stored?.refresh_token });
    expect(idToken).toBe(issued[0]?.id_token);
    expect(storage.getItem("refresh_token")).toBe(issued[0]?.refresh_token);
  });

  it("refreshes a token that expires within the leeway (default 30 seconds)", async () => {
    const { sdk, server } = setup({ stored: makeTokens({ idTtlSeconds: 20 }) });
    await sdk.auth.getValidIdToken();
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
  });

  it("honours leewaySeconds", async () => {
    const { sdk, server } = setup({ stored: makeTokens({ idTtlSeconds: 20 }), config: { leewaySeconds: 5 } });
    await sdk.auth.getValidIdToken();
    expect(server.calls).toHaveLength(0);
  });

  it("returns null without a request when nothing is stored", async () => {
    const { sdk, server } = setup({ stored: null });
    await expect(sdk.auth.getValidIdToken()).resolves.toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it("returns null when the refresh fails", async () => {
    const { sdk } = setup({
      answer: () => jsonResponse(401, { statusCode: 401, code: "REFRESH_FAILED", message: "nope" }),
    });
    await expect(sdk.auth.getValidIdToken()).resolves.toBeNull();
  });
});

describe("single flight: however many callers ask at once, one network call", () => {
  it("10 concurrent getValidIdToken calls make exactly 1 refresh call", async () => {
    const gate = deferred<void>();
    const { sdk, server, issued } = setup({
      answer: async () => {
        await gate.promise;
        const tokens = makeTokens();
        issued.push(tokens);
        return jsonResponse(200, { payload: tokens });
      },
    });
    const results = Promise.all(Array.from({ length: 10 }, () => sdk.auth.getValidIdToken()));
    gate.resolve();
    const ids = await results;
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([issued[0]?.id_token]));
  });

  it("10 concurrent refresh calls share one promise and one network call", async () => {
    const { sdk, server } = setup();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => sdk.auth.refresh()));
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.status === "refreshed")).toBe(true);
  });

  it("a caller arriving after the refresh with the old token gets the new one without a call", async () => {
    const { sdk, server, stored, issued } = setup();
    await sdk.auth.refresh();
    const late = await sdk.auth.refresh({ staleIdToken: stored?.id_token ?? null });
    expect(late).toEqual({ status: "refreshed", tokens: issued[0] });
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
  });

  it("refreshes again once the previous refresh has settled and the caller's token is the stored one", async () => {
    const { sdk, server } = setup();
    await sdk.auth.refresh();
    await sdk.auth.refresh();
    expect(server.callsTo("POST", REFRESH)).toHaveLength(2);
  });
});

describe("across tabs: the Web Lock foyer:token-refresh", () => {
  function twoTabs() {
    const storage = createMemoryStorage();
    storeTokens(storage, makeTokens({ idTtlSeconds: -60 }));
    const { locks, requested } = createFakeLockManager();
    const issued: TokenSet[] = [];
    const server = createFakeFetch({
      [`POST ${REFRESH}`]: () => {
        const tokens = makeTokens();
        issued.push(tokens);
        return jsonResponse(200, { payload: tokens });
      },
    });
    const config = { baseUrl: BASE_URL, storage, fetch: server.fetch, locks };
    return { tabA: createFoyerSdk(config), tabB: createFoyerSdk(config), server, requested, issued };
  }

  it("two tabs sharing one storage make exactly 1 network call", async () => {
    const { tabA, tabB, server, requested, issued } = twoTabs();
    const [a, b] = await Promise.all([tabA.auth.getValidIdToken(), tabB.auth.getValidIdToken()]);
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
    expect(a).toBe(issued[0]?.id_token);
    expect(b).toBe(issued[0]?.id_token);
    expect(requested).toEqual(["foyer:token-refresh", "foyer:token-refresh"]);
  });

  it("ten callers in each of two tabs still make exactly 1 network call", async () => {
    const { tabA, tabB, server } = twoTabs();
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? tabA : tabB).auth.getValidIdToken()));
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
  });

  it("refreshes without the lock when the lock itself fails", async () => {
    const locks = { request: vi.fn().mockRejectedValue(new DOMException("no", "SecurityError")) };
    const { sdk, server } = setup({ config: { locks: locks as unknown as LockManager } });
    await expect(sdk.auth.refresh()).resolves.toMatchObject({ status: "refreshed" });
    expect(server.callsTo("POST", REFRESH)).toHaveLength(1);
  });

  it("without Web Locks, a tab that loses the rotation race keeps the other tab's tokens", async () => {
    const storage = createMemoryStorage();
    storeTokens(storage, makeTokens({ idTtlSeconds: -60 }));
    const winner = makeTokens();
    const server = createFakeFetch({
      [`POST ${REFRESH}`]: () => {
        // Another tab rotated the refresh token a moment before our request arrived.
        storeTokens(storage, winner);
        return jsonResponse(401, { statusCode: 401, code: "REFRESH_FAILED", message: "reused" });
      },
    });
    const sdk = createFoyerSdk({
      baseUrl: BASE_URL,
      storage,
      fetch: server.fetch,
      locks: null,
      broadcastChannelName: `t-race-${Math.random()}`,
    });
    const outcome = await sdk.auth.refresh();
    expect(outcome).toEqual({ status: "refreshed", tokens: winner });
    expect(sdk.tokens.get()).toEqual(winner);
  });
});

describe("Refresh failure: 'Refresh token has expired' or 'Refresh token operation failed'", () => {
  it("missing refresh token: 'Refresh token has expired', no request", async () => {
    const { sdk, server } = setup({ stored: null });
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "missing",
      message: messages.refreshExpired,
    });
    expect(server.calls).toHaveLength(0);
  });

  it("expired refresh token: 'Refresh token has expired', tokens cleared, no request", async () => {
    const { sdk, server } = setup({ stored: makeTokens({ idTtlSeconds: -60, refreshTtlSeconds: -1 }) });
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "expired",
      message: "Refresh token has expired",
    });
    expect(sdk.tokens.get()).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it("an opaque refresh token (no readable exp) is sent to the server", async () => {
    const { sdk, server } = setup({ stored: makeTokens({ idTtlSeconds: -60, refreshTtlSeconds: null }) });
    await expect(sdk.auth.refresh()).resolves.toMatchObject({ status: "refreshed" });
    expect(server.calls).toHaveLength(1);
  });

  it("server says REFRESH_EXPIRED: 'Refresh token has expired' and stored tokens are cleared", async () => {
    const { sdk, storage } = setup({
      answer: () => jsonResponse(401, { statusCode: 401, code: "REFRESH_EXPIRED", message: "expired" }),
    });
    const listener = vi.fn();
    sdk.tokens.subscribe(listener);
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "expired",
      message: "Refresh token has expired",
    });
    expect(storage.getItem("id_token")).toBeNull();
    expect(storage.getItem("refresh_token")).toBeNull();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ tokens: null }));
  });

  it("server says REFRESH_FAILED: 'Refresh token operation failed' and stored tokens are cleared", async () => {
    const { sdk } = setup({
      answer: () => jsonResponse(401, { statusCode: 401, code: "REFRESH_FAILED", message: "failed" }),
    });
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "rejected",
      message: "Refresh token operation failed",
    });
    expect(sdk.tokens.get()).toBeNull();
  });

  it("a 200 answer without the three tokens counts as rejected", async () => {
    const { sdk } = setup({ answer: () => jsonResponse(200, { payload: { id_token: "x" } }) });
    await expect(sdk.auth.refresh()).resolves.toMatchObject({ status: "failed", reason: "rejected" });
    expect(sdk.tokens.get()).toBeNull();
  });

  it("accepts the tokens at the top level as well as under payload", async () => {
    const tokens = makeTokens();
    const { sdk } = setup({ answer: () => jsonResponse(200, tokens) });
    await expect(sdk.auth.refresh()).resolves.toEqual({ status: "refreshed", tokens });
  });

  it("a network error keeps the stored tokens", async () => {
    const { sdk, stored } = setup({
      answer: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "network",
      message: "Refresh token operation failed",
    });
    expect(sdk.tokens.get()).toEqual(stored);
  });

  it.each([500, 503, 429])("an HTTP %i keeps the stored tokens (not a definitive answer)", async (status) => {
    const { sdk, stored } = setup({
      answer: () => jsonResponse(status, { statusCode: status, code: "X", message: "x" }),
    });
    await expect(sdk.auth.refresh()).resolves.toMatchObject({ status: "failed", reason: "network" });
    expect(sdk.tokens.get()).toEqual(stored);
  });

  it("a refresh that never answers gives up after 15 seconds and keeps the tokens", async () => {
    vi.useFakeTimers();
    try {
      const { sdk, stored } = setup({
        answer: () => new Promise<Response>(() => {}),
        config: {
          fetch: (_input, init) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener("abort", () =>
                reject(new DOMException("aborted", "AbortError")),
              );
            }),
        },
      });
      const outcome = sdk.auth.refresh();
      await vi.advanceTimersByTimeAsync(14_999);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ status: "failed", reason: "network" });
      expect(sdk.tokens.get()).toEqual(stored);
    } finally {
      vi.useRealTimers();
    }
  });
});
