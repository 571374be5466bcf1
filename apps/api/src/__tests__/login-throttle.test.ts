import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THROTTLE } from "../services/auth/login-throttle.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = { username: "speaker@foyer.demo", password: "wrong-password" };
const RIGHT = { username: "speaker@foyer.demo", password: "foyer-demo" };

describe("failed sign-ins are rate-limited per account and per address", () => {
  it(`after ${THROTTLE.perAccountAndAddress} failures the same address gets 429 with Retry-After, even with the right password`, async () => {
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      expect((await signIn(t.app, WRONG, "10.1.0.1")).response.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, RIGHT, "10.1.0.1");
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json().code).toBe("RATE_LIMITED");
    expect(Number(blocked.response.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("does not let an attacker lock the user out: the user's own address still signs in", async () => {
    const fromUser = await signIn(t.app, RIGHT, "10.1.0.2");
    expect(fromUser.response.statusCode).toBe(200);
  });

  it("limits one address trying many accounts", async () => {
    const ip = "10.1.0.3";
    let status = 0;
    for (let i = 0; i < THROTTLE.perAddress; i++) {
      status = (await signIn(t.app, { username: `user${i}@example.com`, password: "guess-guess" }, ip))
        .response.statusCode;
    }
    expect(status).toBe(401);
    const next = await signIn(t.app, { username: "another@example.com", password: "guess-guess" }, ip);
    expect(next.response.statusCode).toBe(429);
  }, 60_000);
});
