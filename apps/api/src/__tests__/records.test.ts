import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contacts, customRecords, moduleFields, modules } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let outsider: string;
let meetupTeam: string;

/** Modules of our own, so the figures below do not depend on the demo seed's records. */
const mod = {
  sponsors: `test-sponsors-${randomUUID()}`,
  custom: `test-custom-${randomUUID()}`,
  meetupContacts: "",
  meetupAccounts: `test-meetup-accounts-${randomUUID()}`,
};
const SPONSOR_COUNT = 120;
const start = Date.parse("2027-01-01T00:00:00.000Z");
const at = (minutes: number) => new Date(start + minutes * 60_000);

/** A module row, unless the seed already made one with that id or slug. */
async function ensureModule(values: typeof modules.$inferInsert): Promise<string> {
  const db = t.database.db;
  const [existing] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.eventId, values.eventId), eq(modules.slug, values.slug)));
  if (existing) return existing.id;
  await db.insert(modules).values(values);
  return values.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  outsider = (await signUp(t.app, "outsider@example.com")).token;
  meetupTeam = (await signUpEventAdmin(t, "meetup.only@example.com", DEMO.meetup.id)).token;

  const summit = { orgId: DEMO.org.id, eventId: DEMO.summit.id };
  const meetupEvent = { orgId: DEMO.org.id, eventId: DEMO.meetup.id };
  // The demo seed's modules (another part of the seed writes them; the ids are fixed).
  await ensureModule({
    id: "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f",
    ...summit,
    kind: "contacts",
    name: "Contacts",
    slug: "contacts",
    recordName: "contact",
  });
  await ensureModule({
    id: "7b4d2e3f-1c5a-4d6e-8f9a-2b3c4d5e6f70",
    ...summit,
    kind: "accounts",
    name: "Sponsors",
    slug: "sponsors",
    recordName: "sponsor",
  });
  await ensureModule({
    id: "8c5e3f4a-2d6b-4e7f-9a0b-3c4d5e6f7081",
    ...summit,
    kind: "accounts",
    name: "Exhibitors",
    slug: "exhibitors",
    recordName: "exhibitor",
  });
  await db.insert(modules).values([
    {
      id: mod.sponsors,
      ...summit,
      kind: "accounts",
      name: "Test Partners",
      slug: "test-partners",
      recordName: "partner",
    },
    { id: mod.custom, ...summit, kind: "custom", name: "Test Rooms", slug: "test-rooms", recordName: "room" },
    {
      id: mod.meetupAccounts,
      ...meetupEvent,
      kind: "accounts",
      name: "Meetup Partners",
      slug: "meetup-partners",
      recordName: "partner",
    },
  ]);
  mod.meetupContacts = await ensureModule({
    id: `test-meetup-contacts-${randomUUID()}`,
    ...meetupEvent,
    kind: "contacts",
    name: "Contacts",
    slug: "contacts",
    recordName: "contact",
  });

  // 120 partners, one a minute; every third has no email; a few names hold % and _.
  const special: Record<number, string> = {
    3: "100% Organic",
    4: "1000 Organic",
    5: "Under_score Ltd",
    6: "Underscore Inc",
    7: "Back\\slash Co",
  };
  await db.insert(accounts).values(
    Array.from({ length: SPONSOR_COUNT }, (_, i) => ({
      id: `acc-${String(i).padStart(3, "0")}`,
      ...summit,
      moduleId: mod.sponsors,
      name: special[i] ?? `Partner ${String(i).padStart(3, "0")}`,
      email: i % 3 === 0 ? null : `partner${i}@example.com`,
      website: `https://partner${i}.example.com`,
      data: { tier: i % 2 === 0 ? "Gold" : "Silver" },
      createdAt: at(i),
    })),
  );
  await db.insert(customRecords).values([
    { id: "room-b", ...summit, moduleId: mod.custom, name: "Beta Suite", createdAt: at(2) },
    { id: "room-a", ...summit, moduleId: mod.custom, name: "alpha suite", createdAt: at(1) },
  ]);
  await db.insert(accounts).values({
    id: "meetup-acc",
    ...meetupEvent,
    moduleId: mod.meetupAccounts,
    name: "Meetup Sponsor",
    createdAt: at(0),
  });
  await db.insert(contacts).values([
    {
      id: "meetup-c1",
      ...meetupEvent,
      fname: "Zoe",
      lname: "Zed",
      email: "zoe@records.test",
      company: "Zed Co",
      title: "Host",
      phone: "+1 555 0100",
      country: "US",
      importId: "imp-1",
      createdAt: at(0),
    },
    {
      id: "meetup-c2",
      ...meetupEvent,
      fname: "Adam",
      lname: "Able",
      email: "ADAM@records.test",
      createdAt: at(1),
    },
  ]);
});
afterAll(async () => t.close());

const call = (method: "GET" | "DELETE", url: string, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token) });
const list = (moduleId: string, query = "", token = admin) =>
  call("GET", `/api/modules/${moduleId}/records${query ? `?${query}` : ""}`, token);
const names = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().payload.records as { name: string }[]).map((record) => record.name);

describe("GET /api/event/{eventId}/modules: the event's modules, for its team only", () => {
  it("lists contacts, sponsors and exhibitors first, then the other modules", async () => {
    const response = await call("GET", `/api/event/${DEMO.summit.id}/modules`);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload as { id: string; slug: string; kind: string }[];
    expect(payload.slice(0, 3).map((module) => module.slug)).toEqual(["contacts", "sponsors", "exhibitors"]);
    expect(payload.map((module) => module.id)).toEqual(expect.arrayContaining([mod.sponsors, mod.custom]));
    expect(payload.find((module) => module.id === mod.custom)).toEqual({
      id: mod.custom,
      eventId: DEMO.summit.id,
      orgId: DEMO.org.id,
      kind: "custom",
      name: "Test Rooms",
      slug: "test-rooms",
      recordName: "room",
    });
    expect(payload.some((module) => module.id === mod.meetupAccounts)).toBe(false);
  });

  it("an unknown event is 404, a user outside the team 403, no session 401", async () => {
    expect((await call("GET", "/api/event/no-such-event/modules")).statusCode).toBe(404);
    const denied = await call("GET", `/api/event/${DEMO.summit.id}/modules`, outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have access to this page!");
    expect((await call("GET", `/api/event/${DEMO.summit.id}/modules`, meetupTeam)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/event/${DEMO.summit.id}/modules` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/modules/{moduleId}", () => {
  it("answers the module's summary", async () => {
    const response = await call("GET", `/api/modules/${mod.sponsors}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      id: mod.sponsors,
      kind: "accounts",
      name: "Test Partners",
    });
  });

  it("an unknown module is 404; a module of another event's team 403", async () => {
    expect((await call("GET", "/api/modules/no-such-module")).statusCode).toBe(404);
    expect((await call("GET", `/api/modules/${mod.sponsors}`, meetupTeam)).statusCode).toBe(403);
    expect((await call("GET", `/api/modules/${mod.meetupAccounts}`, meetupTeam)).statusCode).toBe(200);
  });
});

describe("GET /api/modules/{moduleId}/records: rows per kind", () => {
  it("contacts: the event's contacts with name, email, company, title, phone, country", async () => {
    const response = await list(mod.meetupContacts, "q=records.test");
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.total).toBe(2);
    expect(payload.records[0]).toEqual({
      id: "meetup-c1",
      name: "Zoe Zed",
      fname: "Zoe",
      lname: "Zed",
      email: "zoe@records.test",
      company: "Zed Co",
      title: "Host",
      phone: "+1 555 0100",
      country: "US",
      data: {},
      createdAt: at(0).toISOString(),
      importId: "imp-1",
    });
    expect(payload.columns.map((column: { id: string }) => column.id)).toEqual([
      "name",
      "email",
      "company",
      "title",
      "phone",
      "country",
      "createdAt",
    ]);
    // Only the meetup's contacts: the summit's are another event's.
    const all = (await list(mod.meetupContacts, "pageSize=200")).json().payload;
    expect(all.records.every((row: { id: string }) => !row.id.startsWith("acc-"))).toBe(true);
  });

  it("accounts: name, website, email, phone, country and the module's data", async () => {
    const payload = (await list(mod.sponsors, "pageSize=1")).json().payload;
    expect(payload.records).toEqual([
      {
        id: "acc-000",
        name: "Partner 000",
        website: "https://partner0.example.com",
        email: null,
        phone: null,
        country: null,
        data: { tier: "Gold" },
        createdAt: at(0).toISOString(),
        importId: null,
      },
    ]);
  });

  it("custom records: name and data; the module's own fields become columns", async () => {
    await t.database.db.insert(moduleFields).values({
      id: `field-${randomUUID()}`,
      moduleId: mod.custom,
      name: "Beds",
      type: "number",
      position: 1,
    });
    const payload = (await list(mod.custom)).json().payload;
    expect(payload.records.map((row: { id: string }) => row.id)).toEqual(["room-a", "room-b"]);
    expect(Object.keys(payload.records[0]).sort()).toEqual(["createdAt", "data", "id", "importId", "name"]);
    expect(payload.columns.map((column: { name: string }) => column.name)).toEqual(["Name", "Beds", "Added"]);
  });
});

describe("paging: default page size 50, page 1 (spec 2 §2.3)", () => {
  it("answers the first 50 of 120, oldest first", async () => {
    const payload = (await list(mod.sponsors)).json().payload;
    expect(payload).toMatchObject({ total: SPONSOR_COUNT, page: 1, pageSize: 50 });
    expect(payload.records).toHaveLength(50);
    expect(payload.records[0].id).toBe("acc-000");
    expect(payload.records[49].id).toBe("acc-049");
  });

  it("pages do not overlap and the last one holds the rest", async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const payload = (await list(mod.sponsors, `page=${page}&pageSize=50`)).json().payload;
      for (const row of payload.records) seen.add(row.id);
      if (page === 3) expect(payload.records).toHaveLength(20);
    }
    expect(seen.size).toBe(SPONSOR_COUNT);
  });

  it("a page past the end is empty but still counts the total", async () => {
    const payload = (await list(mod.sponsors, "page=9&pageSize=50")).json().payload;
    expect(payload.records).toEqual([]);
    expect(payload.total).toBe(SPONSOR_COUNT);
  });

  it("the same createdAt still pages stably (then by id)", async () => {
    const same = at(500);
    await t.database.db
      .update(customRecords)
      .set({ createdAt: same })
      .where(eq(customRecords.moduleId, mod.custom));
    const first = (await list(mod.custom, "pageSize=1&page=1")).json().payload.records[0].id;
    const second = (await list(mod.custom, "pageSize=1&page=2")).json().payload.records[0].id;
    expect([first, second]).toEqual(["room-a", "room-b"]);
  });
});

describe("sorting: name, email, createdAt, each either way", () => {
  it("name ascending and descending, ignoring case", async () => {
    expect(names(await list(mod.custom, "sort=name"))).toEqual(["alpha suite", "Beta Suite"]);
    expect(names(await list(mod.custom, "sort=-name"))).toEqual(["Beta Suite", "alpha suite"]);
    const tens = Array.from({ length: 10 }, (_, i) => `Partner 01${i}`);
    expect(names(await list(mod.sponsors, "sort=name&q=partner%2001"))).toEqual(tens);
    expect(names(await list(mod.sponsors, "sort=-name&q=partner%2001"))).toEqual([...tens].reverse());
  });

  it("email ascending and descending, empty emails last either way", async () => {
    const contactsByEmail = (await list(mod.meetupContacts, "sort=email&q=records.test")).json().payload;
    expect(contactsByEmail.records.map((row: { id: string }) => row.id)).toEqual(["meetup-c2", "meetup-c1"]);
    const down = (await list(mod.sponsors, "sort=-email&pageSize=200")).json().payload.records as {
      email: string | null;
    }[];
    expect(down[0]?.email).toBe("partner98@example.com");
    expect(down.at(-1)?.email).toBeNull();
    const up = (await list(mod.sponsors, "sort=email&pageSize=200")).json().payload.records as {
      email: string | null;
    }[];
    expect(up[0]?.email).toBe("partner100@example.com");
    expect(up.at(-1)?.email).toBeNull();
  });

  it("createdAt descending: newest first", async () => {
    const payload = (await list(mod.sponsors, "sort=-createdAt&pageSize=2")).json().payload;
    expect(payload.records.map((row: { id: string }) => row.id)).toEqual(["acc-119", "acc-118"]);
  });
});

describe("search: q matches name or email, case-insensitively and literally", () => {
  it("matches part of a name or an email, any case", async () => {
    expect(names(await list(mod.sponsors, "q=partner%2001"))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Partner 01${i}`),
    );
    const byEmail = (await list(mod.sponsors, "q=PARTNER11@")).json().payload;
    expect(byEmail.records.map((row: { id: string }) => row.id)).toEqual(["acc-011"]);
    expect(names(await list(mod.meetupContacts, "q=zoe%20zed"))).toEqual(["Zoe Zed"]);
  });

  it("% is a literal percent sign, not a wildcard", async () => {
    expect(names(await list(mod.sponsors, `q=${encodeURIComponent("100%")}`))).toEqual(["100% Organic"]);
  });

  it("_ is a literal underscore, not any one character", async () => {
    expect(names(await list(mod.sponsors, "q=under_")).sort()).toEqual(["Under_score Ltd"]);
    expect(names(await list(mod.sponsors, "q=under")).sort()).toEqual(["Under_score Ltd", "Underscore Inc"]);
  });

  it("a backslash is literal too", async () => {
    expect(names(await list(mod.sponsors, `q=${encodeURIComponent("k\\s")}`))).toEqual(["Back\\slash Co"]);
  });

  it("the total counts the matches, and spaces around the term are ignored", async () => {
    const payload = (await list(mod.sponsors, "q=%20organic%20")).json().payload;
    expect(payload.total).toBe(2);
  });
});

describe("bad parameters are refused with a sentence", () => {
  it.each([
    ["page=0", "page: Page must be a whole number from 1"],
    ["page=abc", "page: Page must be a whole number from 1"],
    ["page=1.5", "page: Page must be a whole number from 1"],
    ["pageSize=0", "pageSize: Page size must be a whole number between 1 and 200"],
    ["pageSize=201", "pageSize: Page size must be a whole number between 1 and 200"],
    ["sort=title", "sort: Sort must be one of name, -name, email, -email, createdAt, -createdAt"],
    [`q=${"x".repeat(201)}`, "q: Search must be at most 200 characters"],
  ])("%s → 400", async (query, message) => {
    const response = await list(mod.sponsors, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("custom records have no email to sort by", async () => {
    const response = await list(mod.custom, "sort=email");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Records of Test Rooms have no email to sort by");
  });
});

describe("isolation: a module is reachable only by its own event's team", () => {
  it("a user outside the event gets 403 on its records", async () => {
    expect((await list(mod.sponsors, "", outsider)).statusCode).toBe(403);
    expect((await list(mod.sponsors, "", meetupTeam)).statusCode).toBe(403);
    expect(
      (await call("DELETE", `/api/modules/${mod.sponsors}/records/acc-001`, meetupTeam)).statusCode,
    ).toBe(403);
  });

  it("a record of another module (or event) is not reachable through this one", async () => {
    // The meetup's account through the summit's module, and the other way round.
    expect((await call("DELETE", `/api/modules/${mod.sponsors}/records/meetup-acc`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/modules/${mod.meetupAccounts}/records/acc-001`)).statusCode).toBe(404);
    // A contact through an accounts module, a summit record through the meetup's contacts.
    expect((await call("DELETE", `/api/modules/${mod.sponsors}/records/meetup-c1`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/modules/${mod.meetupContacts}/records/room-a`)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(accounts).where(eq(accounts.id, "meetup-acc"));
    expect(still).toBeDefined();
  });
});

describe("DELETE /api/modules/{moduleId}/records/{recordId}", () => {
  it("deletes one record of the module; it leaves the list and a second delete is 404", async () => {
    const response = await call("DELETE", `/api/modules/${mod.meetupContacts}/records/meetup-c2`);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ id: "meetup-c2" });
    expect(names(await list(mod.meetupContacts, "q=records.test"))).toEqual(["Zoe Zed"]);
    expect((await call("DELETE", `/api/modules/${mod.meetupContacts}/records/meetup-c2`)).statusCode).toBe(
      404,
    );
  });

  it("deletes an account and a custom record", async () => {
    expect((await call("DELETE", `/api/modules/${mod.sponsors}/records/acc-119`)).statusCode).toBe(200);
    expect((await list(mod.sponsors)).json().payload.total).toBe(SPONSOR_COUNT - 1);
    expect((await call("DELETE", `/api/modules/${mod.custom}/records/room-b`)).statusCode).toBe(200);
    expect(names(await list(mod.custom))).toEqual(["alpha suite"]);
  });
});
