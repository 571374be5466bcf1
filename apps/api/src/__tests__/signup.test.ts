import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, passwordResets, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { SIGNUP_MAILS_PER_HOUR } from "../services/auth/signup.js";
import { linkIn, type ReceivedMail, startTestSmtp, type TestSmtp, until } from "./support/mail.js";
import { uploadAs } from "./support/portal-kit.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 2, sign-up with a confirmation email (spec 1 §2 /signup … /account/onboard),
 * against a real SMTP server on loopback: the mail as received, its link followed through the API.
 */

let smtp: TestSmtp;
let t: TestApp;
const BASE = "http://localhost:3000";
const PASSWORD = "long-enough-1";

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer", address: "events@foyer.test" },
      retry: { limit: 1, delaySeconds: 0.02 },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers });
const requestSignup = (body: Record<string, unknown>) =>
  post("/user/signup/request", { password: PASSWORD, fname: "Ada", lname: "Lovelace", ...body });
const confirm = (hash: string) => post("/user/signup/confirm", { hash });
const login = (username: string, password = PASSWORD) =>
  signIn(t.app, { username, password }, "10.9.9.9").then(({ response }) => response);

/** The `n`th mail (1-based) received for `address`: waits for it. */
function nthMailTo(address: string, n: number): Promise<ReceivedMail> {
  return until(
    () => smtp.received.filter((mail) => mail.envelopeTo.includes(address))[n - 1],
    10_000,
    `mail ${n} to ${address}`,
  );
}

const hashOf = (mail: ReceivedMail) =>
  linkIn(mail.parsed.text ?? "", `${BASE}/account/confirm/`)
    .split("/")
    .at(-1) as string;

async function userRow(email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row;
}

// Each flow hashes several passwords (scrypt) and waits on real SMTP deliveries.
describe("sign-up on /signup", { timeout: 60_000 }, () => {
  it("answers at once, emails a confirmation link in both parts, and the link signs the person in once", async () => {
    const email = "new.speaker@foyer.test";
    const asked = await requestSignup({ email, template: "speaker" });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().payload.message).toMatch(/Check your email/);

    const mail = await smtp.mailTo(email);
    expect(mail.parsed.subject).toBe("Confirm your email address for Foyer");
    expect(mail.parsed.text).toContain("Hello Ada,");
    expect(mail.parsed.text).toContain("Foyer speaker account");
    const hash = hashOf(mail);
    expect(mail.parsed.html).toContain(`href="${BASE}/account/confirm/${hash}"`);
    expect((await userRow(email))?.signupTemplate).toBe("speaker");

    // Not confirmed yet: the right password is refused with a clear message offering a resend.
    const early = await login(email);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ code: "ACCOUNT_UNCONFIRMED" });
    expect(early.json().message).toMatch(/Confirm your email address first/);
    // A wrong password still says only that the credentials are wrong.
    expect((await login(email, "wrong-password-9")).json().code).toBe("UNAUTHORIZED");

    const confirmed = await confirm(hash);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { tokens, onboard } = confirmed.json().payload;
    expect(onboard).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(tokens.id_token) });
    expect(me.json().payload.email).toBe(email);
    expect((await userRow(email))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await login(email)).statusCode).toBe(200);

    const twice = await confirm(hash);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: "CONFIRMATION_USED" });
    expect(twice.json().message).toMatch(/already been used/);
  });

  it("an expired link is refused, a resend mails a new one that works", async () => {
    const email = "late.confirmer@foyer.test";
    await requestSignup({ email });
    const first = hashOf(await smtp.mailTo(email));
    // The link's expiry is moved into the past in the database: no waiting.
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, (await userRow(email))?.id as string));
    const expired = await confirm(first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: "CONFIRMATION_EXPIRED" });
    expect(expired.json().message).toMatch(/expired/);

    const resent = await post("/user/signup/resend", { email });
    const unknown = await post("/user/signup/resend", { email: "nobody.here@foyer.test" });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual(unknown.json());
    const second = hashOf(await nthMailTo(email, 2));
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("an address with an account gets the same answer and a note to sign in or reset, nothing changed", async () => {
    const known = await requestSignup({ email: DEMO.speaker.email, password: "taken-over-1" });
    const fresh = await requestSignup({ email: "someone.else@foyer.test" });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(fresh.json());

    const note = await smtp.mailTo(DEMO.speaker.email);
    expect(note.parsed.subject).toBe("You already have a Foyer account");
    expect(note.parsed.text).toContain(`${BASE}/login`);
    expect(note.parsed.html).toContain(`href="${BASE}/forgot"`);
    expect((await login(DEMO.speaker.email, "taken-over-1")).statusCode).toBe(401);
    expect((await login(DEMO.speaker.email, DEMO.password)).statusCode).toBe(200);
  });

  it("a confirmation link sets no password, and a reset link confirms the address", async () => {
    const email = "resetter@foyer.test";
    await requestSignup({ email });
    const hash = hashOf(await smtp.mailTo(email));
    const asReset = await post("/user/auth/reset", { hash, password: "new-password-1" });
    expect(asReset.statusCode).toBe(400);

    await post("/user/auth/forgot", { email });
    const reset = await nthMailTo(email, 2);
    const resetHash = linkIn(reset.parsed.text ?? "", `${BASE}/reset/`)
      .split("/")
      .at(-1) as string;
    expect((await post("/user/auth/reset", { hash: resetHash, password: "new-password-1" })).statusCode).toBe(
      200,
    );
    expect((await login(email, "new-password-1")).statusCode).toBe(200);
  });

  it("onboarding sets the names and the photo (one of the person's own uploaded images)", async () => {
    const email = "onboarder@foyer.test";
    await requestSignup({ email });
    const { tokens, onboard } = (await confirm(hashOf(await smtp.mailTo(email)))).json().payload;
    expect(onboard).toBe(true);
    const auth = bearer(tokens.id_token);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(56, 7),
    ]);
    const photo = await uploadAs(t, tokens.id_token, "me.png", "image/png", png);
    const notImage = await uploadAs(t, tokens.id_token, "me.png", "image/png", "not a png at all");
    const anonymous = await uploadAs(t, null, "anon.png", "image/png", png);

    const bad = await post("/user/me/onboard", { fname: "Ada", lname: "L", photoUploadId: notImage }, auth);
    expect(bad.statusCode).toBe(400);
    const others = await post(
      "/user/me/onboard",
      { fname: "Ada", lname: "L", photoUploadId: anonymous },
      auth,
    );
    expect(others.statusCode).toBe(404);
    const signedOut = await post("/user/me/onboard", { fname: "Ada", lname: "L" });
    expect(signedOut.statusCode).toBe(401);
    const html = await post(
      "/user/me/onboard",
      { fname: "<i>Ada</i>", lname: "", photoUploadId: photo },
      auth,
    );
    expect(html.json().message).toMatch(/Last name is required/);

    const done = await post(
      "/user/me/onboard",
      { fname: " Ada ", lname: "Byron", photoUploadId: photo },
      auth,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload).toMatchObject({
      fname: "Ada",
      lname: "Byron",
      photoUrl: `${BASE}/api/uploads/${photo}`,
    });
    expect((await userRow(email))?.onboardedAt).toBeInstanceOf(Date);
  });
});

describe("hostile sign-up input", () => {
  it("names with HTML are escaped in the mail; a stored name with a line break never becomes a header", async () => {
    const email = "hostile@foyer.test";
    const asked = await requestSignup({ email, fname: "<b>Eve</b>", lname: "<script>x</script>" });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await smtp.mailTo(email);
    expect(mail.parsed.html).not.toContain("<b>Eve");
    expect(mail.parsed.html).toContain("Hello &lt;b&gt;Eve&lt;/b&gt;,");
    expect(mail.parsed.text).toContain("Hello <b>Eve</b>,");

    // /signup refuses line breaks in names; an account from a form's sign-up may hold one.
    const refused = await requestSignup({ email: "crlf@foyer.test", fname: "Eve\r\nBcc: victim@evil.test" });
    expect(refused.json().message).toMatch(/cannot contain line breaks/);
    const widget = await post("/user/signup", {
      email: "crlf@foyer.test",
      password: PASSWORD,
      fname: "Eve\r\nBcc: victim@evil.test",
      lname: "X",
    });
    expect(widget.statusCode).toBe(201);
    await requestSignup({ email: "crlf@foyer.test" });
    const note = await smtp.mailTo("crlf@foyer.test");
    expect(note.parsed.subject).toBe("You already have a Foyer account");
    expect(note.envelopeTo).toEqual(["crlf@foyer.test"]);
    expect(note.parsed.headers.has("bcc")).toBe(false);
    const headers = note.raw.split(/\r?\n\r?\n/)[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it("refuses an invalid email, missing or huge fields and an unknown template with clear messages", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: "not-an-email" }, /valid email/],
      [{ email: "ok@foyer.test", fname: "" }, /First name is required/],
      [{ email: "ok@foyer.test", lname: "x".repeat(101) }, /at most 100 characters/],
      [{ email: "ok@foyer.test", password: "short" }, /at least 8 characters/],
      [{ email: "ok@foyer.test", password: "p".repeat(10_000) }, /too long/],
      [{ email: `${"a".repeat(400)}@foyer.test` }, /too long/],
      [{ email: "ok@foyer.test", template: "<admin>" }, /Unknown kind of account/],
    ];
    for (const [body, message] of cases) {
      const answer = await requestSignup(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect((await confirm("short")).statusCode).toBe(400);
    expect((await confirm("x".repeat(100))).json().code).toBe("CONFIRMATION_EXPIRED");
  });
});

describe("resending", () => {
  it(`sends an address at most ${SIGNUP_MAILS_PER_HOUR} sign-up mails an hour, answering the same`, async () => {
    const email = "flooded@foyer.test";
    await requestSignup({ email });
    await smtp.mailTo(email);
    for (let i = 0; i < SIGNUP_MAILS_PER_HOUR + 2; i++) {
      expect((await post("/user/signup/resend", { email })).statusCode).toBe(202);
    }
    await t.app.close();
    // The app's close waited for the work after every answer: count what was stored.
    const stored = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(stored).toHaveLength(SIGNUP_MAILS_PER_HOUR);
  });
});
