import { randomUUID } from "node:crypto";
import { bulkMessages, MAX_BULK_RECORDS } from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  auditLog,
  contacts,
  customRecords,
  events,
  eventUsers,
  modules,
  organizations,
} from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { createDefaultModules } from "../services/records/modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 1 "bulk select": the records list deletes or downloads the selected records at
 * once — picked by id, or every record the list's query finds. One transaction, one 'delete'
 * audit entry per record like a single delete, update permission to delete and read to download,
 * and never a record of another module or organization.
 */

let t: TestApp;
let admin: string;
let viewer: string;
let intruder: string;
let intruderContacts = "";
const summit = { orgId: DEMO.org.id, eventId: DEMO.summit.id };
const contactsModule = DEMO_MODULES.contacts.id;

const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload: payload as object });
const bulkDelete = (moduleId: string, payload: unknown, token = admin) =>
  post(`/api/modules/${moduleId}/records/bulk-delete`, payload, token);
const exportSelected = (moduleId: string, payload: unknown, token = admin) =>
  post(`/api/modules/${moduleId}/export`, payload, token);

/** Contacts of the Summit with a tag of their own in the last name, so tests do not meet. */
async function makeContacts(tag: string, people: { fname: string; company?: string }[]): Promise<string[]> {
  const rows = people.map((person, index) => ({
    id: randomUUID(),
    ...summit,
    fname: person.fname,
    lname: tag,
    email: `${person.fname.toLowerCase()}.${tag.toLowerCase()}@bulk.test`,
    company: person.company ?? null,
    createdAt: new Date(Date.UTC(2027, 0, 1, 0, index)),
  }));
  await t.database.db.insert(contacts).values(rows);
  return rows.map((row) => row.id);
}

async function existing(ids: readonly string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(inArray(contacts.id, [...ids]));
  return rows.map((row) => row.id).sort();
}

async function customModule(name: string): Promise<string> {
  const id = `bulk-${randomUUID()}`;
  await t.database.db
    .insert(modules)
    .values({ id, ...summit, kind: "custom", name, slug: id, recordName: "item" });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
  await db.insert(organizations).values({ id: "org-bulk-a", name: "Organization A" });
  await db.insert(events).values({
    id: "event-bulk-a",
    orgId: "org-bulk-a",
    name: "A Conference",
    slug: "a-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  const [contactsOfA] = await createDefaultModules(db, { id: "event-bulk-a", orgId: "org-bulk-a" });
  intruderContacts = contactsOfA?.id ?? "";
  const member = await signUp(t.app, "bulk.a@example.com");
  await db.insert(eventUsers).values({ eventId: "event-bulk-a", userId: member.id, isAdmin: true });
  intruder = member.token;
});
afterAll(async () => t?.close());

describe("POST …/records/bulk-delete with ids", () => {
  it("deletes the selected records in one call, each with the 'delete' audit entry of a single delete", async () => {
    const [ada, grace, kept] = await makeContacts("Ids", [
      { fname: "Ada" },
      { fname: "Grace" },
      { fname: "Kept" },
    ]);
    const response = await bulkDelete(contactsModule, { ids: [ada, grace, ada] });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.deleted).toBe(2);
    expect([...response.json().payload.ids].sort()).toEqual([ada, grace].sort());
    expect(await existing([ada as string, grace as string, kept as string])).toEqual([kept]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [ada as string, grace as string]));
    expect(entries).toHaveLength(2);
    const byId = new Map(entries.map((entry) => [entry.entityId, entry]));
    expect(byId.get(ada as string)).toMatchObject({
      action: "delete",
      entityType: "contact",
      userId: DEMO.admin.id,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      note: "Deleted Ada Ids",
    });
    expect(byId.get(grace as string)?.changes).toContainEqual({
      field: "Email",
      before: "grace.ids@bulk.test",
      after: null,
    });
  });

  it("ids of another module, another event or nothing at all are skipped and never deleted", async () => {
    const db = t.database.db;
    const [contact] = await makeContacts("Others", [{ fname: "Contact" }]);
    const sponsor = randomUUID();
    const exhibitor = randomUUID();
    await db.insert(accounts).values([
      { id: sponsor, ...summit, moduleId: DEMO_MODULES.sponsors.id, name: "Bulk Sponsor" },
      { id: exhibitor, ...summit, moduleId: DEMO_MODULES.exhibitors.id, name: "Bulk Exhibitor" },
    ]);
    const response = await bulkDelete(DEMO_MODULES.sponsors.id, {
      ids: [exhibitor, contact, "no-such-record", sponsor],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ deleted: 1, ids: [sponsor] });
    const left = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(inArray(accounts.id, [sponsor, exhibitor]));
    expect(left.map((row) => row.id)).toEqual([exhibitor]);
    expect(await existing([contact as string])).toEqual([contact]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [exhibitor, contact as string]));
    expect(audited).toEqual([]);
  });

  it("a deleted sponsor leaves its contacts in the event, without the link (like a single delete)", async () => {
    const db = t.database.db;
    const sponsor = randomUUID();
    await db
      .insert(accounts)
      .values({ id: sponsor, ...summit, moduleId: DEMO_MODULES.sponsors.id, name: "Linked" });
    const [person] = await makeContacts("Linked", [{ fname: "Staff" }]);
    await db
      .update(contacts)
      .set({ accountId: sponsor })
      .where(eq(contacts.id, person as string));
    expect((await bulkDelete(DEMO_MODULES.sponsors.id, { ids: [sponsor] })).json().payload.deleted).toBe(1);
    const [row] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.id, person as string));
    expect(row?.accountId).toBeNull();
  });

  it.each([
    [{}, bulkMessages.idsOrAll],
    [{ ids: [] }, bulkMessages.pickSome],
    [{ ids: "abc" }, bulkMessages.idsOrAll],
    [{ ids: [""] }, bulkMessages.badId],
    [{ ids: ["x".repeat(201)] }, bulkMessages.badId],
    [{ ids: ["a"], all: true }, bulkMessages.idsOrAll],
    [{ ids: ["a"], q: "x" }, "Unknown field(s): q"],
    [{ all: false }, bulkMessages.idsOrAll],
    [{ all: true, q: "x".repeat(201) }, "Search must be at most 200 characters"],
    [{ all: true, role: "janitor" }, "Role must be one of"],
    [{ all: true, filters: "[{" }, "Filters must be a JSON list of filters"],
    [{ all: true, filter: "[]" }, "Unknown field(s): filter"],
  ])("%j is refused with a sentence: %s", async (payload, message) => {
    const response = await bulkDelete(contactsModule, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it(`at most ${MAX_BULK_RECORDS.toLocaleString("en-US")} ids; no body is refused too`, async () => {
    const many = Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, index) => `id-${index}`);
    const response = await bulkDelete(contactsModule, { ids: many });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(bulkMessages.tooMany);
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/modules/${contactsModule}/records/bulk-delete`,
      headers: bearer(admin),
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("POST …/records/bulk-delete with all: true and the list's query", () => {
  it("deletes exactly what the list finds for that search, and nothing else", async () => {
    const doomed = await makeContacts("Qdoomed", [{ fname: "One" }, { fname: "Two" }, { fname: "Three" }]);
    const spared = await makeContacts("Qspared", [{ fname: "Four" }]);
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/modules/${contactsModule}/records?q=qdoomed`,
      headers: bearer(admin),
    });
    expect(listed.json().payload.total).toBe(3);
    const response = await bulkDelete(contactsModule, { all: true, q: "qdoomed" });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.deleted).toBe(3);
    expect(await existing([...doomed, ...spared])).toEqual(spared);
  });

  it("takes the list's filters as the list reads them", async () => {
    const acme = await makeContacts("Filtered", [
      { fname: "Wile", company: "Acme" },
      { fname: "Road", company: "Acme" },
    ]);
    const other = await makeContacts("Filtered", [{ fname: "Bugs", company: "Warner" }]);
    const filters = JSON.stringify([{ field: "company", op: "is", value: "acme" }]);
    const response = await bulkDelete(contactsModule, { all: true, q: "filtered", filters });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.deleted).toBe(2);
    expect(await existing([...acme, ...other])).toEqual(other);
  });

  it("thousands at once: every record goes, each with its entry", async () => {
    const moduleId = await customModule("Bulk Crates");
    const ids = Array.from({ length: 2500 }, () => randomUUID());
    const db = t.database.db;
    for (let at = 0; at < ids.length; at += 500) {
      await db
        .insert(customRecords)
        .values(
          ids
            .slice(at, at + 500)
            .map((id, index) => ({ id, ...summit, moduleId, name: `Crate ${at + index}` })),
        );
    }
    const response = await bulkDelete(moduleId, { all: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.deleted).toBe(2500);
    const left = await db
      .select({ id: customRecords.id })
      .from(customRecords)
      .where(eq(customRecords.moduleId, moduleId));
    expect(left).toEqual([]);
    const entries = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "record"),
          eq(auditLog.action, "delete"),
          inArray(auditLog.entityId, ids),
        ),
      );
    expect(entries).toHaveLength(2500);
  });

  it(`refuses a list of more than ${MAX_BULK_RECORDS.toLocaleString("en-US")} and deletes nothing`, async () => {
    const moduleId = await customModule("Bulk Pallets");
    const db = t.database.db;
    const total = MAX_BULK_RECORDS + 1;
    for (let at = 0; at < total; at += 1000) {
      await db.insert(customRecords).values(
        Array.from({ length: Math.min(1000, total - at) }, (_, index) => ({
          id: randomUUID(),
          ...summit,
          moduleId,
          name: `Pallet ${at + index}`,
        })),
      );
    }
    const response = await bulkDelete(moduleId, { all: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(bulkMessages.allTooMany(total));
    const left = await db
      .select({ id: customRecords.id })
      .from(customRecords)
      .where(eq(customRecords.moduleId, moduleId));
    expect(left).toHaveLength(total);
  });
});

describe("who may bulk delete", () => {
  it("the demo viewer, who only reads contacts, is refused and nothing is deleted", async () => {
    const ids = await makeContacts("Viewer", [{ fname: "Safe" }]);
    for (const payload of [{ ids }, { all: true, q: "viewer" }]) {
      const response = await bulkDelete(contactsModule, payload, viewer);
      expect(response.statusCode).toBe(403);
    }
    expect(await existing(ids)).toEqual(ids);
  });

  it("an admin of organization A cannot reach B's module, nor delete B's records through A's", async () => {
    const ids = await makeContacts("Victim", [{ fname: "Bee" }, { fname: "Cee" }]);
    const direct = await bulkDelete(contactsModule, { ids }, intruder);
    expect(direct.statusCode).toBe(403);
    const everything = await bulkDelete(contactsModule, { all: true }, intruder);
    expect(everything.statusCode).toBe(403);
    const sideways = await bulkDelete(intruderContacts, { ids }, intruder);
    expect(sideways.statusCode).toBe(200);
    expect(sideways.json().payload).toEqual({ deleted: 0, ids: [] });
    const download = await exportSelected(contactsModule, { ids }, intruder);
    expect(download.statusCode).toBe(403);
    expect(download.body).not.toContain("Bee");
    expect(await existing(ids)).toEqual([...ids].sort());
  });
});

describe("POST …/export: the selected records as CSV", () => {
  const rowsOf = (body: string) => Papa.parse<string[]>(body.replace(/^\ufeff/, "").trim()).data;

  it("holds the header and exactly the selected records, formulas neutralised", async () => {
    const [formula, plain, unselected] = await makeContacts("Export", [
      { fname: "Formula", company: '=HYPERLINK("http://x")' },
      { fname: "Plain", company: "Acme" },
      { fname: "Unselected" },
    ]);
    const sponsor = randomUUID();
    await t.database.db
      .insert(accounts)
      .values({ id: sponsor, ...summit, moduleId: DEMO_MODULES.sponsors.id, name: "Not a contact" });
    const response = await exportSelected(contactsModule, { ids: [formula, plain, sponsor] }, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="contacts-/);
    const rows = rowsOf(response.body);
    const header = rows[0] ?? [];
    expect(header).toEqual(expect.arrayContaining(["First Name", "Last Name", "Email", "Company"]));
    const data = rows.slice(1);
    expect(data).toHaveLength(2);
    const company = header.indexOf("Company");
    const first = header.indexOf("First Name");
    const byName = new Map(data.map((row) => [row[first], row]));
    expect(byName.get("Formula")?.[company]).toBe('\'=HYPERLINK("http://x")');
    expect(byName.get("Plain")?.[company]).toBe("Acme");
    expect(response.body).not.toContain("Unselected");
    expect(response.body).not.toContain("Not a contact");
    expect(unselected).toBeDefined();
  });

  it("all: true downloads what the list finds, by the list's own rules (a role view included)", async () => {
    await makeContacts("Everyone", [{ fname: "Ann" }, { fname: "Ben" }]);
    const response = await exportSelected(contactsModule, { all: true, q: "everyone" });
    expect(rowsOf(response.body).slice(1)).toHaveLength(2);

    const speakers = await t.app.inject({
      method: "GET",
      url: `/api/modules/${contactsModule}/records?role=speaker&pageSize=200`,
      headers: bearer(admin),
    });
    const listed = speakers.json().payload;
    expect(listed.total).toBeGreaterThan(0);
    const byRole = await exportSelected(contactsModule, { all: true, role: "speaker" });
    expect(byRole.statusCode).toBe(200);
    const emails = rowsOf(byRole.body).slice(1).length;
    expect(emails).toBe(listed.total);
  });

  it("is validated like a bulk delete", async () => {
    const response = await exportSelected(contactsModule, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(bulkMessages.pickSome);
  });
});
