import { EVENT_IMPORT_MAX_ROWS, eventImportMessages, messages, newEventMessages } from "@foyer/domain";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventUsers, modules, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { caller, ORG_B, type OrgPeople, setUpOrgPeople } from "./support/org-area.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 item 3 "Event creation: the modal's 'Add Event' page (… import-events option)" and
 * spec 2 §2.1: POST /event/organization/{orgId}/events/import creates every event of a table at
 * once, each as adding one event does (default modules, the creator on its team), or none.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
const importUrl = (orgId: string = DEMO.org.id) => `/api/event/organization/${orgId}/events/import`;
const row = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  date_from: "2027-09-01",
  date_to: "2027-09-02",
  timezone: "Europe/Paris",
  ...overrides,
});

const eventCount = async () => (await t.database.db.select({ id: events.id }).from(events)).length;

beforeAll(async () => {
  t = await createTestApp();
  people = await setUpOrgPeople(t, "import");
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

describe("an import creates every event, each as adding one event does", () => {
  it("creates the rows' events with their modules and the importer as team admin, answering them in order", async () => {
    const db = t.database.db;
    await db.update(users).set({ timezone: "Asia/Tokyo" }).where(eq(users.id, people.settingsManager.id));
    const body = {
      events: [
        row("Autumn Forum"),
        // Duplicate names are allowed: each event gets its own slug.
        row("Autumn Forum", { date_from: "2027-10-01", date_to: "2027-10-01" }),
        row("  Winter Gala  ", { timezone: undefined }),
      ],
    };
    const response = await call("POST", importUrl(), people.settingsManager.token, body);
    expect(response.statusCode).toBe(201);
    const created = response.json().payload.events as { id: string; name: string; slug: string }[];
    expect(created.map((event) => event.name)).toEqual(["Autumn Forum", "Autumn Forum", "Winter Gala"]);
    expect(created.map((event) => event.slug)).toEqual(["autumn-forum", "autumn-forum-2", "winter-gala"]);

    const stored = await db
      .select()
      .from(events)
      .where(
        inArray(
          events.id,
          created.map((event) => event.id),
        ),
      );
    const byId = new Map(stored.map((event) => [event.id, event]));
    expect(created.map((event) => byId.get(event.id)?.orgId)).toEqual([
      DEMO.org.id,
      DEMO.org.id,
      DEMO.org.id,
    ]);
    expect(byId.get(created[1]?.id ?? "")?.dateFrom).toBe("2027-10-01");
    // A row without a time zone takes the importer's own.
    expect(byId.get(created[2]?.id ?? "")?.timezone).toBe("Asia/Tokyo");
    for (const event of created) {
      const kept = await db.select().from(modules).where(eq(modules.eventId, event.id));
      expect(kept.map((module) => module.slug).sort()).toEqual(["contacts", "exhibitors", "sponsors"]);
      const team = await db.select().from(eventUsers).where(eq(eventUsers.eventId, event.id));
      expect(team).toEqual([expect.objectContaining({ userId: people.settingsManager.id, isAdmin: true })]);
    }
    // The organization's events list shows them.
    const list = await call("GET", `/api/organizations/${DEMO.org.id}/events?q=autumn`, people.admin);
    expect(
      list
        .json()
        .payload.map((event: { id: string }) => event.id)
        .sort(),
    ).toEqual([created[0]?.id, created[1]?.id].sort());
  });

  it(`takes ${EVENT_IMPORT_MAX_ROWS} events in one request`, async () => {
    const before = await eventCount();
    const body = {
      events: Array.from({ length: EVENT_IMPORT_MAX_ROWS }, (_, index) => row(`Bulk ${index}`)),
    };
    const response = await call("POST", importUrl(), people.admin, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().payload.events).toHaveLength(EVENT_IMPORT_MAX_ROWS);
    expect(await eventCount()).toBe(before + EVENT_IMPORT_MAX_ROWS);
  }, 60_000);

  it("stores hostile strings as the text they are", async () => {
    const names = [
      '<img src=x onerror="alert(1)">',
      '=HYPERLINK("http://evil.example","click")',
      "Robert'); DROP TABLE events;--",
      "Ünïcödé 🎉 Fest",
    ];
    const response = await call("POST", importUrl(), people.admin, {
      events: names.map((name) => row(name)),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().payload.events as { id: string; name: string }[];
    expect(created.map((event) => event.name)).toEqual(names);
    const first = await call("GET", `/api/event/${created[0]?.id}`, people.admin);
    expect(first.json().payload.event.name).toBe(names[0]);
    const stored = await t.database.db
      .select({ name: events.name })
      .from(events)
      .where(
        inArray(
          events.id,
          created.map((event) => event.id),
        ),
      );
    expect(stored.map((event) => event.name).sort()).toEqual([...names].sort());
  });
});

describe("a bad row creates nothing and is named by its row", () => {
  it.each([
    [row("Fine"), row("Backwards", { date_to: "2027-08-31" }), `Row 2: ${newEventMessages.endBeforeStart}`],
    [row("  "), row("Fine"), `Row 1: ${newEventMessages.nameRequired}`],
    [row("Fine"), row("Bad day", { date_from: "2027-13-01" }), `Row 2: ${newEventMessages.badDate}`],
    [row("Fine"), row("Spelled out", { date_from: "15 March 2027" }), `Row 2: ${newEventMessages.badDate}`],
    [
      row("Fine"),
      row("Mars", { timezone: "Mars/Olympus_Mons" }),
      `Row 2: ${newEventMessages.unknownTimezone}`,
    ],
    [row("Fine"), row("Too long", { date_to: "2028-09-05" }), `Row 2: ${newEventMessages.tooLong}`],
    [row("Fine"), row("No end", { date_to: undefined }), `Row 2: ${newEventMessages.endRequired}`],
    [row("Fine"), row("Sneaky", { org_id: ORG_B.id }), "Row 2: Unknown field(s): org_id"],
    [row("x".repeat(201)), row("Fine"), `Row 1: ${newEventMessages.nameTooLong}`],
  ])("%j, %j → '%s'", async (first, second, message) => {
    const before = await eventCount();
    const response = await call("POST", importUrl(), people.admin, { events: [first, second] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().details[0].path).toMatch(/^events\.[01](\.|$)/);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [{}, `events: ${eventImportMessages.notAList}`],
    [{ events: "Autumn Forum" }, `events: ${eventImportMessages.notAList}`],
    [{ events: [] }, `events: ${eventImportMessages.noEvents}`],
    [{ events: [row("Fine")], dry_run: true }, "Unknown field(s): dry_run"],
  ])("refuses the request %j with '%s'", async (body, message) => {
    const response = await call("POST", importUrl(), people.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("rolls back every event when the database refuses one on the way", async () => {
    const db = t.database.db;
    // A refusal after the events and some of their modules are written: the transaction keeps none.
    await db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from events where id = new.event_id and name = 'Boom') then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger refuse_boom before insert on modules for each row execute function refuse_boom()",
      ),
    );
    try {
      const before = await eventCount();
      const response = await call("POST", importUrl(), people.admin, {
        events: [row("Rollback one"), row("Rollback two"), row("Boom")],
      });
      expect(response.statusCode).toBe(500);
      expect(await eventCount()).toBe(before);
      expect(await db.select().from(events).where(like(events.name, "Rollback%"))).toEqual([]);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_boom on modules"));
      await db.execute(sql.raw("drop function refuse_boom()"));
    }
  });
});

describe("too many rows, or too large a body, is refused clearly", () => {
  it(`more than ${EVENT_IMPORT_MAX_ROWS} events`, async () => {
    const before = await eventCount();
    const body = {
      events: Array.from({ length: EVENT_IMPORT_MAX_ROWS + 1 }, (_, index) => row(`Many ${index}`)),
    };
    const response = await call("POST", importUrl(), people.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`events: ${eventImportMessages.tooMany}`);
    expect(await eventCount()).toBe(before);
  });

  it("a body over the limit is not read", async () => {
    const response = await call("POST", importUrl(), people.admin, {
      events: [row("Huge", { name: "x".repeat(2 * 1024 * 1024) })],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Request body is too large");
  });
});

describe("the same permission as adding one event", () => {
  it("403 for a member without the create-events permission; nothing is created", async () => {
    for (const person of [people.member, people.editor]) {
      const response = await call("POST", importUrl(), person.token, { events: [row("Not allowed")] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
    expect(await t.database.db.select().from(events).where(eq(events.name, "Not allowed"))).toEqual([]);
  });

  it("another organization's admin, or an outsider, is refused; an unknown organization is 404", async () => {
    for (const person of [people.orgBAdmin, people.outsider]) {
      const response = await call("POST", importUrl(), person.token, { events: [row("Intruder")] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.noAccess);
    }
    // A member of the demo organization cannot import into organization B either.
    const intoB = await call("POST", importUrl(ORG_B.id), people.settingsManager.token, {
      events: [row("Intruder")],
    });
    expect(intoB.statusCode).toBe(403);
    expect(await t.database.db.select().from(events).where(eq(events.name, "Intruder"))).toEqual([]);
    const unknown = await call("POST", importUrl("no-such-org"), people.admin, { events: [row("Nowhere")] });
    expect(unknown.statusCode).toBe(404);
    // Organization B's admin imports into their own organization.
    const own = await call("POST", importUrl(ORG_B.id), people.orgBAdmin.token, {
      events: [row("B Import")],
    });
    expect(own.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(events).where(eq(events.name, "B Import"));
    expect(stored?.orgId).toBe(ORG_B.id);
  });

  it("401 without a sign-in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: importUrl(),
      payload: { events: [row("Anon")] },
    });
    expect(response.statusCode).toBe(401);
  });
});
