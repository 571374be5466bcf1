import {
  filterMessages,
  MAX_FILTER_VALUE_LENGTH,
  MAX_RECORD_FILTERS,
  type RecordFilter,
} from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  contacts,
  customRecords,
  events,
  moduleFields,
  modules,
  recordTags,
  tags,
} from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { createDefaultModules } from "../services/records/modules.js";
import { bearer, createTestApp, signIn, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 "filters" on the event record lists: `GET /api/modules/{moduleId}/records?filters=[…]`
 * and the CSV export with the same filters. One event of our own, so the figures do not depend on
 * the demo seed: contacts, a sponsors module and a custom module, with fields and a tag.
 */

let t: TestApp;
let admin = "";
const event = { id: "filters-event", orgId: DEMO.org.id };
/** What every row of the event carries. */
const scope = { orgId: event.orgId, eventId: event.id };
const mod = { contacts: "", sponsors: "", rooms: "filters-rooms" };
const field = { diet: "field-diet", newsletter: "field-newsletter", capacity: "field-capacity" };
const TAG = "tag-vip";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  await db.insert(events).values({
    ...event,
    name: "Filters Conference",
    slug: "filters-conference",
    dateFrom: "2027-09-01",
    dateTo: "2027-09-02",
  });
  const made = await createDefaultModules(db, event);
  mod.contacts = made.find((row) => row.slug === "contacts")?.id ?? "";
  mod.sponsors = made.find((row) => row.slug === "sponsors")?.id ?? "";
  await db.insert(modules).values({
    id: mod.rooms,
    ...scope,
    kind: "custom",
    name: "Rooms",
    slug: "rooms",
    recordName: "room",
  });
  await db.insert(moduleFields).values([
    { id: field.diet, moduleId: mod.contacts, name: "Diet", type: "dropdown", multiple: true },
    { id: field.newsletter, moduleId: mod.contacts, name: "Newsletter", type: "boolean" },
    { id: field.capacity, moduleId: mod.rooms, name: "Capacity", type: "number" },
  ]);
  const contact = (id: string, values: Partial<typeof contacts.$inferInsert>, minute: number) => ({
    id,
    orgId: event.orgId,
    eventId: event.id,
    fname: "",
    lname: "",
    createdAt: new Date(Date.UTC(2027, 0, 1, 0, minute)),
    ...values,
  });
  await db.insert(contacts).values([
    contact(
      "c-ada",
      {
        fname: "Ada",
        lname: "Lovelace",
        email: "ada@analytical.test",
        company: "Analytical Engines",
        title: "Countess",
        country: "GB",
        data: { [field.diet]: "Vegan", [field.newsletter]: true },
      },
      1,
    ),
    contact(
      "c-grace",
      {
        fname: "Grace",
        lname: "Hopper",
        email: "grace@navy.test",
        company: "Navy Labs",
        phone: "+1 555 0100",
        country: "US",
        data: { [field.diet]: ["Vegan", "Halal"], [field.newsletter]: false },
      },
      2,
    ),
    contact("c-alan", { fname: "Alan", lname: "Turing", email: "alan@bletchley.test", country: "GB" }, 3),
    contact("c-kat", { fname: "Kat", lname: "Blank", company: "" }, 4),
    contact("c-pct", { fname: "Percy", lname: "Cent", company: "100% Organic" }, 5),
    contact("c-pct2", { fname: "Percy", lname: "Thousand", company: "1000 Organic" }, 6),
  ]);
  await db.insert(accounts).values([
    {
      id: "a-acme",
      ...scope,
      moduleId: mod.sponsors,
      name: "Acme",
      website: "https://acme.test",
      country: "US",
    },
    {
      id: "a-globex",
      ...scope,
      moduleId: mod.sponsors,
      name: "Globex",
      email: "hi@globex.test",
      country: "DE",
    },
    { id: "a-initech", ...scope, moduleId: mod.sponsors, name: "Initech", country: "us" },
  ]);
  await db.insert(customRecords).values([
    { id: "r-a", ...scope, moduleId: mod.rooms, name: "Room A", data: { [field.capacity]: 12 } },
    { id: "r-b", ...scope, moduleId: mod.rooms, name: "Suite B", data: { [field.capacity]: 40 } },
    { id: "r-c", ...scope, moduleId: mod.rooms, name: "room c", data: {} },
  ]);
  await db.insert(tags).values({ id: TAG, ...scope, name: "VIP", color: "#aa3300" });
  await db.insert(recordTags).values([
    { tagId: TAG, moduleId: mod.contacts, recordId: "c-ada" },
    { tagId: TAG, moduleId: mod.contacts, recordId: "c-grace" },
    { tagId: TAG, moduleId: mod.sponsors, recordId: "a-globex" },
  ]);
});
afterAll(async () => t?.close());

const filtersParam = (filters: unknown) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;
const list = (moduleId: string, query: string, token = admin) =>
  t.app.inject({ method: "GET", url: `/api/modules/${moduleId}/records?${query}`, headers: bearer(token) });
/** The ids the list keeps with `filters`, in its default order (oldest first). */
async function ids(moduleId: string, ...filters: RecordFilter[]): Promise<string[]> {
  const response = await list(moduleId, filtersParam(filters));
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload as { records: { id: string }[]; total: number };
  expect(payload.total).toBe(payload.records.length);
  return payload.records.map((record) => record.id);
}

describe("every operator on a contact's built-in column", () => {
  it("contains and does not contain: case-insensitive; a missing value does not contain anything", async () => {
    expect(await ids(mod.contacts, { field: "company", op: "contains", value: "NAVY" })).toEqual(["c-grace"]);
    expect(await ids(mod.contacts, { field: "company", op: "not_contains", value: "navy" })).toEqual([
      "c-ada",
      "c-alan",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
  });

  it("contains reads %, _ and \\ literally", async () => {
    expect(await ids(mod.contacts, { field: "company", op: "contains", value: "100%" })).toEqual(["c-pct"]);
    expect(await ids(mod.contacts, { field: "company", op: "contains", value: "_" })).toEqual([]);
  });

  it("is and is not: the whole value, ignoring case and the value's outer spaces", async () => {
    expect(await ids(mod.contacts, { field: "company", op: "is", value: " navy labs " })).toEqual([
      "c-grace",
    ]);
    expect(await ids(mod.contacts, { field: "company", op: "is", value: "navy" })).toEqual([]);
    expect(await ids(mod.contacts, { field: "country", op: "is_not", value: "gb" })).toEqual([
      "c-grace",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
  });

  it("is empty and is not empty: null and '' are both empty", async () => {
    expect(await ids(mod.contacts, { field: "company", op: "empty" })).toEqual(["c-alan", "c-kat"]);
    expect(await ids(mod.contacts, { field: "company", op: "not_empty" })).toEqual([
      "c-ada",
      "c-grace",
      "c-pct",
      "c-pct2",
    ]);
    expect(await ids(mod.contacts, { field: "phone", op: "not_empty" })).toEqual(["c-grace"]);
  });

  it("name is the full name; first and last names filter on their own", async () => {
    expect(await ids(mod.contacts, { field: "name", op: "is", value: "ada lovelace" })).toEqual(["c-ada"]);
    expect(await ids(mod.contacts, { field: "fname", op: "is", value: "percy" })).toEqual([
      "c-pct",
      "c-pct2",
    ]);
    expect(await ids(mod.contacts, { field: "lname", op: "contains", value: "hop" })).toEqual(["c-grace"]);
    expect(await ids(mod.contacts, { field: "email", op: "contains", value: "@navy." })).toEqual(["c-grace"]);
    expect(await ids(mod.contacts, { field: "title", op: "is", value: "countess" })).toEqual(["c-ada"]);
  });

  it("every filter must hold, and filters add to the search, the sort and the paging", async () => {
    expect(
      await ids(
        mod.contacts,
        { field: "fname", op: "is", value: "Percy" },
        { field: "company", op: "not_contains", value: "1000" },
      ),
    ).toEqual(["c-pct"]);
    const filters = filtersParam([{ field: "country", op: "is", value: "GB" }]);
    const searched = await list(mod.contacts, `${filters}&q=alan`);
    expect(searched.json().payload.records.map((row: { id: string }) => row.id)).toEqual(["c-alan"]);
    const paged = await list(mod.contacts, `${filters}&sort=-name&pageSize=1&page=2`);
    expect(paged.json().payload).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().payload.records.map((row: { id: string }) => row.id)).toEqual(["c-ada"]);
  });

  it("no filters (an empty list or an empty parameter) is the whole list", async () => {
    expect((await list(mod.contacts, filtersParam([]))).json().payload.total).toBe(6);
    expect((await list(mod.contacts, "filters=")).json().payload.total).toBe(6);
  });
});

describe("a custom field filters by its value as the table shows it", () => {
  it("a multi-select: contains reads the joined list, is matches one of its items", async () => {
    expect(await ids(mod.contacts, { field: field.diet, op: "contains", value: "halal" })).toEqual([
      "c-grace",
    ]);
    expect(await ids(mod.contacts, { field: field.diet, op: "is", value: "vegan" })).toEqual([
      "c-ada",
      "c-grace",
    ]);
    expect(await ids(mod.contacts, { field: field.diet, op: "is", value: "Vegan, Halal" })).toEqual([
      "c-grace",
    ]);
    expect(await ids(mod.contacts, { field: field.diet, op: "is_not", value: "halal" })).toEqual([
      "c-ada",
      "c-alan",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
    expect(await ids(mod.contacts, { field: field.diet, op: "empty" })).toEqual([
      "c-alan",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
  });

  it("a yes/no field reads Yes and No", async () => {
    expect(await ids(mod.contacts, { field: field.newsletter, op: "is", value: "yes" })).toEqual(["c-ada"]);
    expect(await ids(mod.contacts, { field: field.newsletter, op: "is", value: "No" })).toEqual(["c-grace"]);
    expect(await ids(mod.contacts, { field: field.newsletter, op: "not_empty" })).toEqual([
      "c-ada",
      "c-grace",
    ]);
  });

  it("a field of another module is refused, not ignored", async () => {
    const response = await list(mod.contacts, filtersParam([{ field: field.capacity, op: "empty" }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(filterMessages.badField);
    expect(response.json().details).toEqual([{ path: "filters.0.field", message: filterMessages.badField }]);
  });
});

describe("tags", () => {
  it("is and is not a tag, has no tag, has any", async () => {
    expect(await ids(mod.contacts, { field: "tag", op: "is", value: TAG })).toEqual(["c-ada", "c-grace"]);
    expect(await ids(mod.contacts, { field: "tag", op: "is_not", value: TAG })).toEqual([
      "c-alan",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
    expect(await ids(mod.contacts, { field: "tag", op: "empty" })).toEqual([
      "c-alan",
      "c-kat",
      "c-pct",
      "c-pct2",
    ]);
    expect(await ids(mod.sponsors, { field: "tag", op: "not_empty" })).toEqual(["a-globex"]);
    expect(await ids(mod.contacts, { field: "tag", op: "is", value: "no-such-tag" })).toEqual([]);
  });

  it("contains is not a tag's operator", async () => {
    const response = await list(mod.contacts, filtersParam([{ field: "tag", op: "contains", value: "VIP" }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(filterMessages.tagOperator);
  });
});

describe("an accounts module and a custom module", () => {
  it("accounts filter by name, website, email, phone and country", async () => {
    expect(await ids(mod.sponsors, { field: "website", op: "contains", value: "acme" })).toEqual(["a-acme"]);
    expect(await ids(mod.sponsors, { field: "email", op: "empty" })).toEqual(["a-acme", "a-initech"]);
    expect(await ids(mod.sponsors, { field: "country", op: "is", value: "US" })).toEqual([
      "a-acme",
      "a-initech",
    ]);
    expect(await ids(mod.sponsors, { field: "name", op: "not_contains", value: "e" })).toEqual([]);
    expect(await ids(mod.sponsors, { field: "phone", op: "not_empty" })).toEqual([]);
  });

  it("a contact's column is not an account's", async () => {
    const response = await list(mod.sponsors, filtersParam([{ field: "company", op: "empty" }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(filterMessages.badField);
  });

  it("custom records filter by name and by their own fields", async () => {
    expect(await ids(mod.rooms, { field: "name", op: "contains", value: "ROOM" })).toEqual(["r-a", "r-c"]);
    expect(await ids(mod.rooms, { field: field.capacity, op: "is", value: "40" })).toEqual(["r-b"]);
    expect(await ids(mod.rooms, { field: field.capacity, op: "empty" })).toEqual(["r-c"]);
    const email = await list(mod.rooms, filtersParam([{ field: "email", op: "empty" }]));
    expect(email.statusCode).toBe(400);
  });
});

describe("bad filters answer 400 with a clear message", () => {
  const refused = async (query: string, message: string) => {
    const response = await list(mod.contacts, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  };

  it("text that is not JSON, or JSON that is not a list", async () => {
    await refused("filters=%5Bnot-json", filterMessages.badJson);
    await refused(filtersParam({ field: "name", op: "is", value: "x" }), filterMessages.badJson);
  });

  it("an unknown field, an unknown operator, a missing value", async () => {
    await refused(filtersParam([{ field: "password", op: "is", value: "x" }]), filterMessages.badField);
    await refused(filtersParam([{ field: "__proto__", op: "empty" }]), filterMessages.badField);
    await refused(filtersParam([{ field: "name", op: "like", value: "x" }]), filterMessages.badOperator);
    await refused(filtersParam([{ field: "name", op: "contains" }]), filterMessages.valueNeeded);
    await refused(filtersParam([{ field: "name", op: "is", value: "   " }]), filterMessages.valueNeeded);
  });

  it(`more than ${MAX_RECORD_FILTERS} filters`, async () => {
    const many = Array.from({ length: MAX_RECORD_FILTERS + 1 }, () => ({ field: "name", op: "not_empty" }));
    await refused(filtersParam(many), filterMessages.tooMany);
    expect((await list(mod.contacts, filtersParam(many.slice(1)))).statusCode).toBe(200);
  });

  it(`a value over ${MAX_FILTER_VALUE_LENGTH} characters, and a parameter too long to read`, async () => {
    const long = "x".repeat(MAX_FILTER_VALUE_LENGTH + 1);
    await refused(
      filtersParam([{ field: "name", op: "contains", value: long }]),
      filterMessages.valueTooLong,
    );
    await refused(`filters=${"%5B".repeat(13_000)}`, filterMessages.tooLong);
  });

  it("checks the module's permission before reading the filters against its fields", async () => {
    const other = await signUpEventAdmin(t, "filters.meetup@example.com", DEMO.meetup.id);
    // A parameter that is not filters at all is refused by the route's contract, before anything is looked up.
    const malformed = await list(mod.contacts, "filters=%5Bnot-json", other.token);
    expect(malformed.statusCode).toBe(400);
    const response = await list(
      mod.contacts,
      filtersParam([{ field: "no-such-field", op: "contains", value: "x" }]),
      other.token,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("the role views filter too", () => {
  it("speakers of the Summit whose company contains 'navy'", async () => {
    const all = await list(DEMO_MODULES.contacts.id, "role=speaker");
    expect(all.statusCode).toBe(200);
    const filtered = await list(
      DEMO_MODULES.contacts.id,
      `role=speaker&${filtersParam([{ field: "company", op: "contains", value: "navy" }])}`,
    );
    expect(filtered.statusCode).toBe(200);
    const emails = filtered.json().payload.records.map((row: { email: string }) => row.email);
    expect(emails).toEqual(["grace@example.com"]);
    expect(all.json().payload.total).toBeGreaterThan(filtered.json().payload.total);
  });
});

describe("GET /api/modules/{moduleId}/export honours the list's filters", () => {
  const exported = (moduleId: string, query: string) =>
    t.app.inject({ method: "GET", url: `/api/modules/${moduleId}/export?${query}`, headers: bearer(admin) });

  it("writes only the records the filters keep", async () => {
    const all = await exported(mod.contacts, "contentType=csv");
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain("grace@navy.test");
    expect(all.body).toContain("alan@bletchley.test");
    const filtered = await exported(
      mod.contacts,
      `contentType=csv&${filtersParam([{ field: "country", op: "is", value: "gb" }])}`,
    );
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain("ada@analytical.test");
    expect(filtered.body).toContain("alan@bletchley.test");
    expect(filtered.body).not.toContain("grace@navy.test");
    // Header and two rows.
    expect(filtered.body.trim().split(/\r?\n/)).toHaveLength(3);
  });

  it("filters accounts and custom records, and refuses bad filters like the list", async () => {
    const sponsors = await exported(mod.sponsors, filtersParam([{ field: "tag", op: "is", value: TAG }]));
    expect(sponsors.body).toContain("Globex");
    expect(sponsors.body).not.toContain("Acme");
    const rooms = await exported(mod.rooms, filtersParam([{ field: field.capacity, op: "not_empty" }]));
    expect(rooms.body).toContain("Suite B");
    expect(rooms.body).not.toContain("room c");
    const bad = await exported(mod.contacts, filtersParam([{ field: "nope", op: "empty" }]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(filterMessages.badField);
  });
});
