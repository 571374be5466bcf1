import type { TokenSet, User } from "@foyer/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionState } from "../session.js";
import { createTestSdk, jsonResponse, makeTokens, type Route, storeTokens } from "./helpers.js";

const ada: User = {
  id: "user-1",
  email: "ada@foyer.demo",
  fname: "Ada",
  lname: "Lovelace",
  displayName: "Ada Lovelace",
  photoUrl: null,
  phone: null,
  location: null,
  timezone: "Europe/London",
  mute_sounds: false,
  isFoyerAdmin: true,
  event_roles: [],
};

function setup(options: { stored?: TokenSet | null; me?: Route } = {}) {
  const { sdk, server, storage, tokens } = createTestSdk(
    {
      "GET /api/user/me": options.me ?? (() => jsonResponse(200, { payload: ada })),
      "POST /api/user/auth/refresh-token": () => jsonResponse(200, { payload: makeTokens() }),
    },
    { tokens: options.stored },
  );
  return { sdk, server, storage, stored: tokens };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Start-up: the session is checked; until complete the state is checking", () => {
  it("starts checking and becomes authenticated with the user from GET /user/me", async () => {
    const { sdk, server } = setup();
    const states: SessionState[] = [];
    expect(sdk.session.get()).toEqual({ status: "checking" });
    sdk.session.subscribe((state) => states.push(state));
    const result = await sdk.session.check({ pathname: "/home", search: "" });
    expect(result).toEqual({ status: "authenticated", user: ada, decision: { kind: "stay" } });
    expect(states).toEqual([{ status: "authenticated", user: ada }]);
    expect(server.callsTo("GET", "/api/user/me")).toHaveLength(1);
  });

  it("refreshes an expired id token before loading the user", async () => {
    const { sdk, server } = setup({ stored: makeTokens({ idTtlSeconds: -10 }) });
    const result = await sdk.session.check({ pathname: "/home", search: "" });
    expect(result.status).toBe("authenticated");
    expect(server.calls.map((call) => call.url.pathname)).toEqual([
      "/api/user/auth/refresh-token",
      "/api/user/me",
    ]);
  });

  it("without a session: anonymous, and the route decision sends the user to /login with returnTo", async () => {
    const { sdk, server } = setup({ stored: null });
    const result = await sdk.session.check({ pathname: "/org-light/o1/dashboard", search: "?tab=1" });
    expect(result).toEqual({
      status: "anonymous",
      decision: {
        kind: "redirect",
        to: "/login?returnTo=%2Forg-light%2Fo1%2Fdashboard%3Ftab%3D1",
        message: "You must be logged in to continue.",
        replace: true,
      },
    });
    expect(sdk.session.get()).toEqual({ status: "anonymous" });
    expect(server.calls).toHaveLength(0);
  });

  it("a failed refresh means no session: tokens cleared, anonymous", async () => {
    const { sdk, storage } = setup({ stored: makeTokens({ idTtlSeconds: -10, refreshTtlSeconds: -10 }) });
    const result = await sdk.session.check({ pathname: "/home", search: "" });
    expect(result.status).toBe("anonymous");
    expect(storage.getItem("refresh_token")).toBeNull();
  });

  it("paths that skip the check make no request and are 'skipped'", async () => {
    const { sdk, server } = setup();
    await expect(sdk.session.check({ pathname: "/reset/abcdef0123456789", search: "" })).resolves.toEqual({
      status: "skipped",
      decision: { kind: "skip" },
    });
    expect(server.calls).toHaveLength(0);
    expect(sdk.session.get()).toEqual({ status: "anonymous" });
  });

  it("two checks at once load the user once", async () => {
    const { sdk, server } = setup();
    await Promise.all([
      sdk.session.check({ pathname: "/home", search: "" }),
      sdk.session.check({ pathname: "/home", search: "" }),
    ]);
    expect(server.callsTo("GET", "/api/user/me")).toHaveLength(1);
  });
});

describe("If the user fetch fails during the check, a warning is logged and an empty user is stored", () => {
  it.each([
    ["a server error", () => jsonResponse(500, { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" })],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 403", () => jsonResponse(403, { statusCode: 403, code: "FORBIDDEN", message: "no" })],
  ])("%s", async (_label, me) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sdk } = setup({ me: me as Route });
    const result = await sdk.session.check({ pathname: "/login", search: "" });
    expect(warn).toHaveBeenCalledWith("An error occurred getting logged in user details", expect.anything());
    expect(result).toMatchObject({
      status: "authenticated",
      decision: { kind: "redirect", to: "/home?loggedIn=true" },
      user: {
        id: "user-1",
        email: "ada@foyer.demo",
        fname: "Ada",
        lname: "Lovelace",
        photoUrl: null,
        isFoyerAdmin: false,
        event_roles: [],
      },
    });
  });

  it("a 401 from GET /user/me (even after the retry) means no session", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sdk, storage } = setup({
      me: () => jsonResponse(401, { statusCode: 401, code: "UNAUTHORIZED", message: "Session revoked" }),
    });
    const result = await sdk.session.check({ pathname: "/home", search: "" });
    expect(result.status).toBe("anonymous");
    expect(warn).not.toHaveBeenCalled();
    expect(storage.getItem("id_token")).toBeNull();
  });
});

describe("A returned redirect URL takes priority and is used once", () => {
  it("redirects to the stored redirect_url and consumes it", async () => {
    const { sdk, storage } = setup();
    sdk.tokens.setRedirectUrl("/event-light/e1/dashboard");
    const result = await sdk.session.check({ pathname: "/login", search: "?returnTo=%2Fhome%2Fx" });
    expect(result.status === "authenticated" && result.decision).toEqual({
      kind: "redirect",
      to: "/event-light/e1/dashboard",
      replace: true,
    });
    expect(storage.getItem("redirect_url")).toBeNull();
  });

  it("keeps the stored redirect_url when the route does not use it", async () => {
    const { sdk } = setup();
    sdk.tokens.setRedirectUrl("/event-light/e1/dashboard");
    await sdk.session.check({ pathname: "/home", search: "" });
    expect(sdk.tokens.getRedirectUrl()).toBe("/event-light/e1/dashboard");
  });
});

describe("onSignedOutElsewhere: another tab clears the tokens", () => {
  const otherTabClears = (storage: Storage) => {
    for (const key of ["access_token", "id_token", "refresh_token"]) {
      storage.removeItem(key);
      window.dispatchEvent(new StorageEvent("storage", { key, storageArea: storage }));
    }
  };

  it("fires once when another tab signs out, and the state becomes anonymous", async () => {
    const { sdk, storage } = setup();
    const states: SessionState[] = [];
    sdk.session.subscribe((state) => states.push(state));
    await sdk.session.check({ pathname: "/home", search: "" });
    const signedOut = vi.fn();
    sdk.session.onSignedOutElsewhere(signedOut);
    otherTabClears(storage);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(sdk.session.get()).toEqual({ status: "anonymous" });
    expect(states.map((state) => state.status)).toEqual(["authenticated", "anonymous"]);
  });

  it("does not fire for this tab's own sign-out", () => {
    const { sdk } = setup();
    const signedOut = vi.fn();
    sdk.session.onSignedOutElsewhere(signedOut);
    sdk.auth.signOut();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("does not fire after cleanup, and stops listening to storage events", () => {
    const { sdk, storage } = setup();
    const remove = vi.spyOn(window, "removeEventListener");
    const signedOut = vi.fn();
    const stop = sdk.session.onSignedOutElsewhere(signedOut);
    stop();
    expect(remove).toHaveBeenCalledWith("storage", expect.any(Function));
    otherTabClears(storage);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("does not fire when another tab only refreshes the tokens", () => {
    const { sdk, storage } = setup();
    const signedOut = vi.fn();
    sdk.session.onSignedOutElsewhere(signedOut);
    storeTokens(storage, makeTokens());
    window.dispatchEvent(new StorageEvent("storage", { key: "id_token", storageArea: storage }));
    expect(signedOut).not.toHaveBeenCalled();
  });
});
