/**
 * Test kit of the organizer widgets' session: tokens in the page's storage under the keys the
 * shared SDK of `api` reads (`foyer:`-prefixed when the API is on another origin), and the
 * sign-in answer of a fake server.
 */
import type { TokenSet } from "@foyer/domain";
import { STORAGE_PREFIX } from "../runtime/shared-sdk.js";
import { fakeJwt } from "../testing.js";

/** An organizer's tokens (the id token valid for 15 minutes). */
export function organizerTokens(sub = "user-admin"): TokenSet {
  return {
    access_token: fakeJwt({ sub, email: "admin@foyer.demo", token_use: "access" }),
    id_token: fakeJwt({ sub, email: "admin@foyer.demo", token_use: "id" }),
    refresh_token: "opaque-refresh-token",
  };
}

const prefixFor = (api: string) => (new URL(api).origin === location.origin ? "" : STORAGE_PREFIX);
const tokenKeys = ["access_token", "id_token", "refresh_token"] as const;

/** Stores a session for the widgets on `api`, as a sign-in on this page would. */
export function storeWidgetSession(api: string, tokens: TokenSet = organizerTokens()): void {
  for (const key of tokenKeys) localStorage.setItem(prefixFor(api) + key, tokens[key]);
}

/** The session the widgets on `api` hold, or null. */
export function storedWidgetSession(api: string): Partial<TokenSet> | null {
  const prefix = prefixFor(api);
  const found = tokenKeys.filter((key) => localStorage.getItem(prefix + key) !== null);
  if (found.length === 0) return null;
  return Object.fromEntries(found.map((key) => [key, localStorage.getItem(prefix + key)]));
}

/** Forgets every widget session on the page. */
export function clearWidgetSessions(): void {
  localStorage.clear();
}

/** The server's answer to POST /user/auth/login: the admin's password signs in, others do not. */
export function signInAnswer(body: { username?: string; password?: string }): Response {
  if (body.username === "admin@foyer.demo" && body.password === "foyer-demo") {
    return Response.json({ payload: organizerTokens() });
  }
  return Response.json(
    { statusCode: 401, code: "INVALID_CREDENTIALS", message: "Incorrect username or password." },
    { status: 401 },
  );
}
