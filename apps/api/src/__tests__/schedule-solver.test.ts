import { DEFAULT_AGENDA_SETTINGS } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { type SolverInput, type SolverSession, solve } from "../services/schedule/solver.js";
import { gridOrigin, openRooms } from "../services/schedule/solver-input.js";
import { merged, Timeline, within, without } from "../services/schedule/timeline.js";

/*
 * Issue 25 item 6: the scheduler without a database (services/schedule/solver.ts). Times are
 * UTC here; solver-input.ts turns the event's days, hours and breaks into instants.
 */

const MIN = 60_000;
const T = (time: string, day = "2027-06-01") => Date.parse(`${day}T${time}:00Z`);
const event = { dateFrom: "2027-06-01", dateTo: "2027-06-01", timezone: "UTC" };

function input(overrides: Partial<SolverInput> & { sessions: SolverSession[] }): SolverInput {
  return {
    rooms: openRooms(event, { ...DEFAULT_AGENDA_SETTINGS, dayStart: "09:00", dayEnd: "12:00" }, [
      { id: "hall", capacity: 100, opensAt: null, closesAt: null },
      { id: "studio", capacity: 20, opensAt: null, closesAt: null },
    ]),
    windows: new Map(),
    names: new Map(),
    origin: gridOrigin(event),
    step: 15 * MIN,
    ...overrides,
  };
}

let serial = 0;
function session(extra: Partial<SolverSession> = {}): SolverSession {
  serial += 1;
  return {
    id: `s${serial}`,
    parentId: null,
    duration: 30 * MIN,
    plenum: false,
    audience: null,
    trackId: null,
    people: [],
    placed: null,
    movable: true,
    ...extra,
  };
}

type Placed = { start: number; end: number; roomId: string };
const overlap = (a: Placed, b: Placed) => a.start < b.end && b.start < a.end;

describe("timeline", () => {
  it("finds overlaps, containment and back to back", () => {
    const line = new Timeline();
    line.add({ start: 10, end: 20, sessionId: "a", parentId: null });
    line.add({ start: 30, end: 40, sessionId: "b", parentId: null });
    expect(line.isFree(20, 30)).toBe(true);
    expect(line.isFree(19, 30)).toBe(false);
    expect(
      line
        .overlapping(15, 35)
        .map((one) => one.sessionId)
        .sort(),
    ).toEqual(["a", "b"]);
    expect(line.touches(20, 25, 5, "x")).toBe(true);
    expect(line.touches(22, 25, 2, "x")).toBe(false);
    line.remove("a");
    expect(line.isFree(10, 20)).toBe(true);
    expect(
      within(
        merged([
          { start: 0, end: 5 },
          { start: 4, end: 9 },
        ]),
        1,
        9,
      ),
    ).toBe(true);
    expect(within([{ start: 0, end: 5 }], 4, 6)).toBe(false);
    expect(without({ start: 0, end: 10 }, [{ start: 3, end: 4 }])).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 10 },
    ]);
  });
});

describe("hard rules", () => {
  it("no room overlap, on the slot grid, inside the day's hours", () => {
    const sessions = Array.from({ length: 12 }, () => session({ duration: 25 * MIN }));
    const result = solve(input({ sessions }));
    expect(result.unplaced).toEqual([]);
    const list = [...result.placements.values()];
    for (const [index, a] of list.entries()) {
      expect((a.start - T("00:00")) % (15 * MIN)).toBe(0);
      expect(a.start >= T("09:00") && a.end <= T("12:00")).toBe(true);
      for (const b of list.slice(index + 1)) if (a.roomId === b.roomId) expect(overlap(a, b)).toBe(false);
    }
  });

  it("a person is in one session at a time, and only within their windows", () => {
    const sessions = [
      session({ people: ["ada"] }),
      session({ people: ["ada"] }),
      session({ people: ["ada", "bob"] }),
    ];
    const windows = new Map([["bob", [{ start: T("11:00"), end: T("12:00") }]]]);
    const result = solve(input({ sessions, windows }));
    expect(result.unplaced).toEqual([]);
    const list = sessions.map((one) => result.placements.get(one.id) as Placed);
    expect(overlap(list[0] as Placed, list[1] as Placed)).toBe(false);
    expect(overlap(list[1] as Placed, list[2] as Placed)).toBe(false);
    expect((list[2] as Placed).start).toBeGreaterThanOrEqual(T("11:00"));
  });

  it("a plenum session takes every room", () => {
    const keynote = session({ plenum: true, duration: 60 * MIN });
    // Two rooms for three hours, the keynote takes one hour of both: room for four more.
    const talks = Array.from({ length: 4 }, () => session({ duration: 60 * MIN }));
    const result = solve(input({ sessions: [keynote, ...talks] }));
    expect(result.unplaced).toEqual([]);
    const k = result.placements.get(keynote.id) as Placed;
    for (const talk of talks) expect(overlap(k, result.placements.get(talk.id) as Placed)).toBe(false);
  });

  it("sessions that stay are worked around; breaks, room hours and capacity hold", () => {
    const rooms = openRooms(
      event,
      {
        ...DEFAULT_AGENDA_SETTINGS,
        dayStart: "09:00",
        dayEnd: "12:00",
        breaks: [{ day: null, start: "10:00", end: "10:30", label: "Coffee" }],
      },
      [
        { id: "hall", capacity: 100, opensAt: "09:30", closesAt: null },
        { id: "studio", capacity: 20, opensAt: null, closesAt: null },
      ],
    );
    const fixed = session({ movable: false, placed: { start: T("10:30"), end: T("12:00"), roomId: "hall" } });
    const big = session({ audience: 80 });
    const result = solve(input({ rooms, sessions: [fixed, big] }));
    expect(result.placements.has(fixed.id)).toBe(false);
    expect(result.placements.get(big.id)).toEqual({ start: T("09:30"), end: T("10:00"), roomId: "hall" });
  });

  it("a subsession never clashes with its own session", () => {
    const parent = session({ duration: 180 * MIN });
    const child = session({
      parentId: parent.id,
      movable: false,
      placed: { start: T("09:00"), end: T("10:00"), roomId: "hall" },
    });
    const result = solve(input({ sessions: [parent, child] }));
    expect(result.placements.get(parent.id)?.start).toBe(T("09:00"));
  });
});

describe("soft rules", () => {
  it("a track keeps to one room and the audience goes to the room its size", () => {
    const track = Array.from({ length: 3 }, () => session({ trackId: "t1", audience: 15 }));
    const result = solve(input({ sessions: track }));
    const rooms = new Set(track.map((one) => result.placements.get(one.id)?.roomId));
    expect([...rooms]).toEqual(["studio"]);
  });

  it("a speaker's sessions are not back to back when there is room", () => {
    const sessions = [session({ people: ["ada"] }), session({ people: ["ada"] })];
    const result = solve(input({ sessions, rooms: input({ sessions }).rooms.slice(0, 1) }));
    const [a, b] = sessions.map((one) => result.placements.get(one.id) as Placed);
    expect(
      Math.abs((a as Placed).start - (b as Placed).end) >= 15 * MIN ||
        Math.abs((b as Placed).start - (a as Placed).end) >= 15 * MIN,
    ).toBe(true);
  });
});

describe("what it cannot place", () => {
  it("says why, in a sentence", () => {
    const long = session({ duration: 240 * MIN });
    const crowd = session({ audience: 500 });
    const away = session({ people: ["ada"] });
    const names = new Map([["ada", "Ada Lovelace"]]);
    const windows = new Map([["ada", [{ start: T("13:00"), end: T("14:00") }]]]);
    const result = solve(input({ sessions: [long, crowd, away], names, windows }));
    const reasons = Object.fromEntries(result.unplaced.map((one) => [one.sessionId, one.reason]));
    expect(reasons[long.id]).toMatch(
      /^At 240 minutes it is longer than any room is open at a stretch \(180 minutes/,
    );
    expect(reasons[crowd.id]).toBe("It expects 500 people; the largest room holds 100.");
    expect(reasons[away.id]).toBe("Ada Lovelace is not available for 30 minutes at any time a room is open.");
    expect(solve(input({ rooms: [], sessions: [session()] })).unplaced[0]?.reason).toBe(
      "The event has no rooms: add one under Settings → Rooms.",
    );
  });

  it("the repair pass moves a session out of the way of one the first pass left out", () => {
    // One room. The first pass puts the longer session (Ada free 10:00–11:30) at 10:00, where
    // Bob's only possible slots are; the repair moves it to 10:30 and puts Bob's talk at 10:00.
    const rooms = input({ sessions: [] }).rooms.slice(0, 1);
    const long = session({ duration: 60 * MIN, people: ["ada"] });
    const talk = session({ people: ["bob"] });
    const windows = new Map([
      ["ada", [{ start: T("10:00"), end: T("11:30") }]],
      ["bob", [{ start: T("10:00"), end: T("11:00") }]],
    ]);
    const blocker = session({
      movable: false,
      placed: { start: T("10:30"), end: T("11:00"), roomId: "elsewhere" },
    });
    const result = solve(input({ rooms, sessions: [long, talk, blocker], windows }));
    expect(result.unplaced).toEqual([]);
    const bob = result.placements.get(talk.id) as Placed;
    const ada = result.placements.get(long.id) as Placed;
    expect(overlap(bob, ada)).toBe(false);
    expect(bob.end).toBeLessThanOrEqual(T("11:00"));
    expect(ada.start).toBeGreaterThanOrEqual(T("10:00"));
  });
});

describe("speed", () => {
  it("places 600 sessions in 12 rooms over 3 days in well under ten seconds", () => {
    const days = { dateFrom: "2027-06-01", dateTo: "2027-06-03", timezone: "Europe/Berlin" };
    const rooms = openRooms(
      days,
      { ...DEFAULT_AGENDA_SETTINGS, dayStart: "08:00", dayEnd: "20:00" },
      Array.from({ length: 12 }, (_, index) => ({
        id: `r${index}`,
        capacity: 50 + index * 40,
        opensAt: null,
        closesAt: null,
      })),
    );
    const sessions = Array.from({ length: 600 }, (_, index) =>
      session({
        duration: (index % 10 < 7 ? 30 : index % 10 < 9 ? 45 : 60) * MIN,
        people: [`p${index % 900}`, `p${(index * 7) % 900}`],
        audience: 20 + ((index * 37) % 400),
        trackId: `t${index % 12}`,
      }),
    );
    const started = performance.now();
    const result = solve(input({ rooms, sessions, origin: gridOrigin(days) }));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.unplaced).toEqual([]);
  });
});
