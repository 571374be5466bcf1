import { randomUUID } from "node:crypto";
import {
  DEFAULT_AGENDA_SETTINGS,
  DEFAULT_CONFLICT_SEVERITIES,
  messages,
  scheduleMessages,
} from "@foyer/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, eventSessions } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { newEvent, placedSession, scheduleBase, type TestEvent } from "./support/schedule.js";
import { call, orgB, setUpSessionsSuite, t, tokens } from "./support/sessions.js";

/*
 * Issue 25 items 2, 3 and 7: the schedule's conflicts (live and in a draft) with their severities,
 * drafts edited apart from the live schedule (version check, changes, apply, discard), and the
 * agenda settings.
 */

setUpSessionsSuite();

const at = (time: string) => `2027-06-01T${time}:00Z`;

async function speaker(event: TestEvent, sessionIds: string[], fname: string): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insert(contacts)
    .values({ id, orgId: DEMO.org.id, eventId: event.id, fname, lname: "Speaker" });
  for (const sessionId of sessionIds) {
    const added = await call(
      "POST",
      `/api/events/${event.id}/sessions/${sessionId}/participants`,
      tokens.admin,
      {
        role: "speaker",
        contactIds: [id],
      },
    );
    expect(added.statusCode).toBe(200);
  }
  return id;
}

type Conflict = { kind: string; sessionIds: string[]; message: string; severity: string };
const kindsOf = (list: Conflict[]) => list.map((one) => one.kind).sort();

describe("conflicts", () => {
  it("finds each kind in the live schedule, with the event's severities", async () => {
    const event = await newEvent({
      rooms: [
        ["Hall", 100],
        ["Studio", 20],
      ],
    });
    const a = await placedSession(event, {
      title: "A",
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: event.rooms.Hall,
    });
    const b = await placedSession(event, {
      title: "B",
      startsAt: at("09:30"),
      endsAt: at("10:30"),
      roomId: event.rooms.Hall,
    });
    // Back to back in the same room: no conflict.
    await placedSession(event, {
      title: "C",
      startsAt: at("10:30"),
      endsAt: at("11:00"),
      roomId: event.rooms.Hall,
    });
    const d = await placedSession(event, {
      title: "D",
      startsAt: at("09:00"),
      endsAt: at("09:45"),
      roomId: event.rooms.Studio,
    });
    await speaker(event, [a, d], "Ada");
    // A subsession inside its session, same room: not a conflict.
    const parent = await placedSession(event, {
      title: "Workshop",
      startsAt: at("13:00"),
      endsAt: at("15:00"),
      roomId: event.rooms.Studio,
    });
    const child = await call("POST", `/api/events/${event.id}/sessions`, tokens.admin, {
      title: "Part 1",
      parentId: parent,
      startsAt: at("13:00"),
      endsAt: at("14:00"),
      roomId: event.rooms.Studio,
    });
    expect(child.statusCode).toBe(201);
    const outside = await placedSession(event, {
      title: "Too late",
      startsAt: "2027-06-03T09:00:00Z",
      endsAt: "2027-06-03T10:00:00Z",
      roomId: event.rooms.Hall,
    });
    // Unplaced sessions never conflict.
    await placedSession(event, { title: "Unplaced" });
    const crowded = await placedSession(event, {
      title: "Crowded",
      startsAt: at("15:00"),
      endsAt: at("15:30"),
      roomId: event.rooms.Studio,
    });
    await t.database.db
      .update(eventSessions)
      .set({ expectedAudience: 50 })
      .where(eq(eventSessions.id, crowded));
    await call("PUT", `/api/events/${event.id}/session-settings/rooms/${event.rooms.Studio}`, tokens.admin, {
      opensAt: "09:00",
      closesAt: "17:30",
    });
    // 09:00Z is 11:00 in Berlin: D (10:00Z→ 11:00 local start, fine); an early one at 06:00Z is 08:00 local.
    const early = await placedSession(event, {
      title: "Early",
      startsAt: at("06:00"),
      endsAt: at("06:30"),
      roomId: event.rooms.Studio,
    });

    const response = await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const list: Conflict[] = response.json().payload;
    expect(kindsOf(list)).toEqual([
      "capacity",
      "outside_event",
      "room_overlap",
      "room_unavailable",
      "speaker_overlap",
    ]);
    const byKind = Object.fromEntries(list.map((one) => [one.kind, one]));
    expect(byKind.room_overlap).toEqual({
      kind: "room_overlap",
      sessionIds: [a, b],
      message: "“A” and “B” are in Hall at the same time.",
      severity: "error",
    });
    expect(byKind.speaker_overlap).toMatchObject({
      sessionIds: [a, d],
      message: "Ada Speaker is in “A” and “D” at the same time.",
    });
    expect(byKind.outside_event).toMatchObject({ sessionIds: [outside], severity: "error" });
    expect(byKind.room_unavailable).toMatchObject({ sessionIds: [early], severity: "warning" });
    expect(byKind.capacity).toEqual({
      kind: "capacity",
      sessionIds: [crowded],
      message: "“Crowded” expects 50 people; Studio holds 20.",
      severity: "warning",
    });

    // A plenum session overlaps everything at its time, whatever the room.
    const keynote = await placedSession(event, {
      title: "Keynote",
      startsAt: at("12:00"),
      endsAt: at("12:30"),
      roomId: event.rooms.Hall,
    });
    await t.database.db.update(eventSessions).set({ plenum: true }).where(eq(eventSessions.id, keynote));
    const lunchTalk = await placedSession(event, {
      title: "Lunch talk",
      startsAt: at("12:15"),
      endsAt: at("12:45"),
      roomId: event.rooms.Studio,
    });
    const withPlenum: Conflict[] = (
      await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin)
    ).json().payload;
    expect(withPlenum.find((one) => one.sessionIds.includes(lunchTalk))).toMatchObject({
      kind: "room_overlap",
      message: "“Keynote” spans every room, and “Lunch talk” is at the same time.",
    });
  });

  it("severities are an event setting: GET the defaults, PUT some kinds, bad values are 400s", async () => {
    const event = await newEvent();
    const url = `${scheduleBase(event.id)}/settings/conflicts`;
    expect((await call("GET", url, tokens.admin)).json().payload).toEqual(DEFAULT_CONFLICT_SEVERITIES);
    const put = await call("PUT", url, tokens.admin, { room_overlap: "warning" });
    expect(put.json().payload).toEqual({ ...DEFAULT_CONFLICT_SEVERITIES, room_overlap: "warning" });
    expect((await call("PUT", url, tokens.admin, { capacity: "error" })).json().payload).toMatchObject({
      room_overlap: "warning",
      capacity: "error",
    });
    const bad = await call("PUT", url, tokens.admin, { room_overlap: "fatal" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("room_overlap: Each kind is warning, error or off");
    expect((await call("PUT", url, tokens.admin, { nonsense: "error" })).statusCode).toBe(400);
    await placedSession(event, {
      title: "X",
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: event.rooms.Hall,
    });
    await placedSession(event, {
      title: "Y",
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: event.rooms.Hall,
    });
    const list: Conflict[] = (await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin)).json()
      .payload;
    expect(list).toEqual([expect.objectContaining({ kind: "room_overlap", severity: "warning" })]);
    // A reader of sessions only may not see the Summit's agenda.
    const summit = scheduleBase(DEMO.summit.id);
    expect((await call("GET", `${summit}/settings/conflicts`, tokens.reader)).json().message).toBe(
      messages.noPermission,
    );
    expect(
      (await call("PUT", `${summit}/settings/conflicts`, tokens.reader, { capacity: "error" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `${summit}/drafts`, tokens.reader)).statusCode).toBe(403);
    expect((await call("GET", `${summit}/conflicts`, tokens.reader)).statusCode).toBe(403);
  });
});

describe("drafts", () => {
  it("copies the schedule, places with a version check, lists changes, checks conflicts, applies", async () => {
    const event = await newEvent();
    const drafts = `${scheduleBase(event.id)}/drafts`;
    const first = await placedSession(event, {
      title: "First",
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: event.rooms.Hall,
    });
    const second = await placedSession(event, {
      title: "Second",
      startsAt: at("11:00"),
      endsAt: at("12:00"),
      roomId: event.rooms.Studio,
    });
    const waiting = await placedSession(event, { title: "Waiting" });

    const created = await call("POST", drafts, tokens.admin, { name: "Plan B" });
    expect(created.statusCode).toBe(201);
    const id = created.json().payload.id as string;
    const draft = (await call("GET", `${drafts}/${id}`, tokens.admin)).json().payload;
    expect(draft).toEqual({
      id,
      name: "Plan B",
      version: 1,
      placements: [
        {
          sessionId: first,
          startsAt: new Date(at("09:00")).toISOString(),
          endsAt: new Date(at("10:00")).toISOString(),
          roomId: event.rooms.Hall,
        },
        {
          sessionId: second,
          startsAt: new Date(at("11:00")).toISOString(),
          endsAt: new Date(at("12:00")).toISOString(),
          roomId: event.rooms.Studio,
        },
        { sessionId: waiting, startsAt: null, endsAt: null, roomId: null },
      ],
    });
    expect((await call("GET", drafts, tokens.admin)).json().payload).toEqual([
      expect.objectContaining({
        id,
        name: "Plan B",
        version: 1,
        createdBy: expect.objectContaining({ id: DEMO.admin.id }),
      }),
    ]);

    // Move Second onto First's slot, place Waiting, unplace First.
    const move = await call("PUT", `${drafts}/${id}/placements/${second}`, tokens.admin, {
      startsAt: at("09:30"),
      endsAt: at("10:30"),
      roomId: event.rooms.Hall,
      version: 1,
    });
    expect(move.statusCode).toBe(200);
    expect(move.json().payload.version).toBe(2);
    // Someone still on version 1 loses nothing: they hear 409.
    const stale = await call("PUT", `${drafts}/${id}/placements/${waiting}`, tokens.admin, {
      startsAt: at("14:00"),
      endsAt: at("15:00"),
      roomId: event.rooms.Studio,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(scheduleMessages.staleDraft);
    const conflicts: Conflict[] = (await call("GET", `${drafts}/${id}/conflicts`, tokens.admin)).json()
      .payload;
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: "room_overlap", sessionIds: [first, second] }),
    ]);
    // The live schedule is untouched.
    expect((await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin)).json().payload).toEqual(
      [],
    );

    await call("PUT", `${drafts}/${id}/placements/${waiting}`, tokens.admin, {
      startsAt: at("14:00"),
      endsAt: at("15:00"),
      roomId: event.rooms.Studio,
      version: 2,
    });
    const unplaced = await call("PUT", `${drafts}/${id}/placements/${first}`, tokens.admin, {
      startsAt: null,
      endsAt: null,
      roomId: null,
      version: 3,
    });
    expect(unplaced.json().payload.version).toBe(4);

    const changes = (await call("GET", `${drafts}/${id}/changes`, tokens.admin)).json().payload;
    expect(changes.map((c: { title: string; change: string }) => [c.title, c.change])).toEqual([
      ["First", "removed"],
      ["Second", "moved"],
      ["Waiting", "added"],
    ]);
    expect(changes[1].before).toEqual({
      startsAt: new Date(at("11:00")).toISOString(),
      endsAt: new Date(at("12:00")).toISOString(),
      roomId: event.rooms.Studio,
    });
    expect(changes[1].after.roomId).toBe(event.rooms.Hall);

    const applied = await call("POST", `${drafts}/${id}/apply`, tokens.admin);
    expect(applied.json().payload).toEqual({ applied: 3 });
    const live = async (sessionId: string) =>
      (await call("GET", `/api/events/${event.id}/sessions/${sessionId}`, tokens.admin)).json().payload;
    expect(await live(second)).toMatchObject({
      startsAt: new Date(at("09:30")).toISOString(),
      room: { id: event.rooms.Hall },
    });
    expect(await live(waiting)).toMatchObject({ startsAt: new Date(at("14:00")).toISOString() });
    expect(await live(first)).toMatchObject({ startsAt: null, room: null });
    const audit = (await call("GET", `/api/events/${event.id}/sessions/${second}/audit`, tokens.admin)).json()
      .payload;
    expect(audit[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(["Starts", "Room"]),
    );
    expect((await call("GET", `${drafts}/${id}`, tokens.admin)).statusCode).toBe(404);
  });

  it("refuses bad placements naming the field; another event's session or draft is a 404; discard", async () => {
    const event = await newEvent();
    const drafts = `${scheduleBase(event.id)}/drafts`;
    const session = await placedSession(event, { title: "S" });
    const id = (await call("POST", drafts, tokens.admin, { name: "D" })).json().payload.id as string;
    const put = (sessionId: string, body: object) =>
      call("PUT", `${drafts}/${id}/placements/${sessionId}`, tokens.admin, { version: 1, ...body });
    const half = await put(session, { startsAt: at("09:00"), endsAt: at("10:00"), roomId: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe("roomId: A placement has a start, an end and a room, or none of them");
    const backwards = await put(session, {
      startsAt: at("10:00"),
      endsAt: at("09:00"),
      roomId: event.rooms.Hall,
    });
    expect(backwards.json().message).toBe("endsAt: endsAt must be after startsAt");
    const notTime = await put(session, { startsAt: "soon", endsAt: at("09:00"), roomId: event.rooms.Hall });
    expect(notTime.json().message).toBe("startsAt: startsAt must be an ISO timestamp or null");
    const noVersion = await call("PUT", `${drafts}/${id}/placements/${session}`, tokens.admin, {
      startsAt: null,
      endsAt: null,
      roomId: null,
    });
    expect(noVersion.json().message).toBe("version: version is required");
    const foreignRoom = await put(session, {
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: orgB.roomId,
    });
    expect(foreignRoom.statusCode).toBe(400);
    expect(foreignRoom.json().message).toBe(scheduleMessages.roomNotFound);
    expect((await put(orgB.sessionId, { startsAt: null, endsAt: null, roomId: null })).statusCode).toBe(404);
    expect((await call("POST", drafts, tokens.admin, { name: "  " })).json().message).toBe(
      "name: name is required",
    );
    const other = await newEvent();
    expect((await call("GET", `${scheduleBase(other.id)}/drafts/${id}`, tokens.admin)).statusCode).toBe(404);
    // A room deleted under a draft: the placement keeps its time and loses its room.
    await put(session, { startsAt: at("09:00"), endsAt: at("10:00"), roomId: event.rooms.Studio });
    await call(
      "DELETE",
      `/api/events/${event.id}/session-settings/rooms/${event.rooms.Studio}`,
      tokens.admin,
    );
    const after = (await call("GET", `${drafts}/${id}`, tokens.admin)).json().payload;
    expect(after.placements).toEqual([
      {
        sessionId: session,
        startsAt: new Date(at("09:00")).toISOString(),
        endsAt: new Date(at("10:00")).toISOString(),
        roomId: null,
      },
    ]);
    expect((await call("GET", `${drafts}/${id}/conflicts`, tokens.admin)).json().payload).toEqual([]);
    // A session made after the draft stands where the live schedule has it.
    const later = await placedSession(event, {
      title: "Later",
      startsAt: at("15:00"),
      endsAt: at("16:00"),
      roomId: event.rooms.Hall,
    });
    const withLater = (await call("GET", `${drafts}/${id}`, tokens.admin)).json().payload;
    expect(withLater.placements.find((p: { sessionId: string }) => p.sessionId === later)?.roomId).toBe(
      event.rooms.Hall,
    );
    const discarded = await call("DELETE", `${drafts}/${id}`, tokens.admin);
    expect(discarded.json().payload).toEqual({ id });
    expect((await call("GET", drafts, tokens.admin)).json().payload).toEqual([]);
    expect(
      (await call("GET", `/api/events/${event.id}/sessions/${session}`, tokens.admin)).json().payload
        .startsAt,
    ).toBeNull();
  });
});

describe("agenda settings", () => {
  it("GET the defaults; PUT changes the fields sent; bad values are 400s naming the field", async () => {
    const event = await newEvent();
    const url = `${scheduleBase(event.id)}/settings`;
    expect((await call("GET", url, tokens.admin)).json().payload).toEqual(DEFAULT_AGENDA_SETTINGS);
    const put = await call("PUT", url, tokens.admin, {
      slotStep: 30,
      breaks: [{ day: "2027-06-01", start: "12:00", end: "13:00", label: "Lunch" }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().payload).toEqual({
      ...DEFAULT_AGENDA_SETTINGS,
      slotStep: 30,
      breaks: [{ day: "2027-06-01", start: "12:00", end: "13:00", label: "Lunch" }],
    });
    const step = await call("PUT", url, tokens.admin, { slotStep: 7 });
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe("slotStep: slotStep must be one of 5, 15, 30, 60");
    const late = await call("PUT", url, tokens.admin, { dayStart: "19:00" });
    expect(late.json().message).toBe("dayEnd: dayEnd must be after dayStart");
    const badBreak = await call("PUT", url, tokens.admin, {
      breaks: [{ day: null, start: "13:00", end: "12:00" }],
    });
    expect(badBreak.json().message).toBe("breaks.0.end: end must be after start");
    expect((await call("GET", url, tokens.admin)).json().payload.slotStep).toBe(30);
    const summitUrl = `${scheduleBase(DEMO.summit.id)}/settings`;
    expect((await call("PUT", summitUrl, tokens.editor, { slotStep: 5 })).statusCode).toBe(200);
    expect((await call("GET", summitUrl, tokens.reader)).statusCode).toBe(403);
  });

  it("keeps internal blockers in a room or in every room; bad ones are 400s naming the blocker", async () => {
    const event = await newEvent();
    const other = await newEvent();
    const url = `${scheduleBase(event.id)}/settings`;
    const blockers = [
      { roomId: event.rooms.Hall, startsAt: at("12:00"), endsAt: at("13:00"), label: "Rigging" },
      { roomId: null, startsAt: at("17:00"), endsAt: at("17:30"), label: "Photo" },
    ];
    const put = await call("PUT", url, tokens.admin, { blockers });
    expect(put.statusCode).toBe(200);
    expect(put.json().payload.blockers).toEqual(blockers);
    expect((await call("GET", url, tokens.admin)).json().payload).toMatchObject({
      slotStep: DEFAULT_AGENDA_SETTINGS.slotStep,
      blockers,
    });
    // A label left out is "Blocked".
    const unlabelled = await call("PUT", url, tokens.admin, {
      blockers: [{ roomId: null, startsAt: at("08:00"), endsAt: at("08:30") }],
    });
    expect(unlabelled.json().payload.blockers[0].label).toBe("Blocked");
    const refusals: [unknown, string][] = [
      [
        [{ roomId: null, startsAt: at("13:00"), endsAt: at("12:00") }],
        "blockers.0.endsAt: endsAt must be after startsAt",
      ],
      [
        [{ roomId: null, startsAt: "noon", endsAt: at("12:00") }],
        "blockers.0.startsAt: startsAt must be an ISO timestamp",
      ],
      [
        [blockers[1], { roomId: other.rooms.Hall, startsAt: at("12:00"), endsAt: at("13:00") }],
        "blockers.1.roomId: This room does not exist.",
      ],
      [[{ ...blockers[0], colour: "red" }], "blockers.0: Unknown field(s): colour"],
      [Array.from({ length: 201 }, () => blockers[1]), "blockers: At most 200 blockers"],
    ];
    for (const [body, message] of refusals) {
      const refused = await call("PUT", url, tokens.admin, { blockers: body });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await call("GET", url, tokens.admin)).json().payload.blockers).toHaveLength(1);
  });
});
