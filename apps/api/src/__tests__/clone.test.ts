import { addDays, cloneMessages, type FormStep, messages, toWallTime } from "@foyer/domain";
import { count, eq, getTableName, isTable, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.js";
import {
  contacts,
  events,
  formSubmissions,
  forms,
  mailTemplates,
  scheduleSettings,
  sessionSettingItems,
} from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { DEMO_PAST } from "../db/seed-past-event.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import {
  admin,
  call,
  clone,
  DAY_MS,
  db,
  eventSnapshot,
  OTHER_ORG,
  people,
  type Snapshot,
  setUpCloneSuite,
  summitRequest,
} from "./support/clone.js";

/*
 * Issue 5 items 4 and 5: the event clone (spec 2 §2.1, §3 "Clone request", "Clone job", §4.1,
 * §7): the clone job in one transaction: a full
 * clone, specific content, and the request checks (picker: clone-picker.test.ts; progress and
 * table coverage: clone-jobs.test.ts).
 */

setUpCloneSuite();

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
    // The summit's submissions name the contact they created or matched (issue 22).
    const [maria] = await db
      .select()
      .from(contacts)
      .where(sql`${contacts.eventId} = ${DEMO.summit.id} and ${contacts.email} = 'maria@example.com'`);
    await db
      .update(formSubmissions)
      .set({ contactId: maria?.id ?? null })
      .where(sql`${formSubmissions.formId} in (select id from forms where event_id = ${DEMO.summit.id})`);
    // The agenda's blockers: one in the Main Hall, one in every room (issue 25).
    const [hall] = await db
      .select({ id: sessionSettingItems.id })
      .from(sessionSettingItems)
      .where(
        sql`${sessionSettingItems.eventId} = ${DEMO.summit.id} and ${sessionSettingItems.name} = 'Main Hall'`,
      );
    const agenda = {
      blockers: [
        {
          roomId: hall?.id ?? null,
          startsAt: "2027-03-15T16:00:00.000Z",
          endsAt: "2027-03-15T17:00:00.000Z",
          label: "Rigging",
        },
        {
          roomId: null,
          startsAt: "2027-03-16T20:00:00.000Z",
          endsAt: "2027-03-16T20:30:00.000Z",
          label: "Photo",
        },
      ],
    };
    await db
      .insert(scheduleSettings)
      .values({ eventId: DEMO.summit.id, agenda })
      .onConflictDoUpdate({ target: scheduleSettings.eventId, set: { agenda } });
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

  it("moves the agenda's blockers with the dates, into the copied rooms", async () => {
    const [copied] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.eventId, newEventId));
    const [hall] = await db
      .select({ id: sessionSettingItems.id })
      .from(sessionSettingItems)
      .where(
        sql`${sessionSettingItems.eventId} = ${newEventId} and ${sessionSettingItems.name} = 'Main Hall'`,
      );
    expect(hall).toBeDefined();
    // March is daylight saving time in both years: the instants move by exactly 364 days.
    const moved = (iso: string) => new Date(Date.parse(iso) + shift * DAY_MS).toISOString();
    expect(copied?.agenda.blockers).toEqual([
      {
        roomId: hall?.id,
        startsAt: moved("2027-03-15T16:00:00.000Z"),
        endsAt: moved("2027-03-15T17:00:00.000Z"),
        label: "Rigging",
      },
      {
        roomId: null,
        startsAt: moved("2027-03-16T20:00:00.000Z"),
        endsAt: moved("2027-03-16T20:30:00.000Z"),
        label: "Photo",
      },
    ]);
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
    // Each copied submission names the copy of its contact, never the source's.
    expect(copy.submissions.length).toBeGreaterThan(0);
    for (const submission of copy.submissions)
      expect(copiedContacts.has(submission.contactId ?? "")).toBe(true);
    const copiedPlans = idSet(copy.evaluationPlans);
    expect(copy.evaluationCriteria.every((criterion) => copiedPlans.has(criterion.planId))).toBe(true);
    expect(copy.evaluators.every((row) => copiedPlans.has(row.planId) && row.eventId === newEventId)).toBe(
      true,
    );
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

  it("copies the event's email templates for whoever may edit them, not for a limited user", async () => {
    const template = { subject: "Summit: {portal_name}", body: "Hello {first_name}: {link}" };
    await db.insert(mailTemplates).values({
      id: "summit-portal-access",
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      kind: "portal-access",
      ...template,
    });
    const templatesOf = (eventId: string) =>
      db
        .select({ kind: mailTemplates.kind, subject: mailTemplates.subject, body: mailTemplates.body })
        .from(mailTemplates)
        .where(eq(mailTemplates.eventId, eventId));
    try {
      const full = await clone(admin, summitRequest({ newEventName: "With Templates" }));
      expect(await templatesOf(full.job.payload.newEventId as string)).toEqual([
        { kind: "portal-access", ...template },
      ]);
      const limited = await clone(people.limited.token, summitRequest({ newEventName: "Without Templates" }));
      expect(await templatesOf(limited.job.payload.newEventId as string)).toEqual([]);
    } finally {
      await db.delete(mailTemplates).where(eq(mailTemplates.id, "summit-portal-access"));
    }
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

  it("a failure midway leaves no new event, no row of it in any table, and the source as it was", async () => {
    const countEvents = async () => (await db.select({ id: events.id }).from(events)).length;
    const eventsBefore = await countEvents();
    const before = await eventSnapshot(DEMO.summit.id);
    // On PGlite the clone is written batch by batch and its failure deletes what it wrote.
    const rowsBefore = await rowsPerTable();
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
    expect(await rowsPerTable()).toEqual(rowsBefore);
  });
});

/** How many rows each table holds, but the jobs (the failed job's row stays) and the throttles. */
async function rowsPerTable(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema) as unknown[]) {
    if (!isTable(table) || table === schema.jobs || table === schema.throttleKeys) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = Number(row?.n ?? 0);
  }
  return counts;
}
