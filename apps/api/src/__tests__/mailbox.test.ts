import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { settledMailTo } from "./support/mail.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 1: without SMTP_URL (the embedded default) mail is held in the outbox, and
 * platform admins read it on the mailbox page (`GET /api/platform/mail…`); nobody else may.
 */

let t: TestApp;
let admin = "";
let participant = "";

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  participant = (await signUp(t.app, "curious@foyer.test")).token;
  for (const email of [DEMO.speaker.email, "curious@foyer.test", DEMO.admin.email]) {
    await t.app.inject({ method: "POST", url: "/api/user/auth/forgot", payload: { email } });
  }
  // Each is made after its answer: wait for all three.
  for (const email of [DEMO.speaker.email, "curious@foyer.test", DEMO.admin.email]) {
    await settledMailTo(t.database.db, email);
  }
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("no SMTP_URL: mail is held in the outbox", () => {
  it("lists held messages newest first for a platform admin, saying mail is held", async () => {
    const response = await get("/api/platform/mail");
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().payload;
    expect(page.delivery).toEqual({ mode: "held", from: "Foyer <no-reply@foyer.localhost>" });
    expect(page.total).toBe(3);
    expect(page.messages.map((row: { toAddress: string }) => row.toAddress)).toEqual([
      DEMO.admin.email,
      "curious@foyer.test",
      DEMO.speaker.email,
    ]);
    expect(page.messages[0]).toMatchObject({
      status: "held",
      attempts: 0,
      template: "password-reset",
      subject: "Reset your Foyer password",
      sentAt: null,
    });
  });

  it("pages and finds messages by address or name", async () => {
    const second = (await get("/api/platform/mail?page=2&pageSize=2")).json().payload;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.messages).toHaveLength(1);
    const found = (await get("/api/platform/mail?q=CURIOUS")).json().payload;
    expect(found.total).toBe(1);
    expect(found.messages[0].toAddress).toBe("curious@foyer.test");
    expect((await get("/api/platform/mail?q=%25")).json().payload.total).toBe(0);
    expect((await get("/api/platform/mail?status=sent")).json().payload.total).toBe(0);
  });

  it("opens one message with both parts and its link", async () => {
    const [first] = (await get("/api/platform/mail?q=speaker")).json().payload.messages;
    const message = (await get(`/api/platform/mail/${first.id}`)).json().payload;
    expect(message.text).toMatch(/http:\/\/localhost:3000\/reset\/[\w-]+/);
    expect(message.html).toMatch(/<a href="http:\/\/localhost:3000\/reset\/[\w-]+">/);
    expect(message).toMatchObject({ status: "held", failureReason: null, serverResponse: null });
  });

  it("refuses everyone but platform admins (403), and says so", async () => {
    const list = await get("/api/platform/mail", participant);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe("Only platform admins can read the outbox.");
    const [first] = (await get("/api/platform/mail")).json().payload.messages;
    expect((await get(`/api/platform/mail/${first.id}`, participant)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/platform/mail" })).statusCode).toBe(401);
  });

  it("answers 404 for an unknown message and 400 for a bad query", async () => {
    expect((await get("/api/platform/mail/nope")).statusCode).toBe(404);
    const bad = await get("/api/platform/mail?status=lost&pageSize=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be one of held, queued, sent, failed|Page size/);
  });
});
