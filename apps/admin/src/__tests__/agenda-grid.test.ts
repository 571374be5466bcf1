import { describe, expect, it } from "vitest";
import {
  breakSpan,
  closedRows,
  columnsOf,
  dayStartMs,
  frameOf,
  keyMove,
  lanesOf,
  placeAt,
  rowLabels,
  rowsOfDay,
  spotOf,
  unavailableRows,
} from "../eventlight/sessions/agenda/agenda-grid.js";

/*
 * Issue 25 item 1: the agenda grid's arithmetic: slots in the event's zone (a clock change inside
 * the event keeps each row as long as its step), instants to slots and back, and keyboard moves.
 */

const rooms = [
  { id: "hall", name: "Hall" },
  { id: "studio", name: "Studio" },
];
// New York springs forward on Sunday 2027-03-14 at 02:00.
const newYork = { timeZone: "America/New_York", startsOn: "2027-03-13", endsOn: "2027-03-15" };
const frame = (step: 5 | 15 | 30 | 60 = 15, hours = { dayStart: "08:00", dayEnd: "18:00" }) =>
  frameOf(newYork, rooms, hours, step);

describe("slots in the event's time zone", () => {
  it("starts each day at dayStart on the event's clock, before and after the clock change", () => {
    const grid = frame();
    expect(grid.days).toEqual(["2027-03-13", "2027-03-14", "2027-03-15"]);
    expect(new Date(dayStartMs(grid, "2027-03-13")).toISOString()).toBe("2027-03-13T13:00:00.000Z");
    expect(new Date(dayStartMs(grid, "2027-03-15")).toISOString()).toBe("2027-03-15T12:00:00.000Z");
    expect(rowsOfDay(grid, "2027-03-13")).toBe(40);
    expect(rowLabels(grid, "2027-03-15", 3)).toEqual(["8:00 AM", "8:15 AM", "8:30 AM"]);
  });

  it("keeps rows as long as the step on the night the clocks change: the labels jump", () => {
    const night = frame(60, { dayStart: "00:00", dayEnd: "06:00" });
    expect(rowsOfDay(night, "2027-03-13")).toBe(6);
    expect(rowsOfDay(night, "2027-03-14")).toBe(5);
    expect(rowLabels(night, "2027-03-14", 5)).toEqual([
      "12:00 AM",
      "1:00 AM",
      "3:00 AM",
      "4:00 AM",
      "5:00 AM",
    ]);
    // Berlin falls back on 2027-10-31: 02:00 comes twice, so the night has one row more.
    const berlin = frameOf(
      { timeZone: "Europe/Berlin", startsOn: "2027-10-31", endsOn: "2027-10-31" },
      rooms,
      { dayStart: "00:00", dayEnd: "04:00" },
      60,
    );
    expect(rowLabels(berlin, "2027-10-31", rowsOfDay(berlin, "2027-10-31"))).toEqual([
      "12:00 AM",
      "1:00 AM",
      "2:00 AM",
      "2:00 AM",
      "3:00 AM",
    ]);
  });

  it("turns a placement into its column, row and span, and a cell back into a placement", () => {
    const grid = frame();
    const columns = columnsOf(grid, "day", "2027-03-15", null);
    expect(columns.map((column) => column.roomId)).toEqual(["hall", "studio"]);
    // 9:30 to 10:30 EDT.
    const placement = {
      startsAt: "2027-03-15T13:30:00.000Z",
      endsAt: "2027-03-15T14:30:00.000Z",
      roomId: "studio",
    };
    expect(spotOf(grid, columns, placement)).toEqual({ column: 1, row: 6, span: 4 });
    expect(placeAt(grid, columns[1] as (typeof columns)[number], 6, 60)).toEqual(placement);
    expect(spotOf(grid, columns, { startsAt: null, endsAt: null, roomId: null })).toBeNull();
    // Another day is not in the day view.
    expect(spotOf(grid, columnsOf(grid, "day", "2027-03-13", null), placement)).toBeNull();
    expect(columnsOf(grid, "week", "", null)).toHaveLength(6);
    expect(columnsOf(grid, "room", "", "studio").map((column) => column.day)).toEqual(grid.days);
  });

  it("shades a room's closed hours, breaks and a speaker's unavailable rows", () => {
    const grid = frame(60);
    expect(closedRows(grid, "2027-03-15", { opensAt: "10:00", closesAt: "16:00" })).toEqual([
      { row: 0, span: 2 },
      { row: 8, span: 2 },
    ]);
    expect(breakSpan(grid, "2027-03-15", { day: null, start: "12:00", end: "13:00" })).toEqual({
      start: Date.parse("2027-03-15T16:00:00Z"),
      end: Date.parse("2027-03-15T17:00:00Z"),
    });
    expect(breakSpan(grid, "2027-03-15", { day: "2027-03-13", start: "12:00", end: "13:00" })).toBeNull();
    expect(
      unavailableRows(grid, "2027-03-15", [
        { startsAt: "2027-03-15T14:00:00Z", endsAt: "2027-03-15T16:00:00Z" },
      ]),
    ).toEqual([
      { row: 0, span: 2 },
      { row: 4, span: 6 },
    ]);
    expect(unavailableRows(grid, "2027-03-15", [])).toEqual([]);
  });

  it("puts overlapping sessions of one column side by side", () => {
    const lanes = lanesOf([
      { id: "a", row: 0, span: 4 },
      { id: "b", row: 2, span: 4 },
      { id: "c", row: 8, span: 2 },
    ]);
    expect(lanes.get("a")).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get("b")).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get("c")).toEqual({ lane: 0, lanes: 1 });
  });
});

describe("keyboard moves", () => {
  const grid = frame();
  const day = columnsOf(grid, "day", "2027-03-15", null);
  const placement = {
    startsAt: "2027-03-15T13:00:00.000Z",
    endsAt: "2027-03-15T14:00:00.000Z",
    roomId: "hall",
  };

  it("moves by a step with up and down, and resizes with shift", () => {
    expect(keyMove(grid, day, placement, "ArrowDown", false)).toEqual({
      ...placement,
      startsAt: "2027-03-15T13:15:00.000Z",
      endsAt: "2027-03-15T14:15:00.000Z",
    });
    expect(keyMove(grid, day, placement, "ArrowDown", true)).toEqual({
      ...placement,
      endsAt: "2027-03-15T14:15:00.000Z",
    });
    expect(keyMove(grid, day, placement, "ArrowUp", true)).toEqual({
      ...placement,
      endsAt: "2027-03-15T13:45:00.000Z",
    });
    // Never shorter than a step, never before the day's start.
    const short = { ...placement, endsAt: "2027-03-15T13:15:00.000Z" };
    expect(keyMove(grid, day, short, "ArrowUp", true)).toBeNull();
    const first = { ...placement, startsAt: "2027-03-15T12:00:00.000Z" };
    expect(keyMove(grid, day, first, "ArrowUp", false)).toBeNull();
  });

  it("moves across rooms with left and right, and stops at the grid's edge", () => {
    expect(keyMove(grid, day, placement, "ArrowRight", false)).toEqual({ ...placement, roomId: "studio" });
    expect(keyMove(grid, day, placement, "ArrowLeft", false)).toBeNull();
  });

  it("moves to the next day at the same time on the event's clock across the clock change", () => {
    const room = columnsOf(grid, "room", "", "hall");
    // 9:00 EST on Saturday → 9:00 EDT on Sunday, one hour earlier in UTC.
    const saturday = {
      startsAt: "2027-03-13T14:00:00.000Z",
      endsAt: "2027-03-13T15:00:00.000Z",
      roomId: "hall",
    };
    expect(keyMove(grid, room, saturday, "ArrowRight", false)).toEqual({
      startsAt: "2027-03-14T13:00:00.000Z",
      endsAt: "2027-03-14T14:00:00.000Z",
      roomId: "hall",
    });
  });
});
