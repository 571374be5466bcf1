import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { linkIn, startMailingApp, type TestSmtp } from "./support/mail.js";
import { bearer, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 2, the flows that email people, against a real SMTP server on loopback: team
 * invitations (event and organization) and portal access, each followed from the received link
 * through the API as the person would.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin = "";
const BASE = "http://localhost:3000";

let close = async () => {};

beforeAll(async () => {
  ({ smtp, t, admin, close } = await startMailingApp());
});
afterAll(() => close());

const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload });
const put = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: "PUT", url, headers: bearer(token), payload });

/** Sets a password with a /reset/{hash}?next= link from a mail; answers where "Sign in" leads. */
async function choosePassword(link: string, password: string): Promise<string | null> {
  const url = new URL(link);
  const hash = url.pathname.split("/").at(-1) as string;
  const reset = await t.app.inject({
    method: "POST",
    url: "/api/user/auth/reset",
    payload: { hash, password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  return url.searchParams.get("next");
}

describe("team invitations by email", () => {
  it("an email without an account gets a link to choose a password; signing in joins the event's team", async () => {
    const email = "new.teammate@foyer.test";
    const invited = await post(`/api/event-users/${DEMO.summit.id}/users`, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().payload.status).toBe("invited");

    const mail = await smtp.mailTo(email);
    expect(mail.parsed.subject).toBe(`Ada Organizer invited you to the team of ${DEMO.summit.name}`);
    const link = linkIn(mail.parsed.text ?? "", `${BASE}/reset/`);
    expect(mail.parsed.html).toContain("href=");
    expect(await choosePassword(link, "my-first-password")).toBe(`/event-light/${DEMO.summit.id}/dashboard`);

    const login = await signIn(t.app, { username: email, password: "my-first-password" });
    expect(login.response.statusCode).toBe(200);
    const team = await t.app.inject({
      method: "GET",
      url: `/api/event-users/${DEMO.summit.id}/users`,
      headers: bearer(admin),
    });
    expect(team.json().payload.map((member: { email: string }) => member.email)).toContain(email);
    const pending = await t.app.inject({
      method: "GET",
      url: `/api/event-users/${DEMO.summit.id}/invitations`,
      headers: bearer(admin),
    });
    expect(pending.json().payload.map((row: { email: string }) => row.email)).not.toContain(email);
  });

  it("an invitation's link works once, and not after the invitation is cancelled or the email signed up", async () => {
    const reset = (link: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/auth/reset",
        payload: { hash: new URL(link).pathname.split("/").at(-1), password },
      });
    const invite = async (email: string) => {
      const response = await post(`/api/organizations/${DEMO.org.id}/users`, { email });
      const link = linkIn((await smtp.mailTo(email)).parsed.text ?? "", `${BASE}/reset/`);
      return { id: response.json().payload.invitation.id as string, link };
    };
    const once = await invite("once@foyer.test");
    expect((await reset(once.link, "first-choice-1")).statusCode).toBe(200);
    const twice = await reset(once.link, "second-choice-2");
    expect(twice.json().message).toBe("This password reset link is invalid or has expired.");

    const cancelled = await invite("cancelled@foyer.test");
    await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${DEMO.org.id}/invitations/${cancelled.id}`,
      headers: bearer(admin),
    });
    expect((await reset(cancelled.link, "too-late-pass-1")).statusCode).toBe(400);

    // Signing up accepts the invitation, and its link goes with it.
    const signedUp = await invite("quick@foyer.test");
    await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: { email: "quick@foyer.test", password: "signed-up-first", fname: "Quick", lname: "One" },
    });
    expect((await reset(signedUp.link, "from-the-link-1")).statusCode).toBe(400);

    // An account made another way meanwhile (say, for portal access): they sign in instead.
    const other = await invite("made-meanwhile@foyer.test");
    await t.database.db.insert(users).values({ id: randomUUID(), email: "made-meanwhile@foyer.test" });
    const taken = await reset(other.link, "from-the-link-1");
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe("An account with this email already exists. Sign in instead.");
  });

  it("someone with an account is added and gets a link to sign in to the organization", async () => {
    const added = await post(`/api/organizations/${DEMO.org.id}/users`, { email: DEMO.speaker.email });
    expect(added.json().payload.status).toBe("added");
    const mail = await smtp.mailTo(DEMO.speaker.email);
    expect(mail.parsed.subject).toMatch(/^Ada Organizer added you to the team of /);
    expect(linkIn(mail.parsed.text ?? "", `${BASE}/login`)).toBe(
      `${BASE}/login?returnTo=${encodeURIComponent(`/org-light/${DEMO.org.id}/dashboard`)}`,
    );
  });

  it("refuses an address with a line break or a display name (400), and sends nothing", async () => {
    const before = smtp.received.length;
    for (const email of ["x@foyer.test\r\nBcc: victim@evil.test", "Eve <eve@foyer.test>"]) {
      const response = await post(`/api/event-users/${DEMO.summit.id}/users`, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Enter a valid email address/);
    }
    expect(smtp.received.length).toBe(before);
  });
});

describe("giving contacts portal access emails each a link into the portal", () => {
  it("a contact without a password chooses one, then signs in to the portal", async () => {
    const contactId = randomUUID();
    await t.database.db.insert(contacts).values({
      id: contactId,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      fname: "Portia",
      lname: "<i>Newcomer</i>",
      email: "portia@foyer.test",
    });
    const given = await put(`/api/portal/event/${DEMO.summit.id}/users/contact/${contactId}`, {
      portalId: DEMO.portal.id,
    });
    expect(given.json().payload.results[0]).toMatchObject({ status: "granted", newAccount: true });

    const mail = await smtp.mailTo("portia@foyer.test");
    expect(mail.parsed.subject).toBe(`Your access to ${DEMO.portal.name}`);
    expect(mail.parsed.to && "value" in mail.parsed.to ? mail.parsed.to.value[0]?.name : "").toBe(
      "Portia <i>Newcomer</i>",
    );
    const next = await choosePassword(linkIn(mail.parsed.text ?? "", `${BASE}/reset/`), "portal-pass-1");
    expect(next).toBe(`/portal-login/${DEMO.portal.slug}/${DEMO.portal.id}`);
    const login = await signIn(t.app, { username: "portia@foyer.test", password: "portal-pass-1" });
    expect(login.response.statusCode).toBe(200);
    const access = await t.app.inject({
      method: "GET",
      url: `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/access`,
      headers: bearer(login.tokens.id_token),
    });
    expect(access.json().payload.hasAccess).toBe(true);
  });

  it("many contacts at once: each newly given access gets one mail; those who had it get none", async () => {
    const ids = [randomUUID(), randomUUID()];
    await t.database.db.insert(contacts).values(
      ids.map((id, index) => ({
        id,
        orgId: DEMO.org.id,
        eventId: DEMO.summit.id,
        fname: `Bulk${index}`,
        lname: "Person",
        email: `bulk${index}@foyer.test`,
      })),
    );
    const body = { portalId: DEMO.portal.id, contacts: ids, save: true };
    expect((await put(`/api/portal/event/${DEMO.summit.id}/users/contacts`, body)).statusCode).toBe(200);
    for (const index of [0, 1]) {
      const mail = await smtp.mailTo(`bulk${index}@foyer.test`);
      expect(linkIn(mail.parsed.text ?? "", `${BASE}/reset/`)).toContain("next=");
    }
    const again = await put(`/api/portal/event/${DEMO.summit.id}/users/contacts`, body);
    expect(again.json().payload.already).toBe(2);
    // A mail sent now (to someone else) arrives after any the repeat would have queued.
    await post("/api/user/auth/forgot", { email: DEMO.admin.email });
    await smtp.mailTo(DEMO.admin.email);
    const toBulk = smtp.received.filter((mail) => mail.envelopeTo[0]?.startsWith("bulk"));
    expect(toBulk).toHaveLength(2);
  });
});
