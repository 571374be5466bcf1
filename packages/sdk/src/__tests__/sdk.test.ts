import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "../config.js";
import { createMemoryStorage } from "../safe-storage.js";
import { createFoyerSdk, createWidgetSdk } from "../sdk.js";
import { createFakeFetch, jsonResponse, makeTokens, storeTokens } from "./helpers.js";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("FoyerConfig defaults", () => {
  it("baseUrl is location.origin + /api, storage localStorage, leeway 30, channel foyer:auth", () => {
    const config = resolveConfig();
    expect(config.baseUrl).toBe(`${location.origin}/api`);
    expect(config.storage).toBe(localStorage);
    expect(config.leewaySeconds).toBe(30);
    expect(config.broadcastChannelName).toBe("foyer:auth");
  });

  it("locks default to navigator.locks when present, else null; null is kept", () => {
    const locks = { request: vi.fn() } as unknown as LockManager;
    vi.stubGlobal("navigator", { locks });
    expect(resolveConfig().locks).toBe(locks);
    expect(resolveConfig({ locks: null }).locks).toBeNull();
    vi.stubGlobal("navigator", {});
    expect(resolveConfig().locks).toBeNull();
  });

  it("drops a trailing slash from baseUrl", () => {
    expect(resolveConfig({ baseUrl: "https://foyer.example.com/api/" }).baseUrl).toBe(
      "https://foyer.example.com/api",
    );
  });

  it("falls back to memory when localStorage cannot even be read", () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      const sdk = createFoyerSdk({ locks: null });
      const tokens = makeTokens();
      sdk.tokens.set(tokens);
      expect(sdk.tokens.get()).toEqual(tokens);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "localStorage", descriptor);
    }
  });

  it("the default fetch is looked up when a request is made", async () => {
    const server = createFakeFetch({ "GET /api/user/me": () => jsonResponse(200, { payload: { id: "u" } }) });
    const storage = createMemoryStorage();
    storeTokens(storage, makeTokens());
    const sdk = createFoyerSdk({ storage, locks: null });
    vi.stubGlobal("fetch", server.fetch);
    await expect(sdk.api.user.me()).resolves.toEqual({ id: "u" });
    expect(server.calls[0]?.url.href).toMatch(new RegExp(`^${location.origin}/api/user/me`));
  });
});

describe("createFoyerSdk wires config, tokens, auth, http, api and session", () => {
  it("exposes every part", () => {
    const sdk = createFoyerSdk({ storage: createMemoryStorage(), locks: null });
    expect(Object.keys(sdk).sort()).toEqual(["api", "auth", "close", "config", "http", "session", "tokens"]);
    expect(Object.keys(sdk.api).sort()).toEqual(["auth", "forms", "user"]);
  });
});

describe("createWidgetSdk: the widget-sized SDK", () => {
  it("has tokens, auth, http and the forms calls, and closes", () => {
    const sdk = createWidgetSdk({ storage: createMemoryStorage(), locks: null });
    expect(Object.keys(sdk.api)).toEqual(["forms"]);
    expect("session" in sdk).toBe(false);
    expect(() => sdk.close()).not.toThrow();
  });
});
