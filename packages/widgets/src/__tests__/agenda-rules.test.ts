import { describe, expect, it } from "vitest";
import {
  agendaDays,
  createClock,
  matchesFilter,
  noFilter,
  readSchedule,
  ScheduleShapeError,
  safeColor,
} from "../agenda/schedule-rules.js";
import { summitSchedule } from "./agenda-kit.js";

describe("reading the export: hostile or broken data never breaks the widget", () => {
  it("keeps a well-formed schedule as it is, sessions in time order", () => {
    const schedule = summitSchedule();
    const read = readSchedule({ ...schedule, sessions: [...schedule.sessions].reverse() });
    expect(read.sessions.map((s) => s.id)).toEqual(["s-keynote", "s-data", "s-web", "s-sunday"]);
    expect(read.event).toEqual(schedule.event);
    expect(read.rooms).toEqual(schedule.rooms);
  });

  it("leaves out sessions without an id or a valid start and end, and coerces the rest", () => {
    const schedule = summitSchedule();
    const read = readSchedule({
      ...schedule,
      sessions: [
        { id: "", title: "no id", startsAt: "2027-03-27T08:00:00Z", endsAt: "2027-03-27T09:00:00Z" },
        { id: "bad-date", title: "x", startsAt: "tomorrow", endsAt: "2027-03-27T09:00:00Z" },
        {
          id: "odd",
          title: 42,
          description: { html: "<b>" },
          startsAt: "2027-03-27T08:00:00Z",
          endsAt: "2027-03-27T09:00:00Z",
          speakers: "Ada",
          plenum: "yes",
        },
      ],
    });
    expect(read.sessions).toEqual([
      {
        id: "odd",
        title: "",
        description: null,
        startsAt: "2027-03-27T08:00:00Z",
        endsAt: "2027-03-27T09:00:00Z",
        roomId: "",
        trackId: null,
        plenum: false,
        speakers: [],
      },
    ]);
  });

  it("an unknown time zone falls back to UTC", () => {
    const schedule = summitSchedule();
    expect(
      readSchedule({ ...schedule, event: { ...schedule.event, timeZone: "Mars/Olympus" } }).event.timeZone,
    ).toBe("UTC");
  });

  it("refuses what is not a schedule export", () => {
    for (const payload of [null, "<html>", [], { event: null, sessions: [] }, { event: { slug: "x" } }]) {
      expect(() => readSchedule(payload)).toThrow(ScheduleShapeError);
    }
  });
});

describe("days and times in a zone (Intl.DateTimeFormat with timeZone), across a DST change", () => {
  const berlin = createClock("Europe/Berlin", "en-GB");
  const newYork = createClock("America/New_York", "en-GB");

  it("09:00 in Berlin is 08:00 UTC before the change and 07:00 UTC after it", () => {
    expect(berlin.time("2027-03-27T08:00:00Z")).toBe("09:00");
    expect(berlin.time("2027-03-28T07:00:00Z")).toBe("09:00");
    expect(newYork.time("2027-03-27T08:00:00Z")).toBe("04:00");
    expect(newYork.time("2027-03-28T07:00:00Z")).toBe("03:00");
  });

  it("the calendar day is the zone's: 23:30 UTC is the next day in Berlin", () => {
    expect(berlin.dayKey("2027-03-27T23:30:00Z")).toBe("2027-03-28");
    expect(newYork.dayKey("2027-03-27T23:30:00Z")).toBe("2027-03-27");
    expect(berlin.dayLabel("2027-03-28T07:00:00Z")).toBe("Sun 28 Mar");
  });

  it("groups sessions by day, then by start time", () => {
    const days = agendaDays(readSchedule(summitSchedule()).sessions, berlin);
    expect(
      days.map((day) => ({ key: day.key, slots: day.slots.map((slot) => slot.sessions.map((s) => s.id)) })),
    ).toEqual([
      { key: "2027-03-27", slots: [["s-keynote"], ["s-data", "s-web"]] },
      { key: "2027-03-28", slots: [["s-sunday"]] },
    ]);
  });
});

describe("search and filters", () => {
  const schedule = summitSchedule();
  const names = {
    room: (id: string) => schedule.rooms.find((room) => room.id === id)?.name ?? "",
    track: (id: string | null) => schedule.tracks.find((track) => track.id === id)?.name ?? "",
  };
  const find = (filter: Partial<typeof noFilter>) =>
    schedule.sessions.filter((s) => matchesFilter(s, { ...noFilter, ...filter }, names)).map((s) => s.id);

  it("every word of the query must be found, ignoring case and accents", () => {
    expect(find({ query: "GRACE hopper" })).toEqual(["s-data"]);
    expect(find({ query: "grace lovelace" })).toEqual([]);
    expect(find({ query: "clôcks" })).toEqual(["s-sunday"]);
    expect(find({ query: "room b" })).toEqual(["s-data", "s-sunday"]);
  });

  it("a room filter keeps plenum sessions; a track filter does not", () => {
    expect(find({ roomId: "r-b" })).toEqual(["s-keynote", "s-data", "s-sunday"]);
    expect(find({ trackId: "t-web" })).toEqual(["s-web", "s-sunday"]);
    expect(find({ roomId: "r-b", trackId: "t-web" })).toEqual(["s-sunday"]);
  });

  it("only hex colours reach CSS", () => {
    expect(safeColor("#3453d1")).toBe("#3453d1");
    expect(safeColor("#abc")).toBe("#abc");
    expect(safeColor("red;}:host{display:none")).toBeNull();
    expect(safeColor("url(x)")).toBeNull();
    expect(safeColor(null)).toBeNull();
  });
});
