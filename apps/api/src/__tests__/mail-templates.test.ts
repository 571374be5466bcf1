import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, events, organizations, orgUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { resolveTemplate } from "../services/mail/template-source.js";
import { startMailSuite, type TestSmtp } from "./support/mail.js";
import { bearer, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 4, the template editors: the organization's templates are the defaults of all its
 * events, an event's override wins, a reset falls back; what is saved is what a real SMTP server
 * receives. Unknown placeholders, empty or huge templates and other people are refused.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin = "";
const BASE = "http://localhost:3000";
const ORG = `/api/organizations/${DEMO.org.id}/mail-templates`;
const EVENT = `/api/events/${DEMO.summit.id}/mail-templates`;
const KIND = "portal-access-new-password";

let close = async () => {};

beforeAll(async () => {
  ({ smtp, t, admin, close } = await startMailSuite());
});
afterAll(() => close());

const call = (method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Gives a new summit contact access to the demo portal; answers the email they receive. */
async function grantPortalAccess(fname: string) {
  const id = randomUUID();
  const email = `${fname.toLowerCase()}-${id.slice(0, 8)}@foyer.test`;
  await t.database.db
    .insert(contacts)
    .values({ id, orgId: DEMO.org.id, eventId: DEMO.summit.id, fname, lname: "Tester", email });
  const given = await call("PUT", `/api/portal/event/${DEMO.summit.id}/users/contact/${id}`, {
    portalId: DEMO.portal.id,
  });
  expect(given.statusCode, given.body).toBe(200);
  return smtp.mailTo(email);
}

describe("which template a message uses: the event's, else the organization's, else Foyer's", () => {
  it("lists the kinds each level edits, with where the template in effect comes from", async () => {
    const org = await call("GET", ORG);
    expect(org.statusCode, org.body).toBe(200);
    const orgKinds = org.json().payload.map((entry: { kind: string }) => entry.kind);
    expect(orgKinds).toEqual(expect.arrayContaining(["team-invitation", "portal-access", KIND]));
    expect(orgKinds).not.toContain("password-reset");

    const event = await call("GET", EVENT);
    const entries = event.json().payload as { kind: string; source: string; placeholders: string[] }[];
    expect(entries.map((entry) => entry.kind)).not.toContain("team-invitation");
    expect(entries.find((entry) => entry.kind === KIND)).toMatchObject({
      source: "default",
      placeholders: ["first_name", "portal_name", "event_name", "link"],
    });
  });

  it("the organization's template applies in any of its events; the event's wins; resets fall back", async () => {
    const orgTemplate = {
      subject: "Org: {portal_name} is open",
      body: "Hi {first_name}, join {event_name}: {link}",
    };
    const saved = await call("PUT", `${ORG}/${KIND}`, orgTemplate);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ source: "organization", updatedBy: "Ada Organizer" });

    // Any event of the organization, the meetup too.
    const meetup = await resolveTemplate(t.database.db, KIND, { eventId: DEMO.meetup.id });
    expect(meetup.subject).toBe(orgTemplate.subject);
    expect((await grantPortalAccess("Orla")).parsed.subject).toBe(`Org: ${DEMO.portal.name} is open`);

    const eventTemplate = {
      subject: "Summit: welcome to {portal_name}",
      body: "Dear {first_name},\n\n{link}",
    };
    const overridden = await call("PUT", `${EVENT}/${KIND}`, eventTemplate);
    expect(overridden.json().payload).toMatchObject({
      source: "event",
      template: eventTemplate,
      inherited: { ...orgTemplate, source: "organization" },
    });
    expect((await grantPortalAccess("Evan")).parsed.subject).toBe(`Summit: welcome to ${DEMO.portal.name}`);
    expect((await resolveTemplate(t.database.db, KIND, { eventId: DEMO.meetup.id })).subject).toBe(
      orgTemplate.subject,
    );

    const reset = await call("DELETE", `${EVENT}/${KIND}`);
    expect(reset.json().payload).toMatchObject({ source: "organization", template: orgTemplate });
    expect((await grantPortalAccess("Rita")).parsed.subject).toBe(`Org: ${DEMO.portal.name} is open`);

    const backToFoyer = await call("DELETE", `${ORG}/${KIND}`);
    expect(backToFoyer.json().payload.source).toBe("default");
    expect((await grantPortalAccess("Dora")).parsed.subject).toBe(`Your access to ${DEMO.portal.name}`);
  });

  it("an organization's team invitation template is used for its events' team invitations too", async () => {
    await call("PUT", `${ORG}/team-invitation-new-account`, {
      subject: "Join {team_name} with {inviter_name}",
      body: "Hello {first_name}: {link}",
    });
    const email = "templated.invitee@foyer.test";
    await call("POST", `/api/event-users/${DEMO.summit.id}/users`, { email });
    expect((await smtp.mailTo(email)).parsed.subject).toBe(`Join ${DEMO.summit.name} with Ada Organizer`);
    await call("DELETE", `${ORG}/team-invitation-new-account`);
  });

  it("HTML in a template body stays text in the HTML part; the text part carries it as written", async () => {
    await call("PUT", `${EVENT}/${KIND}`, {
      subject: "Markup <b>{portal_name}</b>",
      body: '<script>alert("x")</script> Hello {first_name}\n\n<a href="https://evil.test">click</a> {link}',
    });
    const mail = await grantPortalAccess("Hattie");
    expect(mail.parsed.subject).toBe(`Markup <b>${DEMO.portal.name}</b>`);
    expect(mail.parsed.text).toContain('<script>alert("x")</script> Hello Hattie');
    expect(mail.parsed.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Hello Hattie");
    expect(mail.parsed.html).not.toContain("<script>");
    expect(mail.parsed.html).not.toContain('href="https://evil.test"');
    expect(mail.parsed.html).toContain(`<a href="${BASE}/reset/`);
    await call("DELETE", `${EVENT}/${KIND}`);
  });
});

describe("the preview renders the unsaved draft with real data", () => {
  it("the signed-in person's name, the event's name and portal, and a link to this Foyer", async () => {
    const preview = await call("POST", `${EVENT}/${KIND}/preview`, {
      subject: "{portal_name} for {event_name}",
      body: "Hi {first_name} <3\n\n{link}",
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { subject, text, html } = preview.json().payload;
    expect(subject).toBe(`${DEMO.portal.name} for ${DEMO.summit.name}`);
    expect(text).toBe(`Hi Ada <3\n\n${BASE}/`);
    expect(html).toContain("Hi Ada &lt;3");
    expect(html).toContain(`<a href="${BASE}/">`);
    // Nothing was saved.
    const listed = (await call("GET", EVENT))
      .json()
      .payload.find((entry: { kind: string }) => entry.kind === KIND);
    expect(listed.source).toBe("default");
  });

  it("refuses a draft with an unknown placeholder, as a save does", async () => {
    const preview = await call("POST", `${ORG}/${KIND}/preview`, { subject: "Hi", body: "{foo}" });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe(
      "Body: Unknown placeholder {foo}. Use: {first_name}, {portal_name}, {event_name}, {link}",
    );
  });
});

describe("bad input is refused before saving, with a clear message", () => {
  it("unknown placeholders, in the subject or the body, name themselves and list the allowed ones", async () => {
    const response = await call("PUT", `${EVENT}/${KIND}`, {
      subject: "{session_title}",
      body: "{first_name} {answers} {oops}",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Subject: Unknown placeholder {session_title}. Use: {first_name}, {portal_name}, {event_name}, {link}",
    );
    expect(response.json().details).toContainEqual({
      path: "body",
      message:
        "Unknown placeholders {answers}, {oops}. Use: {first_name}, {portal_name}, {event_name}, {link}",
    });
    expect(
      (await call("GET", EVENT)).json().payload.find((e: { kind: string }) => e.kind === KIND).source,
    ).toBe("default");
  });

  it.each([
    ["an empty subject", { subject: " ", body: "Hello" }, "subject: The subject is required"],
    ["an empty body", { subject: "Hello", body: "\n\n" }, "The body is required"],
    [
      "a subject with a line break",
      { subject: "Hi\r\nBcc: x@evil.test", body: "Hello" },
      "subject: The subject must be one line (no line breaks)",
    ],
    [
      "a subject of 301 characters",
      { subject: "x".repeat(301), body: "Hello" },
      "subject: The subject must be at most 300 characters",
    ],
    [
      "a body of 20,001 characters",
      { subject: "Hello", body: "x".repeat(20_001) },
      "The body must be at most 20,000 characters",
    ],
  ])("refuses %s", async (_name, payload, message) => {
    const response = await call("PUT", `${EVENT}/${KIND}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("a 5 MB body gets a clear 413, and the server goes on serving", async () => {
    const response = await call("PUT", `${EVENT}/${KIND}`, {
      subject: "Big",
      body: "x".repeat(5 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Request body is too large");
    expect((await call("GET", EVENT)).statusCode).toBe(200);
  });

  it("a kind the level does not edit, or no kind at all, is not found", async () => {
    const draft = { subject: "Hi", body: "Hello" };
    expect((await call("PUT", `${ORG}/password-reset`, draft)).statusCode).toBe(404);
    expect((await call("PUT", `${EVENT}/team-invitation`, draft)).statusCode).toBe(404);
    expect((await call("DELETE", `${EVENT}/no-such-mail`)).statusCode).toBe(404);
  });
});

describe("permissions (spec 1 §6: manage_email_templates on emails)", () => {
  it("an event member without manage_email_templates gets 403, on the event's and the organization's", async () => {
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens
      .id_token;
    expect((await call("GET", EVENT, undefined, viewer)).statusCode).toBe(403);
    expect((await call("PUT", `${EVENT}/${KIND}`, { subject: "x", body: "y" }, viewer)).statusCode).toBe(403);
    expect(
      (await call("POST", `${EVENT}/${KIND}/preview`, { subject: "x", body: "y" }, viewer)).statusCode,
    ).toBe(403);
    expect((await call("GET", ORG, undefined, viewer)).statusCode).toBe(403);
  });

  it("another organization's admin gets 403 here, and their own templates do not reach this organization", async () => {
    const other = await signUp(t.app, "other.org.admin@foyer.test");
    const orgId = randomUUID();
    const eventId = randomUUID();
    await t.database.db.insert(organizations).values({ id: orgId, name: "Other organization" });
    await t.database.db.insert(events).values({
      id: eventId,
      orgId,
      name: "Other event",
      slug: `other-${eventId.slice(0, 8)}`,
      dateFrom: "2027-01-01",
      dateTo: "2027-01-02",
    });
    await t.database.db.insert(orgUsers).values({ orgId, userId: other.id, isAdmin: true });
    const draft = { subject: "Theirs {portal_name}", body: "{link}" };
    expect((await call("PUT", `${ORG}/${KIND}`, draft, other.token)).statusCode).toBe(403);
    expect((await call("DELETE", `${EVENT}/${KIND}`, undefined, other.token)).statusCode).toBe(403);
    const own = await call("PUT", `/api/organizations/${orgId}/mail-templates/${KIND}`, draft, other.token);
    expect(own.statusCode, own.body).toBe(200);
    expect((await resolveTemplate(t.database.db, KIND, { eventId: DEMO.summit.id })).subject).toBe(
      "Your access to {portal_name}",
    );
    expect((await resolveTemplate(t.database.db, KIND, { eventId })).subject).toBe(draft.subject);
  });
});
