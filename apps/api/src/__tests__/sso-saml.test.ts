import { ssoMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, ssoSamlAssertions, ssoSamlSessions, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { makeKeyPair, startTestSamlIdp, type TestSamlIdp } from "./support/saml-idp.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 21 item 5, SAML half: single sign-on through a real SAML 2.0 identity provider on
 * 127.0.0.1 whose keys are made for the run. The API sends an AuthnRequest with a stored
 * RelayState, verifies the signed response (signature, audience, Destination, InResponseTo,
 * NotOnOrAfter), refuses replays, and ends sessions through single logout both ways.
 */

const PUBLIC_URL = "http://foyer.test";
const DOMAIN = "acme-saml.test";
const org = DEMO.org.id;
const ACS = `/sso/saml/${org}/acs`;
const SP_ENTITY = `${PUBLIC_URL}/sso/saml/${org}/metadata`;

let t: TestApp;
let idp: TestSamlIdp;
let admin = "";

beforeAll(async () => {
  idp = await startTestSamlIdp();
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const call = (token: string | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const saveSaml = (body: object) =>
  call(admin, "PUT", `/organizations/${org}/sso/saml`, {
    metadataXml: idp.metadataXml,
    domains: [DOMAIN],
    allowAccountCreation: true,
    ...body,
  });

/** /sso's start for an email: the AuthnRequest the IdP receives. */
async function start(email: string) {
  const started = await call(null, "POST", "/sso/start", { email, returnTo: "/home" });
  expect(started.statusCode, started.body).toBe(200);
  return idp.readAuthnRequest(started.json().payload.redirectUrl);
}

/** What the browser posts to the ACS endpoint (a form). */
const post = (samlResponse: string, relayState: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: ACS,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams({
      SAMLResponse: samlResponse,
      ...(relayState ? { RelayState: relayState } : {}),
    }).toString(),
  });

/** The ACS's redirect to /auth/callback, spent as the page does: the session's tokens. */
async function finish(acsAnswer: Awaited<ReturnType<typeof post>>) {
  expect(acsAnswer.statusCode, acsAnswer.body).toBe(303);
  const callback = new URL(String(acsAnswer.headers.location));
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
  const done = await call(null, "POST", "/sso/callback", { handoff: callback.searchParams.get("handoff") });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().payload as {
    tokens: { id_token: string; refresh_token: string };
    returnTo: string | null;
  };
}

describe("the SAML connection's settings", () => {
  it("reads the IdP metadata and shows Foyer's service provider details", async () => {
    const saved = await saveSaml({});
    expect(saved.statusCode, saved.body).toBe(200);
    const { connection, serviceProvider } = saved.json().payload;
    expect(connection).toMatchObject({
      protocol: "saml",
      issuer: idp.entityId,
      domains: [DOMAIN],
      saml: { entityId: idp.entityId, ssoUrl: `${idp.url}/sso`, sloUrl: `${idp.url}/slo` },
    });
    expect(connection.saml.certificatesValidTo).toHaveLength(1);
    expect(serviceProvider).toMatchObject({ entityId: SP_ENTITY, acsUrl: `${PUBLIC_URL}${ACS}` });

    const metadata = await t.app.inject({ method: "GET", url: `/sso/saml/${org}/metadata` });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(`entityID="${SP_ENTITY}"`);
    expect(metadata.body).toContain(`Location="${PUBLIC_URL}${ACS}"`);
  });

  it("refuses metadata that is not usable with a 400 naming the problem", async () => {
    const cases: [string, string][] = [
      ["<md:EntityDescriptor", "it is not well-formed XML"],
      ["<html><body>Sign in</body></html>", "no EntityDescriptor with an IDPSSODescriptor"],
      [
        idp.metadataXml.replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>bm90IGEgY2VydA=="),
        "not a valid X.509 certificate",
      ],
      [
        idp.metadataXml.replace(/<md:SingleSignOnService[^>]+>/, ""),
        "no SingleSignOnService with the HTTP-Redirect binding",
      ],
      [idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]+<\/md:KeyDescriptor>/, ""), "no signing certificate"],
    ];
    for (const [metadataXml, problem] of cases) {
      const refused = await saveSaml({ metadataXml });
      expect(refused.statusCode, metadataXml).toBe(400);
      expect(refused.json().message).toContain(problem);
    }
    const empty = await saveSaml({ metadataXml: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(ssoMessages.metadataRequired);
  });

  it("is an organization admin's: a member without the right gets 403", async () => {
    const stranger = await signUp(t.app, "stranger@elsewhere-saml.test");
    const refused = await call(stranger.token, "PUT", `/organizations/${org}/sso/saml`, {
      metadataXml: idp.metadataXml,
      domains: [DOMAIN],
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("signing in with SAML", () => {
  beforeAll(async () => {
    expect((await saveSaml({})).statusCode).toBe(200);
  });

  it("signs in through the IdP, creating the account, and keeps the IdP session for logout", async () => {
    const request = await start(`new.person@${DOMAIN}`);
    expect(request.acsUrl).toBe(`${PUBLIC_URL}${ACS}`);
    expect(request.issuer).toBe(SP_ENTITY);
    const done = await finish(
      await post(
        idp.answer(request, { email: `New.Person@${DOMAIN}`, givenName: "New", familyName: "Person" }),
        request.relayState,
      ),
    );
    expect(done.returnTo).toBe("/home");
    const me = await call(done.tokens.id_token, "GET", "/user/me");
    expect(me.statusCode, me.body).toBe(200);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `new.person@${DOMAIN}`));
    expect(user).toMatchObject({ fname: "New", lname: "Person" });
    expect(user?.emailConfirmedAt).not.toBeNull();
    const kept = await t.database.db.select().from(ssoSamlSessions);
    expect(kept.some((row) => row.nameId === `New.Person@${DOMAIN}`)).toBe(true);
  });

  it("refuses a forged signature", async () => {
    const request = await start(`forged@${DOMAIN}`);
    const other = await makeKeyPair("Not the IdP");
    const refused = await post(
      idp.answer(request, { email: `forged@${DOMAIN}`, signWith: other }),
      request.relayState,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ssoMessages.samlRefused("Invalid signature"));
  });

  it("refuses an assertion for another audience", async () => {
    const request = await start(`audience@${DOMAIN}`);
    const refused = await post(
      idp.answer(request, { email: `audience@${DOMAIN}`, audience: "https://other-app.example/metadata" }),
      request.relayState,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("SAML assertion audience mismatch");
  });

  it("refuses an expired assertion", async () => {
    const request = await start(`expired@${DOMAIN}`);
    const refused = await post(
      idp.answer(request, { email: `expired@${DOMAIN}`, notOnOrAfter: new Date(Date.now() - 10 * 60_000) }),
      request.relayState,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message, refused.body).toContain("the assertion has expired");
  });

  it("refuses a missing or unknown RelayState, and a response to another request", async () => {
    const request = await start(`relay@${DOMAIN}`);
    const samlResponse = idp.answer(request, { email: `relay@${DOMAIN}` });
    const missing = await post(samlResponse, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ssoMessages.relayStateMissing);
    const unknown = await post(samlResponse, "made-up-relay-state");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ssoMessages.signInExpired);
    // Another sign-in's RelayState: the response is InResponseTo a different AuthnRequest.
    const other = await start(`relay@${DOMAIN}`);
    const crossed = await post(samlResponse, other.relayState);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(ssoMessages.samlRefused("InResponseTo is not valid"));
  });

  it("refuses a replayed response, and a replayed assertion ID", async () => {
    const request = await start(`replay@${DOMAIN}`);
    const samlResponse = idp.answer(request, { email: `replay@${DOMAIN}` });
    await finish(await post(samlResponse, request.relayState));
    const replayed = await post(samlResponse, request.relayState);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(ssoMessages.signInExpired);

    // Even with a fresh RelayState bound to the same request ID, the kept assertion ID refuses it.
    const again = await start(`replay@${DOMAIN}`);
    const { ssoSignIns } = await import("../db/schema/index.js");
    await t.database.db
      .update(ssoSignIns)
      .set({ nonce: request.id })
      .where(eq(ssoSignIns.state, again.relayState));
    const reused = await post(samlResponse, again.relayState);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ssoMessages.samlReplayed);
    expect((await t.database.db.select().from(ssoSamlAssertions)).length).toBeGreaterThan(0);
  });

  it("sends a browser's refusal to /auth/callback with the reason", async () => {
    const refused = await post("bm90IHNhbWw=", "made-up", { accept: "text/html" });
    expect(refused.statusCode).toBe(303);
    const page = new URL(String(refused.headers.location));
    expect(page.pathname).toBe("/auth/callback");
    expect(page.searchParams.get("error_description")).toBe(ssoMessages.signInExpired);
  });

  it("spends a handoff code once", async () => {
    const request = await start(`handoff@${DOMAIN}`);
    const answer = await post(idp.answer(request, { email: `handoff@${DOMAIN}` }), request.relayState);
    const code = new URL(String(answer.headers.location)).searchParams.get("handoff");
    expect((await call(null, "POST", "/sso/callback", { handoff: code })).statusCode).toBe(200);
    const again = await call(null, "POST", "/sso/callback", { handoff: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ssoMessages.signInExpired);
  });
});

describe("single logout", () => {
  beforeAll(async () => {
    expect((await saveSaml({})).statusCode).toBe(200);
  });

  async function signedIn(email: string) {
    const request = await start(email);
    return finish(await post(idp.answer(request, { email }), request.relayState));
  }

  it("/sso/saml/logout ends the session, sends a LogoutRequest to the IdP and takes its LogoutResponse", async () => {
    const email = `logout@${DOMAIN}`;
    const { tokens } = await signedIn(email);
    const logout = await t.app.inject({
      method: "GET",
      url: `/sso/saml/logout?token=${encodeURIComponent(tokens.refresh_token)}`,
    });
    expect(logout.statusCode).toBe(303);
    const toIdp = String(logout.headers.location);
    expect(toIdp.startsWith(`${idp.url}/slo?SAMLRequest=`)).toBe(true);
    expect((await call(tokens.id_token, "GET", "/user/me")).statusCode).toBe(401);

    // The IdP ends its session and answers with a signed LogoutResponse to Foyer's SLO address.
    const atIdp = await fetch(toIdp, { redirect: "manual" });
    expect(atIdp.status).toBe(303);
    expect(idp.loggedOut).toContain(email);
    const back = new URL(String(atIdp.headers.get("location")));
    expect(back.pathname).toBe(`/sso/saml/${org}/slo`);
    const done = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/logout/callback`);
    // Its RelayState is spent: the same answer again is refused.
    const again = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(again.statusCode).toBe(400);
  });

  it("a password session logs out without the IdP", async () => {
    const { tokens } = await signIn(t.app);
    const logout = await t.app.inject({
      method: "GET",
      url: `/sso/saml/logout?token=${encodeURIComponent(tokens.refresh_token)}`,
    });
    expect(logout.headers.location).toBe("/logout/callback");
  });

  it("the IdP's signed LogoutRequest ends the person's sessions; an unsigned or forged one is refused", async () => {
    const email = `idp.logout@${DOMAIN}`;
    const first = await signedIn(email);
    const second = await signedIn(email);
    const sloUrl = `${PUBLIC_URL}/sso/saml/${org}/slo`;

    const forged = new URL(await idp.logoutRequestUrl(sloUrl, email, await makeKeyPair("Forger")));
    const refused = await t.app.inject({ method: "GET", url: `${forged.pathname}${forged.search}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ssoMessages.logoutRequestRefused("Invalid query signature"));
    const unsigned = new URL(forged.href);
    unsigned.searchParams.delete("Signature");
    unsigned.searchParams.delete("SigAlg");
    const bare = await t.app.inject({ method: "GET", url: `${unsigned.pathname}${unsigned.search}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(ssoMessages.logoutRequestRefused("the request is not signed"));
    expect((await call(first.tokens.id_token, "GET", "/user/me")).statusCode).toBe(200);

    const signed = new URL(await idp.logoutRequestUrl(sloUrl, email));
    const answered = await t.app.inject({ method: "GET", url: `${signed.pathname}${signed.search}` });
    expect(answered.statusCode, answered.body).toBe(303);
    expect(String(answered.headers.location).startsWith(`${idp.url}/slo?SAMLResponse=`)).toBe(true);
    for (const { tokens } of [first, second]) {
      expect((await call(tokens.id_token, "GET", "/user/me")).statusCode).toBe(401);
    }
    const revoked = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokedReason, "single logout from the identity provider"));
    expect(revoked.length).toBe(2);
  });
});
