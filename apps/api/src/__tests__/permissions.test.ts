import { messages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, events, eventUsers, organizations, orgUsers, users } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { createDefaultModules } from "../services/records/modules.js";
import { uploadImportFile } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 item 1: permissions enforced by the server. "A member with only read on contacts can
 * list contacts but gets 403 from the API … a member of organization A cannot read anything of
 * organization B by changing ids in URLs or API calls (test every API route family)."
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", platformAdmin: "", outsider: "", orgB: "" };
const ids = { platformAdmin: "", outsider: "", orgB: "", contact: "", adminUpload: "" };
const orgB = { id: "org-b", eventId: "event-b" };

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.viewer = (
    await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })
  ).tokens.id_token;
  const platformAdmin = await signUp(t.app, "platform.admin@example.com");
  await db.update(users).set({ isFoyerAdmin: true }).where(eq(users.id, platformAdmin.id));
  const outsider = await signUp(t.app, "outsider@example.com");
  // Organization B: its own event and modules, and its admin (admin of the organization and the event).
  await db.insert(organizations).values({ id: orgB.id, name: "Organization B" });
  await db.insert(events).values({
    id: orgB.eventId,
    orgId: orgB.id,
    name: "B Conference",
    slug: "b-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  await createDefaultModules(db, { id: orgB.eventId, orgId: orgB.id });
  const memberB = await signUp(t.app, "member.b@example.com");
  await db.insert(orgUsers).values({ orgId: orgB.id, userId: memberB.id, isAdmin: true });
  await db.insert(eventUsers).values({ eventId: orgB.eventId, userId: memberB.id, isAdmin: true });
  Object.assign(tokens, {
    platformAdmin: platformAdmin.token,
    outsider: outsider.token,
    orgB: memberB.token,
  });
  Object.assign(ids, { platformAdmin: platformAdmin.id, outsider: outsider.id, orgB: memberB.id });
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.eventId, DEMO.summit.id))
    .limit(1);
  ids.contact = contact?.id ?? "";
  const url = await uploadImportFile(t.app, tokens.admin, "Full Name,Email\nAda Lovelace,ada@example.com\n");
  ids.adminUpload = url.split("/").pop() ?? "";
});
afterAll(async () => t.close());

const summit = DEMO.summit.id;
const contactsModule = DEMO_MODULES.contacts.id;
const sponsorsModule = DEMO_MODULES.sponsors.id;
const eventProfileUrl = (userId: string, eventId: string = summit) =>
  `/api/permissions/event/${eventId}/user/${userId}`;
const orgProfileUrl = (userId: string, orgId: string = DEMO.org.id) =>
  `/api/permissions/organization/${orgId}/user/${userId}`;
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug).sort();

describe("GET /api/permissions/event/{eventId}/user/{userId}: the permission profile", () => {
  it("a member reads their own: the role's slugs, no admin flags", async () => {
    const response = await call("GET", eventProfileUrl(DEMO.viewer.id), tokens.viewer);
    expect(response.statusCode).toBe(200);
    const profile = response.json().payload;
    expect(slugs(profile.read_permissions)).toEqual(["contacts_read"]);
    expect(profile.permissions).toEqual([]);
    expect(profile).toMatchObject({ isFoyerAdmin: false, isAdmin: false });
  });

  it("the event's admin reads their own (admin flags) and anyone's", async () => {
    const own = await call("GET", eventProfileUrl(DEMO.admin.id), tokens.admin);
    expect(own.json().payload).toMatchObject({ isFoyerAdmin: true, isAdmin: true });
    const other = await call("GET", eventProfileUrl(DEMO.viewer.id), tokens.admin);
    expect(other.statusCode).toBe(200);
    expect(slugs(other.json().payload.read_permissions)).toEqual(["contacts_read"]);
  });

  it("a member who is not an admin may not read someone else's", async () => {
    const response = await call("GET", eventProfileUrl(DEMO.admin.id), tokens.viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.noPermission);
  });

  it("a non-member gets 403 (the browser sets dontHavePermission)", async () => {
    const response = await call("GET", eventProfileUrl(ids.outsider), tokens.outsider);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.noAccess);
    expect(
      (await call("GET", eventProfileUrl(DEMO.viewer.id, DEMO.meetup.id), tokens.viewer)).statusCode,
    ).toBe(403);
    // Asking an admin about someone outside the event is a 403 as well.
    expect((await call("GET", eventProfileUrl(ids.outsider), tokens.admin)).statusCode).toBe(403);
  });

  it("a platform admin outside the event reads any profile and passes every check", async () => {
    const own = await call("GET", eventProfileUrl(ids.platformAdmin), tokens.platformAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.json().payload).toMatchObject({ isFoyerAdmin: true, isAdmin: false });
    expect((await call("GET", eventProfileUrl(DEMO.viewer.id), tokens.platformAdmin)).statusCode).toBe(200);
  });

  it("an unknown event is 404; no session is 401", async () => {
    expect(
      (await call("GET", eventProfileUrl(DEMO.admin.id, "no-such-event"), tokens.admin)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: eventProfileUrl(DEMO.admin.id) })).statusCode).toBe(401);
  });
});

describe("GET /api/permissions/organization/{orgId}/user/{userId}", () => {
  it("an organization admin reads their own; a platform admin reads anyone's", async () => {
    const own = await call("GET", orgProfileUrl(DEMO.admin.id), tokens.admin);
    expect(own.json().payload).toMatchObject({ isAdmin: true });
    expect((await call("GET", orgProfileUrl(DEMO.admin.id), tokens.platformAdmin)).statusCode).toBe(200);
  });

  it("someone outside the organization gets 403", async () => {
    // The viewer is on one event's team, not a member of the organization.
    expect((await call("GET", orgProfileUrl(DEMO.viewer.id), tokens.viewer)).statusCode).toBe(403);
    expect((await call("GET", orgProfileUrl(ids.outsider), tokens.outsider)).statusCode).toBe(403);
    expect((await call("GET", orgProfileUrl(DEMO.admin.id, "no-such-org"), tokens.admin)).statusCode).toBe(
      404,
    );
  });
});

describe("Bring admin access: POST /api/admins/event-user/{eventId} and /admins/org-user/{orgId}", () => {
  it("a platform admin becomes an admin of the event and of the organization (idempotent)", async () => {
    for (let i = 0; i < 2; i++) {
      const event = await call("POST", `/api/admins/event-user/${orgB.eventId}`, tokens.platformAdmin);
      expect(event.statusCode).toBe(200);
      expect(event.json()).toEqual({ payload: { ok: true } });
      const org = await call("POST", `/api/admins/org-user/${orgB.id}`, tokens.platformAdmin);
      expect(org.json()).toEqual({ payload: { ok: true } });
    }
    const eventProfile = await call(
      "GET",
      eventProfileUrl(ids.platformAdmin, orgB.eventId),
      tokens.platformAdmin,
    );
    expect(eventProfile.json().payload).toMatchObject({ isFoyerAdmin: true, isAdmin: true });
    const orgProfile = await call("GET", orgProfileUrl(ids.platformAdmin, orgB.id), tokens.platformAdmin);
    expect(orgProfile.json().payload).toMatchObject({ isAdmin: true });
  });

  it("anyone else gets 403, even an admin of the event", async () => {
    for (const token of [tokens.viewer, tokens.outsider, tokens.orgB]) {
      expect((await call("POST", `/api/admins/event-user/${summit}`, token)).statusCode).toBe(403);
      expect((await call("POST", `/api/admins/org-user/${DEMO.org.id}`, token)).statusCode).toBe(403);
    }
    // The demo organizer is a platform admin: unknown ids are 404 for them.
    expect((await call("POST", "/api/admins/event-user/no-such-event", tokens.admin)).statusCode).toBe(404);
    expect((await call("POST", "/api/admins/org-user/no-such-org", tokens.admin)).statusCode).toBe(404);
  });
});

describe("a member with only read on contacts (the demo 'Contacts viewer')", () => {
  const expectNoPermission = async (method: Method, url: string, payload?: unknown) => {
    const response = await call(method, url, tokens.viewer, payload);
    expect(response.statusCode, `${method} ${url}`).toBe(403);
    expect(response.json().message).toBe(messages.noPermission);
  };

  it("can list contacts, open the event and see only the modules that answer to contacts", async () => {
    expect((await call("GET", `/api/modules/${contactsModule}/records`, tokens.viewer)).statusCode).toBe(200);
    expect((await call("GET", `/api/modules/${contactsModule}`, tokens.viewer)).statusCode).toBe(200);
    const event = await call("GET", `/api/event/${summit}`, tokens.viewer);
    expect(event.statusCode).toBe(200);
    expect(event.json().payload.event).toMatchObject({
      id: summit,
      name: DEMO.summit.name,
      org_id: DEMO.org.id,
      org_name: DEMO.org.name,
    });
    const modules = await call("GET", `/api/event/${summit}/modules`, tokens.viewer);
    expect(modules.json().payload.map((module: { slug: string }) => module.slug)).toEqual([
      "contacts",
      "hotel-bookings",
    ]);
  });

  it("gets 403 deleting a record and reading sponsors", async () => {
    await expectNoPermission("DELETE", `/api/modules/${contactsModule}/records/${ids.contact}`);
    await expectNoPermission("GET", `/api/modules/${sponsorsModule}/records`);
    // Custom modules answer to contacts: readable, not deletable.
    const hotel = DEMO_MODULES.hotelBookings.id;
    expect((await call("GET", `/api/modules/${hotel}/records`, tokens.viewer)).statusCode).toBe(200);
  });

  it("gets 403 importing or reverting, but may export and see the import history", async () => {
    const url = await uploadImportFile(t.app, tokens.viewer, "Full Name\nAda Lovelace\n");
    const ids = { org_id: DEMO.org.id, event_id: summit };
    await expectNoPermission("POST", `/api/modules/${contactsModule}/import/mapping`, { url, ...ids });
    // A well-formed import (its schema refuses a malformed one with 400 before permissions).
    await expectNoPermission("POST", `/api/modules/${contactsModule}/import`, {
      url,
      ...ids,
      fields_groups: [],
    });
    await expectNoPermission("POST", `/api/modules/${contactsModule}/import/any/revert`);
    const exported = await call(
      "GET",
      `/api/modules/${contactsModule}/export?contentType=csv`,
      tokens.viewer,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    expect((await call("GET", `/api/modules/${contactsModule}/imports`, tokens.viewer)).statusCode).toBe(200);
  });

  it("searches contacts but not accounts", async () => {
    const found = await call("GET", `/api/contacts/event/${summit}/contacts/search?q=a`, tokens.viewer);
    expect(found.statusCode).toBe(200);
    await expectNoPermission("GET", `/api/account/list/${summit}/search?q=a`);
    await expectNoPermission("GET", `/api/account/list/${summit}/search?q=a&moduleSlug=sponsors`);
  });

  it("gets 403 on the organizer forms", async () => {
    const forms = `/api/events/${summit}/forms`;
    await expectNoPermission("GET", forms);
    await expectNoPermission("GET", `${forms}?kind=intake,followup`);
    await expectNoPermission("GET", `${forms}/${DEMO_FORMS.submission.id}`);
    await expectNoPermission("GET", `${forms}/${DEMO_FORMS.submission.id}/submissions`);
    await expectNoPermission("POST", forms, { kind: "application", name: "Mine" });
    await expectNoPermission("DELETE", `${forms}/${DEMO_FORMS.application.id}`);
  });
});

describe("a member of organization B cannot read anything of organization A by changing ids", () => {
  const expectRefused = async (method: Method, url: string, payload?: unknown) => {
    const response = await call(method, url, tokens.orgB, payload);
    expect([403, 404], `${method} ${url} answered ${response.statusCode}`).toContain(response.statusCode);
    return response;
  };

  it("can use organization B's own event (the control)", async () => {
    expect((await call("GET", `/api/event/${orgB.eventId}`, tokens.orgB)).statusCode).toBe(200);
    const modules = await call("GET", `/api/event/${orgB.eventId}/modules`, tokens.orgB);
    expect(modules.json().payload).toHaveLength(3);
  });

  it("records", async () => {
    await expectRefused("GET", `/api/event/${summit}/modules`);
    await expectRefused("GET", `/api/modules/${contactsModule}`);
    await expectRefused("GET", `/api/modules/${contactsModule}/records`);
    await expectRefused("DELETE", `/api/modules/${contactsModule}/records/${ids.contact}`);
  });

  it("imports and export", async () => {
    const url = await uploadImportFile(t.app, tokens.orgB, "Full Name\nAda Lovelace\n");
    const body = { url, org_id: orgB.id, event_id: orgB.eventId };
    await expectRefused("POST", `/api/modules/${contactsModule}/import/mapping`, body);
    await expectRefused("POST", `/api/modules/${contactsModule}/import`, { ...body, fields_groups: [] });
    await expectRefused("GET", `/api/modules/${contactsModule}/import/any`);
    await expectRefused("GET", `/api/modules/${contactsModule}/import/any/errors`);
    await expectRefused("POST", `/api/modules/${contactsModule}/import/any/revert`);
    await expectRefused("GET", `/api/modules/${contactsModule}/imports`);
    await expectRefused("GET", `/api/modules/${contactsModule}/export?eventId=${orgB.eventId}`);
  });

  it("record search", async () => {
    await expectRefused("GET", `/api/account/list/${summit}/search?q=a`);
    await expectRefused("GET", `/api/contacts/event/${summit}/contacts/search?q=a`);
  });

  it("organizer forms", async () => {
    const forms = `/api/events/${summit}/forms`;
    await expectRefused("GET", forms);
    await expectRefused("POST", forms, { kind: "application", name: "Mine" });
    await expectRefused("GET", `${forms}/${DEMO_FORMS.submission.id}`);
    await expectRefused("DELETE", `${forms}/${DEMO_FORMS.submission.id}`);
    await expectRefused("GET", `${forms}/${DEMO_FORMS.submission.id}/submissions`);
    // A form of A under B's own event id is not B's either.
    await expectRefused("GET", `/api/events/${orgB.eventId}/forms/${DEMO_FORMS.submission.id}`);
  });

  it("uploads: someone else's import file", async () => {
    const response = await expectRefused("GET", `/api/uploads/${ids.adminUpload}`);
    expect(response.statusCode).toBe(404);
  });

  it("permissions and the event", async () => {
    await expectRefused("GET", eventProfileUrl(ids.orgB));
    await expectRefused("GET", eventProfileUrl(DEMO.admin.id));
    await expectRefused("GET", orgProfileUrl(ids.orgB));
    await expectRefused("GET", orgProfileUrl(DEMO.admin.id));
    await expectRefused("POST", `/api/admins/event-user/${summit}`);
    await expectRefused("POST", `/api/admins/org-user/${DEMO.org.id}`);
    await expectRefused("GET", `/api/event/${summit}`);
    await expectRefused("GET", `/api/event/${DEMO.meetup.id}`);
  });
});
