import { messages } from "@foyer/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../safe-storage.js";
import { BASE_URL, createFakeFetch, jsonResponse, makeTokens, storeTokens } from "./helpers.js";

/*
 * Parts of the SDK a widget does not need to show itself load on first use (issue 3: a form
 * widget with its runtime ≤ 35 KB). What they do is tested with the rest of the SDK; here, that
 * they are not loaded before they are needed, and that a part which cannot be loaded (offline)
 * is an expected outcome, tried again next time.
 */

afterEach(() => {
  vi.doUnmock("../token-refresh.js");
  vi.doUnmock("../sign-in.js");
  vi.doUnmock("ky");
  vi.resetModules();
});

type Exports = Record<string, unknown>;

/** A fresh copy of the SDK, loading `path` through `factory` instead of the real module. */
async function sdkWith(path: string, factory: () => Exports | Promise<Exports>) {
  vi.resetModules();
  vi.doMock(path, factory);
  const { createFoyerSdk } = await import("../sdk.js");
  const storage = createMemoryStorage();
  const server = createFakeFetch({
    "GET /api/forms/form-1/submissions/mine": () => jsonResponse(200, { payload: [] }),
  });
  const sdk = createFoyerSdk({ baseUrl: BASE_URL, storage, fetch: server.fetch, locks: null });
  return { sdk, storage, server };
}

const offline = () => {
  throw new Error("Failed to fetch dynamically imported module");
};

describe("the token refresh loads the first time a token has to be renewed", () => {
  it("answers a valid stored id token, and no session, without loading it", async () => {
    const loaded = vi.fn(offline);
    const { sdk, storage } = await sdkWith("../token-refresh.js", loaded);
    await expect(sdk.auth.getValidIdToken()).resolves.toBeNull();
    const tokens = makeTokens();
    storeTokens(storage, tokens);
    await expect(sdk.auth.getValidIdToken()).resolves.toBe(tokens.id_token);
    expect(loaded).not.toHaveBeenCalled();
  });

  it("fails as a network failure when it cannot be loaded, keeps the tokens, and tries again", async () => {
    let calls = 0;
    const { sdk, storage, server } = await sdkWith("../token-refresh.js", async () => {
      calls += 1;
      if (calls === 1) offline();
      return vi.importActual("../token-refresh.js");
    });
    const expired = makeTokens({ idTtlSeconds: -60 });
    storeTokens(storage, expired);
    await expect(sdk.auth.refresh()).resolves.toEqual({
      status: "failed",
      reason: "network",
      message: messages.refreshFailed,
    });
    expect(storage.getItem("refresh_token")).toBe(expired.refresh_token);
    expect(server.calls).toHaveLength(0);
    await sdk.auth.refresh();
    expect(server.callsTo("POST", "/api/user/auth/refresh-token")).toHaveLength(1);
  });
});

describe("sign-in loads on first use", () => {
  it("answers 'Could not reach the server: sign-in' when it cannot be loaded, without a request", async () => {
    const { sdk, server } = await sdkWith("../sign-in.js", offline);
    await expect(sdk.auth.login("ada@foyer.demo", "foyer-demo")).resolves.toEqual({
      status: "error",
      message: "Could not reach the server: sign-in",
    });
    await expect(
      sdk.auth.signUp({ email: "ada@foyer.demo", password: "foyer-demo", fname: "Ada", lname: "L" }),
    ).resolves.toMatchObject({ status: "error" });
    expect(server.calls).toHaveLength(0);
  });
});

describe("ky loads with the first request", () => {
  it("is a NetworkError ('Could not reach the server: …') when it cannot be loaded, and loads on the next", async () => {
    let calls = 0;
    const { sdk, server } = await sdkWith("ky", async () => {
      calls += 1;
      if (calls === 1) offline();
      return vi.importActual("ky");
    });
    await expect(sdk.api.forms.mine("form-1")).rejects.toMatchObject({
      name: "NetworkError",
      message: "Could not reach the server: GET forms/form-1/submissions/mine",
    });
    expect(server.calls).toHaveLength(0);
    await expect(sdk.api.forms.mine("form-1")).resolves.toEqual([]);
  });
});
