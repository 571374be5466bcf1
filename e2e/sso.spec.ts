import { ssoMessages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { startTestIdp, type TestIdp } from "../apps/api/src/__tests__/support/oidc-idp.js";
import { startTestSamlIdp, type TestSamlIdp } from "../apps/api/src/__tests__/support/saml-idp.js";
import { BASE_URL, SSO_IDP_PORT } from "./support/server-config.js";
import { ADMIN, DEMO_PASSWORD, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 21 item 5 (OIDC): a real OpenID Connect provider (`oidc-provider`) on loopback. The demo
 * organization's admin sets up SSO on settings/sso for a domain of its own; a member of it signs in
 * through /sso and the provider, lands on /home, and signs out. Its password sign-in is refused.
 */

const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";
const REDIRECT_URI = `${BASE_URL}/auth/callback`;
const client = { client_id: "foyer-e2e", client_secret: "e2e-client-secret" };

let idp: TestIdp;
test.beforeAll(async () => {
  idp = await startTestIdp([client], REDIRECT_URI, SSO_IDP_PORT);
});
test.afterAll(async () => idp?.close());

test("an admin sets up SSO; a member signs in through the provider and out again", async ({
  page,
  request,
}) => {
  // A member of its own domain: the other tests keep signing in as the demo admin with a password.
  const domain = `sso-${Date.now()}.test`;
  const member = { email: `member@${domain}`, password: "long-enough-1" };
  const made = await request.post("/api/user/signup", {
    data: { ...member, fname: "Sso", lname: "Member" },
  });
  expect(made.status()).toBe(201);

  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  await page.goto(`/org-light/${ORG_ID}/settings/sso`);
  await expect(page.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sso-redirect-uri")).toHaveText(REDIRECT_URI);
  await page.getByLabel("Issuer URL").fill(idp.issuer);
  await page.getByLabel("Client ID").fill(client.client_id);
  await page.getByLabel("Client secret").fill(client.client_secret);
  await page.getByLabel("Email domains").fill(domain);
  await page.getByLabel("Switch off password sign-in for these domains").check();
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("Stored. Leave empty to keep it; it is never shown.")).toBeVisible();
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/logout\/callback/);

  // The member signs in through /sso and the provider.
  idp.accounts.set("member", { email: member.email, email_verified: true });
  idp.setNextAccount("member");
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with SSO" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with SSO" })).toBeVisible();
  await page.getByLabel("Work email").fill(member.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  const me = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith("id_token"));
    const token = key ? localStorage.getItem(key) : null;
    const answer = await fetch("/api/user/me", { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).payload?.email as string | undefined;
  });
  expect(me).toBe(member.email);

  // Password sign-in of the domain is refused, pointing to SSO.
  const refused = await request.post("/api/user/auth/login", {
    data: { username: member.email, password: member.password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(ssoMessages.passwordDisabled);

  // Sign-out ends the session SSO started.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/logout\/callback/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login/);
});

/*
 * SAML 2.0 (same file, so it runs after the OIDC test: one connection per organization): a real
 * SAML IdP on loopback whose keys are made for the run. The admin pastes its metadata; a member
 * signs in through /sso, the IdP posts its signed answer to the ACS, and signing out goes through
 * the IdP's single logout and back.
 */
let samlIdp: TestSamlIdp;
test.beforeAll(async () => {
  samlIdp = await startTestSamlIdp();
});
test.afterAll(async () => samlIdp?.close());

test("an admin sets up SAML; a member signs in through the IdP and out through single logout", async ({
  page,
}) => {
  const domain = `saml-${Date.now()}.test`;
  const email = `member@${domain}`;
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  await page.goto(`/org-light/${ORG_ID}/settings/sso`);
  await page.getByLabel("SAML 2.0").check();
  await expect(page.getByTestId("sso-saml-acs")).toHaveText(`${BASE_URL}/sso/saml/${ORG_ID}/acs`);
  await page.getByLabel("Identity provider metadata (XML)").fill("<not metadata");
  await page.getByLabel("Email domains").fill(domain);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "The SAML metadata is not usable: it is not well-formed XML",
  );
  await page.getByLabel("Identity provider metadata (XML)").fill(samlIdp.metadataXml);
  await page.getByLabel("Create an account for a verified email of these domains that has none").check();
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText(`In use: ${samlIdp.entityId}`)).toBeVisible();
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/logout\/callback/);

  samlIdp.setNextEmail(email);
  await page.goto("/sso");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  const me = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith("id_token"));
    const token = key ? localStorage.getItem(key) : null;
    const answer = await fetch("/api/user/me", { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).payload?.email as string | undefined;
  });
  expect(me).toBe(email);

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/logout\/callback/);
  expect(samlIdp.loggedOut).toContain(email);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login/);
});

test("a failed sign-in says why and links back to sign-in", async ({ page }) => {
  await page.goto("/auth/callback?code=x&state=forged");
  await expect(page.getByRole("heading", { name: "Single sign-on did not work" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(ssoMessages.signInExpired);
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
