import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createTestApp, refreshWith, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("POST /api/user/auth/login", () => {
  it("answers payload {access_token, id_token, refresh_token} for the demo organizer", async () => {
    const { response, tokens } = await signIn(t.app);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(tokens).sort()).toEqual(["access_token", "id_token", "refresh_token"]);
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(tokens.id_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().payload).toMatchObject({ email: "admin@foyer.demo", isFoyerAdmin: true });
  });

  it("takes the email in any letter case", async () => {
    const { response } = await signIn(
      t.app,
      { username: "ADMIN@Foyer.Demo", password: "foyer-demo" },
      "10.0.9.1",
    );
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown account", async () => {
    const wrong = await signIn(t.app, { username: "admin@foyer.demo", password: "nope-nope" }, "10.0.9.2");
    const unknown = await signIn(t.app, { username: "ghost@foyer.demo", password: "nope-nope" }, "10.0.9.2");
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.json().message).toBe(unknown.response.json().message);
  });
});

describe("refresh tokens rotate on every use", () => {
  it("a refresh answers three new tokens and spends the old refresh token", async () => {
    const { tokens } = await signIn(t.app);
    const first = await refreshWith(t.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json().payload;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.id_token).not.toBe(tokens.id_token);
    const second = await refreshWith(t.app, next.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it("reusing a spent token within 10 s is allowed for the direct parent only (two tabs racing)", async () => {
    const { tokens } = await signIn(t.app);
    const a = await refreshWith(t.app, tokens.refresh_token);
    const b = await refreshWith(t.app, tokens.refresh_token);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // Both children stay usable: nothing was revoked.
    expect((await refreshWith(t.app, a.json().payload.refresh_token)).statusCode).toBe(200);
  });

  it("ten parallel refreshes of one token make at most two live tokens, and the session survives", async () => {
    const { tokens } = await signIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refreshWith(t.app, tokens.refresh_token)),
    );
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: "REFRESH_FAILED" });
    }
    // The refusals revoked nothing: each granted token goes on refreshing.
    for (const answer of granted) {
      expect((await refreshWith(t.app, answer.json().payload.refresh_token)).statusCode).toBe(200);
    }
  });

  it("reusing a grandparent revokes the whole family, even the newest tokens", async () => {
    const { tokens } = await signIn(t.app);
    const child = (await refreshWith(t.app, tokens.refresh_token)).json().payload;
    const grandchild = (await refreshWith(t.app, child.refresh_token)).json().payload;
    const reuse = await refreshWith(t.app, tokens.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: "REFRESH_FAILED", message: "Refresh token operation failed" });
    expect((await refreshWith(t.app, grandchild.refresh_token)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: bearer(grandchild.id_token),
    });
    expect(me.statusCode).toBe(401);
  });

  it("reusing the direct parent after the 10 s grace revokes the family", async () => {
    const { tokens } = await signIn(t.app);
    const child = (await refreshWith(t.app, tokens.refresh_token)).json().payload;
    const later = Date.now() + 11_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      const reuse = await refreshWith(t.app, tokens.refresh_token);
      expect(reuse.statusCode).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
    expect((await refreshWith(t.app, child.refresh_token)).statusCode).toBe(401);
  });

  it("an unknown refresh token answers 'Refresh token operation failed'", async () => {
    const response = await refreshWith(t.app, "not-a-real-token");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Refresh token operation failed");
  });

  it("an expired refresh token answers 'Refresh token has expired'", async () => {
    const { tokens } = await signIn(t.app);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 3601_000);
    try {
      const response = await refreshWith(t.app, tokens.refresh_token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: "REFRESH_EXPIRED",
        message: "Refresh token has expired",
      });
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("POST /api/user/auth/logout", () => {
  it("ends the session of the refresh token: no refresh, no calls with its id token", async () => {
    const { tokens } = await signIn(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/logout",
      payload: { token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect((await refreshWith(t.app, tokens.refresh_token)).statusCode).toBe(401);
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(tokens.id_token) });
    expect(me.statusCode).toBe(401);
  });

  it("answers the same for an unknown token, and 400 without one", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/logout",
      payload: { token: "not-a-token" },
    });
    expect(unknown.statusCode).toBe(204);
    const missing = await t.app.inject({ method: "POST", url: "/api/user/auth/logout", payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe("GET /sso/saml/logout?token=", () => {
  it("revokes the session and goes to /logout/callback", async () => {
    const { tokens } = await signIn(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: `/sso/saml/logout?token=${encodeURIComponent(tokens.refresh_token)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/logout/callback");
    expect((await refreshWith(t.app, tokens.refresh_token)).statusCode).toBe(401);
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(tokens.id_token) });
    expect(me.statusCode).toBe(401);
  });

  it("also accepts the id token, and goes to /logout/callback even for garbage", async () => {
    const { tokens } = await signIn(t.app);
    await t.app.inject({ method: "GET", url: `/sso/saml/logout?token=${tokens.id_token}` });
    expect((await refreshWith(t.app, tokens.refresh_token)).statusCode).toBe(401);
    const garbage = await t.app.inject({ method: "GET", url: "/sso/saml/logout?token=%3Cscript%3E" });
    expect(garbage.headers.location).toBe("/logout/callback");
  });
});
