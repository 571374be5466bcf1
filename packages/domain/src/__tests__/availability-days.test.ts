import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_WINDOWS_MAX,
  type AvailabilityPlan,
  availabilityDayLabel,
  availabilityMessages,
  availabilityProblems,
  clockText,
  planOfWindows,
  windowsOfPlan,
} from "../index.js";

/*
 * Issue 25 item 1: a speaker's availability as the admin and the portal edit it, by day on the
 * event's clock. The demo Summit is in New York (2027-03-15 to 17); New York's clocks go forward
 * on Sunday 2027-03-14 (02:00 → 03:00) and back on Sunday 2027-11-07 (02:00 → 01:00).
 */

const summit = { timeZone: "America/New_York", startsOn: "2027-03-15", endsOn: "2027-03-17" };
const aroundSpring = { timeZone: "America/New_York", startsOn: "2027-03-13", endsOn: "2027-03-15" };
const autumnDay = { timeZone: "America/New_York", startsOn: "2027-11-07", endsOn: "2027-11-07" };

const hours = (window: { startsAt: string; endsAt: string }) =>
  (Date.parse(window.endsAt) - Date.parse(window.startsAt)) / 3_600_000;

describe("days on the event's clock", () => {
  it("a person without windows is available all day on every day, and saving that stores no windows", () => {
    const plan = planOfWindows(summit, []);
    expect(plan.days).toEqual([
      { day: "2027-03-15", allDay: true, ranges: [] },
      { day: "2027-03-16", allDay: true, ranges: [] },
      { day: "2027-03-17", allDay: true, ranges: [] },
    ]);
    expect(windowsOfPlan(plan)).toEqual([]);
  });

  it("the morning only on day 1: 09:00 to 12:00 New York time, the other days whole", () => {
    const plan = planOfWindows(summit, []);
    const edited: AvailabilityPlan = {
      ...plan,
      days: plan.days.map((one, index) =>
        index === 0 ? { ...one, allDay: false, ranges: [{ start: "09:00", end: "12:00" }] } : one,
      ),
    };
    const windows = windowsOfPlan(edited);
    expect(windows).toEqual([
      { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" },
      // Days 2 and 3, whole: midnight to midnight EDT (the server joins them).
      { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-17T04:00:00.000Z" },
      { startsAt: "2027-03-17T04:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" },
    ]);
    // As the server answers them, joined: the same days.
    expect(
      planOfWindows(summit, [
        windows[0] ?? { startsAt: "", endsAt: "" },
        { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" },
      ]),
    ).toEqual(edited);
    expect(planOfWindows(summit, windows)).toEqual(edited);
  });

  it("a day outside every window has no ranges: not available that day", () => {
    const plan = planOfWindows(summit, [
      { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-17T04:00:00.000Z" },
    ]);
    expect(plan.days.map((one) => [one.allDay, one.ranges.length])).toEqual([
      [false, 0],
      [true, 0],
      [false, 0],
    ]);
  });

  it("a range to the end of the day reads with an end of 00:00 (midnight)", () => {
    const plan = planOfWindows(summit, [
      { startsAt: "2027-03-15T18:00:00.000Z", endsAt: "2027-03-16T04:00:00.000Z" },
    ]);
    expect(plan.days[0]).toEqual({
      day: "2027-03-15",
      allDay: false,
      ranges: [{ start: "14:00", end: "00:00" }],
    });
    expect(windowsOfPlan(plan)).toEqual([
      { startsAt: "2027-03-15T18:00:00.000Z", endsAt: "2027-03-16T04:00:00.000Z" },
    ]);
  });

  it("windows before and after the event's days are kept as they are", () => {
    const before = { startsAt: "2027-03-01T14:00:00.000Z", endsAt: "2027-03-01T16:00:00.000Z" };
    const plan = planOfWindows(summit, [
      before,
      { startsAt: "2027-03-17T13:00:00.000Z", endsAt: "2027-03-19T16:00:00.000Z" },
    ]);
    expect(plan.outside).toEqual([
      before,
      { startsAt: "2027-03-18T04:00:00.000Z", endsAt: "2027-03-19T16:00:00.000Z" },
    ]);
    expect(plan.days[2]).toEqual({
      day: "2027-03-17",
      allDay: false,
      ranges: [{ start: "09:00", end: "00:00" }],
    });
    expect(windowsOfPlan(plan)).toEqual([
      before,
      { startsAt: "2027-03-17T13:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" },
      { startsAt: "2027-03-18T04:00:00.000Z", endsAt: "2027-03-19T16:00:00.000Z" },
    ]);
  });

  it("a kept window longer than the server takes (31 days) is sent in pieces", () => {
    const long = { startsAt: "2027-01-01T00:00:00.000Z", endsAt: "2027-02-10T00:00:00.000Z" };
    const plan = planOfWindows(summit, [long]);
    expect(plan.outside).toEqual([long]);
    expect(windowsOfPlan(plan)).toEqual([
      { startsAt: "2027-01-01T00:00:00.000Z", endsAt: "2027-02-01T00:00:00.000Z" },
      { startsAt: "2027-02-01T00:00:00.000Z", endsAt: "2027-02-10T00:00:00.000Z" },
    ]);
  });

  it("names a day as people read it", () => {
    expect(availabilityDayLabel("2027-03-15")).toBe("Monday, March 15");
    expect(clockText("00:00")).toBe("12:00 AM");
    expect(clockText("14:30")).toBe("2:30 PM");
  });
});

describe("a day the clocks change (DST)", () => {
  it("the spring-forward day is 23 hours long all day, and its ranges count real time", () => {
    const plan = planOfWindows(aroundSpring, []);
    const sunday: AvailabilityPlan = {
      ...plan,
      days: plan.days.map((one) =>
        one.day === "2027-03-14"
          ? { ...one, allDay: false, ranges: [{ start: "01:00", end: "04:00" }] }
          : one,
      ),
    };
    expect(availabilityProblems(sunday)).toEqual([]);
    const windows = windowsOfPlan(sunday);
    // Saturday whole (EST), then Sunday 01:00 EST to 04:00 EDT: two real hours.
    expect(windows[0]).toEqual({ startsAt: "2027-03-13T05:00:00.000Z", endsAt: "2027-03-14T05:00:00.000Z" });
    expect(windows[1]).toEqual({ startsAt: "2027-03-14T06:00:00.000Z", endsAt: "2027-03-14T08:00:00.000Z" });
    expect(hours(windows[1] ?? { startsAt: "", endsAt: "" })).toBe(2);
    // Monday whole (EDT), from Sunday's midnight-to-midnight being 23 hours.
    expect(windows[2]).toEqual({ startsAt: "2027-03-15T04:00:00.000Z", endsAt: "2027-03-16T04:00:00.000Z" });
    expect(planOfWindows(aroundSpring, windows)).toEqual(sunday);

    const allSunday = windowsOfPlan({
      ...plan,
      days: plan.days.map((one) => (one.day === "2027-03-14" ? one : { ...one, allDay: false, ranges: [] })),
    });
    expect(allSunday).toEqual([{ startsAt: "2027-03-14T05:00:00.000Z", endsAt: "2027-03-15T04:00:00.000Z" }]);
    expect(hours(allSunday[0] ?? { startsAt: "", endsAt: "" })).toBe(23);
  });

  it("refuses a time the clock skips (02:30 on the spring-forward night)", () => {
    const plan = planOfWindows(aroundSpring, []);
    const skipped: AvailabilityPlan = {
      ...plan,
      days: plan.days.map((one) =>
        one.day === "2027-03-14"
          ? { ...one, allDay: false, ranges: [{ start: "02:30", end: "05:00" }] }
          : one,
      ),
    };
    expect(availabilityProblems(skipped)).toEqual([
      { day: "2027-03-14", range: 0, field: "start", message: availabilityMessages.skipped("02:30") },
    ]);
    expect(availabilityMessages.skipped("02:30")).toBe(
      "2:30 AM does not exist on this day: the clocks go forward.",
    );
  });

  it("the fall-back day is 25 hours long all day", () => {
    const plan = planOfWindows(autumnDay, []);
    const windows = windowsOfPlan({
      ...plan,
      outside: [{ startsAt: "2027-11-01T12:00:00.000Z", endsAt: "2027-11-01T13:00:00.000Z" }],
    });
    expect(windows[1]).toEqual({ startsAt: "2027-11-07T04:00:00.000Z", endsAt: "2027-11-08T05:00:00.000Z" });
    expect(hours(windows[1] ?? { startsAt: "", endsAt: "" })).toBe(25);
  });
});

describe("what the editor refuses before the server does", () => {
  const withRanges = (ranges: { start: string; end: string }[]): AvailabilityPlan => {
    const plan = planOfWindows(summit, []);
    return {
      ...plan,
      days: plan.days.map((one, index) => (index === 0 ? { ...one, allDay: false, ranges } : one)),
    };
  };

  it("the end must be after the start (an end of 00:00 is midnight)", () => {
    expect(availabilityProblems(withRanges([{ start: "12:00", end: "09:00" }]))).toEqual([
      { day: "2027-03-15", range: 0, field: "end", message: "The end must be after the start." },
    ]);
    expect(availabilityProblems(withRanges([{ start: "12:00", end: "12:00" }]))).toHaveLength(1);
    expect(availabilityProblems(withRanges([{ start: "12:00", end: "00:00" }]))).toEqual([]);
  });

  it("both times are needed, in steps of 15 minutes", () => {
    expect(availabilityProblems(withRanges([{ start: "", end: "09:10" }]))).toEqual([
      { day: "2027-03-15", range: 0, field: "start", message: "Enter a start time." },
      { day: "2027-03-15", range: 0, field: "end", message: availabilityMessages.step },
    ]);
  });

  it("no two ranges of a day overlap; touching ones are fine", () => {
    expect(
      availabilityProblems(
        withRanges([
          { start: "09:00", end: "12:00" },
          { start: "11:00", end: "13:00" },
        ]),
      ),
    ).toEqual([
      {
        day: "2027-03-15",
        range: 1,
        field: null,
        message: "This range overlaps 9:00 AM – 12:00 PM.",
      },
    ]);
    expect(
      availabilityProblems(
        withRanges([
          { start: "09:00", end: "12:00" },
          { start: "12:00", end: "13:00" },
        ]),
      ),
    ).toEqual([]);
  });

  it("a day without ranges is fine (not available that day); days available all day are not checked", () => {
    expect(availabilityProblems(withRanges([]))).toEqual([]);
    const plan = withRanges([{ start: "12:00", end: "09:00" }]);
    expect(
      availabilityProblems({ ...plan, days: plan.days.map((one) => ({ ...one, allDay: true })) }),
    ).toEqual([]);
  });

  it(`at most ${AVAILABILITY_WINDOWS_MAX} windows in all, as the server takes`, () => {
    const at = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    // Every other quarter hour: 48 ranges a day that do not touch.
    const sparse = Array.from({ length: 48 }, (_, index) => ({
      start: at(index * 30),
      end: at(index * 30 + 15),
    }));
    const plan = planOfWindows(summit, []);
    expect(
      availabilityProblems({
        ...plan,
        days: plan.days.map((one) => ({ ...one, allDay: false, ranges: sparse })),
      }),
    ).toEqual([]);
    const many = planOfWindows({ ...summit, endsOn: "2027-03-21" }, []);
    expect(
      availabilityProblems({
        ...many,
        days: many.days.map((one) => ({ ...one, allDay: false, ranges: sparse })),
      }),
    ).toEqual([{ day: null, range: null, field: null, message: availabilityMessages.tooMany }]);
  });
});
