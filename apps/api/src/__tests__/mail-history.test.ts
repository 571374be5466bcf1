import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contacts, eventUsers, orgUsers, roles } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { hideLinkSecrets } from "../services/mail/history.js";
import { settledMailTo, startTestSmtp, type TestSmtp } from "./support/mail.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 5 "History": what each person was sent, against a real SMTP server on loopback.
 * A recipient the server refuses is `bounced` with the server's words; the event's
 * history/emails, the organization's, and the contact's emails tab list it; reading needs read
 * on history or on emails (spec 1 §6), and one event's mail is never another's.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin = "";
/** A summit team member whose role reads emails (and contacts), nothing else. */
let emailReader = "";
/** An organization member whose role reads history. */
let orgHistoryReader = "";
/** A plain organization member: no module permission. */
let orgMember = "";
/** The demo "Contacts viewer": reads contacts, not history or emails. */
let viewer = "";
const bounced = { contactId: randomUUID(), messageId: "" };
const delivered = { contactId: randomUUID(), messageId: "" };
let meetupMessageId = "";

const summitHistory = `/api/event/${DEMO.summit.id}/history/emails`;
const contactEmails = (contactId: string) =>
  `/api/event/${DEMO.summit.id}/contact/${contactId}/history/emails`;
const get = (url: string, token = admin) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const put = (url: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: bearer(admin), payload });

async function addContact(id: string, email: string, fname: string) {
  await t.database.db.insert(contacts).values({
    id,
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    fname,
    lname: "Tester",
    email,
  });
}

async function memberWithRole(email: string, permissions: string[], eventId?: string) {
  const db = t.database.db;
  const user = await signUp(t.app, email);
  const roleId = randomUUID();
  await db.insert(roles).values({ id: roleId, orgId: DEMO.org.id, name: `Role of ${email}`, permissions });
  if (eventId) await db.insert(eventUsers).values({ eventId, userId: user.id, roleId });
  else await db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: user.id, roleId });
  return user.token;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer", address: "events@foyer.test" },
      retry: { limit: 1, delaySeconds: 0.02 },
    },
  });
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
  emailReader = await memberWithRole(
    "email.reader@foyer.test",
    ["emails_read", "contacts_read"],
    DEMO.summit.id,
  );
  orgHistoryReader = await memberWithRole("org.history@foyer.test", ["history_read"]);
  const member = await signUp(t.app, "org.member@foyer.test");
  await t.database.db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: member.id });
  orgMember = member.token;

  await addContact(bounced.contactId, "Refused.Person@Foyer.test", "Refused");
  await addContact(delivered.contactId, "arrives@foyer.test", "Arrives");
  smtp.refuseRecipients({ code: 550, text: "5.1.1 Mailbox unavailable" });
  const refused = await put(`/api/portal/event/${DEMO.summit.id}/users/contact/${bounced.contactId}`, {
    portalId: DEMO.portal.id,
  });
  expect(refused.statusCode, refused.body).toBe(200);
  const refusedRow = await settledMailTo(t.database.db, "Refused.Person@Foyer.test");
  bounced.messageId = refusedRow.id;
  smtp.refuseRecipients(null);
  await put(`/api/portal/event/${DEMO.summit.id}/users/contact/${delivered.contactId}`, {
    portalId: DEMO.portal.id,
  });
  delivered.messageId = (await settledMailTo(t.database.db, "arrives@foyer.test")).id;
  // Another event of the organization: an invitation to the meetup's team.
  await t.app.inject({
    method: "POST",
    url: `/api/event-users/${DEMO.meetup.id}/users`,
    headers: bearer(admin),
    payload: { email: "meetup.only@foyer.test" },
  });
  meetupMessageId = (await settledMailTo(t.database.db, "meetup.only@foyer.test")).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => smtp.refuseRecipients(null));

describe("bounces and refusals", () => {
  it("a recipient the server refuses for good (550 at RCPT TO) is bounced at once, with the server's words", async () => {
    const row = await settledMailTo(t.database.db, "Refused.Person@Foyer.test");
    expect(row).toMatchObject({ status: "bounced", attempts: 1, sentAt: null });
    expect(row.failureReason).toBe("550 5.1.1 Mailbox unavailable");
  });

  it("a message refused for good after the recipient was accepted (554 at DATA) is failed, not bounced", async () => {
    await signUp(t.app, "data-refused@foyer.test");
    smtp.refuseData({ code: 554, text: "Message rejected as spam" }, 1);
    await t.app.inject({
      method: "POST",
      url: "/api/user/auth/forgot",
      payload: { email: "data-refused@foyer.test" },
    });
    const row = await settledMailTo(t.database.db, "data-refused@foyer.test");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.failureReason).toMatch(/554 Message rejected as spam/);
  });

  it("a platform admin records a later bounce of a sent message with the provider's words", async () => {
    const url = `/api/platform/mail/${delivered.messageId}/bounce`;
    const bounce = (token: string, reason = "Mailbox full (reported by the provider)") =>
      t.app.inject({ method: "POST", url, headers: bearer(token), payload: { reason } });
    expect((await bounce(emailReader)).statusCode).toBe(403);
    expect((await bounce(admin, "  ")).statusCode).toBe(400);
    const marked = await bounce(admin);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().payload).toMatchObject({
      status: "bounced",
      failureReason: "Reported bounced: Mailbox full (reported by the provider)",
    });
    const again = await bounce(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a sent message can be marked bounced.");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/platform/mail/nope/bounce",
      headers: bearer(admin),
      payload: { reason: "x" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the event's history/emails", () => {
  it("lists the event's emails newest first, with status and the reason of a bounce", async () => {
    const response = await get(summitHistory);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().payload;
    const ids = page.messages.map((message: { id: string }) => message.id);
    expect(ids).toContain(bounced.messageId);
    expect(ids).toContain(delivered.messageId);
    expect(ids).not.toContain(meetupMessageId);
    expect(ids.indexOf(delivered.messageId)).toBeLessThan(ids.indexOf(bounced.messageId));
    const refused = page.messages.find((message: { id: string }) => message.id === bounced.messageId);
    expect(refused).toMatchObject({
      status: "bounced",
      toAddress: "Refused.Person@Foyer.test",
      template: "portal-access-new-password",
      failureReason: "550 5.1.1 Mailbox unavailable",
    });
    expect(refused.templateLabel).not.toBe(refused.template);
    expect(page.templates).toContainEqual({
      template: "portal-access-new-password",
      label: refused.templateLabel,
    });
  });

  it("finds by address or name, and filters by status and template", async () => {
    const byName = (await get(`${summitHistory}?q=REFUSED`)).json().payload;
    expect(byName.messages.map((message: { id: string }) => message.id)).toEqual([bounced.messageId]);
    const bouncedOnly = (await get(`${summitHistory}?status=bounced`)).json().payload;
    expect(bouncedOnly.messages.every((message: { status: string }) => message.status === "bounced")).toBe(
      true,
    );
    expect(bouncedOnly.total).toBeGreaterThanOrEqual(1);
    const invitations = (await get(`${summitHistory}?template=team-invitation`)).json().payload;
    expect(invitations.total).toBe(0);
    const paged = (await get(`${summitHistory}?page=1&pageSize=1`)).json().payload;
    expect(paged.messages).toHaveLength(1);
    expect((await get(`${summitHistory}?status=lost`)).statusCode).toBe(400);
  });

  it("opens one message with both parts, hiding the single-use link's token", async () => {
    const response = await get(`${summitHistory}/${bounced.messageId}`);
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json().payload;
    expect(message).toMatchObject({ status: "bounced", failureReason: "550 5.1.1 Mailbox unavailable" });
    expect(message.text).toContain("http://localhost:3000/reset/hidden?next=");
    expect(message.html).toContain('href="http://localhost:3000/reset/hidden?next=');
    // The platform outbox keeps the link whole: platform admins hand links on.
    const whole = (await get(`/api/platform/mail/${bounced.messageId}`)).json().payload;
    expect(whole.text).toMatch(/\/reset\/[\w-]{32}\?next=/);
  });

  it("never shows another event's message (404), even to an admin", async () => {
    const other = await get(`${summitHistory}/${meetupMessageId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("This message does not exist.");
  });

  it("needs read on history or on emails (spec 1 §6)", async () => {
    const refused = await get(summitHistory, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have permission to view this section!");
    expect((await get(`${summitHistory}/${bounced.messageId}`, viewer)).statusCode).toBe(403);
    expect((await get(summitHistory, emailReader)).statusCode).toBe(200);
    expect((await get(`${summitHistory}/${bounced.messageId}`, emailReader)).statusCode).toBe(200);
  });
});

describe("the contact's emails history", () => {
  it("lists what the event sent the contact, with the bounce", async () => {
    const response = await get(contactEmails(bounced.contactId));
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().payload;
    expect(history.type).toBe("emails");
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      id: bounced.messageId,
      status: "bounced",
      failureReason: "550 5.1.1 Mailbox unavailable",
    });
    const record = (await get(`/api/event/${DEMO.summit.id}/contact/${bounced.contactId}`)).json().payload;
    expect(record.historyTypes).toContain("emails");
  });

  it("finds the mail by the contact's address ignoring case, without its sign-in too", async () => {
    await t.database.db
      .update(contacts)
      .set({ email: "REFUSED.PERSON@FOYER.TEST", userId: null })
      .where(eq(contacts.id, bounced.contactId));
    const items = (await get(contactEmails(bounced.contactId))).json().payload.items;
    expect(items.map((item: { id: string }) => item.id)).toEqual([bounced.messageId]);
  });

  it("needs read on history or emails besides the contact: the viewer reads the contact, not its emails", async () => {
    expect((await get(`/api/event/${DEMO.summit.id}/contact/${bounced.contactId}`, viewer)).statusCode).toBe(
      200,
    );
    expect((await get(contactEmails(bounced.contactId), viewer)).statusCode).toBe(403);
    expect((await get(contactEmails(bounced.contactId), emailReader)).statusCode).toBe(200);
  });
});

describe("the organization's history/emails", () => {
  const orgHistory = `/api/organizations/${DEMO.org.id}/history/emails`;

  it("lists the organization's events' emails for a member whose role reads history", async () => {
    const response = await get(orgHistory, orgHistoryReader);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().payload.messages.map((message: { id: string }) => message.id);
    expect(ids).toEqual(expect.arrayContaining([bounced.messageId, meetupMessageId]));
    const one = await get(`${orgHistory}/${meetupMessageId}`, orgHistoryReader);
    expect(one.statusCode).toBe(200);
    expect(one.json().payload.toAddress).toBe("meetup.only@foyer.test");
  });

  it("refuses a member without read on history or emails (403)", async () => {
    expect((await get(orgHistory, orgMember)).statusCode).toBe(403);
    expect((await get(`${orgHistory}/${meetupMessageId}`, orgMember)).statusCode).toBe(403);
  });
});

describe("hiding single-use links", () => {
  it("hides long tokens in links, keeps ids and everything else", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
    const uuid = "2459efa7-8b07-41e7-bc13-dad7b87f46d2";
    expect(hideLinkSecrets(`Open https://x.org/reset/${token}?next=%2Fp%2F${uuid} now`)).toBe(
      `Open https://x.org/reset/hidden?next=%2Fp%2F${uuid} now`,
    );
    expect(hideLinkSecrets(`<a href="https://x.org/portal-login/speakers/${uuid}">${token}</a>`)).toBe(
      `<a href="https://x.org/portal-login/speakers/${uuid}">${token}</a>`,
    );
  });
});
