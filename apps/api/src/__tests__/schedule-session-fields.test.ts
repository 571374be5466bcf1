import { DEFAULT_CONFLICT_SEVERITIES } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { newEvent, placedSession, scheduleBase } from "./support/schedule.js";
import { auditOf, base, call, newSession, setUpSessionsSuite, tokens } from "./support/sessions.js";

/*
 * Issue 25 items 2 and 7: a session's `plenum` flag and `expectedAudience`, edited through the
 * sessions API and read by the agenda's conflicts; a kind of conflict switched off on
 * `sessions/settings/conflicts` is not reported.
 */

setUpSessionsSuite();

const at = (time: string) => `2027-06-01T${time}:00Z`;
type Conflict = { kind: string; sessionIds: string[]; severity: string };

describe("plenum and expected audience", () => {
  it("are created, read, patched and put with validation and audit", async () => {
    const session = await newSession("Keynote", { plenum: true, expectedAudience: 300 });
    expect(session).toMatchObject({ plenum: true, expectedAudience: 300 });
    const plain = await newSession("Workshop");
    expect(plain).toMatchObject({ plenum: false, expectedAudience: null });

    const patched = await call("PATCH", `${base}/${plain.id}`, tokens.admin, { expectedAudience: 40 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().payload).toMatchObject({ plenum: false, expectedAudience: 40 });
    const [entry] = await auditOf(plain.id);
    expect(entry?.changes).toEqual([{ field: "Expected audience", before: null, after: 40 }]);

    // PUT keeps them when left out, changes them when sent.
    const kept = await call("PUT", `${base}/${session.id}`, tokens.admin, { title: "Keynote" });
    expect(kept.json().payload).toMatchObject({ plenum: true, expectedAudience: 300 });
    const put = await call("PUT", `${base}/${session.id}`, tokens.admin, {
      title: "Keynote",
      plenum: false,
      expectedAudience: null,
    });
    expect(put.json().payload).toMatchObject({ plenum: false, expectedAudience: null });
    expect((await auditOf(session.id))[0]?.changes).toEqual([
      { field: "Plenum", before: true, after: false },
      { field: "Expected audience", before: 300, after: null },
    ]);

    for (const [body, message] of [
      [{ plenum: "yes" }, "plenum: plenum must be true or false"],
      [{ expectedAudience: -1 }, "expectedAudience: expectedAudience must be 0 or more"],
      [{ expectedAudience: 2.5 }, "expectedAudience: expectedAudience must be a whole number"],
      [{ expectedAudience: 10_000_001 }, "expectedAudience: expectedAudience must be at most 1000000"],
      [
        { expectedAudience: "many" },
        "expectedAudience: expectedAudience must be a number of people, or null",
      ],
    ] as const) {
      const bad = await call("PATCH", `${base}/${plain.id}`, tokens.admin, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    // A reader of sessions may not change them.
    expect((await call("PATCH", `${base}/${plain.id}`, tokens.reader, { plenum: true })).statusCode).toBe(
      403,
    );
  });

  it("feed the conflicts: a plenum session clashes with every room, an audience over capacity warns", async () => {
    const event = await newEvent({
      rooms: [
        ["Hall", 100],
        ["Studio", 20],
      ],
    });
    const keynote = await placedSession(event, {
      title: "Keynote",
      startsAt: at("09:00"),
      endsAt: at("10:00"),
      roomId: event.rooms.Hall,
    });
    const talk = await placedSession(event, {
      title: "Talk",
      startsAt: at("09:30"),
      endsAt: at("10:30"),
      roomId: event.rooms.Studio,
    });
    const conflicts = async (): Promise<Conflict[]> =>
      (await call("GET", `${scheduleBase(event.id)}/conflicts`, tokens.admin)).json().payload;
    expect(await conflicts()).toEqual([]);
    const url = (id: string) => `/api/events/${event.id}/sessions/${id}`;
    expect((await call("PATCH", url(keynote), tokens.admin, { plenum: true })).statusCode).toBe(200);
    expect((await call("PATCH", url(talk), tokens.admin, { expectedAudience: 50 })).statusCode).toBe(200);
    expect(await conflicts()).toEqual([
      expect.objectContaining({ kind: "room_overlap", sessionIds: [keynote, talk], severity: "error" }),
      expect.objectContaining({ kind: "capacity", sessionIds: [talk], severity: "warning" }),
    ]);

    // Switched off, a kind is not reported, live or in a draft; switched on again it is back.
    const settings = `${scheduleBase(event.id)}/settings/conflicts`;
    const off = await call("PUT", settings, tokens.admin, { capacity: "off" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().payload).toEqual({ ...DEFAULT_CONFLICT_SEVERITIES, capacity: "off" });
    expect((await call("GET", settings, tokens.admin)).json().payload.capacity).toBe("off");
    expect((await conflicts()).map((one) => one.kind)).toEqual(["room_overlap"]);
    const draft = (
      await call("POST", `${scheduleBase(event.id)}/drafts`, tokens.admin, { name: "Check" })
    ).json().payload.id as string;
    const inDraft: Conflict[] = (
      await call("GET", `${scheduleBase(event.id)}/drafts/${draft}/conflicts`, tokens.admin)
    ).json().payload;
    expect(inDraft.map((one) => one.kind)).toEqual(["room_overlap"]);
    await call("PUT", settings, tokens.admin, { capacity: "warning", room_overlap: "off" });
    expect((await conflicts()).map((one) => one.kind)).toEqual(["capacity"]);
  });
});
