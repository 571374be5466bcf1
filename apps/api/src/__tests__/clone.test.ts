import { randomUUID } from "node:crypto";
import {
  addDays,
  type CloneOptions,
  type CloneSourceEvent,
  cloneMessages,
  type FormStep,
  type JobProgress,
  messages,
  toWallTime,
} from "@foyer/domain";
import { and, asc, eq, getTableName, inArray, isTable, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.js";
import * as schema from "../db/schema/index.js";
import {
  accounts,
  contacts,
  contentItems,
  customRecords,
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
} from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { DEMO_PAST, seedDemoPastEvent } from "../db/seed-past-event.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { copiedTableNames, NOT_COPIED } from "../services/clone/tables.js";
import { createDefaultModules } from "../services/modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 items 4 and 5: the event clone (spec 2 §2.1, §3 "Clone request", "Clone job", §4.1,
 * §7): the source events, the options, the clone job in one transaction and its progress.
 */

let t: TestApp;
let db: Db;
let admin: string;
const people = {} as Record<
  "outsider" | "member" | "eventAdminMember" | "limited",
  { id: string; token: string }
>;
const OTHER_ORG = { id: `other-org-${randomUUID()}`, eventId: `other-event-${randomUUID()}` };
const DAY_MS = 86_400_000;
const grace = { id: "" };

type Method = "GET" | "POST";
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every row that belongs to an event, table by table, in a stable order. */
async function eventSnapshot(eventId: string) {
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
    dayGroups: await db
      .select()
      .from(eventDayGroups)
      .where(eq(eventDayGroups.eventId, eventId))
      .orderBy(asc(eventDayGroups.position)),
  };
}
type Snapshot = Awaited<ReturnType<typeof eventSnapshot>>;

/** Polls the job until it stops running. */
async function waitForJob(token: string, jobId: string): Promise<JobProgress> {
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

async function clone(token: string, body: Record<string, unknown>) {
  const response = await call("POST", "/api/event/clone", token, body);
  expect(response.statusCode, response.body).toBe(202);
  const { jobId, job_id } = response.json().payload as { jobId: string; job_id: string };
  expect(job_id).toBe(jobId);
  return { jobId, job: await waitForJob(token, jobId) };
}

const summitRequest = (overrides: Record<string, unknown> = {}) => ({
  eventSourceId: DEMO.summit.id,
  cloneToOrgId: DEMO.org.id,
  newEventName: "Foyer Summit 2026",
  newEventStartDate: "2026-03-16",
  newEventEndDate: "2026-03-18",
  contentType: "everything",
  ...overrides,
});

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
  await db
    .insert(roles)
    .values({ id: clonerRole, orgId: DEMO.org.id, name: "Event creator", permissions: ["settings_update"] });
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

describe("the events a user may clone (spec 2 §2.1 'Event picker')", () => {
  const sources = async (token: string, query = "") => {
    const response = await call("GET", `/api/event/clone-sources${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().payload as CloneSourceEvent[]).map((event) => event.name);
  };

  it("lists only non-draft events, newest first; product admins see events from all organizations", async () => {
    const names = await sources(admin);
    expect(names).toEqual(["Foyer Summit 2027", "Foyer Community Meetup", "Other Expo", "Foyer Summit 2025"]);
    expect(names).not.toContain("Draft Summit Retreat");
  });

  it("a non-admin sees only events of their own organization that they may open", async () => {
    expect(await sources(people.outsider.token)).toEqual(["Other Expo"]);
    expect(await sources(people.member.token)).toEqual(["Foyer Community Meetup"]);
    expect(await sources(people.eventAdminMember.token)).toEqual(["Foyer Summit 2027"]);
  });

  it("the name filter is case-insensitive and takes % and _ literally", async () => {
    expect(await sources(admin, "?q=SUMMIT")).toEqual(["Foyer Summit 2027", "Foyer Summit 2025"]);
    expect(await sources(admin, "?q=%25")).toEqual([]);
    expect(await sources(admin, `?orgId=${OTHER_ORG.id}`)).toEqual(["Other Expo"]);
  });

  it("narrowing to an organization needs its membership", async () => {
    const response = await call("GET", `/api/event/clone-sources?orgId=${OTHER_ORG.id}`, people.member.token);
    expect(response.statusCode).toBe(403);
    expect((await call("GET", "/api/event/clone-sources?surprise=1", admin)).statusCode).toBe(400);
  });
});

describe("GET /event/clone-options/{eventId}", () => {
  it("groups what the user may pick: forms by kind, modules with record counts, sessions with subsessions, portals, team", async () => {
    const response = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json().payload as CloneOptions;
    expect(options.event).toMatchObject({
      id: DEMO.summit.id,
      name: DEMO.summit.name,
      date_from: "2027-03-15",
    });
    expect(options.groups.map((group) => group.title)).toEqual([
      "Modules",
      "Intake Forms",
      "Submission Forms",
      "Application Forms",
      "Follow-up Forms",
      "Sessions",
      "Portals",
      "Content",
      "Team Members",
    ]);
    const group = (key: string) => options.groups.find((candidate) => candidate.key === key);
    const contactsRow = group("modules")?.items.find((item) => item.id === DEMO_MODULES.contacts.id);
    expect(contactsRow).toEqual({
      id: DEMO_MODULES.contacts.id,
      name: "Contacts",
      type: "modules",
      selected: true,
      includeAllRecords: false,
      related: [],
      kind: "contacts",
      isDefault: true,
      recordCount: 6,
    });
    expect(group("modules")?.items.find((item) => item.id === DEMO_MODULES.hotelBookings.id)).toMatchObject({
      recordCount: 1,
      isDefault: false,
    });
    expect(group("forms:submission")?.items).toEqual([
      expect.objectContaining({ id: DEMO_FORMS.submission.id, type: "forms", recordCount: 1 }),
    ]);
    const workshop = group("sessions")?.items.find((item) => item.id === DEMO_SESSIONS.workshop.id);
    expect(workshop?.related.map((item) => item.name)).toEqual([
      "Part 1: Setting up the portal",
      "Part 2: Going live",
    ]);
    // The one cloning is always on the team: the viewer and the others are the choices.
    expect(group("users")?.items.map((item) => item.id)).not.toContain(DEMO.admin.id);
    expect(group("users")?.items.map((item) => item.id)).toContain(DEMO.viewer.id);
  });

  it("leaves out what the user may not read", async () => {
    const response = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.limited.token);
    expect(response.statusCode).toBe(200);
    const options = response.json().payload as CloneOptions;
    expect(options.groups.map((group) => group.key)).toEqual(["modules"]);
    expect(options.groups[0]?.items.map((item) => item.name).sort()).toEqual(["Contacts", "Hotel Bookings"]);
  });

  it("another organization's event is 404, a member outside the event's team 403, a draft 400", async () => {
    const other = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.outsider.token);
    expect(other.statusCode).toBe(404);
    const unknown = await call("GET", "/api/event/clone-options/no-such-event", admin);
    expect(unknown.statusCode).toBe(404);
    const member = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.member.token);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.noAccess);
    const [draft] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, "Draft Summit Retreat"));
    const drafted = await call("GET", `/api/event/clone-options/${draft?.id}`, admin);
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json().message).toBe(cloneMessages.sourceIsDraft);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/event/clone-options/${DEMO.summit.id}` })).statusCode,
    ).toBe(401);
  });
});

describe("POST /event/clone: a full clone", () => {
  let before: Snapshot;
  let source: Snapshot;
  let copy: Snapshot;
  let newEventId: string;
  const shift = -364;

  beforeAll(async () => {
    // A question of the application form saves its answers to the T-shirt size custom field.
    const [application] = await db.select().from(forms).where(eq(forms.id, DEMO_FORMS.application.id));
    const steps = (application?.steps ?? []) as FormStep[];
    const [firstStep, ...otherSteps] = steps;
    const [firstField, ...otherFields] = firstStep?.fields ?? [];
    if (!firstStep || !firstField) throw new Error("the demo application form has no question");
    await db
      .update(forms)
      .set({
        steps: [
          {
            ...firstStep,
            fields: [{ ...firstField, contactField: DEMO_CONTACT_FIELDS.tshirt.id }, ...otherFields],
          },
          ...otherSteps,
        ] as typeof forms.$inferInsert.steps,
      })
      .where(eq(forms.id, DEMO_FORMS.application.id));
    before = await eventSnapshot(DEMO.summit.id);
    const { job } = await clone(
      admin,
      summitRequest({ includeAllRecordData: true, includeAllFormSubmissions: true }),
    );
    expect(job.status, job.payload.error).toBe("completed");
    expect(job.payload.progress).toBe(1);
    newEventId = job.payload.newEventId as string;
    source = await eventSnapshot(DEMO.summit.id);
    copy = await eventSnapshot(newEventId);
  });

  it("leaves the source exactly as it was", () => {
    expect(source).toEqual(before);
  });

  it("creates the event with the new name and dates, a new slug and the source's settings", () => {
    expect(copy.event[0]).toMatchObject({
      name: "Foyer Summit 2026",
      slug: "foyer-summit-2026",
      dateFrom: "2026-03-16",
      dateTo: "2026-03-18",
      timezone: "America/New_York",
      orgId: DEMO.org.id,
      isDraft: false,
    });
  });

  it("copies every row: the counts are equal table by table", () => {
    for (const key of Object.keys(source) as (keyof Snapshot)[]) {
      expect(copy[key].length, key).toBe(source[key].length);
      if (key !== "event" && key !== "team" && key !== "dayGroups")
        expect(source[key].length, key).toBeGreaterThan(0);
    }
  });

  it("gives every copied row a new id", () => {
    const idsOf = (snapshot: Snapshot) =>
      new Set(
        Object.values(snapshot)
          .flat()
          .map((row) => (row as { id?: string }).id)
          .filter(Boolean),
      );
    const sourceIds = idsOf(source);
    const copyIds = [...idsOf(copy)];
    expect(copyIds.length).toBeGreaterThan(30);
    expect(copyIds.filter((id) => sourceIds.has(id as string))).toEqual([]);
  });

  it("moves every date by exactly the shift, times staying put on the event's clock", () => {
    const zone = "America/New_York";
    const moved = (date: Date | null) => {
      if (!date) return null;
      const wall = toWallTime(date.toISOString(), zone);
      return `${addDays(wall.slice(0, 10), shift)}${wall.slice(10)}`;
    };
    const wall = (date: Date | null) => (date ? toWallTime(date.toISOString(), zone) : null);
    source.sessions.forEach((session, index) => {
      const copied = copy.sessions[index];
      expect(copied?.title).toBe(session.title);
      expect(wall(copied?.startsAt ?? null)).toBe(moved(session.startsAt));
      expect(wall(copied?.endsAt ?? null)).toBe(moved(session.endsAt));
      expect(wall(copied?.createdAt ?? null)).toBe(moved(session.createdAt));
    });
    // The Summit's March days are daylight saving time in both years: the instants move by 364 days.
    const keynote = (snapshot: Snapshot) =>
      snapshot.sessions
        .find((session) => session.title === DEMO_SESSIONS.keynote.title)
        ?.startsAt?.getTime() ?? 0;
    expect(keynote(copy) - keynote(source)).toBe(shift * DAY_MS);
    const submitted = (snapshot: Snapshot) => snapshot.submissions[0]?.submittedAt ?? null;
    expect(wall(submitted(copy))).toBe(moved(submitted(source)));
    expect(wall(copy.contacts[0]?.createdAt ?? null)).toBe(moved(source.contacts[0]?.createdAt ?? null));
    expect(copy.dayGroups.map((group) => group.days)).toEqual([["2026-03-16", "2026-03-17"]]);
  });

  it("points every reference into the new event", () => {
    const idSet = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
    const settings = idSet(copy.settings);
    const sessions = idSet(copy.sessions);
    const copiedContacts = idSet(copy.contacts);
    const copiedAccounts = idSet(copy.accounts);
    const copiedModules = idSet(copy.modules);
    for (const session of copy.sessions) {
      for (const ref of [session.roomId, session.trackId, session.formatId, session.statusId]) {
        if (ref) expect(settings.has(ref)).toBe(true);
      }
      if (session.parentId) expect(sessions.has(session.parentId)).toBe(true);
      expect(session.eventId).toBe(newEventId);
    }
    expect(copy.sessions.filter((session) => session.parentId).length).toBe(2);
    for (const participant of copy.participants) {
      expect(sessions.has(participant.sessionId)).toBe(true);
      expect(copiedContacts.has(participant.contactId)).toBe(true);
    }
    expect(copy.sessionFiles.every((file) => sessions.has(file.sessionId))).toBe(true);
    for (const field of copy.moduleFields) expect(copiedModules.has(field.moduleId)).toBe(true);
    for (const account of copy.accounts) expect(copiedModules.has(account.moduleId)).toBe(true);
    const maria = copy.contacts.find((contact) => contact.email === "maria@example.com");
    expect(maria?.accountId && copiedAccounts.has(maria.accountId)).toBe(true);
    const booking = copy.customRecords[0];
    expect(booking && copiedContacts.has(booking.contactId ?? "")).toBe(true);
    expect(booking && copiedAccounts.has(booking.accountId ?? "")).toBe(true);
    expect(copiedModules.has(booking?.moduleId ?? "")).toBe(true);
    expect(copy.recordFiles.every((file) => copiedContacts.has(file.entityId))).toBe(true);
    expect(copy.recordFiles[0]?.uploadId).toBe(source.recordFiles[0]?.uploadId);
    const copiedForms = idSet(copy.forms);
    expect(copy.submissions.every((submission) => copiedForms.has(submission.formId))).toBe(true);
    expect(copy.submissions[0]?.editTokenHash ?? null).toBeNull();
    const copiedPortals = idSet(copy.portals);
    expect(copy.portalUsers.every((row) => copiedPortals.has(row.portalId))).toBe(true);
    // Intake and submission forms are addressed by the event's slug, the others keep their own.
    for (const form of copy.forms) {
      const expected = form.kind === "intake" || form.kind === "submission" ? "foyer-summit-2026" : form.slug;
      expect(form.slug).toBe(expected);
    }
  });

  it("keys record data by the copied fields and moves its dates", () => {
    const arrival = copy.moduleFields.find((field) => field.name === DEMO_CONTACT_FIELDS.arrival.name);
    const tshirt = copy.moduleFields.find((field) => field.name === DEMO_CONTACT_FIELDS.tshirt.name);
    const copiedGrace = copy.contacts.find((contact) => contact.email === "grace@example.com");
    expect(copiedGrace?.data).toEqual({ [arrival?.id ?? "?"]: "2026-03-15", [tshirt?.id ?? "?"]: "M" });
    expect(copiedGrace?.importId ?? null).toBeNull();
  });

  it("a question saving to a custom contact field saves to the copied field", () => {
    const tshirt = copy.moduleFields.find((field) => field.name === DEMO_CONTACT_FIELDS.tshirt.name);
    const application = copy.forms.find(
      (form) => form.name === source.forms.find((f) => f.id === DEMO_FORMS.application.id)?.name,
    );
    const linked = (application?.steps as FormStep[] | undefined)?.[0]?.fields[0]?.contactField;
    expect(tshirt?.id).toBeDefined();
    expect(linked).toBe(tshirt?.id);
  });

  it("copies the team (roles kept in the same organization) with the cloner as an admin", () => {
    expect(copy.team.map((member) => [member.userId, member.isAdmin, member.roleId])).toEqual(
      source.team.map((member) => [member.userId, member.isAdmin, member.roleId]),
    );
  });

  it("the new event opens for its team", async () => {
    const response = await call("GET", `/api/event/${newEventId}`, admin);
    expect(response.json().payload.event).toMatchObject({
      name: "Foyer Summit 2026",
      date_from: "2026-03-16",
    });
    const labels = await call("GET", `/api/event/${newEventId}/day-groups`, admin);
    expect(labels.json().payload).toEqual([
      { id: 2, name: "Show Days", color: "#01C07C", days: ["2026-03-16", "2026-03-17"] },
    ]);
  });
});

describe("POST /event/clone: specific content", () => {
  it("copies only what was selected; a parent's exclusion takes its children; record data only where asked", async () => {
    const { job } = await clone(
      admin,
      summitRequest({
        newEventName: "Selected Summit",
        contentType: "specific",
        excludedContent: {
          forms: [DEMO_FORMS.application.id],
          sessions: [DEMO_SESSIONS.workshop.id],
          users: [DEMO.viewer.id],
          modules: [DEMO_MODULES.hotelBookings.id, DEMO_MODULES.sponsors.id],
        },
        includeAllRecords: [DEMO_MODULES.contacts.id],
        dayGroups: [
          { id: 1, name: "Load In Days", color: "#E19517", days: ["2026-03-16"] },
          { id: 2, name: "Show Days", color: "#01C07C", days: ["2026-03-17", "2026-03-18"] },
          { id: 0, name: "Day Off", color: "#ffffff", days: [] },
        ],
      }),
    );
    expect(job.status, job.payload.error).toBe("completed");
    const copy = await eventSnapshot(job.payload.newEventId as string);
    const source = await eventSnapshot(DEMO.summit.id);
    expect(copy.forms.map((form) => form.name).sort()).toEqual(
      source.forms
        .filter((form) => form.id !== DEMO_FORMS.application.id)
        .map((form) => form.name)
        .sort(),
    );
    expect(copy.submissions).toEqual([]);
    const titles = copy.sessions.map((session) => session.title);
    expect(titles).not.toContain(DEMO_SESSIONS.workshop.title);
    expect(titles).not.toContain("Part 1: Setting up the portal");
    expect(titles).toHaveLength(source.sessions.length - 3);
    // Contacts came along, so the remaining sessions keep their people.
    expect(copy.contacts).toHaveLength(source.contacts.length);
    expect(copy.participants.length).toBeGreaterThan(0);
    // An excluded default module is still there, empty; an excluded custom one is not.
    expect(copy.modules.map((module) => module.slug).sort()).toEqual(["contacts", "exhibitors", "sponsors"]);
    expect(copy.accounts).toEqual([]);
    expect(
      copy.contacts.find((contact) => contact.email === "maria@example.com")?.accountId ?? null,
    ).toBeNull();
    expect(copy.customRecords).toEqual([]);
    const team = copy.team.map((member) => member.userId);
    expect(team).toContain(DEMO.admin.id);
    expect(team).not.toContain(DEMO.viewer.id);
    expect(team).toHaveLength(source.team.length - 1);
    expect(copy.dayGroups.map((group) => [group.groupId, group.days])).toEqual([
      [1, ["2026-03-16"]],
      [2, ["2026-03-17", "2026-03-18"]],
    ]);
  });

  it("copies nothing a limited user may not read", async () => {
    const { job } = await clone(
      people.limited.token,
      summitRequest({
        newEventName: "Contacts Only",
        includeAllRecordData: true,
        includeAllFormSubmissions: true,
      }),
    );
    expect(job.status, job.payload.error).toBe("completed");
    const copy = await eventSnapshot(job.payload.newEventId as string);
    expect(copy.contacts).toHaveLength(6);
    expect(copy.moduleFields.length).toBeGreaterThan(0);
    expect(copy.accounts).toEqual([]);
    expect(copy.forms).toEqual([]);
    expect(copy.sessions).toEqual([]);
    expect(copy.settings).toEqual([]);
    expect(copy.portals).toEqual([]);
    expect(copy.team.map((member) => [member.userId, member.isAdmin])).toEqual([[people.limited.id, true]]);
  });

  it("clones last year's event into this year's dates", async () => {
    const { job } = await clone(admin, {
      eventSourceId: DEMO_PAST.event.id,
      cloneToOrgId: DEMO.org.id,
      newEventName: "Foyer Summit 2026 from 2025",
      newEventStartDate: "2026-03-16",
      newEventEndDate: "2026-03-18",
      contentType: "everything",
      includeAllRecordData: true,
      includeAllFormSubmissions: true,
    });
    expect(job.status, job.payload.error).toBe("completed");
    const copy = await eventSnapshot(job.payload.newEventId as string);
    const opening = copy.sessions.find((session) => session.title === DEMO_PAST.sessions.opening.title);
    // 09:00 New York on Monday 17 March 2025 (EDT) → 09:00 on Monday 16 March 2026 (EDT).
    expect(opening?.startsAt?.toISOString()).toBe("2026-03-16T13:00:00.000Z");
    expect(copy.submissions[0]?.values).toMatchObject({ days: ["2026-03-17"] });
    expect(copy.submissions[0]?.submittedAt?.toISOString()).toBe("2025-11-30T10:30:00.000Z");
    expect(copy.dayGroups[0]?.days).toEqual(["2026-03-16", "2026-03-17", "2026-03-18"]);
    expect(Object.values(copy.contacts[0]?.data ?? {})).toEqual(["2026-03-15"]);
  });
});

describe("POST /event/clone: checks", () => {
  it("validates the body with clear messages", async () => {
    const bad = await call("POST", "/api/event/clone", admin, summitRequest({ newEventName: "  " }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`newEventName: ${cloneMessages.nameRequired}`);
    const dates = await call(
      "POST",
      "/api/event/clone",
      admin,
      summitRequest({ newEventEndDate: "2026-03-01" }),
    );
    expect(dates.json().message).toBe(`newEventEndDate: ${cloneMessages.endBeforeStart}`);
    const unknownModule = await call(
      "POST",
      "/api/event/clone",
      admin,
      summitRequest({ includeAllRecords: ["nope"] }),
    );
    expect(unknownModule.statusCode).toBe(400);
  });

  it("another organization's event is 404; cloning into an organization needs the right to add events there", async () => {
    const foreign = await call(
      "POST",
      "/api/event/clone",
      people.outsider.token,
      summitRequest({ cloneToOrgId: OTHER_ORG.id }),
    );
    expect(foreign.statusCode).toBe(404);
    const noCreate = await call("POST", "/api/event/clone", people.eventAdminMember.token, summitRequest());
    expect(noCreate.statusCode).toBe(403);
    expect(noCreate.json().message).toBe(messages.noPermission);
    const notMember = await call("POST", "/api/event/clone", people.member.token, summitRequest());
    expect(notMember.statusCode).toBe(403);
    const crossOrg = await call("POST", "/api/event/clone", people.outsider.token, {
      ...summitRequest({ eventSourceId: OTHER_ORG.eventId }),
      cloneToOrgId: DEMO.org.id,
    });
    expect(crossOrg.statusCode).toBe(403);
  });

  it("a failure midway leaves no new event and the source as it was", async () => {
    const countEvents = async () => (await db.select({ id: events.id }).from(events)).length;
    const eventsBefore = await countEvents();
    const before = await eventSnapshot(DEMO.summit.id);
    // Portals are copied late: by then the event, its modules, records, sessions and forms are written.
    await db.execute(sql`create function clone_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger clone_test_fail before insert on portals
      for each row execute function clone_test_fail()`);
    try {
      const { job } = await clone(
        admin,
        summitRequest({ newEventName: "Broken Clone", includeAllRecordData: true }),
      );
      expect(job.status).toBe("error");
      expect(job.payload.error).toBe("The clone stopped while copying portals; nothing was created.");
      expect(job.payload.newEventId).toBeUndefined();
    } finally {
      await db.execute(sql`drop trigger clone_test_fail on portals`);
      await db.execute(sql`drop function clone_test_fail()`);
    }
    expect(await countEvents()).toBe(eventsBefore);
    expect(await db.select().from(events).where(eq(events.name, "Broken Clone"))).toEqual([]);
    // Contacts carry no foreign key to their event: none may be left without one.
    expect(
      await db.select().from(contacts).where(sql`${contacts.eventId} not in (select id from events)`),
    ).toEqual([]);
    expect(await eventSnapshot(DEMO.summit.id)).toEqual(before);
  });
});

describe("GET /jobs/progress/{jobId}", () => {
  let jobId: string;
  beforeAll(async () => {
    ({ jobId } = await clone(admin, summitRequest({ newEventName: "Progress Clone" })));
  });

  it("answers status and payload to the user who started it", async () => {
    const response = await call("GET", `/api/jobs/progress/${jobId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      status: "completed",
      payload: { progress: 1, remainingSeconds: 0, newEventId: expect.any(String) },
    });
  });

  it("is 403 to another member of the organization and 404 to anyone else or for an unknown job", async () => {
    expect((await call("GET", `/api/jobs/progress/${jobId}`, people.member.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/jobs/progress/${jobId}`, people.outsider.token)).statusCode).toBe(404);
    const unknown = await call("GET", "/api/jobs/progress/no-such-job", admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(cloneMessages.jobNotFound);
  });

  it("reports progress, the step and the time left while it runs (written from outside its transaction on PostgreSQL)", async () => {
    // Portals come late: a slow insert there holds the clone on its last steps for a moment.
    await db.execute(sql`create function clone_test_slow() returns trigger language plpgsql as $$
      begin perform pg_sleep(1.5); return new; end $$`);
    await db.execute(sql`create trigger clone_test_slow before insert on portals
      for each row execute function clone_test_slow()`);
    try {
      const response = await call(
        "POST",
        "/api/event/clone",
        admin,
        summitRequest({ newEventName: "Slow Clone" }),
      );
      const { jobId } = response.json().payload as { jobId: string };
      const seen: JobProgress[] = [];
      for (;;) {
        const job = (await call("GET", `/api/jobs/progress/${jobId}`, admin)).json().payload as JobProgress;
        seen.push(job);
        if (job.status === "completed" || job.status === "error") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen.at(-1)?.status).toBe("completed");
      if (t.database.kind === "postgres") {
        const running = seen.find((job) => job.payload.latestOperation === "Copying portals");
        expect(running?.status).toBe("processing");
        expect(running?.payload.progress).toBeGreaterThan(0.5);
        expect(running?.payload.progress).toBeLessThan(1);
        expect(running?.payload.remainingSeconds).toEqual(expect.any(Number));
      } else {
        // PGlite: the transaction holds the one connection; no progress is written while it runs.
        expect(
          seen.filter((job) => job.status !== "completed").every((job) => job.payload.progress === 0),
        ).toBe(true);
      }
    } finally {
      await db.execute(sql`drop trigger clone_test_slow on portals`);
      await db.execute(sql`drop function clone_test_slow()`);
    }
  });

  it("a platform admin reads anyone's job", async () => {
    const { jobId: theirs } = await clone(
      people.limited.token,
      summitRequest({ newEventName: "Someone Else's" }),
    );
    expect((await call("GET", `/api/jobs/progress/${theirs}`, admin)).statusCode).toBe(200);
    expect((await call("GET", `/api/jobs/progress/${theirs}`, people.member.token)).statusCode).toBe(403);
  });
});

describe("every table has a cloning decision (docs/cloning.md)", () => {
  it("is copied by a table spec or listed as not copied, with a reason", () => {
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table as Parameters<typeof getTableName>[0]));
    const decided = new Set([...copiedTableNames(), ...Object.keys(NOT_COPIED)]);
    expect(tables.filter((name) => !decided.has(name))).toEqual([]);
    expect(copiedTableNames().filter((name) => name in NOT_COPIED)).toEqual([]);
  });
});
