import { randomUUID } from "node:crypto";
import { messages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMerges,
  contacts,
  customRecords,
  eventSessions,
  formSubmissions,
  forms,
  imports,
  recordFiles,
  sessionParticipants,
  uploads,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed-modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let viewer: string;

const summit: string = DEMO.summit.id;
const tshirt = DEMO_CONTACT_FIELDS.tshirt.id;

const call = (token: string, method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const contactUrl = (id: string, rest = "") => `/event/${summit}/contact/${id}${rest}`;

type NewContact = Partial<typeof contacts.$inferInsert> & { fname: string; lname: string };

async function addContact(values: NewContact, eventId: string = summit): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(contacts).values({ id, orgId: DEMO.org.id, eventId, ...values });
  return id;
}

async function addUpload(name: string): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insert(uploads)
    .values({ id, storageKey: `event-files/${id}`, name, type: "application/pdf", size: 10 });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
});
afterAll(async () => t.close());

describe("GET …/contact/{recordId}/duplicates: likely duplicates in the same event", () => {
  it("finds the same name, the same phone number and a similar email, and says why", async () => {
    const ada = await addContact({
      fname: "Ada",
      lname: "Lovelace",
      email: "ada.lovelace@example.com",
      phone: "+1 (555) 123-4567",
    });
    const sameName = await addContact({ fname: " ada", lname: "LOVELACE ", email: "countess@example.org" });
    const samePhone = await addContact({ fname: "A.", lname: "King", phone: "555.123.4567" });
    const similarEmail = await addContact({
      fname: "Augusta",
      lname: "King",
      email: "AdaLovelace+cfp@work.example",
    });
    await addContact({
      fname: "Charles",
      lname: "Babbage",
      email: "charles@example.com",
      phone: "555 999 0000",
    });
    // The same person in another event is not this event's duplicate.
    await addContact({ fname: "Ada", lname: "Lovelace" }, DEMO.meetup.id);

    const response = await call(admin, "GET", contactUrl(ada, "/duplicates"));
    expect(response.statusCode).toBe(200);
    const found: { id: string; name: string; reasons: string[] }[] = response.json().payload;
    // Oldest first; contacts written in the same instant (the embedded database's clock is coarse)
    // may come in either order, so each is checked by its id.
    expect(found.map((item) => item.id).sort()).toEqual([sameName, samePhone, similarEmail].sort());
    const byId = new Map(found.map((item) => [item.id, item]));
    expect(byId.get(sameName)).toMatchObject({ name: "ada LOVELACE", reasons: ["name"] });
    expect(byId.get(samePhone)?.reasons).toEqual(["phone"]);
    expect(byId.get(similarEmail)?.reasons).toEqual(["email"]);
  });

  it("a contact with nothing to compare has no duplicates", async () => {
    const lonely = await addContact({ fname: "", lname: "", email: "x@y.io" });
    expect((await call(admin, "GET", contactUrl(lonely, "/duplicates"))).json().payload).toEqual([]);
  });
});

describe("POST …/contact/{recordId}/merge: 'nothing lost'", () => {
  it("keeps the survivor's values, fills the empty ones, moves every link, records the merge and deletes the other", async () => {
    const db = t.database.db;
    const survivor = await addContact({
      fname: "Grace",
      lname: "Brewster",
      email: "grace.brewster@example.com",
      title: "Rear Admiral",
    });
    const other = await addContact({
      fname: "Grace",
      lname: "Brewster",
      email: "gbrewster@navy.example",
      title: "Commodore",
      company: "Navy Labs",
      phone: "+1 555 0101",
      data: { [tshirt]: "L" },
    });
    // The other's life so far: an edit (audit), a file, a custom record, a form submission by its
    // email, the import that created it, a session, and a contact merged into it earlier.
    expect((await call(admin, "PUT", contactUrl(other), { values: { COUNTRY: "US" } })).statusCode).toBe(200);
    const fileUpload = await addUpload("cv.pdf");
    expect(
      (await call(admin, "POST", contactUrl(other, "/files"), { uploadId: fileUpload })).statusCode,
    ).toBe(201);
    const booking = randomUUID();
    await db.insert(customRecords).values({
      id: booking,
      orgId: DEMO.org.id,
      eventId: summit,
      moduleId: DEMO_MODULES.hotelBookings.id,
      name: `Booking ${booking}`,
      contactId: other,
    });
    const formId = randomUUID();
    const submission = randomUUID();
    await db
      .insert(forms)
      .values({ id: formId, eventId: summit, kind: "intake", slug: summit, name: "Travel Form", steps: [] });
    await db.insert(formSubmissions).values({
      id: submission,
      formId,
      status: "submitted",
      values: { email: "gbrewster@navy.example" },
      submittedAt: new Date(),
    });
    const importId = randomUUID();
    await db.insert(imports).values({
      id: importId,
      moduleId: DEMO_MODULES.contacts.id,
      eventId: summit,
      orgId: DEMO.org.id,
      userId: DEMO.admin.id,
      uploadId: randomUUID(),
      fileName: "navy.csv",
      fieldGroups: [],
      status: "finished",
      imported: true,
    });
    await db.update(contacts).set({ importId }).where(eq(contacts.id, other));
    const sessionId = randomUUID();
    await db
      .insert(eventSessions)
      .values({ id: sessionId, orgId: DEMO.org.id, eventId: summit, title: "COBOL at 65" });
    await db.insert(sessionParticipants).values({ sessionId, contactId: other, role: "speaker" } as never);
    const earlier = await addContact({ fname: "G.", lname: "Brewster", email: "old.grace@example.com" });
    expect((await call(admin, "POST", contactUrl(other, "/merge"), { otherId: earlier })).statusCode).toBe(
      200,
    );

    const response = await call(admin, "POST", contactUrl(survivor, "/merge"), {
      otherId: other,
      choices: { TITLE: "other" },
    });
    expect(response.statusCode).toBe(200);
    const { survivor: merged, mergedId } = response.json().payload;
    expect(mergedId).toBe(other);
    expect(merged.values).toMatchObject({
      FIRST_NAME: "Grace",
      EMAIL: "grace.brewster@example.com", // the survivor's own
      TITLE: "Commodore", // the user chose the other's
      COMPANY: "Navy Labs", // empty: filled from the other
      PHONE: "+1 555 0101",
      COUNTRY: "US",
      [tshirt]: "L",
    });

    // The other is gone; what pointed at it points at the survivor.
    expect((await call(admin, "GET", contactUrl(other))).statusCode).toBe(404);
    const [bookingRow] = await db.select().from(customRecords).where(eq(customRecords.id, booking));
    expect(bookingRow?.contactId).toBe(survivor);
    const files = (await call(admin, "GET", contactUrl(survivor, "/files"))).json().payload;
    expect(files.map((file: { uploadId: string }) => file.uploadId)).toEqual([fileUpload]);
    const sessions = (await call(admin, "GET", contactUrl(survivor, "/history/sessions"))).json().payload;
    expect(sessions.items).toEqual([
      expect.objectContaining({ sessionId, title: "COBOL at 65", role: "speaker" }),
    ]);
    const formsHistory = (await call(admin, "GET", contactUrl(survivor, "/history/forms"))).json().payload;
    expect(formsHistory.items).toEqual([
      expect.objectContaining({ submissionId: submission, matchedBy: "email" }),
    ]);
    const importsHistory = (await call(admin, "GET", contactUrl(survivor, "/history/imports"))).json()
      .payload;
    expect(importsHistory.items).toEqual([
      expect.objectContaining({ id: importId, relation: "created-merged" }),
    ]);
    const merges = (await call(admin, "GET", contactUrl(survivor, "/history/merges"))).json().payload;
    expect(merges.items.map((item: { mergedId: string }) => item.mergedId).sort()).toEqual(
      [earlier, other].sort(),
    );

    // Both histories on the survivor: the other's own edit, its earlier merge, and this merge.
    const audit = (await call(admin, "GET", contactUrl(survivor, "/audit"))).json().payload;
    expect(audit[0]).toMatchObject({
      action: "merge",
      entityId: survivor,
      user: { name: "Ada Organizer" },
      note: expect.stringContaining(
        "Merged Grace Brewster into this contact. Their values: First Name: Grace;",
      ),
    });
    expect(audit[0].note).toContain("Email: gbrewster@navy.example");
    expect(audit[0].note).toContain("T-Shirt Size: L");
    expect(audit[0].changes).toContainEqual({ field: "Title", before: "Rear Admiral", after: "Commodore" });
    expect(audit[0].changes).toContainEqual({ field: "Company", before: null, after: "Navy Labs" });
    const actions = audit.map((entry: { action: string; note: string | null }) => entry.action);
    expect(actions).toContain("update"); // the other's COUNTRY edit and its file
    expect(audit.filter((entry: { action: string }) => entry.action === "merge")).toHaveLength(2);
    const left = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "contact"), eq(auditLog.entityId, other)));
    expect(left).toEqual([]);

    // What the merged contact was is kept whole.
    const [row] = await db.select().from(contactMerges).where(eq(contactMerges.mergedId, other));
    expect(row).toMatchObject({
      survivorId: survivor,
      mergedEmail: "gbrewster@navy.example",
      mergedImportId: importId,
    });
    expect(row?.values).toMatchObject({ TITLE: "Commodore", COMPANY: "Navy Labs", [tshirt]: "L" });
  });

  it("the survivor may take the other's email (the one email per event rule still holds)", async () => {
    const survivor = await addContact({ fname: "Kay", lname: "McNulty", email: "kay.old@example.com" });
    const other = await addContact({ fname: "Kay", lname: "McNulty", email: "kay@example.com" });
    const response = await call(admin, "POST", contactUrl(survivor, "/merge"), {
      otherId: other,
      choices: { EMAIL: "other" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.survivor.values.EMAIL).toBe("kay@example.com");
  });

  it("a file both had is kept once", async () => {
    const survivor = await addContact({ fname: "Jean", lname: "Bartik" });
    const other = await addContact({ fname: "Jean", lname: "Bartik" });
    const shared = await addUpload("shared.pdf");
    await call(admin, "POST", contactUrl(survivor, "/files"), { uploadId: shared });
    await call(admin, "POST", contactUrl(other, "/files"), { uploadId: shared });
    expect((await call(admin, "POST", contactUrl(survivor, "/merge"), { otherId: other })).statusCode).toBe(
      200,
    );
    const rows = await t.database.db.select().from(recordFiles).where(eq(recordFiles.entityId, survivor));
    expect(rows).toHaveLength(1);
  });

  it("refuses to merge a contact with itself, with another event's contact, or with unknown choices", async () => {
    const ada = await addContact({ fname: "Refused", lname: "Merge" });
    const self = await call(admin, "POST", contactUrl(ada, "/merge"), { otherId: ada });
    expect(self.json()).toMatchObject({
      statusCode: 400,
      message: "A contact cannot be merged with itself.",
    });
    const meetup = await addContact({ fname: "Refused", lname: "Merge" }, DEMO.meetup.id);
    const elsewhere = await call(admin, "POST", contactUrl(ada, "/merge"), { otherId: meetup });
    expect(elsewhere.json()).toMatchObject({
      statusCode: 404,
      message: "The contact to merge does not exist in this event.",
    });
    const other = await addContact({ fname: "Refused", lname: "Merge" });
    const unknown = await call(admin, "POST", contactUrl(ada, "/merge"), {
      otherId: other,
      choices: { SHOE: "other" },
    });
    expect(unknown.json().message).toBe('There is no field "SHOE" to choose a value for');
    const badChoice = await call(admin, "POST", contactUrl(ada, "/merge"), {
      otherId: other,
      choices: { TITLE: "both" },
    });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toContain('A choice is "survivor" or "other"');
    expect((await call(admin, "POST", contactUrl(ada, "/merge"), {})).statusCode).toBe(400);
  });

  it("two contacts linked to different sign-ins are not merged, and nothing changes", async () => {
    const first = await signUp(t.app, "first.signin@example.com");
    const second = await signUp(t.app, "second.signin@example.com");
    const a = await addContact({ fname: "Twin", lname: "Login", userId: first.id });
    const b = await addContact({ fname: "Twin", lname: "Login", userId: second.id, title: "Kept" });
    await call(admin, "PUT", contactUrl(b, ""), { values: { COMPANY: "Twin Co" } });
    const response = await call(admin, "POST", contactUrl(a, "/merge"), { otherId: b });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("different sign-ins");
    expect((await call(admin, "GET", contactUrl(b))).json().payload.values.TITLE).toBe("Kept");
    expect((await call(admin, "GET", contactUrl(b, "/audit"))).json().payload).toHaveLength(1);
  });

  it("merging needs the contacts update permission; reading duplicates needs read", async () => {
    const a = await addContact({ fname: "Perm", lname: "Check" });
    const b = await addContact({ fname: "Perm", lname: "Check" });
    expect((await call(viewer, "GET", contactUrl(a, "/duplicates"))).statusCode).toBe(200);
    const response = await call(viewer, "POST", contactUrl(a, "/merge"), { otherId: b });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.noPermission);
    expect((await call(admin, "GET", contactUrl(b))).statusCode).toBe(200);
  });
});
