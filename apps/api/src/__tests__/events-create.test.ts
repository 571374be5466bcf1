import { messages, newEventMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventSessions, events, eventUsers, modules } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { caller, ORG_B, type OrgPeople, setUpOrgPeople } from "./support/org-area.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 item 3, spec 1 §4 "Event creation: the modal returns create or cancel. On create,
 * 'Creating event...' shows, the event is created, and the user is redirected to
 * /event-light/{id}/dashboard", spec 2 §7 "POST /event/organization/{orgId}/events with event
 * data including orgId", and the event dashboard's key figures.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
const createUrl = (orgId: string = DEMO.org.id) => `/api/event/organization/${orgId}/events`;
const summer = {
  name: "Summer Summit 2027",
  date_from: "2027-07-01",
  date_to: "2027-07-03",
  timezone: "Europe/Paris",
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
  t = await createTestApp();
  people = await setUpOrgPeople(t, "create");
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe("POST /api/event/organization/{orgId}/events", () => {
  it("creates the event, its default modules, and makes the creator an event admin", async () => {
    const response = await call("POST", createUrl(), people.settingsManager.token, {
      ...summer,
      orgId: DEMO.org.id,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().payload;
    expect(created).toMatchObject({
      name: summer.name,
      slug: "summer-summit-2027",
      org_id: DEMO.org.id,
      date_from: "2027-07-01",
      date_to: "2027-07-03",
      timezone: "Europe/Paris",
      is_draft: false,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const db = t.database.db;
    const kept = await db.select().from(modules).where(eq(modules.eventId, created.id));
    expect(kept.map((module) => module.slug).sort()).toEqual(["contacts", "exhibitors", "sponsors"]);
    const team = await db.select().from(eventUsers).where(eq(eventUsers.eventId, created.id));
    expect(team).toEqual([expect.objectContaining({ userId: people.settingsManager.id, isAdmin: true })]);

    // The creator opens it: the event call, the profile (admin), the user's events and the modules.
    const token = people.settingsManager.token;
    expect((await call("GET", `/api/event/${created.id}`, token)).statusCode).toBe(200);
    const profile = await call(
      "GET",
      `/api/permissions/event/${created.id}/user/${people.settingsManager.id}`,
      token,
    );
    expect(profile.json().payload.isAdmin).toBe(true);
    const mine = (await call("GET", "/api/user/me/events", token)).json().payload;
    expect(mine.map((event: { id: string }) => event.id)).toContain(created.id);
    const eventModules = (await call("GET", `/api/event/${created.id}/modules`, token)).json().payload;
    expect(eventModules).toHaveLength(3);
  });

  it("gives a taken name the next free slug", async () => {
    const first = await call("POST", createUrl(), people.admin, { ...summer, name: "Repeat Fest" });
    const second = await call("POST", createUrl(), people.admin, { ...summer, name: "Repeat  Fest!" });
    expect(first.json().payload.slug).toBe("repeat-fest");
    expect(second.json().payload.slug).toBe("repeat-fest-2");
  });

  it.each([
    [{ ...summer, name: "  " }, `name: ${newEventMessages.nameRequired}`],
    [{ ...summer, name: undefined }, `name: ${newEventMessages.nameRequired}`],
    [{ ...summer, name: "x".repeat(201) }, `name: ${newEventMessages.nameTooLong}`],
    [{ ...summer, date_from: "" }, `date_from: ${newEventMessages.startRequired}`],
    [{ ...summer, date_from: "07/01/2027" }, `date_from: ${newEventMessages.badDate}`],
    [{ ...summer, date_to: "2027-02-30" }, `date_to: ${newEventMessages.badDate}`],
    [{ ...summer, date_to: "2027-06-30" }, `date_to: ${newEventMessages.endBeforeStart}`],
    [{ ...summer, date_to: "2028-07-02" }, `date_to: ${newEventMessages.tooLong}`],
    [{ ...summer, timezone: "Mars/Olympus_Mons" }, `timezone: ${newEventMessages.unknownTimezone}`],
    [{ ...summer, timezone: "" }, `timezone: ${newEventMessages.timezoneRequired}`],
    [{ ...summer, is_admin: true }, "Unknown field(s): is_admin"],
    [{ ...summer, orgId: ORG_B.id }, `orgId: ${newEventMessages.orgMismatch}`],
  ])("refuses %j with '%s' and creates nothing", async (body, message) => {
    const before = await t.database.db.select({ id: events.id }).from(events);
    const response = await call("POST", createUrl(), people.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.database.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
  });

  it("403 without update on the organization's settings; 404 for an unknown organization", async () => {
    const cases = [
      [people.member.token, messages.noPermission],
      [people.editor.token, messages.noPermission],
      [people.outsider.token, messages.noAccess],
      [people.orgBAdmin.token, messages.noAccess],
    ] as const;
    for (const [token, message] of cases) {
      const response = await call("POST", createUrl(), token, { ...summer, name: "Not allowed" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
    const none = await t.database.db.select().from(events).where(eq(events.name, "Not allowed"));
    expect(none).toEqual([]);
    expect((await call("POST", createUrl("no-such-org"), people.admin, summer)).statusCode).toBe(404);
    // Organization B's admin creates in their own organization.
    expect((await call("POST", createUrl(ORG_B.id), people.orgBAdmin.token, summer)).statusCode).toBe(201);
  });
});

describe("GET /api/event/{eventId}/dashboard", () => {
  const dashboardUrl = (eventId: string) => `/api/event/${eventId}/dashboard`;

  it("counts an event's contacts, accounts, forms, submissions, sessions and team", async () => {
    const sessionsBefore = (await call("GET", dashboardUrl(DEMO.summit.id), people.admin)).json().payload
      .figures.sessions;
    await t.database.db.insert(eventSessions).values({
      id: "session-1",
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      title: "Opening keynote",
    });
    await t.database.db.insert(eventSessions).values({
      id: "session-1-part",
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      parentId: "session-1",
      title: "Keynote Q&A",
    });
    const response = await call("GET", dashboardUrl(DEMO.summit.id), people.admin);
    expect(response.statusCode).toBe(200);
    const { event, figures } = response.json().payload;
    expect(event).toMatchObject({
      id: DEMO.summit.id,
      name: DEMO.summit.name,
      org_name: DEMO.org.name,
      status: "upcoming",
    });
    expect(figures.contacts).toBe(6);
    expect(figures.sponsors).toBeGreaterThanOrEqual(0);
    expect(figures.exhibitors).toBeGreaterThanOrEqual(0);
    expect(figures.forms).toBeGreaterThan(0);
    expect(typeof figures.submissions).toBe("number");
    // One more session: its subsession belongs to it and is not counted apart.
    expect(figures.sessions).toBe(sessionsBefore + 1);
    // admin@foyer.demo, viewer@foyer.demo and reviewer@foyer.demo.
    expect(figures.team).toBe(3);
  });

  it("a new event starts at zero", async () => {
    const created = (await call("POST", createUrl(), people.admin, { ...summer, name: "Blank Slate" })).json()
      .payload;
    const { figures } = (await call("GET", dashboardUrl(created.id), people.admin)).json().payload;
    expect(figures).toEqual({
      contacts: 0,
      sponsors: 0,
      exhibitors: 0,
      forms: 0,
      submissions: 0,
      sessions: 0,
      team: 1,
    });
  });

  it("a contacts viewer sees the contacts figure and null for what they cannot read", async () => {
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens;
    const response = await call("GET", dashboardUrl(DEMO.summit.id), viewer.id_token);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.figures).toMatchObject({
      contacts: 6,
      sponsors: null,
      exhibitors: null,
      forms: null,
      submissions: null,
      sessions: null,
    });
  });

  it("403 outside the event's team, 404 for an unknown event", async () => {
    const outsider = await call("GET", dashboardUrl(DEMO.summit.id), people.outsider.token);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(messages.noAccess);
    expect((await call("GET", dashboardUrl(DEMO.summit.id), people.orgBAdmin.token)).statusCode).toBe(403);
    expect((await call("GET", dashboardUrl("no-such-event"), people.admin)).statusCode).toBe(404);
  });
});
