import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orgUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { startTestSamlIdp, type TestSamlIdp } from "./support/saml-idp.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Spec 1 §2 "/sso-link/…" (issue 21) over SAML 2.0: the link intent rides on the AuthnRequest's
 * RelayState; the verified NameID is stored on the account and then signs in to it.
 */

const PUBLIC_URL = "http://foyer.test";
const DOMAIN = "acme-saml-link.test";
const org = DEMO.org.id;
const event = DEMO.summit.id;

let t: TestApp;
let idp: TestSamlIdp;

const call = (token: string | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** The IdP's signed answer for `email`, posted to the ACS and spent at /auth/callback. */
async function answerAs(redirectUrl: string, email: string) {
  const request = await idp.readAuthnRequest(redirectUrl);
  const acs = await t.app.inject({
    method: "POST",
    url: `/sso/saml/${org}/acs`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      SAMLResponse: idp.answer(request, { email }),
      RelayState: request.relayState,
    }).toString(),
  });
  expect(acs.statusCode, acs.body).toBe(303);
  const handoff = new URL(String(acs.headers.location)).searchParams.get("handoff");
  return call(null, "POST", "/sso/callback", { handoff });
}

// The first file of a run builds the seeded database image (slow on a busy machine).
beforeAll(async () => {
  idp = await startTestSamlIdp();
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  const admin = (await signIn(t.app)).tokens.id_token;
  const saved = await call(admin, "PUT", `/organizations/${org}/sso/saml`, {
    metadataXml: idp.metadataXml,
    domains: [DOMAIN],
    allowAccountCreation: false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe("linking an account to a SAML connection", () => {
  it("stores the verified NameID on the account, which then signs in to it", async () => {
    const jo = await signUp(t.app, "jo.personal@mail.test");
    await t.database.db.insert(orgUsers).values({ orgId: org, userId: jo.id });
    const started = await call(jo.token, "POST", `/sso/link/events/${event}/accounts/${jo.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const linked = await answerAs(started.json().payload.redirectUrl, `jo@${DOMAIN}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().payload.returnTo).toBe(`/event-light/${event}/dashboard?ssoLinked=1`);

    // No Foyer account has jo@acme-saml-link.test (and none may be made): the link signs in.
    const signInStart = await call(null, "POST", "/sso/start", { email: `jo@${DOMAIN}` });
    const answer = await answerAs(signInStart.json().payload.redirectUrl, `jo@${DOMAIN}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const me = await call(answer.json().payload.tokens.id_token, "GET", "/user/me");
    expect(me.json().payload.id).toBe(jo.id);
  });
});
