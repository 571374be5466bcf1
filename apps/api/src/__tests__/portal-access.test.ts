import { randomUUID } from "node:crypto";
import { messages } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contacts, passwordResets, portals, portalUsers, users } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { signUpWithPermissions } from "./support/portal-kit.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Giving contacts portal access (spec 2 §7 "Portal users from contacts: PUT
 * /portal/event/{eventId}/users/contacts | moduleId, contacts, save" and "Portal user from
 * contact"), and the config set's filters of who gets the portal (issue 6). Update on `portal`.
 */

let t: TestApp;
const tokens = { admin: "", reader: "" };
const many = `/api/portal/event/${DEMO.summit.id}/users/contacts`;
const one = (contactId: string, eventId: string = DEMO.summit.id) =>
  `/api/portal/event/${eventId}/users/contact/${contactId}`;
const portalId = DEMO.portal.id;
const ids = { noEmail: "", meetup: "", existing: "", newbie: "", linkedElsewhere: "", other: "" };
const people = {
  existing: { id: "", token: "" },
  owner: { id: "", token: "" },
  emailUser: { id: "", token: "" },
};

const put = (url: string, payload: unknown, token = tokens.admin) =>
  t.app.inject({ method: "PUT", url, headers: bearer(token), payload: payload as object });

async function contact(values: Partial<typeof contacts.$inferInsert> & { fname: string }) {
  const id = randomUUID();
  await t.database.db
    .insert(contacts)
    .values({ id, orgId: DEMO.org.id, eventId: DEMO.summit.id, lname: "Tester", ...values });
  return id;
}

const hasAccess = async (userId: string, portal = portalId) =>
  (
    await t.database.db
      .select()
      .from(portalUsers)
      .where(and(eq(portalUsers.portalId, portal), eq(portalUsers.userId, userId)))
  ).length === 1;

const linkOf = async (contactId: string) =>
  (
    await t.database.db.select({ userId: contacts.userId }).from(contacts).where(eq(contacts.id, contactId))
  )[0]?.userId;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.reader = await signUpWithPermissions(
    t,
    "access.reader@example.com",
    ["portal_read"],
    "role-access-reader",
  );

  people.existing = await signUp(t.app, "reuse.me@example.com");
  people.owner = await signUp(t.app, "the.owner@example.com");
  people.emailUser = await signUp(t.app, "someone.else@example.com");
  ids.noEmail = await contact({ fname: "Nomail" });
  ids.meetup = await contact({ fname: "Meetup", email: "meetup.only@example.com", eventId: DEMO.meetup.id });
  ids.existing = await contact({ fname: "Reuse", email: "Reuse.Me@Example.COM" });
  ids.newbie = await contact({ fname: "Newbie", lname: "Person", email: "newbie@example.com" });
  // Linked to one sign-in while its email is another's: it stays with the one it is linked to.
  ids.linkedElsewhere = await contact({
    fname: "Linked",
    email: "someone.else@example.com",
    userId: people.owner.id,
  });
  ids.other = await contact({ fname: "Other", email: "other.person@example.com" });
});
afterAll(async () => t?.close());

describe("giving one contact login access", () => {
  it("reuses the existing sign-in with the contact's email, ignoring case, and links the contact", async () => {
    const response = await put(one(ids.existing), { portalId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      granted: 1,
      already: 0,
      skipped: 0,
      results: [{ contactId: ids.existing, name: "Reuse Tester", status: "granted", newAccount: false }],
    });
    expect(await linkOf(ids.existing)).toBe(people.existing.id);
    const access = await t.app.inject({
      method: "GET",
      url: `/api/portal/speakers/${portalId}/access`,
      headers: bearer(people.existing.token),
    });
    expect(access.json().payload.hasAccess).toBe(true);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, "reuse.me@example.com"));
    expect(Number(count?.n)).toBe(1);
  });

  it("giving it again changes nothing and says they already had access", async () => {
    const response = await put(one(ids.existing), { portalId });
    expect(response.json().payload).toMatchObject({
      granted: 0,
      already: 1,
      results: [{ status: "already" }],
    });
    const rows = await t.database.db
      .select()
      .from(portalUsers)
      .where(eq(portalUsers.userId, people.existing.id));
    expect(rows).toHaveLength(1);
  });

  it("makes a sign-in without a password for a new email: nothing secret in the answer, and Forgot password works", async () => {
    const response = await put(one(ids.newbie), { portalId });
    expect(response.statusCode, response.body).toBe(200);
    const { payload } = response.json();
    expect(payload.results[0]).toMatchObject({
      status: "granted",
      newAccount: true,
      email: "newbie@example.com",
    });
    expect(JSON.stringify(payload)).not.toMatch(/password|token|hash/i);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "newbie@example.com"));
    expect(user).toMatchObject({ fname: "Newbie", lname: "Person", passwordHash: null });
    expect(await linkOf(ids.newbie)).toBe(user?.id);
    expect(await hasAccess(user?.id ?? "")).toBe(true);
    // No password yet: signing in fails like any wrong password, and a reset link can be asked for.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/login",
      payload: { username: "newbie@example.com", password: "anything-at-all" },
    });
    expect(login.statusCode).toBe(401);
    await t.app.inject({
      method: "POST",
      url: "/api/user/auth/forgot",
      payload: { email: "newbie@example.com" },
    });
    // One from the access email's "choose your password" link (issue 19), one from Forgot password
    // (made after the answer, so neither its words nor its timing say the account exists).
    await vi.waitFor(
      async () => {
        const resets = await t.database.db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, user?.id ?? ""));
        expect(resets).toHaveLength(2);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("a contact linked to another sign-in is not relinked: access goes to the one it is linked to", async () => {
    const response = await put(one(ids.linkedElsewhere), { portalId });
    expect(response.json().payload.results[0]).toMatchObject({ status: "granted", newAccount: false });
    expect(await linkOf(ids.linkedElsewhere)).toBe(people.owner.id);
    expect(await hasAccess(people.owner.id)).toBe(true);
    expect(await hasAccess(people.emailUser.id)).toBe(false);
  });

  it("a contact without an email is a 400 that names it; nothing is made", async () => {
    const response = await put(one(ids.noEmail), { portalId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Nomail Tester has no email address, so they cannot sign in. Add an email to the contact first.",
    );
  });

  it("a contact of another event, or an unknown one, is 404; so is a portal of another event", async () => {
    for (const contactId of [ids.meetup, "no-such-contact"]) {
      const response = await put(one(contactId), { portalId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This contact does not exist in this event.");
    }
    await t.database.db
      .insert(portals)
      .values({ id: "meetup-access", eventId: DEMO.meetup.id, slug: "m", name: "M" });
    expect((await put(one(ids.other), { portalId: "meetup-access" })).statusCode).toBe(404);
    expect(await linkOf(ids.other)).toBeNull();
  });

  it("needs update on portal, and a body naming the portal", async () => {
    const denied = await put(one(ids.other), { portalId }, tokens.reader);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.noPermission);
    const missing = await put(one(ids.other), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("portalId: portalId must be an id");
    const signedOut = await t.app.inject({ method: "PUT", url: one(ids.other), payload: { portalId } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("giving several contacts login access", () => {
  it("answers per contact: granted, already had access, skipped with a reason", async () => {
    const blocker = await contact({ fname: "Blocker", email: "blocked.person@example.com" });
    const blocked = await contact({ fname: "Second", email: "blocked.alias@example.com" });
    // The sign-in for blocker's email already belongs to another contact of the event: skipped.
    const holder = await signUp(t.app, "blocked.alias@example.com");
    await t.database.db.update(contacts).set({ userId: holder.id }).where(eq(contacts.id, blocker));
    const response = await put(many, {
      portalId,
      moduleId: DEMO_MODULES.contacts.id,
      contacts: [ids.other, ids.existing, blocked],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { payload } = response.json();
    expect(payload).toMatchObject({ granted: 1, already: 1, skipped: 1, saved: true });
    expect(payload.results.map((row: { status: string }) => row.status)).toEqual([
      "granted",
      "already",
      "skipped",
    ]);
    expect(payload.results[2].reason).toContain("belongs to another contact of this event");
    expect(await linkOf(blocked)).toBeNull();
  });

  it("save: false says what would happen and changes nothing", async () => {
    const fresh = await contact({ fname: "Dry", email: "dry.run@example.com" });
    const response = await put(many, { portalId, contacts: [fresh], save: false });
    expect(response.json().payload).toMatchObject({
      granted: 1,
      saved: false,
      results: [{ newAccount: true }],
    });
    expect(
      await t.database.db.select().from(users).where(eq(users.email, "dry.run@example.com")),
    ).toHaveLength(0);
    expect(await linkOf(fresh)).toBeNull();
  });

  it("one contact that cannot be given access fails the whole call, naming it", async () => {
    const fresh = await contact({ fname: "Would", email: "would.be@example.com" });
    const noEmail = await put(many, { portalId, contacts: [fresh, ids.noEmail] });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toContain("Nomail Tester has no email address");
    const otherEvent = await put(many, { portalId, contacts: [fresh, ids.meetup] });
    expect(otherEvent.statusCode).toBe(404);
    expect(await linkOf(fresh)).toBeNull();
  });

  it.each([
    ["no contacts", { portalId, contacts: [] }, 400, "contacts: Pick at least one contact"],
    [
      "1,001 contacts",
      { portalId, contacts: Array.from({ length: 1001 }, (_, n) => `c${n}`) },
      400,
      "At most 1000 contacts at a time",
    ],
    [
      "contacts that are not a list",
      { portalId, contacts: "all" },
      400,
      "contacts must be a list of contact ids",
    ],
    [
      "save that is not a boolean",
      { portalId, contacts: ["any"], save: "yes" },
      400,
      "save must be true or false",
    ],
    [
      "a module that is not the event's contacts",
      { portalId, contacts: ["any"], moduleId: DEMO_MODULES.sponsors.id },
      404,
      "This contacts module does not exist",
    ],
  ])("refuses %s", async (_label, body, status, message) => {
    const response = await put(many, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });
});

describe("filters of who gets the portal", () => {
  const base = `/api/events/${DEMO.summit.id}/portals/${portalId}/filters`;

  it("stores the roles and gives access to every contact in a session in one of them", async () => {
    const saved = await put(base, { roles: ["moderator", "chairperson"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.settings.filters).toEqual({ roles: ["moderator", "chairperson"] });
    const applied = await t.app.inject({
      method: "POST",
      url: `${base}/apply`,
      headers: bearer(tokens.admin),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const payload = applied.json().payload;
    // Linus moderates; Grace chairs the panel: two contacts, both new sign-ins.
    expect(payload).toMatchObject({ matched: 2, granted: 2, already: 0, skipped: 0 });
    expect(payload.results.map((row: { name: string }) => row.name).sort()).toEqual([
      "Grace Hopper",
      "Linus Moderator",
    ]);
    const again = (
      await t.app.inject({ method: "POST", url: `${base}/apply`, headers: bearer(tokens.admin) })
    ).json().payload;
    expect(again).toMatchObject({ matched: 2, granted: 0, already: 2 });
  });

  it("no roles: nothing matches; bad roles are refused", async () => {
    await put(base, { roles: [] });
    const applied = await t.app.inject({
      method: "POST",
      url: `${base}/apply`,
      headers: bearer(tokens.admin),
    });
    expect(applied.json().payload).toMatchObject({ matched: 0, granted: 0 });
    const bad = await put(base, { roles: ["attendee"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Roles must be speaker, moderator or chairperson");
  });
});
