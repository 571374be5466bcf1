import { randomUUID } from "node:crypto";
import type { JobProgress } from "@foyer/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Db } from "../../db/client.js";
import {
  accounts,
  contacts,
  contentItems,
  customRecords,
  evaluationCriteria,
  evaluationPlanEvaluators,
  evaluationPlans,
  eventDayGroups,
  eventSessions,
  events,
  eventUsers,
  formSubmissions,
  forms,
  moduleFields,
  modules,
  organizations,
  orgUsers,
  portals,
  portalUsers,
  recordFiles,
  roles,
  sessionFiles,
  sessionParticipants,
  sessionSettingItems,
  uploads,
} from "../../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../../db/seed.js";
import { DEMO_FORMS } from "../../db/seed-forms.js";
import { seedDemoPastEvent } from "../../db/seed-past-event.js";
import { DEMO_SESSIONS } from "../../db/seed-sessions.js";
import { createDefaultModules } from "../../services/records/modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

/*
 * What the clone suites share (clone-picker, clone, clone-jobs tests): one app per file with the
 * demo data, last year's Summit, four people and another organization; the calls they make.
 * The `let` exports are read live: they are set once `setUpCloneSuite()`'s beforeAll has run.
 */

export let t: TestApp;
export let db: Db;
export let admin: string;
export const people = {} as Record<
  "outsider" | "member" | "eventAdminMember" | "limited",
  { id: string; token: string }
>;
export const OTHER_ORG = { id: `other-org-${randomUUID()}`, eventId: `other-event-${randomUUID()}` };
export const DAY_MS = 86_400_000;
export const grace = { id: "" };

type Method = "GET" | "POST";
export const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every row that belongs to an event, table by table, in a stable order. */
export async function eventSnapshot(eventId: string) {
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id);
  const within = <T>(list: string[], load: (list: string[]) => Promise<T[]>) =>
    list.length === 0 ? Promise.resolve([] as T[]) : load(list);
  const moduleIds = await ids(
    db.select({ id: modules.id }).from(modules).where(eq(modules.eventId, eventId)),
  );
  const sessionIds = await ids(
    db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, eventId)),
  );
  const formIds = await ids(db.select({ id: forms.id }).from(forms).where(eq(forms.eventId, eventId)));
  const portalIds = await ids(
    db.select({ id: portals.id }).from(portals).where(eq(portals.eventId, eventId)),
  );
  return {
    event: await db.select().from(events).where(eq(events.id, eventId)),
    team: await db
      .select()
      .from(eventUsers)
      .where(eq(eventUsers.eventId, eventId))
      .orderBy(asc(eventUsers.userId)),
    modules: await db.select().from(modules).where(eq(modules.eventId, eventId)).orderBy(asc(modules.slug)),
    moduleFields: await within(moduleIds, (list) =>
      db
        .select()
        .from(moduleFields)
        .where(inArray(moduleFields.moduleId, list))
        .orderBy(asc(moduleFields.name)),
    ),
    accounts: await db
      .select()
      .from(accounts)
      .where(eq(accounts.eventId, eventId))
      .orderBy(asc(accounts.name)),
    contacts: await db
      .select()
      .from(contacts)
      .where(eq(contacts.eventId, eventId))
      .orderBy(asc(contacts.email)),
    customRecords: await db
      .select()
      .from(customRecords)
      .where(eq(customRecords.eventId, eventId))
      .orderBy(asc(customRecords.name)),
    recordFiles: await db.select().from(recordFiles).where(eq(recordFiles.eventId, eventId)),
    settings: await db
      .select()
      .from(sessionSettingItems)
      .where(eq(sessionSettingItems.eventId, eventId))
      .orderBy(asc(sessionSettingItems.kind), asc(sessionSettingItems.name)),
    sessions: await db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(asc(eventSessions.title)),
    participants: await within(sessionIds, (list) =>
      db
        .select()
        .from(sessionParticipants)
        .where(inArray(sessionParticipants.sessionId, list))
        .orderBy(
          asc(sessionParticipants.sessionId),
          asc(sessionParticipants.contactId),
          asc(sessionParticipants.role),
        ),
    ),
    sessionFiles: await within(sessionIds, (list) =>
      db.select().from(sessionFiles).where(inArray(sessionFiles.sessionId, list)),
    ),
    content: await db.select().from(contentItems).where(eq(contentItems.eventId, eventId)),
    forms: await db.select().from(forms).where(eq(forms.eventId, eventId)).orderBy(asc(forms.name)),
    submissions: await within(formIds, (list) =>
      db.select().from(formSubmissions).where(inArray(formSubmissions.formId, list)),
    ),
    portals: await db.select().from(portals).where(eq(portals.eventId, eventId)),
    portalUsers: await within(portalIds, (list) =>
      db.select().from(portalUsers).where(inArray(portalUsers.portalId, list)),
    ),
    evaluationPlans: await db
      .select()
      .from(evaluationPlans)
      .where(eq(evaluationPlans.eventId, eventId))
      .orderBy(asc(evaluationPlans.name)),
    evaluationCriteria: await db
      .select({ criterion: evaluationCriteria })
      .from(evaluationCriteria)
      .innerJoin(evaluationPlans, eq(evaluationPlans.id, evaluationCriteria.planId))
      .where(eq(evaluationPlans.eventId, eventId))
      .orderBy(asc(evaluationCriteria.position))
      .then((rows) => rows.map((row) => row.criterion)),
    evaluators: await db
      .select()
      .from(evaluationPlanEvaluators)
      .where(eq(evaluationPlanEvaluators.eventId, eventId))
      .orderBy(asc(evaluationPlanEvaluators.userId)),
    dayGroups: await db
      .select()
      .from(eventDayGroups)
      .where(eq(eventDayGroups.eventId, eventId))
      .orderBy(asc(eventDayGroups.position)),
  };
}
export type Snapshot = Awaited<ReturnType<typeof eventSnapshot>>;

/** Polls the job until it stops running. */
export async function waitForJob(token: string, jobId: string): Promise<JobProgress> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await call("GET", `/api/jobs/progress/${jobId}`, token);
    expect(response.statusCode).toBe(200);
    const job = response.json().payload as JobProgress;
    if (job.status !== "pending" && job.status !== "processing") return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function clone(token: string, body: Record<string, unknown>) {
  const response = await call("POST", "/api/event/clone", token, body);
  expect(response.statusCode, response.body).toBe(202);
  const { jobId, job_id } = response.json().payload as { jobId: string; job_id: string };
  expect(job_id).toBe(jobId);
  return { jobId, job: await waitForJob(token, jobId) };
}

export const summitRequest = (overrides: Record<string, unknown> = {}) => ({
  eventSourceId: DEMO.summit.id,
  cloneToOrgId: DEMO.org.id,
  newEventName: "Foyer Summit 2026",
  newEventStartDate: "2026-03-16",
  newEventEndDate: "2026-03-18",
  contentType: "everything",
  ...overrides,
});

/** Registers the suite's setup and teardown in the calling test file. */
export function setUpCloneSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = (await signIn(t.app)).tokens.id_token;
    await seedDemoPastEvent(db, DEMO.org.id);
    for (const name of ["outsider", "member", "eventAdminMember", "limited"] as const) {
      people[name] = await signUp(t.app, `clone.${name}@example.com`);
    }
    // Another organization with an event, whose admin is the outsider.
    await db.insert(organizations).values({ id: OTHER_ORG.id, name: "Other Org" });
    await db.insert(events).values([
      {
        id: OTHER_ORG.eventId,
        orgId: OTHER_ORG.id,
        name: "Other Expo",
        slug: `other-expo-${randomUUID().slice(0, 8)}`,
        dateFrom: "2025-06-01",
        dateTo: "2025-06-02",
      },
      {
        id: `draft-${randomUUID()}`,
        orgId: DEMO.org.id,
        name: "Draft Summit Retreat",
        slug: `draft-retreat-${randomUUID().slice(0, 8)}`,
        dateFrom: "2025-05-01",
        dateTo: "2025-05-02",
        isDraft: true,
      },
    ]);
    await createDefaultModules(db, { id: OTHER_ORG.eventId, orgId: OTHER_ORG.id });
    await db.insert(orgUsers).values({ orgId: OTHER_ORG.id, userId: people.outsider.id, isAdmin: true });
    await db
      .insert(eventUsers)
      .values({ eventId: OTHER_ORG.eventId, userId: people.outsider.id, isAdmin: true });
    // Demo members: one in no team; one an admin of the Summit's team only (cannot add events);
    // one who may add events but reads only contacts on the Summit.
    const clonerRole = `clone-role-${randomUUID()}`;
    await db.insert(roles).values({
      id: clonerRole,
      orgId: DEMO.org.id,
      name: "Event creator",
      permissions: ["settings_update"],
    });
    await db.insert(orgUsers).values([
      { orgId: DEMO.org.id, userId: people.member.id },
      { orgId: DEMO.org.id, userId: people.eventAdminMember.id },
      { orgId: DEMO.org.id, userId: people.limited.id, roleId: clonerRole },
    ]);
    await db.insert(eventUsers).values([
      { eventId: DEMO.summit.id, userId: people.eventAdminMember.id, isAdmin: true },
      { eventId: DEMO.summit.id, userId: people.limited.id, roleId: DEMO.roles.contactsViewer.id },
      { eventId: DEMO.meetup.id, userId: people.member.id },
    ]);

    // The Summit's content beyond the seed: a dated contact value, a booking linking a contact and an
    // account, files on a contact and a session, a submission, day labels and a content item.
    const [summitGrace] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.eventId, DEMO.summit.id), eq(contacts.email, "grace@example.com")));
    grace.id = summitGrace?.id ?? "";
    await db
      .update(contacts)
      .set({ data: { [DEMO_CONTACT_FIELDS.arrival.id]: "2027-03-14", [DEMO_CONTACT_FIELDS.tshirt.id]: "M" } })
      .where(eq(contacts.id, grace.id));
    const [acme] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, "Acme Corp"));
    await db.insert(customRecords).values({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      moduleId: DEMO_MODULES.hotelBookings.id,
      name: "Grace's room",
      contactId: grace.id,
      accountId: acme?.id ?? null,
    });
    const uploadId = randomUUID();
    await db.insert(uploads).values({
      id: uploadId,
      storageKey: `event-files/${uploadId}`,
      name: "cv.pdf",
      type: "application/pdf",
      size: 10,
    });
    await db.insert(recordFiles).values({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      entityType: "contact",
      entityId: grace.id,
      uploadId,
    });
    await db.insert(sessionFiles).values({ sessionId: DEMO_SESSIONS.keynote.id, uploadId });
    await db.insert(formSubmissions).values({
      id: randomUUID(),
      formId: DEMO_FORMS.submission.id,
      userId: DEMO.speaker.id,
      status: "submitted",
      values: { title: "Calm flows" },
      submittedAt: new Date(),
    });
    await db.insert(eventDayGroups).values({
      eventId: DEMO.summit.id,
      groupId: 2,
      name: "Show Days",
      color: "#01C07C",
      days: ["2027-03-15", "2027-03-16"],
    });
    await db.insert(contentItems).values({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      title: "Speaker guide",
      kind: "link",
      url: "https://example.com/guide",
    });
  });
  afterAll(async () => {
    await t?.close();
  });
}
