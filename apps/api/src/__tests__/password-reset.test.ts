import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { linkIn, outboxTo, settledMailTo } from "./support/mail.js";
import { createTestApp, refreshWith, signIn, type TestApp } from "./support/test-app.js";

/*
 * /forgot and /reset/{hash} without SMTP_URL (the embedded default): the reset mail is held in
 * the outbox, where the link is read. Delivery over SMTP is in mail-delivery.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/forgot", payload: { email } });

describe("password reset (/forgot, /reset/{hash})", () => {
  it("answers the same message for known and unknown emails, and mails only the known one", async () => {
    const known = await forgot(DEMO.speaker.email);
    const unknown = await forgot("x@nobody.test");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await settledMailTo(t.database.db, DEMO.speaker.email)).status).toBe("held");
    expect(await outboxTo(t.database.db, "x@nobody.test")).toEqual([]);
  });

  it("a reset link sets the new password once and ends every session", async () => {
    const before = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens;
    await forgot(DEMO.speaker.email);
    const mail = await settledMailTo(t.database.db, DEMO.speaker.email);
    const url = linkIn(mail.textBody, "http://localhost:3000/reset/");
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
