import { randomUUID } from "node:crypto";
import { messages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contacts,
  customRecords,
  eventSessions,
  events,
  formSubmissions,
  forms,
  imports,
  organizations,
  sessionParticipants,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed-modules.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let viewer: string;
let outsider: string;
let meetupTeam: string;

const summit: string = DEMO.summit.id;
const fields = DEMO_CONTACT_FIELDS;
const ids = {
  grace: "",
  linus: "",
  sam: "",
  maria: "",
  acme: "",
  booking: randomUUID(),
  otherOrg: randomUUID(),
  otherEvent: randomUUID(),
  otherContact: randomUUID(),
  meetupContact: randomUUID(),
  importRun: randomUUID(),
  imported: randomUUID(),
};

async function contactIdOf(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.eventId, summit), eq(contacts.email, email)));
  if (!row) throw new Error(`no contact ${email}`);
  return row.id;
}

const call = (
  token: string,
  method: "GET" | "PUT" | "PATCH" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const contactUrl = (id: string, rest = "") => `/event/${summit}/contact/${id}${rest}`;

function multipart(filename: string, type: string, content: string) {
  const boundary = "----record-files-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, name: string, purpose = "event-files"): Promise<string> {
  const body = multipart(
    name,
    purpose === "module-import" ? "text/csv" : "application/pdf",
    "%PDF-1.4 contract",
  );
  const response = await t.app.inject({
    method: "POST",
    url: `/api/uploads?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().payload.uploadId;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
  outsider = (await signUp(t.app, "outsider.detail@example.com")).token;
  meetupTeam = (await signUpEventAdmin(t, "meetup.detail@example.com", DEMO.meetup.id)).token;
  ids.grace = await contactIdOf("grace@example.com");
  ids.linus = await contactIdOf("linus@example.com");
  ids.sam = await contactIdOf(DEMO.speaker.email);
  ids.maria = await contactIdOf("maria@example.com");
  const [maria] = await db.select().from(contacts).where(eq(contacts.id, ids.maria));
  ids.acme = maria?.accountId ?? "";

  // Another organization's event and contact, and a contact of the Meetup.
  await db.insert(organizations).values({ id: ids.otherOrg, name: "Other Org" });
  await db.insert(events).values({
    id: ids.otherEvent,
    orgId: ids.otherOrg,
    name: "Other Event",
    slug: `other-${ids.otherEvent}`,
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  await db.insert(contacts).values([
    { id: ids.otherContact, orgId: ids.otherOrg, eventId: ids.otherEvent, fname: "Other", lname: "Person" },
    { id: ids.meetupContact, orgId: DEMO.org.id, eventId: DEMO.meetup.id, fname: "Meetup", lname: "Person" },
  ]);
  await db.insert(customRecords).values({
    id: ids.booking,
    orgId: DEMO.org.id,
    eventId: summit,
    moduleId: DEMO_MODULES.hotelBookings.id,
    name: "Room 101",
  });
  // A contact an import created.
  await db.insert(imports).values({
    id: ids.importRun,
    moduleId: DEMO_MODULES.contacts.id,
    eventId: summit,
    orgId: DEMO.org.id,
    userId: DEMO.admin.id,
    uploadId: randomUUID(),
    fileName: "speakers.csv",
    fieldGroups: [],
    status: "finished",
    imported: true,
    createdAt: new Date("2025-01-01T10:00:00Z"),
    startedAt: new Date("2025-01-01T10:00:00Z"),
  });
  await db.insert(contacts).values({
    id: ids.imported,
    orgId: DEMO.org.id,
    eventId: summit,
    fname: "Ida",
    lname: "Imported",
    email: "ida@example.com",
    importId: ids.importRun,
  });
});
afterAll(async () => t.close());

describe("GET /api/event/{eventId}/{type}/{recordId}", () => {
  it("answers a contact with every field, its definition and its value", async () => {
    const response = await call(admin, "GET", contactUrl(ids.grace));
    expect(response.statusCode).toBe(200);
    const record = response.json().payload;
    expect(record).toMatchObject({
      type: "contact",
      id: ids.grace,
      eventId: summit,
      name: "Grace Hopper",
      module: { id: DEMO_MODULES.contacts.id, kind: "contacts" },
      values: {
        FIRST_NAME: "Grace",
        LAST_NAME: "Hopper",
        EMAIL: "grace@example.com",
        TITLE: "Keynote Speaker",
      },
      historyTypes: ["forms", "emails", "sessions", "imports", "merges"],
      createdByImport: null,
    });
    const byId = Object.fromEntries(record.fields.map((field: { id: string }) => [field.id, field]));
    expect(Object.keys(byId)).toEqual([
      "FIRST_NAME",
      "LAST_NAME",
      "EMAIL",
      "COMPANY",
      "TITLE",
      "PHONE",
      "COUNTRY",
      fields.tshirt.id,
      fields.dietary.id,
      fields.newsletter.id,
      fields.arrival.id,
      fields.referredBy.id,
    ]);
    expect(byId[fields.tshirt.id]).toMatchObject({
      type: "dropdown",
      options: ["S", "M", "L", "XL"],
      editable: true,
    });
    expect(byId[fields.dietary.id]).toMatchObject({ multiple: true });
    // A lookup field: the import cannot read it, so it is not edited here either.
    expect(byId[fields.referredBy.id]).toMatchObject({ type: "lookup", editable: false });
  });

  it("answers an account with its fields, and a contact with its account", async () => {
    const account = await call(admin, "GET", `/event/${summit}/account/${ids.acme}`);
    expect(account.json().payload).toMatchObject({
      type: "account",
      name: "Acme Corp",
      module: { slug: "sponsors" },
      values: { NAME: "Acme Corp", WEBSITE: "https://acme.example", COUNTRY: "US" },
      historyTypes: ["contacts", "imports"],
    });
    const maria = await call(admin, "GET", contactUrl(ids.maria));
    expect(maria.json().payload.account).toEqual({ id: ids.acme, name: "Acme Corp" });
  });

  it("answers a custom record", async () => {
    const record = await call(admin, "GET", `/event/${summit}/record/${ids.booking}`);
    expect(record.json().payload).toMatchObject({
      type: "record",
      name: "Room 101",
      values: { NAME: "Room 101" },
    });
  });

  it("is 404 for an id of another type, another event or another organization", async () => {
    for (const url of [
      `/event/${summit}/account/${ids.grace}`,
      contactUrl(ids.meetupContact),
      contactUrl(ids.otherContact),
      contactUrl("no-such-contact"),
    ]) {
      const response = await call(admin, "GET", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe("This record does not exist.");
    }
    const elsewhere = await call(meetupTeam, "GET", `/event/${DEMO.meetup.id}/contact/${ids.grace}`);
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("PUT /api/event/{eventId}/contact/{recordId}: 'changing a value updates it at once and on the server'", () => {
  it("reads each value with the import's rules and answers what changed", async () => {
    const response = await call(admin, "PUT", contactUrl(ids.linus), {
      values: {
        TITLE: "  Chief Moderator ",
        COUNTRY: "germany",
        PHONE: "+49 30 1234567",
        [fields.tshirt.id]: "m",
        [fields.dietary.id]: ["vegan", "Halal", "Vegan"],
        [fields.newsletter.id]: "yes",
        [fields.arrival.id]: "03-16-2027",
      },
    });
    expect(response.statusCode).toBe(200);
    const { record, changes } = response.json().payload;
    expect(record.values).toMatchObject({
      TITLE: "Chief Moderator",
      COUNTRY: "DE",
      // Checked by the import's phone rule, kept as typed (issue 22).
      PHONE: "+49 30 1234567",
      [fields.tshirt.id]: "M",
      [fields.dietary.id]: ["Vegan", "Halal"],
      [fields.newsletter.id]: true,
      [fields.arrival.id]: "2027-03-16",
    });
    expect(changes).toContainEqual({ field: "Title", before: "Moderator", after: "Chief Moderator" });
    expect(changes).toContainEqual({ field: "T-Shirt Size", before: null, after: "M" });
    // What the server kept is what a fresh read shows.
    const again = await call(admin, "GET", contactUrl(ids.linus));
    expect(again.json().payload.values[fields.newsletter.id]).toBe(true);
  });

  it("PATCH does the same as PUT", async () => {
    const response = await call(admin, "PATCH", contactUrl(ids.linus), { values: { COMPANY: "OSS Co" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.record.values.COMPANY).toBe("OSS Co");
  });

  it("refuses a bad value with the field's own message and saves nothing of the request", async () => {
    const response = await call(admin, "PUT", contactUrl(ids.grace), {
      values: { TITLE: "Admiral", EMAIL: "bob@", [fields.arrival.id]: "yesterday" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Email: "bob@" is not a valid email address');
    expect(body.details).toEqual([
      { path: "values.EMAIL", message: '"bob@" is not a valid email address' },
      { path: `values.${fields.arrival.id}`, message: expect.stringContaining("yesterday") },
    ]);
    const again = await call(admin, "GET", contactUrl(ids.grace));
    expect(again.json().payload.values.TITLE).toBe("Keynote Speaker");
  });

  it("refuses options that are not the field's, unknown fields, and fields the import cannot read", async () => {
    const option = await call(admin, "PUT", contactUrl(ids.grace), { values: { [fields.tshirt.id]: "XXL" } });
    expect(option.statusCode).toBe(400);
    expect(option.json().details[0].path).toBe(`values.${fields.tshirt.id}`);
    const unknown = await call(admin, "PUT", contactUrl(ids.grace), { values: { SHOE_SIZE: "44" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no field "SHOE_SIZE" on this record');
    const lookup = await call(admin, "PUT", contactUrl(ids.grace), {
      values: { [fields.referredBy.id]: "Ada" },
    });
    expect(lookup.json().message).toBe('Referred By: "Referred By" fields are not currently supported');
    const list = await call(admin, "PUT", contactUrl(ids.grace), { values: { TITLE: ["a", "b"] } });
    expect(list.json().message).toBe("Title: Choose one value, not a list");
  });

  it("validates the body itself", async () => {
    for (const payload of [
      {},
      { values: {} },
      { values: { TITLE: { nested: true } } },
      { values: {}, extra: 1 },
    ]) {
      const response = await call(admin, "PUT", contactUrl(ids.grace), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it("keeps one email per event: another contact's email (in any case) is refused with a clear message", async () => {
    const response = await call(admin, "PUT", contactUrl(ids.grace), {
      values: { EMAIL: "LINUS@example.com" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Email: Another contact of this event already has the email "LINUS@example.com"',
      details: [{ path: "values.EMAIL" }],
    });
    // Its own email in another case is not "another contact's".
    const own = await call(admin, "PUT", contactUrl(ids.grace), { values: { EMAIL: "Grace@Example.com" } });
    expect(own.statusCode).toBe(200);
  });

  it("a contact needs a name or an email", async () => {
    const response = await call(admin, "PUT", contactUrl(ids.grace), {
      values: { FIRST_NAME: "", LAST_NAME: null, EMAIL: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveLength(3);
    expect(response.json().message).toBe("First Name: A contact needs a name or an email");
    const emailOnly = await call(admin, "PUT", contactUrl(ids.grace), {
      values: { FIRST_NAME: "", LAST_NAME: "" },
    });
    expect(emailOnly.statusCode).toBe(200);
    await call(admin, "PUT", contactUrl(ids.grace), { values: { FIRST_NAME: "Grace", LAST_NAME: "Hopper" } });
  });
});

describe("POST /api/event/{eventId}/{type}: adding a record by hand", () => {
  it("creates a contact with the import's value rules and a 'create' audit entry", async () => {
    const response = await call(admin, "POST", `/event/${summit}/contact`, {
      values: {
        FIRST_NAME: "Radia",
        LAST_NAME: "Perlman",
        EMAIL: "radia@example.com",
        [fields.newsletter.id]: "Y",
      },
    });
    expect(response.statusCode).toBe(201);
    const record = response.json().payload;
    expect(record).toMatchObject({
      type: "contact",
      name: "Radia Perlman",
      values: { [fields.newsletter.id]: true },
    });
    const audit = (await call(admin, "GET", contactUrl(record.id, "/audit"))).json().payload;
    expect(audit).toEqual([
      expect.objectContaining({
        action: "create",
        changes: expect.arrayContaining([{ field: "Email", before: null, after: "radia@example.com" }]),
      }),
    ]);
    const taken = await call(admin, "POST", `/event/${summit}/contact`, {
      values: { EMAIL: "RADIA@example.com" },
    });
    expect(taken.statusCode).toBe(409);
    const empty = await call(admin, "POST", `/event/${summit}/contact`, {
      values: { COMPANY: "Nobody Inc" },
    });
    expect(empty.json().message).toBe("First Name: A contact needs a name or an email");
  });

  it("keeps a phone number as typed; duplicates still match it however it was spaced (issue 22)", async () => {
    const typed = await call(admin, "POST", `/event/${summit}/contact`, {
      values: { FIRST_NAME: "Phoebe", LAST_NAME: "Typed", PHONE: " +1 415 555 0101 " },
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().payload.values.PHONE).toBe("+1 415 555 0101");
    const [stored] = await t.database.db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(eq(contacts.id, typed.json().payload.id));
    expect(stored?.phone).toBe("+1 415 555 0101");
    const edited = await call(admin, "PATCH", contactUrl(typed.json().payload.id), {
      values: { PHONE: "+1 (415) 555-0101" },
    });
    expect(edited.json().payload.record.values.PHONE).toBe("+1 (415) 555-0101");
    const other = await call(admin, "POST", `/event/${summit}/contact`, {
      values: { FIRST_NAME: "Quentin", LAST_NAME: "Spaced", PHONE: "4155550101" },
    });
    const duplicates = (await call(admin, "GET", contactUrl(other.json().payload.id, "/duplicates"))).json()
      .payload as { id: string; phone: string; reasons: string[] }[];
    expect(duplicates).toContainEqual(
      expect.objectContaining({
        id: typed.json().payload.id,
        phone: "+1 (415) 555-0101",
        reasons: ["phone"],
      }),
    );
  });

  it("creates an account in the module named, which must be this event's accounts module", async () => {
    const ok = await call(admin, "POST", `/event/${summit}/account`, {
      moduleId: DEMO_MODULES.sponsors.id,
      values: { NAME: "Initrode", COUNTRY: "us" },
    });
    expect(ok.json().payload).toMatchObject({
      name: "Initrode",
      values: { COUNTRY: "US" },
      module: { slug: "sponsors" },
    });
    const noName = await call(admin, "POST", `/event/${summit}/account`, {
      moduleId: DEMO_MODULES.sponsors.id,
      values: {},
    });
    expect(noName.json().message).toBe("Name: A value is required");
    const wrongKind = await call(admin, "POST", `/event/${summit}/account`, {
      moduleId: DEMO_MODULES.contacts.id,
      values: { NAME: "X" },
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(
      (await call(viewer, "POST", `/event/${summit}/contact`, { values: { EMAIL: "v@x.io" } })).statusCode,
    ).toBe(403);
  });
});

describe("updating accounts and custom records", () => {
  it("a required name cannot be cleared, and must stay unique in its module", async () => {
    const url = `/event/${summit}/account/${ids.acme}`;
    const cleared = await call(admin, "PUT", url, { values: { NAME: " " } });
    expect(cleared.json()).toMatchObject({ statusCode: 400, message: "Name: A value is required" });
    const taken = await call(admin, "PUT", url, { values: { NAME: "globex" } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Name: Another sponsor is already named "globex"');
    const ok = await call(admin, "PUT", url, { values: { WEBSITE: "https://acme.example/new" } });
    expect(ok.json().payload.changes).toEqual([
      { field: "Website", before: "https://acme.example", after: "https://acme.example/new" },
    ]);
  });

  it("renames a custom record", async () => {
    const response = await call(admin, "PUT", `/event/${summit}/record/${ids.booking}`, {
      values: { NAME: "Room 102" },
    });
    expect(response.json().payload.record.name).toBe("Room 102");
  });
});

describe("GET …/audit: who, when, field, before → after, newest first", () => {
  it("lists every change of the record with the one who made it", async () => {
    const contact = await call(admin, "GET", contactUrl(ids.sam));
    expect(contact.statusCode).toBe(200);
    expect((await call(admin, "GET", contactUrl(ids.sam, "/audit"))).json().payload).toEqual([]);
    await call(admin, "PUT", contactUrl(ids.sam), { values: { TITLE: "Staff Engineer" } });
    await call(admin, "PUT", contactUrl(ids.sam), {
      values: { TITLE: "Distinguished Engineer", PHONE: "555 0100 200" },
    });
    const audit = (await call(admin, "GET", contactUrl(ids.sam, "/audit"))).json().payload;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      entityType: "contact",
      entityId: ids.sam,
      action: "update",
      user: { id: DEMO.admin.id, name: "Ada Organizer" },
      changes: [
        { field: "Title", before: "Staff Engineer", after: "Distinguished Engineer" },
        { field: "Phone", before: null, after: "555 0100 200" },
      ],
    });
    expect(audit[1].changes).toEqual([
      { field: "Title", before: "Principal Engineer", after: "Staff Engineer" },
    ]);
  });

  it("saving what is already there writes no entry", async () => {
    const before = (await call(admin, "GET", contactUrl(ids.sam, "/audit"))).json().payload.length;
    const response = await call(admin, "PUT", contactUrl(ids.sam), {
      values: { TITLE: "Distinguished Engineer" },
    });
    expect(response.json().payload.changes).toEqual([]);
    expect((await call(admin, "GET", contactUrl(ids.sam, "/audit"))).json().payload).toHaveLength(before);
  });

  it("a record an import created starts with 'Created by import {name}' (imports write no entry per row)", async () => {
    const record = (await call(admin, "GET", contactUrl(ids.imported))).json().payload;
    expect(record.createdByImport).toEqual({ id: ids.importRun, fileName: "speakers.csv" });
    await call(admin, "PUT", contactUrl(ids.imported), { values: { COMPANY: "Imported Co" } });
    const audit = (await call(admin, "GET", contactUrl(ids.imported, "/audit"))).json().payload;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(["update", "create"]);
    expect(audit[1]).toMatchObject({
      note: "Created by import speakers.csv",
      user: { name: "Ada Organizer" },
      at: "2025-01-01T10:00:00.000Z",
    });
  });
});

describe("deleting a record writes its audit entry", () => {
  it("DELETE /api/event/{eventId}/contact/{recordId} keeps every value in a 'delete' entry", async () => {
    const [row] = await t.database.db
      .insert(contacts)
      .values({
        id: randomUUID(),
        orgId: DEMO.org.id,
        eventId: summit,
        fname: "Gone",
        lname: "Soon",
        email: "gone@example.com",
      })
      .returning();
    const id = row?.id ?? "";
    const response = await call(admin, "DELETE", contactUrl(id));
    expect(response.json().payload).toEqual({ id });
    expect((await call(admin, "GET", contactUrl(id))).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: "delete", userId: DEMO.admin.id, note: "Deleted Gone Soon" });
    expect(entry?.changes).toContainEqual({ field: "Email", before: "gone@example.com", after: null });
  });

  it("the records list's DELETE /api/modules/{moduleId}/records/{recordId} writes one too", async () => {
    const id = randomUUID();
    await t.database.db
      .insert(contacts)
      .values({ id, orgId: DEMO.org.id, eventId: summit, fname: "Listed", lname: "Delete" });
    const response = await call(admin, "DELETE", `/modules/${DEMO_MODULES.contacts.id}/records/${id}`);
    expect(response.statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toEqual(["delete"]);
  });
});

describe("record files", () => {
  it("attaches an upload, lists it with its download, refuses it twice, and detaches it", async () => {
    const uploadId = await upload(admin, "contract.pdf");
    const attached = await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId });
    expect(attached.statusCode).toBe(201);
    const file = attached.json().payload;
    expect(file).toMatchObject({
      uploadId,
      name: "contract.pdf",
      type: "application/pdf",
      url: `/api/uploads/${uploadId}`,
      attachedBy: { name: "Ada Organizer" },
    });
    const list = (await call(admin, "GET", contactUrl(ids.grace, "/files"))).json().payload;
    expect(list.map((item: { id: string }) => item.id)).toEqual([file.id]);
    const download = await t.app.inject({ method: "GET", url: file.url });
    expect(download.body).toBe("%PDF-1.4 contract");
    const twice = await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This file is already attached to this record.");

    const removed = await call(admin, "DELETE", contactUrl(ids.grace, `/files/${file.id}`));
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, "GET", contactUrl(ids.grace, "/files"))).json().payload).toEqual([]);
    expect((await call(admin, "DELETE", contactUrl(ids.grace, `/files/${file.id}`))).statusCode).toBe(404);
    const audit = (await call(admin, "GET", contactUrl(ids.grace, "/audit"))).json().payload;
    expect(audit[0]).toMatchObject({
      note: "Removed contract.pdf",
      changes: [{ field: "Files", before: "contract.pdf", after: null }],
    });
    expect(audit[1]).toMatchObject({
      note: "Attached contract.pdf",
      changes: [{ field: "Files", before: null, after: "contract.pdf" }],
    });
  });

  it("refuses unknown uploads and private import files", async () => {
    const unknown = await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId: randomUUID() });
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      message: "This file does not exist. Upload it again.",
    });
    const importFile = await upload(admin, "people.csv", "module-import");
    const refused = await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId: importFile });
    expect(refused.json().message).toBe("Import files cannot be attached to a record.");
    const bad = await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId: "x" });
    expect(bad.json().message).toBe("uploadId: uploadId must be the id of an upload");
  });

  it("a file of one record is not another record's to detach", async () => {
    const uploadId = await upload(admin, "badge.pdf");
    const file = (await call(admin, "POST", contactUrl(ids.grace, "/files"), { uploadId })).json().payload;
    const other = await call(admin, "DELETE", contactUrl(ids.linus, `/files/${file.id}`));
    expect(other.statusCode).toBe(404);
  });
});

describe("GET …/history/{historyType}", () => {
  it("'forms': the contact's submissions, by its sign-in or by its email among the answers", async () => {
    const db = t.database.db;
    const formId = randomUUID();
    await db
      .insert(forms)
      .values({ id: formId, eventId: summit, kind: "intake", slug: summit, name: "Badge Form", steps: [] });
    const byEmail = randomUUID();
    const byUser = randomUUID();
    await db.insert(formSubmissions).values([
      {
        id: byEmail,
        formId,
        status: "submitted",
        values: { email: "GRACE@example.com", name: "Grace" },
        submittedAt: new Date(),
      },
      { id: byUser, formId, userId: DEMO.speaker.id, status: "draft", values: { name: "Sam" } },
      { id: randomUUID(), formId, status: "submitted", values: { email: "nobody@example.com" } },
    ]);
    const grace = (await call(admin, "GET", contactUrl(ids.grace, "/history/forms"))).json().payload;
    expect(grace).toMatchObject({
      type: "forms",
      items: [{ submissionId: byEmail, formName: "Badge Form", matchedBy: "email" }],
    });
    expect(grace.items).toHaveLength(1);
    const sam = (await call(admin, "GET", contactUrl(ids.sam, "/history/forms"))).json().payload;
    expect(sam.items).toEqual([
      expect.objectContaining({ submissionId: byUser, matchedBy: "user", status: "draft" }),
    ]);
  });

  it("'imports': the import that created the record", async () => {
    const history = (await call(admin, "GET", contactUrl(ids.imported, "/history/imports"))).json().payload;
    expect(history).toEqual({
      type: "imports",
      items: [
        expect.objectContaining({
          id: ids.importRun,
          fileName: "speakers.csv",
          relation: "created",
          moduleName: "Contacts",
        }),
      ],
    });
    expect(
      (await call(admin, "GET", contactUrl(ids.grace, "/history/imports"))).json().payload.items,
    ).toEqual([]);
  });

  it("'sessions': the sessions the contact takes part in", async () => {
    const db = t.database.db;
    const sessionId = randomUUID();
    await db
      .insert(eventSessions)
      .values({ id: sessionId, orgId: DEMO.org.id, eventId: summit, title: "Compilers for Everyone" });
    await db
      .insert(sessionParticipants)
      .values({ sessionId, contactId: ids.grace, role: "speaker" } as never);
    const history = (await call(admin, "GET", contactUrl(ids.grace, "/history/sessions"))).json().payload;
    expect(history.items).toContainEqual(
      expect.objectContaining({ sessionId, title: "Compilers for Everyone" }),
    );
  });

  it("'contacts' of an account", async () => {
    const history = (await call(admin, "GET", `/event/${summit}/account/${ids.acme}/history/contacts`)).json()
      .payload;
    expect(history.items).toEqual([expect.objectContaining({ id: ids.maria, name: "Maria Sponsor" })]);
  });

  it("an unknown history type, or one the record does not have, is 404", async () => {
    for (const url of [
      contactUrl(ids.grace, "/history/nope"),
      contactUrl(ids.grace, "/history/contacts"),
      `/event/${summit}/record/${ids.booking}/history/forms`,
    ]) {
      const response = await call(admin, "GET", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe("This history does not exist.");
    }
  });
});

describe("permissions (spec 1 §6)", () => {
  it("a member who may only read contacts reads them but changes nothing", async () => {
    expect((await call(viewer, "GET", contactUrl(ids.grace))).statusCode).toBe(200);
    expect((await call(viewer, "GET", contactUrl(ids.grace, "/audit"))).statusCode).toBe(200);
    expect((await call(viewer, "GET", contactUrl(ids.grace, "/files"))).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ["PUT", contactUrl(ids.grace), { values: { TITLE: "Nope" } }],
      ["DELETE", contactUrl(ids.grace), undefined],
      ["POST", contactUrl(ids.grace, "/files"), { uploadId: randomUUID() }],
    ] as const) {
      const response = await call(viewer, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
    // Sponsors are another module: not even readable.
    const account = await call(viewer, "GET", `/event/${summit}/account/${ids.acme}`);
    expect(account.statusCode).toBe(403);
  });

  it("someone outside the event is refused; without a session it is 401", async () => {
    const response = await call(outsider, "GET", contactUrl(ids.grace));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.noAccess);
    expect(
      (await call(meetupTeam, "PUT", contactUrl(ids.grace), { values: { TITLE: "x" } })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api${contactUrl(ids.grace)}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the organization area reaches a contact of its own organization only", async () => {
    const own = await call(admin, "GET", `/organizations/${DEMO.org.id}/contact/${ids.grace}`);
    expect(own.json().payload).toMatchObject({ id: ids.grace, eventId: summit });
    const elsewhere = await call(admin, "GET", `/organizations/${ids.otherOrg}/contact/${ids.grace}`);
    expect(elsewhere.statusCode).toBe(404);
    const outside = await call(outsider, "GET", `/organizations/${DEMO.org.id}/contact/${ids.grace}`);
    expect(outside.statusCode).toBe(403);
  });

  it("an unknown event is 404", async () => {
    const response = await call(admin, "GET", `/event/${randomUUID()}/contact/${ids.grace}`);
    expect(response.statusCode).toBe(404);
  });
});
