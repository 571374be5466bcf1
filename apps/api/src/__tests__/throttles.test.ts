import { throttleMessages } from "@foyer/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttleKeys } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import {
  createThrottle,
  DEFAULT_THROTTLES,
  type ThrottleLimits,
  throttleLimits,
} from "../services/throttle.js";
import { bearer, createSecondApp, createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 23 item 3: the throttles of anonymous and costly calls, with small limits given here (the
 * defaults are far above what a test does). Calls alternate between two API servers on one
 * database, so each limit holds across processes.
 */

const HOUR = 3600;
const LIMITS: Partial<ThrottleLimits> = {
  signup: { windowSeconds: HOUR, perAddress: 4, perTarget: 2 },
  "password-forgot": { windowSeconds: HOUR, perAddress: 3, perTarget: 2 },
  "password-reset": { windowSeconds: HOUR, perAddress: 3 },
  "signup-confirm": { windowSeconds: HOUR, perAddress: 3 },
  "sso-start": { windowSeconds: HOUR, perAddress: 4, perTarget: 2 },
  // An hour, though the real window is a minute: an allowance comes back at window / limit, and a
  // slow test machine must not see one come back between two calls.
  "form-submission": { windowSeconds: HOUR, perAddress: 4, perTarget: 6 },
  "anonymous-upload": { windowSeconds: HOUR, perAddress: 2 },
};

let t: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> };
/** The two servers, taken in turn. */
let apps: FastifyInstance[];
let turn = 0;
const next = () => {
  turn += 1;
  return apps[turn % 2] as FastifyInstance;
};

beforeAll(async () => {
  t = await createTestApp({ throttles: { limits: LIMITS } });
  second = await createSecondApp(t, { throttles: { limits: LIMITS } });
  apps = [t.app, second.app];
});
afterAll(async () => {
  await second.close();
  await t.close();
});

function post(url: string, payload: object | undefined, ip: string, headers: Record<string, string> = {}) {
  return next().inject({ method: "POST", url, remoteAddress: ip, headers, ...(payload ? { payload } : {}) });
}

function expectThrottled(
  response: LightMyRequestResponse,
  message: (wait: number) => string,
  window: number,
) {
  expect(response.statusCode).toBe(429);
  const wait = Number(response.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(window);
  expect(response.json()).toMatchObject({ code: "RATE_LIMITED", message: message(wait) });
}

const account = (email: string) => ({ email, password: "long-enough-1", fname: "Test", lname: "Person" });

describe("sign-up (POST /user/signup, /user/signup/request, /user/signup/resend)", () => {
  it("limits one address, across processes and all three routes, with Retry-After", async () => {
    const ip = "10.9.0.1";
    expect((await post("/api/user/signup/request", account("a1@example.com"), ip)).statusCode).toBe(202);
    expect((await post("/api/user/signup/request", account("a2@example.com"), ip)).statusCode).toBe(202);
    expect((await post("/api/user/signup/resend", { email: "a3@example.com" }, ip)).statusCode).toBe(202);
    expect((await post("/api/user/signup", account("a4@example.com"), ip)).statusCode).toBe(201);
    expectThrottled(
      await post("/api/user/signup/request", account("a5@example.com"), ip),
      throttleMessages.signup,
      HOUR,
    );
    expectThrottled(
      await post("/api/user/signup", account("a6@example.com"), ip),
      throttleMessages.signup,
      HOUR,
    );
    // Another address is not stopped.
    expect((await post("/api/user/signup/request", account("a5@example.com"), "10.9.0.2")).statusCode).toBe(
      202,
    );
  });

  it("limits one email from many addresses, the same whether or not it has an account", async () => {
    for (const email of ["b1@example.com", DEMO.speaker.email]) {
      expect((await post("/api/user/signup/request", account(email), "10.9.1.1")).statusCode).toBe(202);
      expect((await post("/api/user/signup/resend", { email }, "10.9.1.2")).statusCode).toBe(202);
      const third = await post("/api/user/signup/request", account(email.toUpperCase()), "10.9.1.3");
      expectThrottled(third, throttleMessages.signup, HOUR);
    }
  });

  it("does not count a refused call: neither the refused address nor the email it named moves", async () => {
    const before = await t.database.db.select().from(throttleKeys);
    expectThrottled(
      await post("/api/user/signup/request", account("a7@example.com"), "10.9.0.1"),
      throttleMessages.signup,
      HOUR,
    );
    const after = await t.database.db.select().from(throttleKeys);
    expect(after).toEqual(before);
  });
});

describe("password links (POST /user/auth/forgot, /user/auth/reset)", () => {
  it("limits forgot per email and per address", async () => {
    const email = { email: DEMO.speaker.email };
    expect((await post("/api/user/auth/forgot", email, "10.9.2.1")).statusCode).toBe(200);
    expect((await post("/api/user/auth/forgot", email, "10.9.2.2")).statusCode).toBe(200);
    expectThrottled(
      await post("/api/user/auth/forgot", email, "10.9.2.3"),
      throttleMessages.passwordForgot,
      HOUR,
    );
    const ip = "10.9.2.4";
    for (const n of [1, 2, 3]) {
      expect((await post("/api/user/auth/forgot", { email: `c${n}@example.com` }, ip)).statusCode).toBe(200);
    }
    const fourth = await post("/api/user/auth/forgot", { email: "c4@example.com" }, ip);
    expectThrottled(fourth, throttleMessages.passwordForgot, HOUR);
  });

  it("counts every reset attempt of an address, guessed links too", async () => {
    const ip = "10.9.3.1";
    const guess = (n: number) => ({ hash: `guessed-link-${n}-${"x".repeat(20)}`, password: "long-enough-1" });
    for (const n of [1, 2, 3])
      expect((await post("/api/user/auth/reset", guess(n), ip)).statusCode).toBe(400);
    expectThrottled(await post("/api/user/auth/reset", guess(4), ip), throttleMessages.passwordReset, HOUR);
    expect((await post("/api/user/auth/reset", guess(5), "10.9.3.2")).statusCode).toBe(400);
  });
});

describe("account confirmation and single sign-on (POST /user/signup/confirm, /sso/start)", () => {
  it("counts every confirmation attempt of an address, guessed links too", async () => {
    const ip = "10.9.4.1";
    const guess = (n: number) => ({ hash: `guessed-confirmation-${n}-${"x".repeat(20)}` });
    for (const n of [1, 2, 3])
      expect((await post("/api/user/signup/confirm", guess(n), ip)).statusCode).toBe(400);
    expectThrottled(
      await post("/api/user/signup/confirm", guess(4), ip),
      throttleMessages.signupConfirm,
      HOUR,
    );
    expect((await post("/api/user/signup/confirm", guess(5), "10.9.4.2")).statusCode).toBe(400);
  });

  it("limits single sign-on starts per email and per address", async () => {
    const ip = "10.9.5.1";
    const start = (email: string, from = ip) => post("/api/sso/start", { email }, from);
    // No organization signs in example.net with SSO: each start is refused, and still counted.
    for (let n = 0; n < 2; n++) expect((await start("ada@example.net")).statusCode).toBe(404);
    expectThrottled(await start("ada@example.net", "10.9.5.2"), throttleMessages.ssoStart, HOUR);
    for (let n = 0; n < 2; n++) expect((await start(`b${n}@example.net`)).statusCode).toBe(404);
    expectThrottled(await start("c@example.net"), throttleMessages.ssoStart, HOUR);
  });
});

describe("anonymous form submissions", () => {
  const url = `/api/forms/${DEMO_FORMS.intake.id}/submissions`;
  const draft = { values: {}, status: "draft" };

  it("limits saves and sends of one address (create and update), not a signed-in participant's", async () => {
    const ip = "10.9.4.1";
    const created = await post(url, draft, ip);
    expect(created.statusCode).toBe(201);
    const { id, edit_token } = created.json().payload;
    const update = () =>
      next().inject({
        method: "PUT",
        url: `${url}/${id}`,
        remoteAddress: ip,
        headers: { "x-foyer-edit-token": edit_token },
        payload: draft,
      });
    expect((await update()).statusCode).toBe(200);
    expect((await update()).statusCode).toBe(200);
    expect((await post(url, draft, ip)).statusCode).toBe(201);
    expectThrottled(await update(), throttleMessages.formSubmission, HOUR);
    expectThrottled(await post(url, draft, ip), throttleMessages.formSubmission, HOUR);
    const { tokens } = await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password }, ip);
    expect((await post(url, draft, ip, bearer(tokens.id_token))).statusCode).toBe(201);
  });

  it("limits one form's anonymous submissions from many addresses", async () => {
    // The form has 4 counted calls from the test above; 2 more reach its limit of 6.
    expect((await post(url, draft, "10.9.5.1")).statusCode).toBe(201);
    expect((await post(url, draft, "10.9.5.2")).statusCode).toBe(201);
    expectThrottled(await post(url, draft, "10.9.5.3"), throttleMessages.formSubmission, HOUR);
  });
});

describe("anonymous uploads", () => {
  it("limits the uploads of one address", async () => {
    const ip = "10.9.6.1";
    const send = async () => {
      const grant = await post(`/api/forms/${DEMO_FORMS.intake.id}/upload-grants`, undefined, ip);
      const boundary = "----throttle";
      return next().inject({
        method: "POST",
        url: "/api/uploads",
        remoteAddress: ip,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "x-foyer-upload-grant": grant.json().payload.grant,
        },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
    };
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expectThrottled(await send(), throttleMessages.anonymousUpload, HOUR);
  });
});

describe("the pace", () => {
  it("spends the whole allowance at once, then gives one call back every window / limit", async () => {
    const throttle = createThrottle(t.database.db, {
      ...throttleLimits(),
      "schedule-export": { windowSeconds: 2, perAddress: 2 },
    });
    const subject = { ip: "10.9.9.1" };
    await throttle.hit("schedule-export", subject);
    await throttle.hit("schedule-export", subject);
    const refused = await throttle.hit("schedule-export", subject).then(
      () => null,
      (error: unknown) => error,
    );
    // One call comes back every second (2 s / 2 calls): the wait is that second, not the window.
    expect(refused).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 1 });
    await expect
      .poll(
        () =>
          throttle.hit("schedule-export", subject).then(
            () => true,
            () => false,
          ),
        { timeout: 5_000, interval: 100 },
      )
      .toBe(true);
  });
});

describe("the limits", () => {
  it("FOYER_THROTTLE_SCALE multiplies every default limit; the public schedule exports have a bucket", () => {
    const doubled = throttleLimits(2);
    expect(doubled.signup.perAddress).toBe(DEFAULT_THROTTLES.signup.perAddress * 2);
    expect(doubled["form-submission"].perTarget).toBe(
      (DEFAULT_THROTTLES["form-submission"].perTarget ?? 0) * 2,
    );
    expect(throttleLimits(0.0001)["password-reset"].perAddress).toBe(1);
    expect(DEFAULT_THROTTLES["schedule-export"]).toMatchObject({ perAddress: 60, perTarget: 600 });
  });
});
