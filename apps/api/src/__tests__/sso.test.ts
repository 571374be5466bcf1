import { ssoMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, ssoConnections, ssoDomains, ssoSignIns } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { defaultIntegrationOptions } from "../services/integrations/runtime.js";
import { startTestIdp, type TestIdp } from "./support/oidc-idp.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 21 item 5, OIDC half: single sign-on for organization members through a real provider
 * (`oidc-provider`) on 127.0.0.1. The API discovers it, sends the browser there with state, nonce
 * and PKCE, exchanges the code and signs in the account of the verified email.
 */

const PUBLIC_URL = "http://foyer.test";
const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
const DOMAIN = "acme-sso.test";
const org = DEMO.org.id;
const clientA = { client_id: "foyer", client_secret: "foyer-secret-a" };
const clientB = { client_id: "other-app", client_secret: "other-secret-b" };

let t: TestApp;
let idp: TestIdp;
let admin = "";

beforeAll(async () => {
  idp = await startTestIdp([clientA, clientB], REDIRECT_URI);
  const integrations = defaultIntegrationOptions();
  integrations.connectors.allowHosts = [idp.host];
  t = await createTestApp({ publicUrl: PUBLIC_URL, integrations });
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

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

const connection = (overrides: object = {}) => ({
  issuer: idp.issuer,
  clientId: clientA.client_id,
  clientSecret: clientA.client_secret,
  domains: [DOMAIN],
  allowAccountCreation: false,
  passwordSignInDisabled: false,
  ...overrides,
});

async function save(body: object, orgId = org) {
  const response = await call(admin, "PUT", `/organizations/${orgId}/sso`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** /sso's start, the provider's round trip, and what /auth/callback posts back: the API's answer. */
async function signInWithSso(
  email: string,
  accountId: string,
  tamper: (params: URLSearchParams) => void = () => {},
  tamperUrl: (url: URL) => void = () => {},
) {
  const started = await call(null, "POST", "/sso/start", { email, returnTo: "/org-light/x/settings" });
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().payload.redirectUrl);
  tamperUrl(url);
  const params = await idp.signInAt(url.href, accountId, REDIRECT_URI);
  tamper(params);
  return call(null, "POST", "/sso/callback", Object.fromEntries(params));
}

describe("the connection's settings", () => {
  it("saves the connection, never answers its secret, and shows the redirect URI", async () => {
    const empty = await call(admin, "GET", `/organizations/${org}/sso`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().payload).toEqual({
      connection: null,
      redirectUri: REDIRECT_URI,
      serviceProvider: {
        entityId: `${PUBLIC_URL}/sso/saml/${org}/metadata`,
        acsUrl: `${PUBLIC_URL}/sso/saml/${org}/acs`,
        sloUrl: `${PUBLIC_URL}/sso/saml/${org}/slo`,
        metadataUrl: `${PUBLIC_URL}/sso/saml/${org}/metadata`,
      },
    });

    const saved = await save(connection({ domains: [DOMAIN, "@Second-SSO.test"] }));
    expect(saved.connection).toMatchObject({
      issuer: idp.issuer,
      clientId: clientA.client_id,
      hasClientSecret: true,
      domains: [DOMAIN, "second-sso.test"],
      redirectUri: REDIRECT_URI,
    });
    const read = await call(admin, "GET", `/organizations/${org}/sso`);
    expect(read.body).not.toContain(clientA.client_secret);
    const [row] = await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.orgId, org));
    expect(JSON.stringify(row)).not.toContain(clientA.client_secret);

    // Left out, the secret stays.
    const { clientSecret: _, ...withoutSecret } = connection();
    expect((await save(withoutSecret)).connection.domains).toEqual([DOMAIN]);
  });

  it("refuses bad input with 400 naming the problem", async () => {
    const url = `/organizations/${org}/sso`;
    const badDomain = await call(admin, "PUT", url, connection({ domains: ["not a domain"] }));
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().message).toContain(ssoMessages.domainInvalid("not a domain"));
    const noDomains = await call(admin, "PUT", url, connection({ domains: [] }));
    expect(noDomains.statusCode).toBe(400);
    const badIssuer = await call(admin, "PUT", url, connection({ issuer: "ftp://idp.example" }));
    expect(badIssuer.statusCode).toBe(400);
    expect(badIssuer.json().message).toContain(ssoMessages.issuerInvalid);
  });

  it("refuses issuers on plain http or private networks unless the operator allowed them", async () => {
    const other = await call(
      admin,
      "PUT",
      `/organizations/${org}/sso`,
      connection({ issuer: "http://127.0.0.2:9/" }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain(ssoMessages.issuerInvalid);
    const loopback = await call(
      admin,
      "PUT",
      `/organizations/${org}/sso`,
      connection({ issuer: "https://127.0.0.1:9/" }),
    );
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json().message).toContain("FOYER_OUTBOUND_ALLOW_HOSTS");
  });

  it("gives a domain to one organization only", async () => {
    await t.database.db.insert(organizations).values({ id: "org-sso-other", name: "Other SSO Org" });
    await t.database.db.insert(ssoConnections).values({
      id: "sso-other",
      orgId: "org-sso-other",
      issuer: "https://idp.other.example",
      clientId: "other",
      clientSecretSealed: "v1.unread",
    });
    await t.database.db.insert(ssoDomains).values({ domain: "taken-sso.test", connectionId: "sso-other" });
    const response = await call(
      admin,
      "PUT",
      `/organizations/${org}/sso`,
      connection({ domains: [DOMAIN, "taken-sso.test"] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ssoMessages.domainTaken("taken-sso.test"));
  });

  it("is for the organization's admins only", async () => {
    const member = await signUp(t.app, "not-admin@elsewhere.test");
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(
        member.token,
        method,
        `/organizations/${org}/sso`,
        method === "PUT" ? connection() : undefined,
      );
      expect(response.statusCode, `${method} ${response.body}`).toBe(403);
    }
    expect((await call(null, "GET", `/organizations/${org}/sso`)).statusCode).toBe(401);
  });
});

describe("signing in", () => {
  it("links the account of the verified email and starts a normal session", async () => {
    await save(connection());
    const member = await signUp(t.app, `pat@${DOMAIN}`);
    idp.accounts.set("pat", { email: `Pat@${DOMAIN}`, email_verified: true });
    const answer = await signInWithSso(`pat@${DOMAIN}`, "pat");
    expect(answer.statusCode, answer.body).toBe(200);
    const { tokens, returnTo } = answer.json().payload;
    expect(returnTo).toBe("/org-light/x/settings");
    const me = await call(tokens.id_token, "GET", "/user/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().payload.id).toBe(member.id);
    // The refresh token is a normal one.
    const refreshed = await call(null, "POST", "/user/auth/refresh-token", { token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
  });

  it("answers 404 with a clear message for a domain without a connection", async () => {
    const response = await call(null, "POST", "/sso/start", { email: "someone@no-sso.test" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ssoMessages.noConnection);
  });

  it("makes an account only when the organization allows it", async () => {
    idp.accounts.set("newbie", {
      email: `newbie@${DOMAIN}`,
      email_verified: true,
      given_name: "New",
      family_name: "Bie",
    });
    const refused = await signInWithSso(`newbie@${DOMAIN}`, "newbie");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ssoMessages.noAccount);

    await save(connection({ allowAccountCreation: true }));
    const made = await signInWithSso(`newbie@${DOMAIN}`, "newbie");
    expect(made.statusCode, made.body).toBe(200);
    const me = await call(made.json().payload.tokens.id_token, "GET", "/user/me");
    expect(me.json().payload).toMatchObject({ email: `newbie@${DOMAIN}`, fname: "New", lname: "Bie" });
    await save(connection());
  });

  it("refuses an email the provider has not verified, or of another domain", async () => {
    await signUp(t.app, `unverified@${DOMAIN}`);
    idp.accounts.set("unverified", { email: `unverified@${DOMAIN}`, email_verified: false });
    const unverified = await signInWithSso(`unverified@${DOMAIN}`, "unverified");
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(ssoMessages.emailUnverified);

    idp.accounts.set("outsider", { email: DEMO.admin.email, email_verified: true });
    const outsider = await signInWithSso(`pat@${DOMAIN}`, "outsider");
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(ssoMessages.domainMismatch);
  });

  it("spends a state once: a replayed or unknown state is refused", async () => {
    const started = await call(null, "POST", "/sso/start", { email: `pat@${DOMAIN}` });
    const params = await idp.signInAt(started.json().payload.redirectUrl, "pat", REDIRECT_URI);
    const first = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(first.statusCode, first.body).toBe(200);
    const replay = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(ssoMessages.signInExpired);

    const wrongState = await signInWithSso(`pat@${DOMAIN}`, "pat", (query) => query.set("state", "forged"));
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe(ssoMessages.signInExpired);
    const noState = await signInWithSso(`pat@${DOMAIN}`, "pat", (query) => query.delete("state"));
    expect(noState.statusCode).toBe(400);
    expect(noState.json().message).toBe(ssoMessages.signInExpired);
  });

  it("refuses an expired sign-in", async () => {
    const started = await call(null, "POST", "/sso/start", { email: `pat@${DOMAIN}` });
    const params = await idp.signInAt(started.json().payload.redirectUrl, "pat", REDIRECT_URI);
    await t.database.db
      .update(ssoSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoSignIns.state, params.get("state") ?? ""));
    const late = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(ssoMessages.signInExpired);
  });

  it("refuses an ID token without the nonce it was asked for", async () => {
    const answer = await signInWithSso(`pat@${DOMAIN}`, "pat", undefined, (url) =>
      url.searchParams.delete("nonce"),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain("nonce");
  });

  it("refuses an answer naming another issuer, or a code given to another client", async () => {
    const wrongIssuer = await signInWithSso(`pat@${DOMAIN}`, "pat", (query) =>
      query.set("iss", "https://evil.example"),
    );
    expect(wrongIssuer.statusCode).toBe(400);
    expect(wrongIssuer.json().message).toContain("iss");

    // The code was given to client A; the connection now claims to be client B.
    const started = await call(null, "POST", "/sso/start", { email: `pat@${DOMAIN}` });
    const params = await idp.signInAt(started.json().payload.redirectUrl, "pat", REDIRECT_URI);
    await save(connection({ clientId: clientB.client_id, clientSecret: clientB.client_secret }));
    const otherClient = await call(null, "POST", "/sso/callback", Object.fromEntries(params));
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json().message).toMatch(/^The sign-in provider's answer was refused/);
    await save(connection());
  });

  it("refuses password sign-in for the domain once it is switched off", async () => {
    const login = { username: `pat@${DOMAIN}`, password: "long-enough-1" };
    expect((await signIn(t.app, login)).response.statusCode).toBe(200);
    await save(connection({ passwordSignInDisabled: true }));
    const refused = (await signIn(t.app, login)).response;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ssoMessages.passwordDisabled);
    // Other domains are unaffected.
    expect((await signIn(t.app)).response.statusCode).toBe(200);
    const removed = await call(admin, "DELETE", `/organizations/${org}/sso`);
    expect(removed.statusCode).toBe(204);
    expect((await signIn(t.app, login)).response.statusCode).toBe(200);
    expect((await call(admin, "DELETE", `/organizations/${org}/sso`)).statusCode).toBe(404);
  });
});
