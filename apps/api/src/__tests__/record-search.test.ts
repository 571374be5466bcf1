import { randomUUID } from "node:crypto";
import type { AccountHit, ContactHit } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contacts, events, eventUsers, modules, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let outsider: string;
let otherTeam: string;

/** An event of our own, so the figures do not depend on the demo seed's records. */
const event = { id: `search-event-${randomUUID()}`, orgId: DEMO.org.id };
const other = { id: `search-other-${randomUUID()}`, orgId: DEMO.org.id };
const mod = {
  contacts: `search-contacts-${randomUUID()}`,
  sponsors: `search-sponsors-${randomUUID()}`,
  exhibitors: `search-exhibitors-${randomUUID()}`,
  otherSponsors: `search-other-sponsors-${randomUUID()}`,
};
const FILLERS = 60;
const pad = (n: number) => String(n).padStart(2, "0");

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  outsider = (await signUp(t.app, "search.outsider@example.com")).token;
  const otherMember = await signUp(t.app, "search.other@example.com");
  otherTeam = otherMember.token;

  await db.insert(events).values([
    { ...event, name: "Search Event", slug: event.id, dateFrom: "2027-05-01", dateTo: "2027-05-02" },
    { ...other, name: "Other Event", slug: other.id, dateFrom: "2027-06-01", dateTo: "2027-06-02" },
  ]);
  await db.insert(eventUsers).values({ eventId: other.id, userId: otherMember.id, isAdmin: true });
  const module = (id: string, eventId: string, kind: "contacts" | "accounts", name: string) => ({
    id,
    orgId: DEMO.org.id,
    eventId,
    kind,
    name,
    slug: name.toLowerCase(),
    recordName: name.toLowerCase().slice(0, -1),
  });
  await db
    .insert(modules)
    .values([
      module(mod.contacts, event.id, "contacts", "Contacts"),
      module(mod.sponsors, event.id, "accounts", "Sponsors"),
      module(mod.exhibitors, event.id, "accounts", "Exhibitors"),
      module(mod.otherSponsors, other.id, "accounts", "Sponsors"),
    ]);

  const account = (moduleId: string, name: string, website: string | null = null) => ({
    id: randomUUID(),
    orgId: event.orgId,
    eventId: event.id,
    moduleId,
    name,
    website,
  });
  await db
    .insert(accounts)
    .values([
      account(mod.sponsors, "acme", "https://acme.test"),
      account(mod.sponsors, "Beta Corp"),
      account(mod.sponsors, "ALPHA Inc"),
      account(mod.sponsors, "100% Organic"),
      account(mod.sponsors, "1000 Organic"),
      account(mod.sponsors, "Under_score Ltd"),
      account(mod.sponsors, "Underscore Inc"),
      account(mod.sponsors, "Back\\slash Co"),
      account(mod.exhibitors, "Acme Booths"),
      account(mod.exhibitors, "Zeta Stands"),
      ...Array.from({ length: FILLERS }, (_, i) => account(mod.exhibitors, `Filler ${pad(FILLERS - i)}`)),
      { ...account(mod.otherSponsors, "Acme Elsewhere"), eventId: other.id },
    ]);

  // The speaker is a user with a photo; the contact linked to them shows it.
  await db
    .update(users)
    .set({ photoUrl: "https://photos.test/sam.png" })
    .where(eq(users.id, DEMO.speaker.id));
  const contact = (
    fname: string,
    lname: string,
    email: string | null,
    extra: Partial<typeof contacts.$inferInsert> = {},
  ) => ({
    id: randomUUID(),
    orgId: event.orgId,
    eventId: event.id,
    fname,
    lname,
    email,
    ...extra,
  });
  await db
    .insert(contacts)
    .values([
      contact("ada", "Lovelace", "ada@acme.test", { company: "Analytical Engines", title: "Engineer" }),
      contact("Bob", "Builder", "bob@example.com"),
      contact("Sam", "Speaker", "sam@example.com", { userId: DEMO.speaker.id, company: "Northwind" }),
      contact("Zed", "", null),
      contact("Percent", "Person", "50%off@example.com"),
      ...Array.from({ length: FILLERS }, (_, i) =>
        contact("Guest", pad(FILLERS - i), `guest${i}@example.com`),
      ),
      { ...contact("Acme", "Elsewhere", "elsewhere@acme.test"), eventId: other.id },
    ]);
});
afterAll(async () => t.close());

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const spec = "includePortalName=true&enforceEventRelationship=true";
const searchAccounts = (q: string, extra = "", eventId = event.id, token: string | null = admin) =>
  get(`/api/account/list/${eventId}/search?q=${encodeURIComponent(q)}&${spec}${extra}`, token);
const searchContacts = (q: string, eventId = event.id, token: string | null = admin) =>
  get(`/api/contacts/event/${eventId}/contacts/search?q=${encodeURIComponent(q)}&${spec}`, token);
const accountHits = async (response: Promise<Awaited<ReturnType<typeof get>>>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().payload as AccountHit[];
};
const contactHits = async (response: Promise<Awaited<ReturnType<typeof get>>>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().payload as ContactHit[];
};
const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);

describe("GET /api/account/list/{eventId}/search: the event's accounts by name (spec 2 §7)", () => {
  it("matches the term anywhere in the name, case-insensitively, with the account's module", async () => {
    const hits = await accountHits(searchAccounts("ACME"));
    expect(names(hits)).toEqual(["acme", "Acme Booths"]);
    expect(hits[0]).toEqual({
      kind: "account",
      id: expect.any(String),
      name: "acme",
      moduleId: mod.sponsors,
      moduleSlug: "sponsors",
      website: "https://acme.test",
      portalName: null,
    });
    expect(hits[1]?.moduleSlug).toBe("exhibitors");
  });

  it("moduleSlug narrows to sponsors or exhibitors", async () => {
    expect(names(await accountHits(searchAccounts("acme", "&moduleSlug=sponsors")))).toEqual(["acme"]);
    expect(names(await accountHits(searchAccounts("acme", "&moduleSlug=exhibitors")))).toEqual([
      "Acme Booths",
    ]);
    expect(await accountHits(searchAccounts("acme", "&moduleSlug=no-such-module"))).toEqual([]);
  });

  it("sorts by name case-insensitively", async () => {
    const hits = await accountHits(searchAccounts("", "&moduleSlug=sponsors"));
    // Letters only: how punctuation sorts is the database collation's business.
    expect(names(hits).filter((name) => /^[a-z ]+$/i.test(name))).toEqual([
      "acme",
      "ALPHA Inc",
      "Beta Corp",
      "Underscore Inc",
    ]);
  });

  it("answers at most 50 hits, the first by name; an empty term lists the first 50", async () => {
    const fillers = await accountHits(searchAccounts("filler"));
    expect(fillers).toHaveLength(50);
    expect(names(fillers)).toEqual(Array.from({ length: 50 }, (_, i) => `Filler ${pad(i + 1)}`));
    expect(await accountHits(searchAccounts(""))).toHaveLength(50);
  });

  it("matches %, _ and \\ literally", async () => {
    expect(names(await accountHits(searchAccounts("100%")))).toEqual(["100% Organic"]);
    expect(names(await accountHits(searchAccounts("r_s")))).toEqual(["Under_score Ltd"]);
    expect(names(await accountHits(searchAccounts("k\\s")))).toEqual(["Back\\slash Co"]);
  });

  it("never answers another event's accounts", async () => {
    const hits = await accountHits(searchAccounts("elsewhere"));
    expect(hits).toEqual([]);
    expect(names(await accountHits(searchAccounts("acme", "", other.id, otherTeam)))).toEqual([
      "Acme Elsewhere",
    ]);
  });
});

describe("GET /api/contacts/event/{eventId}/contacts/search: the event's contacts by name or email", () => {
  it("matches the full name or the email, case-insensitively", async () => {
    const byEmail = await contactHits(searchContacts("ACME.TEST"));
    expect(byEmail).toEqual([
      {
        kind: "contact",
        id: expect.any(String),
        name: "ada Lovelace",
        fname: "ada",
        lname: "Lovelace",
        email: "ada@acme.test",
        company: "Analytical Engines",
        title: "Engineer",
        photoUrl: null,
      },
    ]);
    expect(names(await contactHits(searchContacts("a love")))).toEqual(["ada Lovelace"]);
    expect(names(await contactHits(searchContacts("zed")))).toEqual(["Zed"]);
  });

  it("a contact who is a user brings the user's photo", async () => {
    const [sam] = await contactHits(searchContacts("sam speaker"));
    expect(sam).toMatchObject({
      name: "Sam Speaker",
      company: "Northwind",
      photoUrl: "https://photos.test/sam.png",
    });
  });

  it("sorts by name case-insensitively and answers at most 50", async () => {
    const first = names(await contactHits(searchContacts("")));
    expect(first).toHaveLength(50);
    expect(first.slice(0, 2)).toEqual(["ada Lovelace", "Bob Builder"]);
    const guests = names(await contactHits(searchContacts("guest")));
    expect(guests).toEqual(Array.from({ length: 50 }, (_, i) => `Guest ${pad(i + 1)}`));
  });

  it("matches % literally", async () => {
    expect(names(await contactHits(searchContacts("50%")))).toEqual(["Percent Person"]);
    expect(await contactHits(searchContacts("%%"))).toEqual([]);
  });

  it("never answers another event's contacts", async () => {
    expect(await contactHits(searchContacts("elsewhere"))).toEqual([]);
  });
});

describe("both searches: the event's team only, and a bounded term", () => {
  const both = [
    (eventId: string, token: string | null) => searchAccounts("a", "", eventId, token),
    (eventId: string, token: string | null) => searchContacts("a", eventId, token),
  ];

  it("an unknown event is 404, a user outside the team 403, no session 401", async () => {
    for (const search of both) {
      expect((await search("no-such-event", admin)).statusCode).toBe(404);
      const denied = await search(event.id, outsider);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe("You don't have access to this page!");
      expect((await search(event.id, otherTeam)).statusCode).toBe(403);
      expect((await search(event.id, null)).statusCode).toBe(401);
    }
  });

  it("trims the term; more than 200 characters is refused with 400", async () => {
    const longest = "x".repeat(200);
    expect((await searchAccounts(`  ${longest}  `)).statusCode).toBe(200);
    expect((await searchContacts(longest)).statusCode).toBe(200);
    for (const response of [await searchAccounts(`${longest}x`), await searchContacts(`${longest}x`)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Search must be at most 200 characters");
    }
  });

  it("refuses a flag that is not true or false, and a malformed moduleSlug", async () => {
    const flag = await get(`/api/account/list/${event.id}/search?q=a&includePortalName=yes`);
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toContain("includePortalName must be true or false");
    expect((await searchAccounts("a", "&moduleSlug=Sponsors%20x")).statusCode).toBe(400);
  });
});
