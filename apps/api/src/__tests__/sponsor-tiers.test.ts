import {
  type AuditEntry,
  type JobProgress,
  MAX_TIER_SPONSORS_PER_CALL,
  MAX_TIERS,
  messages,
  type SponsorTier,
  TIER_NAME_MAX,
} from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  auditLog,
  events,
  eventUsers,
  modules,
  organizations,
  roles,
  sponsorTierAccounts,
  sponsorTiers,
} from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { createDefaultModules } from "../services/records/modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Sponsor tiers (spec 1 §2 "sponsors (portal, settings/tiers)", issue 7 item 5): the Summit's
 * sponsors module's tiers at /api/modules/{moduleId}/tiers. Read on sponsors to see them, update
 * on sponsors to change them (spec 1 §6); each change of a sponsor's tier is in its audit.
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", reader: "", editor: "", outsider: "" };
const ids = { acme: "", globex: "", initech: "", meetupSponsors: "", meetupSponsor: "", bSponsor: "" };
const orgB = { id: "org-b-tiers", eventId: "event-b-tiers", sponsorsId: "" };
const sponsors = DEMO_MODULES.sponsors.id;
const base = `/api/modules/${sponsors}/tiers`;

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(token = tokens.admin, url = base): Promise<SponsorTier[]> {
  const response = await call("GET", url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function newTier(name: string, url = base): Promise<SponsorTier> {
  const response = await call("POST", url, tokens.admin, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

async function deleteAllTiers() {
  for (const tier of await list()) {
    expect((await call("DELETE", `${base}/${tier.id}`, tokens.admin)).statusCode).toBe(200);
  }
}

/** Each tier as `name: sponsor, sponsor`, in order. */
const shape = (tiers: SponsorTier[]) =>
  tiers.map((tier) => `${tier.name}: ${tier.sponsors.map((sponsor) => sponsor.name).join(", ")}`);

async function tierAudit(accountId: string): Promise<AuditEntry[]> {
  const response = await call("GET", `/api/event/${DEMO.summit.id}/account/${accountId}/audit`, tokens.admin);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload as AuditEntry[]).filter((entry) =>
    entry.changes.some((change) => change.field === "Tier"),
  );
}

async function accountId(moduleId: string, name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.moduleId, moduleId), eq(accounts.name, name)));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.viewer = (
    await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })
  ).tokens.id_token;
  // A member who may read sponsors but not change them, and an editor (reads and edits every module).
  await db.insert(roles).values({
    id: "role-sponsors-reader",
    orgId: DEMO.org.id,
    name: "Sponsors reader",
    description: "",
    permissions: ["sponsors_read"],
  });
  const reader = await signUp(t.app, "reader.tiers@example.com");
  await db
    .insert(eventUsers)
    .values({ eventId: DEMO.summit.id, userId: reader.id, roleId: "role-sponsors-reader" });
  tokens.reader = reader.token;
  const editor = await signUp(t.app, "editor.tiers@example.com");
  await db
    .insert(eventUsers)
    .values({ eventId: DEMO.summit.id, userId: editor.id, roleId: DEMO.roles.editor.id });
  tokens.editor = editor.token;

  ids.acme = await accountId(sponsors, "Acme Corp");
  ids.globex = await accountId(sponsors, "Globex");
  ids.initech = await accountId(DEMO_MODULES.exhibitors.id, "Initech");
  // The Meetup (same organization) has its own sponsors module and a sponsor in it.
  const [meetupSponsors] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, DEMO.meetup.id), eq(modules.slug, "sponsors")));
  if (!meetupSponsors) throw new Error("no Meetup sponsors module");
  ids.meetupSponsors = meetupSponsors.id;
  ids.meetupSponsor = "meetup-sponsor-tiers";
  await db.insert(accounts).values({
    id: ids.meetupSponsor,
    orgId: DEMO.org.id,
    eventId: DEMO.meetup.id,
    moduleId: meetupSponsors.id,
    name: "Meetup Donor",
  });

  // Organization B: its own event and sponsor, and its own admin (the outsider to the Summit).
  await db.insert(organizations).values({ id: orgB.id, name: "Organization B" });
  await db.insert(events).values({
    id: orgB.eventId,
    orgId: orgB.id,
    name: "B Expo",
    slug: "b-expo-tiers",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  const bModules = await createDefaultModules(db, { id: orgB.eventId, orgId: orgB.id });
  orgB.sponsorsId = bModules.find((module) => module.slug === "sponsors")?.id ?? "";
  ids.bSponsor = "b-sponsor-tiers";
  await db.insert(accounts).values({
    id: ids.bSponsor,
    orgId: orgB.id,
    eventId: orgB.eventId,
    moduleId: orgB.sponsorsId,
    name: "B Sponsor",
  });
  const outsider = await signUp(t.app, "admin.b.tiers@example.com");
  await db.insert(eventUsers).values({ eventId: orgB.eventId, userId: outsider.id, isAdmin: true });
  tokens.outsider = outsider.token;
});
afterAll(async () => t?.close());

describe("tiers: add, list, rename, order and delete", () => {
  afterAll(deleteAllTiers);

  it("starts with no tiers", async () => {
    expect(await list()).toEqual([]);
  });

  it("adds tiers after the others, trimmed, and lists them in order", async () => {
    const gold = await newTier("  Gold ");
    expect(gold).toMatchObject({ name: "Gold", position: 0, sponsors: [] });
    const silver = await newTier("Silver");
    expect(silver.position).toBe(1);
    expect((await list()).map((tier) => tier.name)).toEqual(["Gold", "Silver"]);
  });

  it("refuses a name the module already has, ignoring case: 'A tier named … already exists'", async () => {
    const response = await call("POST", base, tokens.admin, { name: "gOLD" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A tier named “gOLD” already exists.");
    expect(response.json().details).toEqual([
      { path: "name", message: "A tier named “gOLD” already exists." },
    ]);
    expect((await list()).map((tier) => tier.name)).toEqual(["Gold", "Silver"]);
  });

  it("renames a tier; another tier's name is refused, its own in another case is not", async () => {
    const [gold, silver] = await list();
    const taken = await call("PUT", `${base}/${silver?.id}`, tokens.admin, { name: "gold" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A tier named “gold” already exists.");
    const renamed = await call("PUT", `${base}/${gold?.id}`, tokens.admin, { name: " GOLD " });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({ id: gold?.id, name: "GOLD" });
    await call("PUT", `${base}/${gold?.id}`, tokens.admin, { name: "Gold" });
    expect((await list()).map((tier) => tier.name)).toEqual(["Gold", "Silver"]);
  });

  it("reorders the tiers; the list must hold each tier exactly once", async () => {
    const [gold, silver] = await list();
    const order = await call("PUT", `${base}/order`, tokens.admin, { tierIds: [silver?.id, gold?.id] });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json().payload as SponsorTier[]).map((tier) => tier.name)).toEqual(["Silver", "Gold"]);
    expect((await list()).map((tier) => tier.name)).toEqual(["Silver", "Gold"]);

    const missing = await call("PUT", `${base}/order`, tokens.admin, { tierIds: [gold?.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("tierIds: List each of the module's tiers exactly once");
    const twice = await call("PUT", `${base}/order`, tokens.admin, { tierIds: [gold?.id, gold?.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("tierIds: A tier is listed twice");
    const unknown = await call("PUT", `${base}/order`, tokens.admin, { tierIds: [gold?.id, "nope"] });
    expect(unknown.statusCode).toBe(400);
    expect((await list()).map((tier) => tier.name)).toEqual(["Silver", "Gold"]);
  });

  it("deletes a tier: its sponsors stay in the event, untiered, and the answer counts them", async () => {
    const [silver] = await list();
    await call("POST", `${base}/${silver?.id}/accounts`, tokens.admin, { accountIds: [ids.acme] });
    const response = await call("DELETE", `${base}/${silver?.id}`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ id: silver?.id, untiered: 1 });
    expect(shape(await list())).toEqual(["Gold: "]);
    const [acme] = await t.database.db.select().from(accounts).where(eq(accounts.id, ids.acme));
    expect(acme?.name).toBe("Acme Corp");
    const again = await call("DELETE", `${base}/${silver?.id}`, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This tier does not exist.");
    // The sponsor's audit says why it lost its tier.
    const [latest] = await tierAudit(ids.acme);
    expect(latest?.changes).toEqual([{ field: "Tier", before: "Silver", after: null }]);
    expect(latest?.note).toBe("Tier “Silver” was deleted");
  });
});

describe("sponsors in a tier", () => {
  let gold: SponsorTier;
  let silver: SponsorTier;
  beforeAll(async () => {
    gold = await newTier("Gold");
    silver = await newTier("Silver");
  });
  afterAll(deleteAllTiers);

  it("adds sponsors in the order picked, with id, name, website and email", async () => {
    const response = await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, {
      accountIds: [ids.globex, ids.acme],
    });
    expect(response.statusCode, response.body).toBe(200);
    const tiers = response.json().payload as SponsorTier[];
    expect(shape(tiers)).toEqual(["Gold: Globex, Acme Corp", "Silver: "]);
    expect(tiers[0]?.sponsors[0]).toEqual({
      id: ids.globex,
      name: "Globex",
      website: "https://globex.example",
      email: null,
    });
  });

  it("adding a sponsor already in the tier changes nothing and writes no audit", async () => {
    const before = (await tierAudit(ids.acme)).length;
    const response = await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, {
      accountIds: [ids.acme, ids.acme],
    });
    expect(response.statusCode).toBe(200);
    expect(shape(response.json().payload)).toEqual(["Gold: Globex, Acme Corp", "Silver: "]);
    expect((await tierAudit(ids.acme)).length).toBe(before);
  });

  it("a sponsor is in at most one tier: adding it to another moves it there", async () => {
    const response = await call("POST", `${base}/${silver.id}/accounts`, tokens.admin, {
      accountIds: [ids.globex],
    });
    expect(response.statusCode).toBe(200);
    expect(shape(response.json().payload)).toEqual(["Gold: Acme Corp", "Silver: Globex"]);
    const rows = await t.database.db
      .select()
      .from(sponsorTierAccounts)
      .where(eq(sponsorTierAccounts.accountId, ids.globex));
    expect(rows).toHaveLength(1);
  });

  it("writes each change of a sponsor's tier to the sponsor's audit, by tier name", async () => {
    const globex = await tierAudit(ids.globex);
    expect(globex.map((entry) => entry.changes)).toEqual([
      [{ field: "Tier", before: "Gold", after: "Silver" }],
      [{ field: "Tier", before: null, after: "Gold" }],
    ]);
    expect(globex[0]).toMatchObject({ entityType: "account", action: "update" });
    expect(globex[0]?.user?.name).toBe("Ada Organizer");
  });

  it("reorders a tier's sponsors; the list must hold exactly the tier's sponsors", async () => {
    await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, { accountIds: [ids.globex] });
    const order = await call("PUT", `${base}/${gold.id}/accounts/order`, tokens.admin, {
      accountIds: [ids.globex, ids.acme],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(shape(order.json().payload)).toEqual(["Gold: Globex, Acme Corp", "Silver: "]);
    const short = await call("PUT", `${base}/${gold.id}/accounts/order`, tokens.admin, {
      accountIds: [ids.acme],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("accountIds: List each of the tier's sponsors exactly once");
    const twice = await call("PUT", `${base}/${gold.id}/accounts/order`, tokens.admin, {
      accountIds: [ids.acme, ids.acme],
    });
    expect(twice.json().message).toBe("accountIds: A sponsor is listed twice");
    expect(shape(await list())).toEqual(["Gold: Globex, Acme Corp", "Silver: "]);
  });

  it("removes a sponsor from its tier; it stays in the event and its audit says so", async () => {
    const response = await call("DELETE", `${base}/${gold.id}/accounts/${ids.acme}`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(shape(response.json().payload)).toEqual(["Gold: Globex", "Silver: "]);
    expect((await tierAudit(ids.acme))[0]?.changes).toEqual([{ field: "Tier", before: "Gold", after: null }]);
    const again = await call("DELETE", `${base}/${gold.id}/accounts/${ids.acme}`, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This sponsor is not in this tier.");
    const records = await call("GET", `/api/modules/${sponsors}/records`, tokens.admin);
    expect(records.json().payload.records.map((row: { name: string }) => row.name)).toContain("Acme Corp");
  });

  it("refuses ids that are not sponsors of this module, naming each, and adds nobody", async () => {
    const response = await call("POST", `${base}/${silver.id}/accounts`, tokens.admin, {
      accountIds: [ids.acme, ids.initech, ids.meetupSponsor, ids.bSponsor, "no-such-account"],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("accountIds: 4 of these are not sponsors of this event");
    expect(response.json().details).toEqual(
      [1, 2, 3, 4].map((index) => ({
        path: `accountIds.${index}`,
        message: "This is not a sponsor of this event",
      })),
    );
    // Nothing of B's is named back, and Acme was not added either.
    expect(response.body).not.toContain("B Sponsor");
    expect(shape(await list())).toEqual(["Gold: Globex", "Silver: "]);
  });

  it("a tier of another module (the Meetup's) is not found here", async () => {
    const meetupTier = await newTier("Meetup Gold", `/api/modules/${ids.meetupSponsors}/tiers`);
    const response = await call("POST", `${base}/${meetupTier.id}/accounts`, tokens.admin, {
      accountIds: [ids.acme],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This tier does not exist.");
    expect((await call("DELETE", `${base}/${meetupTier.id}`, tokens.admin)).statusCode).toBe(404);
    // Nor can a Summit sponsor join the Meetup's tier.
    const cross = await call(
      "POST",
      `/api/modules/${ids.meetupSponsors}/tiers/${meetupTier.id}/accounts`,
      tokens.admin,
      { accountIds: [ids.acme] },
    );
    expect(cross.statusCode).toBe(400);
    expect(await list(tokens.admin, `/api/modules/${ids.meetupSponsors}/tiers`)).toEqual([
      { ...meetupTier, sponsors: [] },
    ]);
  });

  it("deleting a sponsor takes it out of its tier", async () => {
    const temp = "temp-sponsor-tiers";
    await t.database.db.insert(accounts).values({
      id: temp,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      moduleId: sponsors,
      name: "Short Lived Ltd",
    });
    await call("POST", `${base}/${silver.id}/accounts`, tokens.admin, { accountIds: [temp] });
    expect(shape(await list())).toEqual(["Gold: Globex", "Silver: Short Lived Ltd"]);
    const removed = await call("DELETE", `/api/modules/${sponsors}/records/${temp}`, tokens.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(shape(await list())).toEqual(["Gold: Globex", "Silver: "]);
  });
});

describe("bad and hostile input gets a clear 400 and changes nothing", () => {
  let gold: SponsorTier;
  beforeAll(async () => {
    gold = await newTier("Gold");
  });
  afterAll(deleteAllTiers);

  it.each([
    [undefined, "Request body is required (JSON)"],
    [{}, "name: Name is required"],
    [{ name: "   " }, "name: Name is required"],
    [{ name: 42 }, "name: Name is required"],
    [{ name: "x".repeat(TIER_NAME_MAX + 1) }, `name: Name must be at most ${TIER_NAME_MAX} characters`],
    [{ name: "Bronze", colour: "#fff" }, "Unknown field(s): colour"],
    [["Bronze"], 'Send an object with the name, such as {"name": "Gold"}'],
  ])("a new tier %j: %s", async (payload, message) => {
    const response = await call("POST", base, tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await list()).map((tier) => tier.name)).toEqual(["Gold"]);
  });

  it.each([
    [{ accountIds: [] }, "accountIds: Pick at least one sponsor"],
    [["Acme"], 'Send an object with the list, such as {"accountIds": ["…"]}'],
    [{ accountIds: "all" }, "accountIds: accountIds must be a list of sponsor ids"],
    [{ accountIds: [{ $ne: null }] }, "accountIds.0: Sponsor must be an id"],
    [{ accountIds: ["x".repeat(201)] }, "accountIds.0: Sponsor must be an id"],
    [
      { accountIds: Array.from({ length: MAX_TIER_SPONSORS_PER_CALL + 1 }, (_, i) => `id-${i}`) },
      `accountIds: Add at most ${MAX_TIER_SPONSORS_PER_CALL} sponsors at a time`,
    ],
  ])("sponsors to add %j: %s", async (payload, message) => {
    const response = await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(shape(await list())).toEqual(["Gold: "]);
  });

  it("stores names as text: SQL and markup are just characters", async () => {
    const names = ["Gold'); drop table sponsor_tiers; --", "<img src=x onerror=alert(1)>"];
    for (const name of names) await newTier(name);
    expect((await list()).map((tier) => tier.name)).toEqual(["Gold", ...names]);
    const bad = await call("PUT", `${base}/${encodeURIComponent("' or 1=1 --")}`, tokens.admin, {
      name: "Hacked",
    });
    expect(bad.statusCode).toBe(404);
  });

  it("refuses a huge body with 413", async () => {
    const response = await call("POST", base, tokens.admin, { name: "x".repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it(`holds at most ${MAX_TIERS} tiers`, async () => {
    const url = `/api/modules/${ids.meetupSponsors}/tiers`;
    const existing = (await list(tokens.admin, url)).length;
    for (let n = existing; n < MAX_TIERS; n++) await newTier(`Level ${n}`, url);
    const response = await call("POST", url, tokens.admin, { name: "One too many" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`A sponsors module can have at most ${MAX_TIERS} tiers`);
  });
});

describe("only the sponsors module has tiers", () => {
  it.each([
    ["contacts", DEMO_MODULES.contacts.id],
    ["exhibitors", DEMO_MODULES.exhibitors.id],
    ["a custom module", DEMO_MODULES.hotelBookings.id],
  ])("%s: 400 'Only the sponsors module has tiers.'", async (_name, moduleId) => {
    for (const [method, url, payload] of [
      ["GET", `/api/modules/${moduleId}/tiers`, undefined],
      ["POST", `/api/modules/${moduleId}/tiers`, { name: "Gold" }],
    ] as const) {
      const response = await call(method, url, tokens.admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Only the sponsors module has tiers.");
    }
    const rows = await t.database.db.select().from(sponsorTiers).where(eq(sponsorTiers.moduleId, moduleId));
    expect(rows).toEqual([]);
  });

  it("an unknown module is 404", async () => {
    const response = await call("GET", "/api/modules/no-such-module/tiers", tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This module does not exist.");
  });
});

describe("permissions (spec 1 §6: read on sponsors to view, update on sponsors to change)", () => {
  let gold: SponsorTier;
  beforeAll(async () => {
    gold = await newTier("Gold");
    await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, { accountIds: [ids.acme] });
  });
  afterAll(deleteAllTiers);

  it("asks for a session", async () => {
    const response = await t.app.inject({ method: "GET", url: base });
    expect(response.statusCode).toBe(401);
  });

  it("the demo viewer (contacts read only) can neither see nor change them", async () => {
    for (const [method, url, payload] of [
      ["GET", base, undefined],
      ["POST", base, { name: "Viewer's" }],
      ["POST", `${base}/${gold.id}/accounts`, { accountIds: [ids.globex] }],
      ["DELETE", `${base}/${gold.id}/accounts/${ids.acme}`, undefined],
      ["DELETE", `${base}/${gold.id}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.viewer, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
      expect(response.body).not.toContain("Acme Corp");
    }
  });

  it("a member with read on sponsors sees them but changes nothing", async () => {
    expect(shape(await list(tokens.reader))).toEqual(["Gold: Acme Corp"]);
    for (const [method, url, payload] of [
      ["POST", base, { name: "Reader's" }],
      ["PUT", `${base}/${gold.id}`, { name: "Reader's" }],
      ["PUT", `${base}/order`, { tierIds: [gold.id] }],
      ["DELETE", `${base}/${gold.id}`, undefined],
      ["POST", `${base}/${gold.id}/accounts`, { accountIds: [ids.globex] }],
      ["PUT", `${base}/${gold.id}/accounts/order`, { accountIds: [ids.acme] }],
      ["DELETE", `${base}/${gold.id}/accounts/${ids.acme}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.reader, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
    expect(shape(await list())).toEqual(["Gold: Acme Corp"]);
  });

  it("a member with update on sponsors (the editor) changes them", async () => {
    const response = await call("POST", `${base}/${gold.id}/accounts`, tokens.editor, {
      accountIds: [ids.globex],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(shape(await list())).toEqual(["Gold: Acme Corp, Globex"]);
  });

  it("another organization's admin gets 403 and none of the data, and cannot reach B's own tiers from here", async () => {
    for (const [method, url, payload] of [
      ["GET", base, undefined],
      ["POST", base, { name: "Intruder" }],
      ["PUT", `${base}/${gold.id}`, { name: "Intruder" }],
      ["POST", `${base}/${gold.id}/accounts`, { accountIds: [ids.bSponsor] }],
      ["DELETE", `${base}/${gold.id}/accounts/${ids.acme}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.outsider, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).not.toContain("Gold");
      expect(response.body).not.toContain("Acme");
    }
    // B's admin manages B's own tiers, and B's tier cannot take the Summit's sponsors.
    const bBase = `/api/modules/${orgB.sponsorsId}/tiers`;
    const bTier = await call("POST", bBase, tokens.outsider, { name: "Gold" });
    expect(bTier.statusCode, bTier.body).toBe(201);
    const steal = await call("POST", `${bBase}/${bTier.json().payload.id}/accounts`, tokens.outsider, {
      accountIds: [ids.acme],
    });
    expect(steal.statusCode).toBe(400);
    // And the Summit's admin's tier list holds nothing of B's.
    expect(shape(await list())).toEqual(["Gold: Acme Corp, Globex"]);
  });
});

describe("cloning the event copies the tiers (settings) and, with the records, their sponsors", () => {
  const clone = async (body: Record<string, unknown>): Promise<string> => {
    const response = await call("POST", "/api/event/clone", tokens.admin, {
      eventSourceId: DEMO.summit.id,
      cloneToOrgId: DEMO.org.id,
      newEventStartDate: "2028-03-13",
      newEventEndDate: "2028-03-15",
      contentType: "everything",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json().payload as { jobId: string };
    const deadline = Date.now() + 20_000;
    for (;;) {
      const job = (await call("GET", `/api/jobs/progress/${jobId}`, tokens.admin)).json()
        .payload as JobProgress;
      if (job.status === "completed") return job.payload.newEventId as string;
      if (job.status !== "pending" && job.status !== "processing") throw new Error(JSON.stringify(job));
      if (Date.now() > deadline) throw new Error("the clone did not finish");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const tiersOf = async (eventId: string) => {
    const [module] = await t.database.db
      .select()
      .from(modules)
      .where(and(eq(modules.eventId, eventId), eq(modules.slug, "sponsors")));
    if (!module) throw new Error("no sponsors module");
    return { module, tiers: await list(tokens.admin, `/api/modules/${module.id}/tiers`) };
  };

  let source: SponsorTier[];
  beforeAll(async () => {
    const gold = await newTier("Gold");
    await newTier("Silver");
    await call("POST", `${base}/${gold.id}/accounts`, tokens.admin, { accountIds: [ids.globex, ids.acme] });
    source = await list();
  });
  afterAll(deleteAllTiers);

  it("with the record data: new tiers and memberships pointing at the copied sponsors", async () => {
    const newEventId = await clone({ newEventName: "Summit With Tiers", includeAllRecordData: true });
    const { tiers } = await tiersOf(newEventId);
    expect(shape(tiers)).toEqual(shape(source));
    expect(tiers.map((tier) => tier.id)).not.toEqual(expect.arrayContaining(source.map((tier) => tier.id)));
    const copied = tiers.flatMap((tier) => tier.sponsors.map((sponsor) => sponsor.id));
    expect(copied).not.toContain(ids.acme);
    const rows = await t.database.db.select().from(accounts).where(inArray(accounts.id, copied));
    expect(rows.every((row) => row.eventId === newEventId)).toBe(true);
    // The source is as it was.
    expect(await list()).toEqual(source);
  });

  it("without the records: the tiers come along, empty", async () => {
    const newEventId = await clone({ newEventName: "Summit Tiers Only" });
    const { tiers } = await tiersOf(newEventId);
    expect(shape(tiers)).toEqual(["Gold: ", "Silver: "]);
  });
});

describe("audit entries are the account's own", () => {
  it("are stored against the sponsor with the event and organization", async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "account"), eq(auditLog.entityId, ids.globex)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.eventId === DEMO.summit.id && row.orgId === DEMO.org.id)).toBe(true);
  });
});
