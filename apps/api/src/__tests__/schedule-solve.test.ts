import { randomUUID } from "node:crypto";
import { type JobProgress, messages, scheduleMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactAvailability, contacts, eventSessions, sessionParticipants } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { newEvent, placedSession, scheduleBase, type TestEvent } from "./support/schedule.js";
import { call, ids, setUpSessionsSuite, summit, t, tokens } from "./support/sessions.js";

/*
 * Issue 25 item 6: speaker availability (stored windows, the grid's view, the
 * `speaker_unavailable` conflict) and the automatic scheduler run as a job on a draft.
 */

setUpSessionsSuite();

const at = (day: string, time: string) => `2027-06-0${day}T${time}:00Z`;

async function person(
  event: TestEvent,
  sessionIds: string[],
  fname: string,
  windows: [string, string][] = [],
) {
  const id = randomUUID();
  const db = t.database.db;
  await db.insert(contacts).values({ id, orgId: DEMO.org.id, eventId: event.id, fname, lname: "Speaker" });
  for (const sessionId of sessionIds) {
    await db.insert(sessionParticipants).values({ sessionId, contactId: id, role: "speaker" });
  }
  for (const [startsAt, endsAt] of windows) {
    await db.insert(contactAvailability).values({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: event.id,
      contactId: id,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    });
  }
  return id;
}

async function newDraft(event: TestEvent): Promise<string> {
  const response = await call("POST", `${scheduleBase(event.id)}/drafts`, tokens.admin, { name: "Plan" });
  expect(response.statusCode).toBe(201);
  return response.json().payload.id;
}

async function waitForJob(jobId: string, token = tokens.admin): Promise<JobProgress> {
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

async function solve(event: TestEvent, draftId: string, body?: object) {
  const response = await call(
    "POST",
    `${scheduleBase(event.id)}/drafts/${draftId}/solve`,
    tokens.admin,
    body ?? {},
  );
  expect(response.statusCode, response.body).toBe(202);
  return waitForJob(response.json().payload.jobId);
}

type Placement = { sessionId: string; startsAt: string | null; endsAt: string | null; roomId: string | null };
async function draftOf(event: TestEvent, draftId: string) {
  const response = await call("GET", `${scheduleBase(event.id)}/drafts/${draftId}`, tokens.admin);
  expect(response.statusCode).toBe(200);
  const draft = response.json().payload as { version: number; placements: Placement[] };
  return { ...draft, of: (id: string) => draft.placements.find((one) => one.sessionId === id) as Placement };
}

async function draftConflicts(event: TestEvent, draftId: string) {
  const response = await call("GET", `${scheduleBase(event.id)}/drafts/${draftId}/conflicts`, tokens.admin);
  expect(response.statusCode).toBe(200);
  return response.json().payload as { kind: string; severity: string; message: string }[];
}

describe("speaker availability", () => {
  const url = (contactId: string, eventId: string = summit) =>
    `/api/events/${eventId}/contacts/${contactId}/availability`;

  it("a person with no windows is always available; PUT replaces the windows, merging overlaps", async () => {
    expect((await call("GET", url(ids.grace), tokens.admin)).json().payload).toEqual({ windows: [] });
    const put = await call("PUT", url(ids.grace), tokens.admin, {
      windows: [
        { startsAt: "2027-03-16T13:00:00Z", endsAt: "2027-03-16T17:00:00Z" },
        { startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-03-15T15:00:00Z" },
        { startsAt: "2027-03-15T14:00:00Z", endsAt: "2027-03-15T16:00:00Z" },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = {
      windows: [
        { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" },
        { startsAt: "2027-03-16T13:00:00.000Z", endsAt: "2027-03-16T17:00:00.000Z" },
      ],
    };
    expect(put.json().payload).toEqual(expected);
    expect((await call("GET", url(ids.grace), tokens.admin)).json().payload).toEqual(expected);
    const audit = await call("GET", `/api/event/${summit}/contact/${ids.grace}/audit`, tokens.admin);
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json().payload)).toContain("Availability");
    const cleared = await call("PUT", url(ids.grace), tokens.admin, { windows: [] });
    expect(cleared.json().payload).toEqual({ windows: [] });
  });

  it("refuses bad windows with a 400 that says what is wrong", async () => {
    const cases: [unknown, string][] = [
      [
        { windows: [{ startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-03-15T12:00:00Z" }] },
        "endsAt must be after startsAt",
      ],
      [
        { windows: [{ startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-05-15T12:00:00Z" }] },
        "at most 31 days",
      ],
      [
        { windows: [{ startsAt: "tomorrow", endsAt: "2027-03-15T12:00:00Z" }] },
        "startsAt must be an ISO timestamp",
      ],
      [
        { windows: [{ startsAt: "1027-03-15T13:00:00Z", endsAt: "1027-03-15T14:00:00Z" }] },
        "between 2000 and 2200",
      ],
      [
        {
          windows: Array.from({ length: 201 }, (_, index) => ({
            startsAt: new Date(Date.UTC(2027, 0, 1, index)).toISOString(),
            endsAt: new Date(Date.UTC(2027, 0, 1, index, 30)).toISOString(),
          })),
        },
        "At most 200 windows",
      ],
      [{ windows: [{ startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-03-15T14:00:00Z", room: 1 }] }, ""],
      [{}, "windows"],
    ];
    for (const [body, text] of cases) {
      const response = await call("PUT", url(ids.grace), tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toContain(text);
    }
  });

  it("is part of the contact's record: another event's or organization's contact is 404, others are refused", async () => {
    expect((await call("GET", url(ids.meetupContact), tokens.admin)).statusCode).toBe(404);
    expect((await call("GET", url(ids.orgBContact), tokens.admin)).statusCode).toBe(404);
    expect((await call("GET", url(ids.grace), tokens.outsider)).statusCode).toBe(403);
    expect((await call("GET", url(ids.grace), tokens.orgB)).statusCode).toBe(403);
    // The viewer reads contacts but may not change them.
    expect((await call("GET", url(ids.grace), tokens.viewer)).statusCode).toBe(200);
    const denied = await call("PUT", url(ids.grace), tokens.viewer, { windows: [] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.noPermission);
  });

  it("the grid's view lists the rooms' hours and the people of sessions who have windows", async () => {
    const event = await newEvent();
    await call("PUT", `/api/events/${event.id}/session-settings/rooms/${event.rooms.Hall}`, tokens.admin, {
      opensAt: "09:00",
      closesAt: "17:00",
    });
    const a = await placedSession(event, { title: "A" });
    const b = await placedSession(event, { title: "B" });
    const ada = await person(event, [a, b], "Ada", [[at("1", "08:00"), at("1", "12:00")]]);
    await person(event, [a], "Bob");
    const response = await call("GET", `${scheduleBase(event.id)}/availability`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.rooms).toEqual(
      expect.arrayContaining([
        { roomId: event.rooms.Hall, opensAt: "09:00", closesAt: "17:00" },
        { roomId: event.rooms.Studio, opensAt: null, closesAt: null },
      ]),
    );
    expect(payload.people).toEqual([
      {
        contactId: ada,
        name: "Ada Speaker",
        sessionIds: [a, b].sort(),
        windows: [{ startsAt: "2027-06-01T08:00:00.000Z", endsAt: "2027-06-01T12:00:00.000Z" }],
      },
    ]);
    expect((await call("GET", `${scheduleBase(event.id)}/availability`, tokens.orgB)).statusCode).toBe(403);
  });

  it("a session outside a window of one of its people is a speaker_unavailable conflict", async () => {
    const event = await newEvent();
    const inside = await placedSession(event, {
      title: "Inside",
      startsAt: at("1", "09:00"),
      endsAt: at("1", "10:00"),
      roomId: event.rooms.Hall,
    });
    const outside = await placedSession(event, {
      title: "Outside",
      startsAt: at("1", "11:30"),
      endsAt: at("1", "12:30"),
      roomId: event.rooms.Hall,
    });
    await person(event, [inside, outside], "Ada", [[at("1", "08:00"), at("1", "12:00")]]);
    await person(event, [outside], "Bob");
    const response = await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin);
    const found = response
      .json()
      .payload.filter((one: { kind: string }) => one.kind === "speaker_unavailable");
    expect(found).toEqual([
      {
        kind: "speaker_unavailable",
        sessionIds: [outside],
        message: "Ada Speaker is not available during “Outside”.",
        severity: "warning",
      },
    ]);
  });
});

describe("the automatic scheduler", () => {
  it("places the accepted unplaced sessions without hard conflicts and keeps the placed ones", async () => {
    const event = await newEvent({
      rooms: [
        ["Hall", 200],
        ["Studio", 20],
      ],
    });
    await call("PUT", `${scheduleBase(event.id)}/settings`, tokens.admin, {
      dayStart: "09:00",
      dayEnd: "13:00",
      slotStep: 30,
      breaks: [{ day: null, start: "11:00", end: "11:30", label: "Coffee" }],
    });
    const kept = await placedSession(event, {
      title: "Kept",
      startsAt: at("1", "07:00"),
      endsAt: at("1", "08:00"),
      roomId: event.rooms.Hall,
    });
    const talks: string[] = [];
    for (let index = 0; index < 6; index++)
      talks.push(await placedSession(event, { title: `Talk ${index}` }));
    // Sessions with a duration (times, no room): 90 minutes.
    const long = await placedSession(event, {
      title: "Long",
      startsAt: at("1", "02:00"),
      endsAt: at("1", "03:30"),
    });
    const big = await placedSession(event, { title: "Big" });
    await t.database.db.update(eventSessions).set({ expectedAudience: 150 }).where(eq(eventSessions.id, big));
    const proposed = await placedSession(event, { title: "Proposed", statusId: event.statuses.hidden });
    await person(event, [talks[0] as string, talks[1] as string, kept], "Ada");
    await person(event, [talks[2] as string], "Bob", [[at("2", "07:00"), at("2", "09:00")]]);
    const draftId = await newDraft(event);
    const before = await draftOf(event, draftId);

    const job = await solve(event, draftId);
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.payload.unplaced).toEqual([]);
    expect(job.payload.placed).toBe(8);
    expect(job.payload.conflictsLeft).toBe(0);
    expect(job.payload.progress).toBe(1);

    const draft = await draftOf(event, draftId);
    expect(draft.version).toBe(before.version + 1);
    expect(draft.of(kept)).toEqual(before.of(kept));
    expect(draft.of(proposed).startsAt).toBeNull();
    for (const id of [...talks, long, big]) expect(draft.of(id).roomId).not.toBeNull();
    expect(Date.parse(draft.of(long).endsAt as string) - Date.parse(draft.of(long).startsAt as string)).toBe(
      90 * 60_000,
    );
    expect(draft.of(big).roomId).toBe(event.rooms.Hall);
    // Bob is free 09:00–11:00 Berlin time on the second day.
    expect(draft.of(talks[2] as string).startsAt?.slice(0, 10)).toBe("2027-06-02");
    expect(await draftConflicts(event, draftId)).toEqual([]);
    // Nothing overlaps the coffee break (11:00–11:30 Berlin = 09:00–09:30Z).
    for (const one of draft.placements.filter((p) => p.startsAt)) {
      if (one.sessionId === kept) continue;
      const start = Date.parse(one.startsAt as string);
      const end = Date.parse(one.endsAt as string);
      for (const day of ["1", "2"]) {
        expect(start < Date.parse(at(day, "09:30")) && end > Date.parse(at(day, "09:00"))).toBe(false);
      }
      expect(new Date(start).getUTCMinutes() % 30).toBe(0);
    }
    // The live schedule is untouched until the draft is applied.
    const live = await call("GET", `/api/events/${event.id}/sessions/${talks[0]}`, tokens.admin);
    expect(live.json().payload.startsAt).toBeNull();
  });

  it("keepPlaced false lets placed accepted sessions move", async () => {
    const event = await newEvent({ rooms: [["Hall", 100]] });
    await call("PUT", `/api/events/${event.id}/session-settings/rooms/${event.rooms.Hall}`, tokens.admin, {
      opensAt: "09:00",
      closesAt: "12:00",
    });
    // Placed outside the room's hours (a room_unavailable conflict): only a move puts it right.
    const stray = await placedSession(event, {
      title: "Stray",
      startsAt: at("1", "18:00"),
      endsAt: at("1", "19:00"),
      roomId: event.rooms.Hall,
    });
    const draftId = await newDraft(event);
    const kept = await solve(event, draftId);
    expect(kept.payload).toMatchObject({ placed: 0, unplaced: [], conflictsLeft: 1 });
    const moved = await solve(event, draftId, { keepPlaced: false });
    expect(moved.payload).toMatchObject({ placed: 1, unplaced: [], conflictsLeft: 0 });
    expect((await draftOf(event, draftId)).of(stray).startsAt).toBe(
      at("1", "07:00").replace(":00Z", ":00.000Z"),
    );
  });

  it("reports each session it could not place, and why", async () => {
    const event = await newEvent({ rooms: [["Hall", 50]] });
    await call("PUT", `/api/events/${event.id}/session-settings/rooms/${event.rooms.Hall}`, tokens.admin, {
      opensAt: "10:00",
      closesAt: "12:00",
    });
    const marathon = await placedSession(event, {
      title: "Marathon",
      startsAt: at("1", "01:00"),
      endsAt: at("1", "04:00"),
    });
    const crowd = await placedSession(event, { title: "Crowd" });
    await t.database.db
      .update(eventSessions)
      .set({ expectedAudience: 500 })
      .where(eq(eventSessions.id, crowd));
    const away = await placedSession(event, { title: "Away" });
    await person(event, [away], "Ada", [["2027-07-01T08:00:00Z", "2027-07-01T12:00:00Z"]]);
    const draftId = await newDraft(event);
    const job = await solve(event, draftId);
    expect(job.status).toBe("completed");
    const reasons = new Map((job.payload.unplaced ?? []).map((one) => [one.sessionId, one.reason]));
    expect(reasons.get(marathon)).toContain("At 180 minutes it is longer than any room is open at a stretch");
    expect(reasons.get(crowd)).toBe("It expects 500 people; the largest room holds 50.");
    expect(reasons.get(away)).toBe("Ada Speaker is not available for 15 minutes at any time a room is open.");
    expect(job.payload.placed).toBe(0);
  });

  it("with no rooms, says so", async () => {
    const event = await newEvent({ rooms: [] });
    const lonely = await placedSession(event, { title: "Lonely" });
    const job = await solve(event, await newDraft(event));
    expect(job.payload.unplaced).toEqual([
      { sessionId: lonely, reason: "The event has no rooms: add one under Settings → Rooms." },
    ]);
  });

  it("an editor holding the draft from before the run hears 409", async () => {
    const event = await newEvent();
    const talk = await placedSession(event, { title: "Talk" });
    const draftId = await newDraft(event);
    const { version } = await draftOf(event, draftId);
    await solve(event, draftId);
    const late = await call(
      "PUT",
      `${scheduleBase(event.id)}/drafts/${draftId}/placements/${talk}`,
      tokens.admin,
      {
        startsAt: null,
        endsAt: null,
        roomId: null,
        version,
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(scheduleMessages.staleDraft);
  });

  it("refuses other organizations, unknown drafts and bad bodies", async () => {
    const event = await newEvent();
    const draftId = await newDraft(event);
    const url = `${scheduleBase(event.id)}/drafts/${draftId}/solve`;
    expect((await call("POST", url, tokens.orgB, {})).statusCode).toBe(403);
    expect((await call("POST", url, tokens.outsider, {})).statusCode).toBe(403);
    expect(
      (await call("POST", `${scheduleBase(event.id)}/drafts/${randomUUID()}/solve`, tokens.admin, {}))
        .statusCode,
    ).toBe(404);
    const bad = await call("POST", url, tokens.admin, { keepPlaced: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("keepPlaced must be true or false");
    expect((await call("POST", url, tokens.admin, { extra: 1 })).statusCode).toBe(400);
    // Only the one who started it reads the job.
    const started = await call("POST", url, tokens.admin, {});
    const jobId = started.json().payload.jobId;
    expect((await call("GET", `/api/jobs/progress/${jobId}`, tokens.orgB)).statusCode).toBe(404);
    await waitForJob(jobId);
  });
});
