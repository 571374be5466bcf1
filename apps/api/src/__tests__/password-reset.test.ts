import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import * as auth from "../services/auth/auth.js";
import { createTestApp, refreshWith, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
const logged: { resetUrl?: string }[] = [];
let ctx: auth.AuthContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.database.db,
    keys: t.keys,
    tokens: { issuer: "http://localhost:3000", audience: "foyer", accessTtl: 900, refreshTtl: 3600 },
    log: { info: (obj) => logged.push(obj as { resetUrl?: string }), warn: () => undefined },
  };
});
afterAll(async () => t.close());

describe("password reset (/forgot, /reset/{hash})", () => {
  it("answers the same message for known and unknown emails", async () => {
    const known = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/forgot",
      payload: { email: DEMO.speaker.email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/forgot",
      payload: { email: "x@nobody.test" },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it("a reset link sets the new password once and ends every session", async () => {
    const before = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens;
    await auth.requestPasswordReset(ctx, DEMO.speaker.email, "http://localhost:3000");
    const url = logged.at(-1)?.resetUrl ?? "";
    expect(url).toMatch(/^http:\/\/localhost:3000\/reset\/[\w-]{20,}$/);
    const hash = url.split("/").at(-1);

    const short = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/reset",
      payload: { hash, password: "short" },
    });
    expect(short.json().message).toBe("password: Password must be at least 8 characters");

    const ok = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/reset",
      payload: { hash, password: "new-password-1" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await refreshWith(t.app, before.refresh_token)).statusCode).toBe(401);
    expect(
      (await signIn(t.app, { username: DEMO.speaker.email, password: "new-password-1" })).response.statusCode,
    ).toBe(200);

    const twice = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/reset",
      payload: { hash, password: "another-pass-2" },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("This password reset link is invalid or has expired.");
  });
});
