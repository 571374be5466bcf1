import { ssoMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoConnections, ssoDomains } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { createPasswordLink, RESET_TTL_MS } from "../services/auth/reset-links.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 21 item 5 "Password sign-in can be switched off for an SSO domain": once an organization
 * switches it off, an address of the domain can neither sign up with a password, nor ask for a
 * reset link, nor set a password with a link it already holds, nor sign in with one; each is
 * refused with 403 pointing to single sign-on. Other domains are untouched, and switching it on
 * again lets the same link work.
 */

const DOMAIN = "sso-only.example";
const CONNECTION = "sso-only-connection";
let t: TestApp;

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api${url}`, payload });

async function passwordOnly(disabled: boolean) {
  await t.database.db
    .update(ssoConnections)
    .set({ passwordSignInDisabled: disabled })
    .where(eq(ssoConnections.id, CONNECTION));
}

function expectSsoRefusal(response: { statusCode: number; json(): { message: string } }) {
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe(ssoMessages.passwordDisabled);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(ssoConnections).values({
    id: CONNECTION,
    orgId: DEMO.org.id,
    issuer: "https://idp.sso-only.example",
    clientId: "foyer",
    clientSecretSealed: "sealed",
    passwordSignInDisabled: true,
  });
  await t.database.db.insert(ssoDomains).values({ domain: DOMAIN, connectionId: CONNECTION });
});
afterAll(async () => t?.close());

describe("an SSO-only domain", () => {
  const person = { password: "long-enough-1", fname: "Sam", lname: "Single" };

  it("refuses sign-up with a password, at once and in any letter case", async () => {
    expectSsoRefusal(await post("/user/signup", { ...person, email: `sam@${DOMAIN}` }));
    expectSsoRefusal(await post("/user/signup/request", { ...person, email: `Sam@${DOMAIN.toUpperCase()}` }));
    expectSsoRefusal(await post("/user/signup/resend", { email: `sam@${DOMAIN}` }));
    // Another domain signs up as before.
    expect((await post("/user/signup", { ...person, email: "sam@elsewhere.example" })).statusCode).toBe(201);
  });

  it("refuses a reset link, and a link sent before the switch sets no password until it is on again", async () => {
    await passwordOnly(false);
    const account = await signUp(t.app, `pat@${DOMAIN}`);
    const link = await createPasswordLink(t.database.db, {
      userId: account.id,
      publicUrl: "https://foyer.test",
      ttlMs: RESET_TTL_MS,
    });
    const hash = new URL(link).pathname.split("/").pop() as string;
    await passwordOnly(true);

    expectSsoRefusal(await post("/user/auth/forgot", { email: `pat@${DOMAIN}` }));
    expectSsoRefusal(await post("/user/auth/reset", { hash, password: "another-long-1" }));
    expectSsoRefusal(
      (await signIn(t.app, { username: `pat@${DOMAIN}`, password: "another-long-1" })).response,
    );
    // Another domain's forgotten password is answered as before.
    expect((await post("/user/auth/forgot", { email: DEMO.admin.email })).statusCode).toBe(200);

    // The refused link was not spent: once password sign-in is on again, it works.
    await passwordOnly(false);
    expect((await post("/user/auth/reset", { hash, password: "another-long-1" })).statusCode).toBe(200);
    const login = await signIn(t.app, { username: `pat@${DOMAIN}`, password: "another-long-1" });
    expect(login.response.statusCode).toBe(200);
    await passwordOnly(true);
  });
});
