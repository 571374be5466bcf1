import { messages } from "@foyer/domain";
import { describe, expect, it, vi } from "vitest";
import { endSession } from "../end-session.js";
import { BASE_URL, createTestSdk, jsonResponse, makeTokens, type Route, storeTokens } from "./helpers.js";

const LOGIN = "POST /api/user/auth/login";

function setup(route?: Route, baseUrl = BASE_URL) {
  return createTestSdk(route ? { [LOGIN]: route } : {}, { tokens: null, baseUrl });
}

describe("Password login: the password is required and not blank, otherwise 'Password is required'", () => {
  it.each(["", "   ", "\t"])("refuses %j without a request", async (password) => {
    const { sdk, server } = setup();
    await expect(sdk.auth.login("ada@foyer.demo", password)).resolves.toEqual({
      status: "error",
      message: "Password is required",
    });
    expect(server.calls).toHaveLength(0);
  });

  it("refuses an invalid email with the shared validation message, without a request", async () => {
    const { sdk, server } = setup();
    await expect(sdk.auth.login("not-an-email", "secret-pass")).resolves.toEqual({
      status: "error",
      message: "Enter a valid email address",
      code: "VALIDATION_ERROR",
    });
    expect(server.calls).toHaveLength(0);
  });
});

describe("The login response must contain an access token, an id token and a refresh token, otherwise 'No token found'", () => {
  it("stores the three tokens on success", async () => {
    const tokens = makeTokens();
    const { sdk, server, storage } = setup(() => jsonResponse(200, { payload: tokens }));
    await expect(sdk.auth.login("ada@foyer.demo", "foyer-demo")).resolves.toEqual({ status: "ok", tokens });
    expect(storage.getItem("id_token")).toBe(tokens.id_token);
    const call = server.calls[0];
    expect(call?.body).toEqual({ username: "ada@foyer.demo", password: "foyer-demo" });
    expect(call?.headers.get("Authorization")).toBeNull();
    expect(call?.url.searchParams.has("userId")).toBe(false);
  });

  it.each(["access_token", "id_token", "refresh_token"])(
    "answers 'No token found' when %s is missing",
    async (key) => {
      const tokens: Record<string, string> = { ...makeTokens() };
      delete tokens[key];
      const { sdk } = setup(() => jsonResponse(200, { payload: tokens }));
      await expect(sdk.auth.login("ada@foyer.demo", "foyer-demo")).resolves.toEqual({
        status: "error",
        message: messages.noTokenFound,
      });
      expect(sdk.tokens.get()).toBeNull();
    },
  );

  it("answers 'No token found' for an empty body", async () => {
    const { sdk } = setup(() => new Response(null, { status: 200 }));
    await expect(sdk.auth.login("ada@foyer.demo", "foyer-demo")).resolves.toMatchObject({
      message: "No token found",
    });
  });
});

describe("login: a server error gives the server's message and code", () => {
  it.each([
    [401, "UNAUTHORIZED", "The email or password is incorrect."],
    [429, "RATE_LIMITED", "Too many failed sign-in attempts. Please wait a few minutes and try again."],
    [400, "VALIDATION_ERROR", "Email is required"],
  ])("HTTP %i %s", async (status, code, message) => {
    const { sdk, server } = setup(() => jsonResponse(status, { statusCode: status, code, message }));
    await expect(sdk.auth.login("ada@foyer.demo", "wrong-pass")).resolves.toEqual({
      status: "error",
      message,
      code,
    });
    // Sign-in is not retried, and no refresh is attempted on its 401.
    expect(server.calls).toHaveLength(1);
  });

  it("a network failure is an error outcome, not a throw", async () => {
    const { sdk } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await sdk.auth.login("ada@foyer.demo", "foyer-demo");
    expect(outcome.status).toBe("error");
    expect(outcome.status === "error" && outcome.message).toMatch(/Could not reach the server/);
  });
});

describe("Logout: the browser is redirected to /sso/saml/logout with the token as a query parameter", () => {
  it("logoutUrl carries the URL-encoded refresh token", () => {
    const { sdk, storage } = setup();
    const tokens = { ...makeTokens(), refresh_token: "a+b/c=d&e" };
    storeTokens(storage, tokens);
    expect(sdk.auth.logoutUrl()).toBe("/sso/saml/logout?token=a%2Bb%2Fc%3Dd%26e");
  });

  it("logoutUrl is /logout/callback when there is no refresh token", () => {
    expect(setup().sdk.auth.logoutUrl()).toBe("/logout/callback");
  });

  it("points at the API's origin when the SDK talks to another origin", () => {
    const { sdk, storage } = setup(undefined, "https://foyer.example.com/api");
    expect(sdk.auth.logoutUrl()).toBe("https://foyer.example.com/logout/callback");
    storeTokens(storage, { ...makeTokens(), refresh_token: "r1" });
    expect(sdk.auth.logoutUrl()).toBe("https://foyer.example.com/sso/saml/logout?token=r1");
  });

  it("signOut clears the tokens and the redirect URL, and returns the URL computed before clearing", () => {
    const { sdk, storage } = setup();
    storeTokens(storage, { ...makeTokens(), refresh_token: "r1" });
    sdk.tokens.setRedirectUrl("/home");
    const listener = vi.fn();
    sdk.tokens.subscribe(listener);
    expect(sdk.auth.signOut()).toBe("/sso/saml/logout?token=r1");
    expect(sdk.tokens.get()).toBeNull();
    expect(storage.getItem("refresh_token")).toBeNull();
    expect(sdk.tokens.getRedirectUrl()).toBeNull();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ source: "local", tokens: null }));
  });
});

describe("endSession: signing out without leaving the page (a widget on another site)", () => {
  const LOGOUT = "POST /api/user/auth/logout";

  it("forgets the tokens, then ends the session on the server with the refresh token, unsigned", async () => {
    const { sdk, storage, server } = createTestSdk(
      { [LOGOUT]: () => new Response(null, { status: 204 }) },
      {
        tokens: null,
      },
    );
    storeTokens(storage, { ...makeTokens(), refresh_token: "r1" });
    await endSession(sdk);
    expect(sdk.tokens.get()).toBeNull();
    const call = server.calls.find((recorded) => `${recorded.method} ${recorded.url.pathname}` === LOGOUT);
    expect(call?.body).toEqual({ token: "r1" });
    expect(call?.headers.get("authorization")).toBeNull();
  });

  it("still signs out here when the server cannot be reached, and calls nothing without a session", async () => {
    const { sdk, storage, server } = createTestSdk(
      { [LOGOUT]: () => Promise.reject(new TypeError("offline")) },
      {
        tokens: null,
      },
    );
    await endSession(sdk);
    expect(server.calls).toHaveLength(0);
    storeTokens(storage, { ...makeTokens(), refresh_token: "r1" });
    await expect(endSession(sdk)).resolves.toBeUndefined();
    expect(sdk.tokens.get()).toBeNull();
  });
});
