import { DASHBOARD_WEEKS } from "@foyer/domain";
import { and, count, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  contacts,
  evaluationPlanEvaluators,
  evaluationPlans,
  eventSessions,
  eventUsers,
  formSubmissions,
  forms,
  portalActivity,
  portalFileRequests,
  portals,
  portalTasks,
  sessionEvaluations,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { weekStarts } from "../services/organizations/dashboards.js";
import { caller, ORG_B, type OrgPeople, setUpOrgPeople } from "./support/org-area.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 22 item 4, dashboards that say something: submissions and registrations per week, the
 * organization's recent activity (audit log), and the event's deadlines, review progress, portal
 * activity and next steps — counted from the data, within what the caller's profile reads.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
/** A Monday: the last of the eight weeks starts today. */
const NOW = new Date("2026-06-01T12:00:00Z");
const WEEKS = ["04-13", "04-20", "04-27", "05-04", "05-11", "05-18", "05-25", "06-01"].map(
  (day) => `2026-${day}`,
);
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  people = await setUpOrgPeople(t, "dash");
  call = caller(t);
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe("weekStarts", () => {
  it("gives the Mondays of the last weeks, this one last, whatever the weekday", () => {
    expect(weekStarts(NOW)).toEqual(WEEKS);
    expect(weekStarts(new Date("2026-06-07T23:59:59Z"))).toEqual(WEEKS);
    expect(weekStarts(new Date("2026-05-31T23:59:59Z"))).toEqual(["2026-04-06", ...WEEKS.slice(0, 7)]);
    expect(weekStarts(NOW)).toHaveLength(DASHBOARD_WEEKS);
  });
});

describe("GET /api/organizations/{orgId}/dashboard: weekly figures and activity", () => {
  const url = `/api/organizations/${ORG_B.id}/dashboard`;

  it("an organization without data has zero weeks and no activity", async () => {
    const response = await call("GET", url, people.orgBAdmin.token);
    expect(response.statusCode).toBe(200);
    const { weekly, activity } = response.json().payload;
    expect(weekly).toEqual({ weeks: WEEKS, submissions: Array(8).fill(0), registrations: Array(8).fill(0) });
    expect(activity).toEqual([]);
  });

  it("counts submissions and new contacts per week and lists the latest changes, newest first", async () => {
    const db = t.database.db;
    await db.insert(contacts).values([
      {
        id: "b-ada",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        fname: "Ada",
        lname: "Lovelace",
        createdAt: at("2026-05-20T10:00:00Z"),
      },
      {
        id: "b-alan",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        fname: "Alan",
        lname: "Turing",
        createdAt: at("2026-05-24T23:30:00Z"),
      },
      {
        id: "b-grace",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        fname: "Grace",
        lname: "Hopper",
        createdAt: at("2026-06-01T08:00:00Z"),
      },
      // Before the first week: not counted.
      {
        id: "b-old",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        fname: "Old",
        lname: "Timer",
        createdAt: at("2026-01-05T08:00:00Z"),
      },
    ]);
    await db.insert(forms).values({
      id: "b-cfp",
      eventId: ORG_B.eventId,
      kind: "submission",
      slug: "b",
      name: "Call for papers",
      steps: [],
    });
    await db.insert(formSubmissions).values([
      {
        id: "b-s1",
        formId: "b-cfp",
        status: "submitted",
        values: {},
        submittedAt: at("2026-04-13T00:00:00Z"),
      },
      {
        id: "b-s2",
        formId: "b-cfp",
        status: "submitted",
        values: {},
        submittedAt: at("2026-05-28T09:00:00Z"),
      },
      {
        id: "b-s3",
        formId: "b-cfp",
        status: "submitted",
        values: {},
        submittedAt: at("2026-05-29T09:00:00Z"),
      },
      // A draft is not a submission.
      { id: "b-s4", formId: "b-cfp", status: "draft", values: {} },
    ]);
    await db.insert(auditLog).values([
      {
        id: "b-a1",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        entityType: "contact",
        entityId: "b-ada",
        action: "create",
        userId: people.orgBAdmin.id,
        createdAt: at("2026-05-20T10:00:00Z"),
      },
      {
        id: "b-a2",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        entityType: "contact",
        entityId: "b-alan",
        action: "update",
        userId: null,
        createdAt: at("2026-05-25T10:00:00Z"),
      },
      {
        id: "b-a3",
        orgId: ORG_B.id,
        eventId: ORG_B.eventId,
        entityType: "contact",
        entityId: "b-gone",
        action: "delete",
        userId: people.orgBAdmin.id,
        createdAt: at("2026-05-26T10:00:00Z"),
      },
    ]);
    const { weekly, activity } = (await call("GET", url, people.orgBAdmin.token)).json().payload;
    expect(weekly.weeks).toEqual(WEEKS);
    expect(weekly.registrations).toEqual([0, 0, 0, 0, 0, 2, 0, 1]);
    expect(weekly.submissions).toEqual([1, 0, 0, 0, 0, 0, 1 + 1, 0]);
    expect(activity).toEqual([
      {
        id: "b-a3",
        at: "2026-05-26T10:00:00.000Z",
        action: "delete",
        entity_type: "contact",
        entity_id: "b-gone",
        entity_name: "",
        event_id: ORG_B.eventId,
        event_name: "B Conference",
        user_name: "Test dash.admin-b",
      },
      expect.objectContaining({ id: "b-a2", entity_name: "Alan Turing", user_name: null }),
      expect.objectContaining({ id: "b-a1", entity_name: "Ada Lovelace", action: "create" }),
    ]);
  });

  it("another organization's figures and changes are not counted, and its members are refused", async () => {
    const demo = (await call("GET", `/api/organizations/${DEMO.org.id}/dashboard`, people.admin)).json()
      .payload;
    expect(demo.activity.map((entry: { id: string }) => entry.id)).not.toContain("b-a1");
    // The demo's own contacts of these weeks, none of organization B's.
    const demoContacts = await t.database.db
      .select({ n: count() })
      .from(contacts)
      .where(
        and(
          eq(contacts.orgId, DEMO.org.id),
          gte(contacts.createdAt, at(`${WEEKS[0]}T00:00:00Z`)),
          lt(contacts.createdAt, at("2026-06-08T00:00:00Z")),
        ),
      );
    expect(demo.weekly.registrations.reduce((a: number, b: number) => a + b, 0)).toBe(
      Number(demoContacts[0]?.n),
    );
    expect((await call("GET", url, people.editor.token)).statusCode).toBe(403);
  });

  it("a member without module permissions gets null series and no activity", async () => {
    const dashboard = (
      await call("GET", `/api/organizations/${DEMO.org.id}/dashboard`, people.member.token)
    ).json().payload;
    expect(dashboard.weekly).toEqual({ weeks: WEEKS, submissions: null, registrations: null });
    expect(dashboard.activity).toEqual([]);
  });
});

describe("GET /api/event/{eventId}/dashboard: deadlines, reviews, portal activity and next steps", () => {
  const url = (eventId: string) => `/api/event/${eventId}/dashboard`;
  let eventId = "";

  it("a new event: zero weeks, nothing due, no plans, no portal activity, every step to do", async () => {
    const created = await call("POST", `/api/event/organization/${DEMO.org.id}/events`, people.admin, {
      name: "Fresh Forum",
      date_from: "2026-09-01",
      date_to: "2026-09-02",
      timezone: "Pacific/Auckland",
    });
    eventId = created.json().payload.id;
    const response = await call("GET", url(eventId), people.admin);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().payload;
    expect(dashboard.weekly).toEqual({
      weeks: WEEKS,
      submissions: Array(8).fill(0),
      registrations: Array(8).fill(0),
    });
    expect(dashboard.deadlines).toEqual([]);
    expect(dashboard.reviews).toEqual([]);
    expect(dashboard.portal).toEqual({ portals: 0, last_7_days: 0, last_30_days: 0, recent: [] });
    expect(dashboard.checklist).toEqual([
      { step: "team", done: false },
      { step: "contacts", done: false },
      { step: "form", done: false },
      { step: "sessions", done: false },
      { step: "portal", done: false },
      { step: "evaluation", done: false },
    ]);
  });

  it("reads the event's data: steps done, forms and due dates, review progress, portal actions", async () => {
    const db = t.database.db;
    const orgId = DEMO.org.id;
    await db.insert(eventUsers).values({ eventId, userId: DEMO.reviewer.id, isAdmin: false });
    await db.insert(contacts).values([
      { id: "f-ada", orgId, eventId, fname: "Ada", lname: "Lovelace", createdAt: at("2026-05-27T10:00:00Z") },
      {
        id: "f-alan",
        orgId,
        eventId,
        fname: "",
        lname: "",
        email: "alan@example.com",
        createdAt: at("2026-05-30T10:00:00Z"),
      },
    ]);
    await db.insert(forms).values([
      { id: "f-cfp", eventId, kind: "submission", slug: "fresh-forum", name: "Call for papers", steps: [] },
      { id: "f-apply", eventId, kind: "application", slug: "apply", name: "Apply", isOpen: false, steps: [] },
    ]);
    await db.insert(formSubmissions).values({
      id: "f-s1",
      formId: "f-cfp",
      status: "submitted",
      values: {},
      submittedAt: at("2026-05-12T09:00:00Z"),
    });
    await db.insert(eventSessions).values([
      { id: "f-talk-1", orgId, eventId, title: "Engines" },
      { id: "f-talk-2", orgId, eventId, title: "Machines" },
      { id: "f-talk-2-qa", orgId, eventId, parentId: "f-talk-2", title: "Q&A" },
    ]);
    await db.insert(evaluationPlans).values({ id: "f-plan", orgId, eventId, name: "Talk review" });
    await db.insert(evaluationPlanEvaluators).values([
      { planId: "f-plan", userId: DEMO.reviewer.id, eventId },
      { planId: "f-plan", userId: DEMO.admin.id, eventId },
    ]);
    await db.insert(sessionEvaluations).values([
      { planId: "f-plan", sessionId: "f-talk-1", userId: DEMO.reviewer.id, scores: {} },
      { planId: "f-plan", sessionId: "f-talk-2", userId: DEMO.reviewer.id, scores: {} },
      { planId: "f-plan", sessionId: "f-talk-1", userId: DEMO.admin.id, scores: {} },
    ]);
    await db.insert(portals).values({ id: "f-portal", eventId, slug: "speakers", name: "Speakers" });
    await db.insert(portalTasks).values([
      { id: "f-task-late", portalId: "f-portal", title: "Overdue bio", dueDate: "2026-05-31" },
      { id: "f-task", portalId: "f-portal", title: "Upload slides", dueDate: "2026-06-20" },
      { id: "f-task-undated", portalId: "f-portal", title: "Say hello" },
    ]);
    await db.insert(portalFileRequests).values({
      id: "f-request",
      portalId: "f-portal",
      title: "Headshot",
      // Already the 2nd in Auckland (UTC+12) when it is noon of the 1st in UTC: due today there.
      dueDate: "2026-06-02",
    });
    await db.insert(portalActivity).values([
      {
        id: "f-act-1",
        portalId: "f-portal",
        contactId: "f-ada",
        kind: "task_done",
        summary: "Upload slides",
        at: at("2026-05-30T10:00:00Z"),
      },
      {
        id: "f-act-2",
        portalId: "f-portal",
        contactId: "f-alan",
        kind: "message_sent",
        summary: "Travel",
        at: at("2026-05-10T10:00:00Z"),
      },
      {
        id: "f-act-3",
        portalId: "f-portal",
        contactId: "f-ada",
        kind: "profile_updated",
        summary: "Profile",
        at: at("2026-03-01T10:00:00Z"),
      },
    ]);

    const dashboard = (await call("GET", url(eventId), people.admin)).json().payload;
    expect(dashboard.weekly.registrations).toEqual([0, 0, 0, 0, 0, 0, 2, 0]);
    expect(dashboard.weekly.submissions).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(dashboard.deadlines).toEqual([
      {
        kind: "form",
        id: "f-cfp",
        title: "Call for papers",
        form_kind: "submission",
        open: true,
        due_date: null,
        portal_id: null,
      },
      {
        kind: "form",
        id: "f-apply",
        title: "Apply",
        form_kind: "application",
        open: false,
        due_date: null,
        portal_id: null,
      },
      {
        kind: "file_request",
        id: "f-request",
        title: "Headshot",
        form_kind: null,
        open: true,
        due_date: "2026-06-02",
        portal_id: "f-portal",
      },
      {
        kind: "task",
        id: "f-task",
        title: "Upload slides",
        form_kind: null,
        open: true,
        due_date: "2026-06-20",
        portal_id: "f-portal",
      },
    ]);
    expect(dashboard.reviews).toEqual([
      { plan_id: "f-plan", name: "Talk review", sessions: 2, evaluators: 2, done: 3, expected: 4 },
    ]);
    expect(dashboard.portal).toEqual({
      portals: 1,
      last_7_days: 1,
      last_30_days: 2,
      recent: [
        {
          at: "2026-05-30T10:00:00.000Z",
          kind: "task_done",
          summary: "Upload slides",
          contact_id: "f-ada",
          contact_name: "Ada Lovelace",
          portal_name: "Speakers",
        },
        expect.objectContaining({ kind: "message_sent", contact_name: "alan@example.com" }),
        expect.objectContaining({ kind: "profile_updated" }),
      ],
    });
    expect(dashboard.checklist.every((step: { done: boolean }) => step.done)).toBe(true);
  });

  it("an evaluator leaving the plan takes their evaluations out of the progress", async () => {
    await t.database.db
      .delete(evaluationPlanEvaluators)
      .where(eq(evaluationPlanEvaluators.userId, DEMO.admin.id));
    const { reviews } = (await call("GET", url(eventId), people.admin)).json().payload;
    expect(reviews).toEqual([
      { plan_id: "f-plan", name: "Talk review", sessions: 2, evaluators: 1, done: 2, expected: 2 },
    ]);
  });

  it("a contacts viewer sees their figures only: no forms, reviews or portal, steps of contacts and team", async () => {
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens;
    const dashboard = (await call("GET", url(DEMO.summit.id), viewer.id_token)).json().payload;
    expect(dashboard.weekly.submissions).toBeNull();
    expect(dashboard.weekly.registrations).toHaveLength(8);
    expect(dashboard.deadlines).toEqual([]);
    expect(dashboard.reviews).toBeNull();
    expect(dashboard.portal).toBeNull();
    expect(dashboard.checklist.map((step: { step: string }) => step.step)).toEqual(["team", "contacts"]);
  });

  it("outside the event's team: 403, with none of its figures", async () => {
    const refused = await call("GET", url(eventId), people.orgBAdmin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().payload).toBeUndefined();
  });
});
