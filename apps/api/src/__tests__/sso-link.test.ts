import { ssoLinkMessages, ssoMessages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orgUsers, ssoIdentities, ssoSignIns } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { defaultIntegrationOptions } from "../services/integrations/runtime.js";
import { startTestIdp, type TestIdp } from "./support/oidc-idp.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Spec 1 §2 "/sso-link/event/{eventUUID}/account/{accountId}" (issue 21): a Foyer account whose
 * email is not its provider's links itself to the organization's single sign-on, through a real
 * OpenID Connect provider (`oidc-provider`) on 127.0.0.1; the linked subject then signs in to it.
 */

const PUBLIC_URL = "http://foyer.test";
const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
const DOMAIN = "acme-link.test";
const org = DEMO.org.id;
const event = DEMO.summit.id;
const client = { client_id: "foyer", client_secret: "foyer-secret-link" };

let t: TestApp;
let idp: TestIdp;
let admin = "";

const call = (
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const connection = {
  issuer: "",
  clientId: client.client_id,
  clientSecret: client.client_secret,
  domains: [DOMAIN],
  allowAccountCreation: false,
  passwordSignInDisabled: false,
};

async function saveConnection() {
  const saved = await call(admin, "PUT", `/organizations/${org}/sso`, { ...connection, issuer: idp.issuer });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A member of the organization whose Foyer email is a personal one. */
async function member(email: string) {
  const user = await signUp(t.app, email);
  await t.database.db.insert(orgUsers).values({ orgId: org, userId: user.id });
  return user;
}

const linkPath = (accountId: string) => `/sso/link/events/${event}/accounts/${accountId}`;

/** "Continue with single sign-on", the provider's round trip as `idpAccount`, and /auth/callback's post. */
async function link(token: string, accountId: string, idpAccount: string) {
  const started = await call(token, "POST", `${linkPath(accountId)}/start`);
  expect(started.statusCode, started.body).toBe(200);
  const params = await idp.signInAt(started.json().payload.redirectUrl, idpAccount, REDIRECT_URI);
  return call(null, "POST", "/sso/callback", Object.fromEntries(params));
}

// The first file of a run builds the seeded database image (slow on a busy machine).
beforeAll(async () => {
  idp = await startTestIdp([client], REDIRECT_URI);
  const integrations = defaultIntegrationOptions();
  integrations.connectors.allowHosts = [idp.host];
  t = await createTestApp({ publicUrl: PUBLIC_URL, integrations });
  admin = (await signIn(t.app)).tokens.id_token;
  await saveConnection();
  idp.accounts.set("corp-pat", { email: `pat@${DOMAIN}`, email_verified: true });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe("linking an account to the organization's single sign-on", () => {
  it("links the signed-in account to the provider's subject and lands on the event dashboard", async () => {
    const pat = await member("pat.personal@mail.test");
    const before = await call(pat.token, "GET", linkPath(pat.id));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().payload).toMatchObject({
      event: { id: event },
      organization: { id: org },
      protocol: "oidc",
      linked: false,
    });

    const answer = await link(pat.token, pat.id, "corp-pat");
    expect(answer.statusCode, answer.body).toBe(200);
    const { tokens, returnTo } = answer.json().payload;
    expect(returnTo).toBe(`/event-light/${event}/dashboard?ssoLinked=1`);
    const me = await call(tokens.id_token, "GET", "/user/me");
    expect(me.json().payload.id).toBe(pat.id);

    const after = await call(pat.token, "GET", linkPath(pat.id));
    expect(after.json().payload.linked).toBe(true);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, pat.id)));
    expect(audited).toHaveLength(1);
  });

  it("signs the linked subject in to the linked account, before any email match", async () => {
    // No Foyer account has pat@acme-link.test: without the link this is "no account".
    const started = await call(null, "POST", "/sso/start", { email: `pat@${DOMAIN}` });
    const params = await idp.signInAt(started.json().payload.redirectUrl, "corp-pat", REDIRECT_URI);
    const answer = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(answer.statusCode, answer.body).toBe(200);
    const me = await call(answer.json().payload.tokens.id_token, "GET", "/user/me");
    expect(me.json().payload.email).toBe("pat.personal@mail.test");
  });

  it("refuses an identity already linked to another account, and links nothing", async () => {
    const sam = await member("sam.personal@mail.test");
    const answer = await link(sam.token, sam.id, "corp-pat");
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ssoLinkMessages.identityTaken);
    const rows = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, sam.id));
    expect(rows).toEqual([]);
  });
});

describe("who may link", () => {
  it("refuses someone signed in as another account, and starts nothing", async () => {
    const owner = await member("owner@mail.test");
    const other = await member("other@mail.test");
    const before = (await t.database.db.select().from(ssoSignIns)).length;
    for (const [method, path] of [
      ["GET", linkPath(owner.id)],
      ["POST", `${linkPath(owner.id)}/start`],
    ] as const) {
      const refused = await call(other.token, method, path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ssoLinkMessages.notYours);
    }
    expect((await t.database.db.select().from(ssoSignIns)).length).toBe(before);
  });

  it("asks for a sign-in first", async () => {
    const response = await call(null, "GET", linkPath("someone"));
    expect(response.statusCode).toBe(401);
  });

  it("refuses an account that is not a member of the event's organization", async () => {
    const outsider = await signUp(t.app, "outsider@mail.test");
    const refused = await call(outsider.token, "POST", `${linkPath(outsider.id)}/start`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ssoLinkMessages.notMember);
  });

  it("says so when the organization does not use single sign-on", async () => {
    const kim = await member("kim@mail.test");
    expect((await call(admin, "DELETE", `/organizations/${org}/sso`)).statusCode).toBe(204);
    try {
      const refused = await call(kim.token, "GET", linkPath(kim.id));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(ssoLinkMessages.noConnection);
    } finally {
      await saveConnection();
    }
  });

  it("refuses a link whose sign-in expired", async () => {
    const lee = await member("lee@mail.test");
    const started = await call(lee.token, "POST", `${linkPath(lee.id)}/start`);
    const params = await idp.signInAt(started.json().payload.redirectUrl, "corp-pat", REDIRECT_URI);
    await t.database.db.update(ssoSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    const answer = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ssoMessages.signInExpired);
  });
});
