import { randomUUID } from "node:crypto";
import {
  type ImportFieldType,
  importFieldTypes,
  type ModuleField,
  type ModuleFieldList,
  messages,
  moduleFieldMessages,
  type RecordDetail,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contacts, customRecords, imports, moduleLayouts } from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { importCsv, mappingOf, uploadImportFile } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 3 "Fields and tags": custom fields of every import field type under manage_fields
 * (spec 1 §6), used by the record page and the import wizard's mapping; deleting one removes its
 * values from every record of the module at once.
 */

let t: TestApp;
let admin: string;
let viewer: string;
let outsider: string;
let meetupAdmin: string;

const summit = DEMO.summit.id;
const contactsModule = DEMO_MODULES.contacts.id;
const bookings = DEMO_MODULES.hotelBookings.id;

type Method = "GET" | "PUT" | "POST" | "DELETE";
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const fieldsUrl = (moduleId: string, rest = "") => `/modules/${moduleId}/fields${rest}`;

async function create(
  body: Record<string, unknown>,
  moduleId: string = contactsModule,
): Promise<ModuleField> {
  const response = await call(admin, "POST", fieldsUrl(moduleId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

async function newContact(values: Record<string, unknown>): Promise<string> {
  const response = await call(admin, "POST", `/event/${summit}/contact`, { values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id;
}

async function contactDetail(id: string): Promise<RecordDetail> {
  const response = await call(admin, "GET", `/event/${summit}/contact/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function dataOf(id: string): Promise<Record<string, unknown>> {
  const [row] = await t.database.db.select({ data: contacts.data }).from(contacts).where(eq(contacts.id, id));
  return row?.data ?? {};
}

async function setValue(id: string, fieldId: string, value: unknown) {
  return call(admin, "PUT", `/event/${summit}/contact/${id}`, { values: { [fieldId]: value } });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: "foyer-demo" })).tokens.id_token;
  outsider = (await signUp(t.app, "outsider.fields@example.com")).token;
  meetupAdmin = (await signUpEventAdmin(t, "meetup.fields@example.com", DEMO.meetup.id)).token;
});
afterAll(async () => t?.close());

describe("a module's fields are listed for whoever may read its records", () => {
  it("lists the built-in fields, then the custom ones in order, with unsupported types marked", async () => {
    const response = await call(admin, "GET", fieldsUrl(contactsModule));
    expect(response.statusCode).toBe(200);
    const list = response.json().payload as ModuleFieldList;
    expect(list.module).toMatchObject({ id: contactsModule, kind: "contacts" });
    expect(list.canManage).toBe(true);
    expect(list.builtins.map((field) => field.name)).toContain("Email");
    expect(list.fields.map((field) => field.name)).toEqual([
      "T-Shirt Size",
      "Dietary Needs",
      "Newsletter Opt In",
      "Arrival Date",
      "Referred By",
    ]);
    expect(list.fields[0]).toMatchObject({
      type: "dropdown",
      options: ["S", "M", "L", "XL"],
      supported: true,
    });
    expect(list.fields.at(-1)).toMatchObject({ type: "lookup", supported: false, options: null });
  });

  it("the viewer (contacts read only) reads them but may not manage them", async () => {
    const response = await call(viewer, "GET", fieldsUrl(contactsModule));
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.canManage).toBe(false);
    // Hotel bookings answer to contacts too; sponsors are not the viewer's.
    expect((await call(viewer, "GET", fieldsUrl(DEMO_MODULES.sponsors.id))).statusCode).toBe(403);
  });

  it("the overview lists the event's modules with their number of custom fields", async () => {
    const response = await call(admin, "GET", `/events/${summit}/fields`);
    expect(response.statusCode).toBe(200);
    const overview = response.json().payload as {
      module: { id: string };
      fieldCount: number;
      canManage: boolean;
    }[];
    const byId = Object.fromEntries(overview.map((item) => [item.module.id, item]));
    expect(byId[contactsModule]?.fieldCount).toBeGreaterThanOrEqual(5);
    expect(byId[DEMO_MODULES.sponsors.id]).toMatchObject({ canManage: true });
    const forViewer = (await call(viewer, "GET", `/events/${summit}/fields`)).json().payload as {
      module: { id: string };
      canManage: boolean;
    }[];
    expect(forViewer.map((item) => item.module.id)).not.toContain(DEMO_MODULES.sponsors.id);
    expect(forViewer.every((item) => !item.canManage)).toBe(true);
    expect((await call(outsider, "GET", `/events/${summit}/fields`)).statusCode).toBe(403);
  });
});

/** One value of each type as a person types it, and what the record then stores. */
const samples: Record<ImportFieldType, { input: unknown; stored: unknown }> = {
  "full-name": { input: "Ada  Lovelace", stored: "Ada Lovelace" },
  text: { input: "Hello", stored: "Hello" },
  textarea: { input: "Line one\nLine two", stored: "Line one\nLine two" },
  dropdown: { input: "gold", stored: "Gold" },
  "event-days": { input: "03/15-03/16", stored: ["2027-03-15", "2027-03-16"] },
  phone: { input: "+1 555 0100", stored: "+1 555 0100" },
  date: { input: "03-16-2027", stored: "2027-03-16" },
  number: { input: "12.5", stored: 12.5 },
  currency: { input: "$10.50", stored: 10.5 },
  boolean: { input: "Yes", stored: true },
  file: { input: "https://files.example.com/brief.pdf", stored: "https://files.example.com/brief.pdf" },
  datetime: { input: "2027-03-16T10:00", stored: "2027-03-16T10:00:00" },
  time: { input: "9:30", stored: "09:30:00" },
  countries: { input: "USA", stored: "US" },
  email: { input: "ada@example.com", stored: "ada@example.com" },
  percent: { input: "0.5", stored: 0.5 },
};

describe("fields of every import field type (spec 1 §5) are editable on the record page", () => {
  const created = new Map<ImportFieldType, ModuleField>();
  let contactId = "";

  beforeAll(async () => {
    for (const type of importFieldTypes) {
      created.set(
        type,
        await create({
          name: `Every ${type}`,
          type,
          ...(type === "dropdown" ? { options: ["Gold", "Silver"] } : {}),
        }),
      );
    }
    contactId = await newContact({ FIRST_NAME: "Every", LAST_NAME: "Type", EMAIL: "every.type@example.com" });
  });

  it("creates one of each, at the end of the list, in the order added", async () => {
    const list = (await call(admin, "GET", fieldsUrl(contactsModule))).json().payload as ModuleFieldList;
    const ours = list.fields.filter((field) => field.name.startsWith("Every "));
    expect(ours.map((field) => field.type)).toEqual([...importFieldTypes]);
    expect(ours.every((field) => field.supported)).toBe(true);
    const positions = list.fields.map((field) => field.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("the record page lists each as an editable field, and saves a value read with its type's rule", async () => {
    const detail = await contactDetail(contactId);
    for (const type of importFieldTypes) {
      const field = created.get(type) as ModuleField;
      const definition = detail.fields.find((item) => item.id === field.id);
      expect(definition, type).toMatchObject({ name: `Every ${type}`, type, builtin: false, editable: true });
      const response = await setValue(contactId, field.id, samples[type].input);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      expect(response.json().payload.record.values[field.id], type).toEqual(samples[type].stored);
    }
    // A bad value is refused with the import's sentence, naming the field.
    const number = created.get("number") as ModuleField;
    const refused = await setValue(contactId, number.id, "twelve");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Every number: "twelve" is not a number');
  });

  it("the import wizard's mapping offers each as a target, matched to a column of its name", async () => {
    const url = await uploadImportFile(
      t.app,
      admin,
      "Email,Every dropdown,Every date\nx@example.com,Gold,2027-03-15\n",
    );
    const map = await mappingOf(t.app, admin, contactsModule, url);
    const group = map.fields_groups.find((item) => item.id === "contacts");
    for (const type of importFieldTypes) {
      const field = group?.fields.find((item) => item.id === created.get(type)?.id);
      expect(field, type).toMatchObject({ name: `Every ${type}`, type, supported: true });
    }
    expect(group?.fields.find((item) => item.name === "Every dropdown")).toMatchObject({
      column: "Every dropdown",
      enabled: true,
      options: ["Gold", "Silver"],
    });
  });

  it("an imported full name reads as one text on the record page", async () => {
    const field = created.get("full-name") as ModuleField;
    const status = await importCsv(
      t.app,
      admin,
      contactsModule,
      "First Name,Last Name,Email,Every full-name\nGrace,Imported,grace.imported@example.com,Alan Turing\n",
    );
    expect(status.success, JSON.stringify(status)).toBe(true);
    const [row] = await t.database.db
      .select({ id: contacts.id, data: contacts.data })
      .from(contacts)
      .where(eq(contacts.email, "grace.imported@example.com"));
    expect(row?.data[field.id]).toEqual({ first_name: "Alan", last_name: "Turing" });
    expect((await contactDetail(row?.id ?? "")).values[field.id]).toBe("Alan Turing");
  });
});

describe("bad and hostile input is refused with a clear message", () => {
  const refusals: [string, unknown, number, string][] = [
    ["no name", { type: "text" }, 400, "name: Name is required"],
    ["a blank name", { name: "   ", type: "text" }, 400, "name: Name is required"],
    [
      "a name too long",
      { name: "x".repeat(101), type: "text" },
      400,
      "name: Name must be at most 100 characters",
    ],
    [
      "a line break",
      { name: "Two\nlines", type: "text" },
      400,
      `name: ${moduleFieldMessages.controlCharacters}`,
    ],
    ["an unknown type", { name: "Who", type: "lookup" }, 400, `type: ${moduleFieldMessages.badType}`],
    [
      "options on text",
      { name: "Size", type: "text", options: ["S"] },
      400,
      "options: Only dropdown fields have options",
    ],
    [
      "a dropdown without options",
      { name: "Size", type: "dropdown" },
      400,
      "options: A dropdown needs at least one option",
    ],
    [
      "multiple on text",
      { name: "Size", type: "text", multiple: true },
      400,
      "multiple: Only dropdown fields can take several values",
    ],
    [
      "an option twice",
      { name: "Size", type: "dropdown", options: ["S", "s"] },
      400,
      'options.1: The option "s" is listed twice',
    ],
    [
      "an empty option",
      { name: "Size", type: "dropdown", options: ["S", " "] },
      400,
      "options.1: An option cannot be empty",
    ],
    [
      "a comma in a multiple choice",
      { name: "Size", type: "dropdown", multiple: true, options: ["S, M"] },
      400,
      `options.0: ${moduleFieldMessages.optionComma("S, M")}`,
    ],
    [
      "too many options",
      { name: "Size", type: "dropdown", options: Array.from({ length: 501 }, (_, n) => `O${n}`) },
      400,
      "options: A dropdown can have at most 500 options",
    ],
    ["an unknown key", { name: "Size", type: "text", html: "<b>" }, 400, "Unknown field(s): html"],
    ["a list for a body", [1, 2], 400, "Invalid input: expected object, received array"],
    [
      "a built-in name",
      { name: " email ", type: "text" },
      400,
      moduleFieldMessages.nameReserved("email", "Contacts"),
    ],
    [
      "the tags' name",
      { name: "Tags", type: "text" },
      400,
      moduleFieldMessages.nameReserved("Tags", "Contacts"),
    ],
    [
      "a taken name, in other case",
      { name: "t-shirt SIZE", type: "text" },
      409,
      moduleFieldMessages.nameTaken("t-shirt SIZE", "Contacts"),
    ],
  ];
  for (const [what, body, status, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const response = await call(admin, "POST", fieldsUrl(contactsModule), body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    });
  }

  it("stores markup as plain text (the apps render it as text)", async () => {
    const field = await create({ name: "<img src=x onerror=alert(1)>", type: "text" }, bookings);
    expect(field.name).toBe("<img src=x onerror=alert(1)>");
  });

  it("a custom module's names are its own: Name is built in, others free", async () => {
    const response = await call(admin, "POST", fieldsUrl(bookings), { name: "name", type: "text" });
    expect(response.statusCode).toBe(400);
    expect(
      (await call(admin, "POST", fieldsUrl(bookings), { name: "T-Shirt Size", type: "text" })).statusCode,
    ).toBe(201);
  });
});

describe("changing fields needs manage_fields on the module (spec 1 §6)", () => {
  it("the viewer, who may only read contacts, is refused every change", async () => {
    const tshirt = DEMO_CONTACT_FIELDS.tshirt.id;
    const attempts = [
      await call(viewer, "POST", fieldsUrl(contactsModule), { name: "Sneaky", type: "text" }),
      await call(viewer, "PUT", fieldsUrl(contactsModule, `/${tshirt}`), { name: "Sneaky" }),
      await call(viewer, "PUT", fieldsUrl(contactsModule, "/order"), { ids: [] }),
      await call(viewer, "DELETE", fieldsUrl(contactsModule, `/${tshirt}`)),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
    expect(
      (await contactDetail(await newContact({ EMAIL: "still@example.com" }))).fields.map((f) => f.name),
    ).toContain("T-Shirt Size");
  });

  it("someone outside the event gets 403; another event's admin cannot reach this event's fields", async () => {
    const outside = await call(outsider, "POST", fieldsUrl(contactsModule), { name: "Sneaky", type: "text" });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(messages.noAccess);
    const meetup = await call(
      meetupAdmin,
      "DELETE",
      fieldsUrl(contactsModule, `/${DEMO_CONTACT_FIELDS.tshirt.id}`),
    );
    expect(meetup.statusCode).toBe(403);
    // Through the meetup's own module, a summit field does not exist.
    const modules = (await call(meetupAdmin, "GET", `/event/${DEMO.meetup.id}/modules`)).json().payload as {
      id: string;
      kind: string;
    }[];
    const own = modules.find((module) => module.kind === "contacts")?.id ?? "";
    const crossed = await call(meetupAdmin, "PUT", fieldsUrl(own, `/${DEMO_CONTACT_FIELDS.tshirt.id}`), {
      name: "Stolen",
    });
    expect(crossed.statusCode).toBe(404);
    expect(
      (await call(meetupAdmin, "GET", fieldsUrl(own, `/${DEMO_CONTACT_FIELDS.tshirt.id}/usage`))).statusCode,
    ).toBe(404);
    expect((await call(admin, "GET", fieldsUrl(contactsModule))).json().payload.fields[0].name).toBe(
      "T-Shirt Size",
    );
  });

  it("an unknown module is 404", async () => {
    const response = await call(admin, "GET", fieldsUrl(randomUUID()));
    expect(response.statusCode).toBe(404);
  });
});

describe("updating a field", () => {
  it("renames it and flips required and recommended; a taken or built-in name is refused", async () => {
    const field = await create({ name: "Badge Name", type: "text" });
    const renamed = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      name: "Badge name ",
      required: true,
      recommended: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload.field).toMatchObject({
      name: "Badge name",
      required: true,
      recommended: true,
    });
    const taken = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      name: "dietary needs",
    });
    expect(taken.statusCode).toBe(409);
    const builtIn = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { name: "Company" });
    expect(builtIn.statusCode).toBe(400);
    const nothing = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {});
    expect(nothing.json().message).toBe(moduleFieldMessages.nothingToChange);
    // A required field is required of every new contact: the other tests add contacts without it.
    await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { required: false });
  });

  it("renaming an option renames it in the records that hold it; removing one in use is refused", async () => {
    const field = await create({
      name: "Sponsor Level",
      type: "dropdown",
      options: ["Gold", "Silver", "Bronze"],
    });
    const a = await newContact({ EMAIL: "level.a@example.com", [field.id]: "Gold" });
    const b = await newContact({ EMAIL: "level.b@example.com", [field.id]: "Silver" });
    const removing = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      options: ["Gold", "Bronze"],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().message).toBe(moduleFieldMessages.optionInUse("Silver", 1, "contact"));
    // A swap and a rename at once.
    const renamed = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      options: ["Platinum", "Gold", "Bronze"],
      renames: [
        { from: "Gold", to: "Platinum" },
        { from: "Silver", to: "Gold" },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({
      changedRecords: 2,
      field: { options: ["Platinum", "Gold", "Bronze"] },
    });
    expect((await dataOf(a))[field.id]).toBe("Platinum");
    expect((await dataOf(b))[field.id]).toBe("Gold");
    // Each record's audit has the change, by the organizer, before and after.
    const audited = await call(admin, "GET", `/event/${summit}/contact/${a}/audit`);
    expect(audited.json().payload[0]).toMatchObject({
      action: "update",
      note: "The field Sponsor Level was changed",
      user: { id: DEMO.admin.id },
      changes: [{ field: "Sponsor Level", before: "Gold", after: "Platinum" }],
    });
    // Removing an option nobody holds is fine.
    const unused = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      options: ["Platinum", "Gold"],
    });
    expect(unused.statusCode, unused.body).toBe(200);
    const unknown = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      options: ["Platinum", "Gold"],
      renames: [{ from: "Bronze", to: "Gold" }],
    });
    expect(unknown.json().message).toBe(moduleFieldMessages.renameUnknown("Bronze"));
  });

  it("turning multiple on wraps values in lists; off unwraps them, unless one holds several", async () => {
    const field = await create({ name: "Workshops", type: "dropdown", options: ["AI", "Web", "Data"] });
    const one = await newContact({ EMAIL: "workshop.one@example.com", [field.id]: "AI" });
    const on = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { multiple: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await dataOf(one))[field.id]).toEqual(["AI"]);
    const two = await newContact({ EMAIL: "workshop.two@example.com", [field.id]: ["Web", "Data"] });
    const off = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { multiple: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(moduleFieldMessages.manyChosen(1, "contact"));
    expect((await setValue(two, field.id, ["Web"])).statusCode).toBe(200);
    const offNow = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { multiple: false });
    expect(offNow.statusCode, offNow.body).toBe(200);
    expect((await dataOf(one))[field.id]).toBe("AI");
    expect((await dataOf(two))[field.id]).toBe("Web");
    // A comma in an option is refused as soon as several may be chosen.
    const comma = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      options: ["AI", "Web", "Data", "Ops, Infra"],
      multiple: true,
    });
    expect(comma.statusCode).toBe(400);
  });

  it("changes type freely while no record holds a value, and only to text while some do", async () => {
    const field = await create({ name: "Budget", type: "number" });
    const date = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { type: "date" });
    expect(date.statusCode, date.body).toBe(200);
    expect(date.json().payload.field.type).toBe("date");
    const holder = await newContact({ EMAIL: "budget@example.com", [field.id]: "2027-01-02" });
    const unsafe = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { type: "number" });
    expect(unsafe.statusCode).toBe(409);
    expect(unsafe.json().message).toBe(
      moduleFieldMessages.typeUnsafe("Budget", "date", "number", 1, "contact"),
    );
    const toDropdown = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), {
      type: "dropdown",
      options: ["2027-01-02"],
    });
    expect(toDropdown.statusCode).toBe(409);
    const text = await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { type: "text" });
    expect(text.statusCode, text.body).toBe(200);
    expect((await contactDetail(holder)).values[field.id]).toBe("2027-01-02");
    // Leaving a dropdown drops its options.
    const size = await create({ name: "Room Size", type: "dropdown", options: ["Small"] });
    const plain = await call(admin, "PUT", fieldsUrl(contactsModule, `/${size.id}`), { type: "textarea" });
    expect(plain.json().payload.field).toMatchObject({ type: "textarea", options: null, multiple: false });
  });

  it("a field of a type nobody here reads may only be renamed", async () => {
    const lookup = DEMO_CONTACT_FIELDS.referredBy.id;
    const options = await call(admin, "PUT", fieldsUrl(contactsModule, `/${lookup}`), { options: ["A"] });
    expect(options.statusCode).toBe(400);
    expect(options.json().message).toBe(moduleFieldMessages.unsupportedType("Referred By", "lookup"));
    const renamed = await call(admin, "PUT", fieldsUrl(contactsModule, `/${lookup}`), { name: "Referrer" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().payload.field).toMatchObject({
      name: "Referrer",
      type: "lookup",
      supported: false,
    });
  });

  it("waits for a running import before touching values", async () => {
    const field = await create({ name: "Track Choice", type: "dropdown", options: ["A", "B"] });
    const running = randomUUID();
    await t.database.db.insert(imports).values({
      id: running,
      moduleId: contactsModule,
      eventId: summit,
      orgId: DEMO.org.id,
      uploadId: randomUUID(),
      fieldGroups: [],
      status: "processing",
    });
    try {
      const refused = await call(admin, "DELETE", fieldsUrl(contactsModule, `/${field.id}`));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(moduleFieldMessages.importRunning);
      // A rename touches no value: it goes through.
      expect(
        (await call(admin, "PUT", fieldsUrl(contactsModule, `/${field.id}`), { name: "Track Pick" }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.database.db.delete(imports).where(eq(imports.id, running));
    }
  });
});

describe("deleting a field removes its values from every record of the module, at once", () => {
  it("names how many records hold a value, then clears them all with the field", async () => {
    const field = await create({ name: "Hotel Pref", type: "text" }, bookings);
    for (const name of ["Room 1", "Room 2", "Room 3"]) {
      await t.database.db.insert(customRecords).values({
        id: randomUUID(),
        orgId: DEMO.org.id,
        eventId: summit,
        moduleId: bookings,
        name,
        data: name === "Room 3" ? { [field.id]: "" } : { [field.id]: `quiet ${name}`, other: 1 },
      });
    }
    await t.database.db.insert(moduleLayouts).values({
      id: randomUUID(),
      moduleId: bookings,
      name: "With prefs",
      starredFields: ["name", field.id],
    });
    const usage = await call(admin, "GET", fieldsUrl(bookings, `/${field.id}/usage`));
    expect(usage.json().payload).toEqual({ fieldId: field.id, records: 2 });
    const deleted = await call(admin, "DELETE", fieldsUrl(bookings, `/${field.id}`));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().payload).toEqual({ id: field.id, clearedRecords: 2 });
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customRecords)
      .where(and(eq(customRecords.moduleId, bookings), sql`${customRecords.data} ? ${field.id}`));
    expect(Number(left[0]?.n)).toBe(0);
    const kept = await t.database.db
      .select({ data: customRecords.data })
      .from(customRecords)
      .where(and(eq(customRecords.moduleId, bookings), eq(customRecords.name, "Room 1")));
    expect(kept[0]?.data).toEqual({ other: 1 });
    // Each record that lost its value has it in its audit.
    const cleared = await t.database.db
      .select({ changes: auditLog.changes, note: auditLog.note, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "record"), eq(auditLog.note, "The field Hotel Pref was deleted")));
    expect(cleared.map((entry) => entry.changes[0]?.before).sort()).toEqual(["quiet Room 1", "quiet Room 2"]);
    expect(cleared.every((entry) => entry.userId === DEMO.admin.id && entry.changes[0]?.after === null)).toBe(
      true,
    );
    const [layout] = await t.database.db
      .select({ starred: moduleLayouts.starredFields })
      .from(moduleLayouts)
      .where(eq(moduleLayouts.moduleId, bookings));
    expect(layout?.starred).toEqual(["name"]);
    const list = (await call(admin, "GET", fieldsUrl(bookings))).json().payload as ModuleFieldList;
    expect(list.fields.map((item) => item.id)).not.toContain(field.id);
    expect((await call(admin, "DELETE", fieldsUrl(bookings, `/${field.id}`))).statusCode).toBe(404);
  });

  it("a contact field's values go from the event's contacts, and the record page no longer lists it", async () => {
    const field = await create({ name: "Allergies", type: "textarea" });
    const holder = await newContact({ EMAIL: "allergies@example.com", [field.id]: "Peanuts" });
    const deleted = await call(admin, "DELETE", fieldsUrl(contactsModule, `/${field.id}`));
    expect(deleted.json().payload.clearedRecords).toBe(1);
    expect(await dataOf(holder)).not.toHaveProperty(field.id);
    const detail = await contactDetail(holder);
    expect(detail.fields.map((item) => item.id)).not.toContain(field.id);
  });
});

describe("reordering", () => {
  it("puts the fields in the order sent, each listed once", async () => {
    const before = (await call(admin, "GET", fieldsUrl(DEMO_MODULES.exhibitors.id))).json()
      .payload as ModuleFieldList;
    expect(before.fields).toEqual([]);
    const a = await create({ name: "Booth", type: "text" }, DEMO_MODULES.exhibitors.id);
    const b = await create({ name: "Power", type: "boolean" }, DEMO_MODULES.exhibitors.id);
    const c = await create(
      { name: "Size", type: "dropdown", options: ["S", "L"] },
      DEMO_MODULES.exhibitors.id,
    );
    const order = await call(admin, "PUT", fieldsUrl(DEMO_MODULES.exhibitors.id, "/order"), {
      ids: [c.id, a.id, b.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json().payload as ModuleFieldList).fields.map((field) => field.name)).toEqual([
      "Size",
      "Booth",
      "Power",
    ]);
    const missing = await call(admin, "PUT", fieldsUrl(DEMO_MODULES.exhibitors.id, "/order"), {
      ids: [c.id, a.id],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`ids: ${moduleFieldMessages.orderMismatch}`);
    const twice = await call(admin, "PUT", fieldsUrl(DEMO_MODULES.exhibitors.id, "/order"), {
      ids: [c.id, c.id, a.id],
    });
    expect(twice.json().message).toBe(`ids: ${moduleFieldMessages.listedTwice}`);
    // The account page follows the order.
    const [account] = (await call(admin, "GET", `/modules/${DEMO_MODULES.exhibitors.id}/records`)).json()
      .payload.records as { id: string }[];
    const detail = (await call(admin, "GET", `/event/${summit}/account/${account?.id}`)).json()
      .payload as RecordDetail;
    expect(detail.fields.filter((field) => !field.builtin).map((field) => field.name)).toEqual([
      "Size",
      "Booth",
      "Power",
    ]);
  });
});
