import { describe, expect, it } from "vitest";
import {
  durationLabel,
  fromWallTime,
  sessionTimeLabel,
  sessionTimeMessages,
  timeProblem,
  toWallTime,
  UNSCHEDULED_LABEL,
} from "./session-time.js";

describe("timeProblem: a session ends after it starts", () => {
  it("accepts no times, a start alone, and an end after the start", () => {
    expect(timeProblem(null, null)).toBeNull();
    expect(timeProblem("2027-03-15T13:00:00.000Z", null)).toBeNull();
    expect(timeProblem("2027-03-15T13:00:00.000Z", "2027-03-15T13:01:00.000Z")).toBeNull();
  });

  it("refuses an end without a start", () => {
    expect(timeProblem(null, "2027-03-15T13:00:00.000Z")).toEqual({
      path: "endsAt",
      message: sessionTimeMessages.endWithoutStart,
    });
  });

  it("refuses an end at or before the start", () => {
    const problem = { path: "endsAt", message: "The session must end after it starts" };
    expect(timeProblem("2027-03-15T13:00:00.000Z", "2027-03-15T13:00:00.000Z")).toEqual(problem);
    expect(timeProblem("2027-03-15T13:00:00.000Z", "2027-03-15T12:00:00.000Z")).toEqual(problem);
    // Offsets count: 09:30 in New York (13:30 UTC) is after 13:00 UTC, and before 14:00 UTC.
    expect(timeProblem("2027-03-15T13:00:00Z", "2027-03-15T09:30:00-04:00")).toBeNull();
    expect(timeProblem("2027-03-15T14:00:00Z", "2027-03-15T09:30:00-04:00")).toEqual(problem);
  });

  it("refuses what is not a time", () => {
    expect(timeProblem("tomorrow", null)).toEqual({
      path: "startsAt",
      message: sessionTimeMessages.invalidTime,
    });
  });
});

describe("durationLabel", () => {
  const at = (hhmm: string) => `2027-03-15T${hhmm}:00.000Z`;
  it("reads minutes, hours, or both", () => {
    expect(durationLabel(at("09:00"), at("09:45"))).toBe("45 min");
    expect(durationLabel(at("09:00"), at("11:00"))).toBe("2 h");
    expect(durationLabel(at("09:00"), at("10:30"))).toBe("1 h 30 min");
  });

  it("is null without an end or with an end before the start", () => {
    expect(durationLabel(at("09:00"), null)).toBeNull();
    expect(durationLabel(null, null)).toBeNull();
    expect(durationLabel(at("10:00"), at("09:00"))).toBeNull();
  });
});

describe("wall-clock times in the event's zone", () => {
  it("turns an instant into a datetime-local value in the zone, and back", () => {
    expect(toWallTime("2027-03-15T13:00:00.000Z", "America/New_York")).toBe("2027-03-15T09:00");
    expect(fromWallTime("2027-03-15T09:00", "America/New_York")).toBe("2027-03-15T13:00:00.000Z");
    // Winter in New York is 5 hours behind; Berlin in summer 2 ahead.
    expect(fromWallTime("2027-01-10T09:00", "America/New_York")).toBe("2027-01-10T14:00:00.000Z");
    expect(fromWallTime("2027-07-01T09:00", "Europe/Berlin")).toBe("2027-07-01T07:00:00.000Z");
    expect(toWallTime("2027-07-01T07:00:00.000Z", "Europe/Berlin")).toBe("2027-07-01T09:00");
  });

  it("crosses midnight and the date line correctly", () => {
    expect(toWallTime("2027-03-16T02:30:00.000Z", "America/New_York")).toBe("2027-03-15T22:30");
    expect(fromWallTime("2027-03-15T23:30", "UTC")).toBe("2027-03-15T23:30:00.000Z");
  });

  it("refuses what is not a wall-clock time, and falls back to UTC for an unknown zone", () => {
    expect(fromWallTime("", "UTC")).toBeNull();
    expect(fromWallTime("2027-02-30T09:00", "UTC")).toBeNull();
    expect(fromWallTime("2027-03-15 09:00", "UTC")).toBeNull();
    expect(fromWallTime("2027-03-15T09:00", "Mars/Olympus")).toBe("2027-03-15T09:00:00.000Z");
    expect(toWallTime(null, "UTC")).toBe("");
  });
});

describe("sessionTimeLabel", () => {
  const zone = "America/New_York";
  it("shows the day and the times in the event's zone", () => {
    expect(sessionTimeLabel("2027-03-15T13:00:00.000Z", "2027-03-15T14:30:00.000Z", zone)).toBe(
      "Mon, Mar 15, 2027 · 9:00 AM – 10:30 AM",
    );
  });

  it("shows both days past midnight, the start alone without an end, and unscheduled without a start", () => {
    expect(sessionTimeLabel("2027-03-16T02:00:00.000Z", "2027-03-16T05:00:00.000Z", zone)).toBe(
      "Mon, Mar 15, 2027 · 10:00 PM – Tue, Mar 16, 2027 · 1:00 AM",
    );
    expect(sessionTimeLabel("2027-03-15T13:00:00.000Z", null, zone)).toBe("Mon, Mar 15, 2027 · 9:00 AM");
    expect(sessionTimeLabel(null, null, zone)).toBe(UNSCHEDULED_LABEL);
  });
});
