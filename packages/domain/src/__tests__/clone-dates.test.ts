import { describe, expect, it } from "vitest";
import {
  assignDays,
  cloneName,
  dayColor,
  daysSelectedLabel,
  defaultDayGroups,
  isoWeeks,
  remainingTimeText,
  shiftedCloneDates,
  WEEKDAY_LABELS,
  withNewEnd,
  withNewStart,
} from "../index.js";

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe("Selecting a source event pre-fills the name as '{name} (copy)'", () => {
  it("names the clone", () => expect(cloneName("Foyer Summit 2024")).toBe("Foyer Summit 2024 (copy)"));
});

describe("If its year differs from the current year, the new start date is shifted forward by whole years and aligned to the same weekday (within 3 days); the end keeps the same duration", () => {
  it.each([
    ["2024-03-15", "2024-03-17"],
    ["2023-12-31", "2024-01-02"],
    ["2020-02-29", "2020-03-01"],
    ["2025-11-20", "2025-11-20"],
  ])("source %s – %s", (dateFrom, dateTo) => {
    const shifted = shiftedCloneDates({ dateFrom, dateTo }, "2026-11-20");
    // The same day in 2026, moved at most 3 days to the same weekday (New Year's Eve may cross into 2027).
    expect(weekday(shifted.dateFrom)).toBe(weekday(dateFrom));
    const target = `2026${dateFrom.slice(4)}`.replace("2026-02-29", "2026-02-28");
    const distance = Math.abs(Date.parse(shifted.dateFrom) - Date.parse(target)) / 86_400_000;
    expect(distance).toBeLessThanOrEqual(3);
    const duration = (Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000;
    expect((Date.parse(shifted.dateTo) - Date.parse(shifted.dateFrom)) / 86_400_000).toBe(duration);
  });

  it("a Friday 2024-03-15 becomes Friday 2026-03-13", () => {
    expect(shiftedCloneDates({ dateFrom: "2024-03-15", dateTo: "2024-03-17" }, "2026-11-20")).toEqual({
      dateFrom: "2026-03-13",
      dateTo: "2026-03-15",
    });
  });

  it("Otherwise dates are kept", () => {
    const source = { dateFrom: "2026-12-08", dateTo: "2026-12-09" };
    expect(shiftedCloneDates(source, "2026-11-20")).toEqual(source);
    expect(shiftedCloneDates({ dateFrom: "2027-03-15", dateTo: "2027-03-17" }, "2026-11-20").dateFrom).toBe(
      "2027-03-15",
    );
  });
});

describe("Changing the start date moves the end date up to match if it would be earlier; changing the end date moves the start date down if it would be later", () => {
  const dates = { dateFrom: "2026-03-10", dateTo: "2026-03-12" };
  it("start after the end", () =>
    expect(withNewStart(dates, "2026-03-20")).toEqual({ dateFrom: "2026-03-20", dateTo: "2026-03-20" }));
  it("start before the end", () =>
    expect(withNewStart(dates, "2026-03-11")).toEqual({ dateFrom: "2026-03-11", dateTo: "2026-03-12" }));
  it("end before the start", () =>
    expect(withNewEnd(dates, "2026-03-01")).toEqual({ dateFrom: "2026-03-01", dateTo: "2026-03-01" }));
  it("end after the start", () =>
    expect(withNewEnd(dates, "2026-03-15")).toEqual({ dateFrom: "2026-03-10", dateTo: "2026-03-15" }));
});

describe("Choosing a group moves the selected days into that group and removes them from the others; choosing Day Off (id 0) only unassigns them", () => {
  it("moves and unassigns", () => {
    let groups = assignDays(defaultDayGroups(), 2, ["2026-03-11", "2026-03-10"]);
    expect(groups.find((group) => group.name === "Show Days")?.days).toEqual(["2026-03-10", "2026-03-11"]);
    groups = assignDays(groups, 1, ["2026-03-10"]);
    expect(groups.find((group) => group.name === "Load In Days")?.days).toEqual(["2026-03-10"]);
    expect(groups.find((group) => group.name === "Show Days")?.days).toEqual(["2026-03-11"]);
    groups = assignDays(groups, 0, ["2026-03-11"]);
    expect(groups.every((group) => !group.days.includes("2026-03-11"))).toBe(true);
  });

  it("Load In / Show / Load Out / Day Off with their colours; default day color #333333", () => {
    expect(defaultDayGroups().map((group) => [group.id, group.name, group.color])).toEqual([
      [1, "Load In Days", "#E19517"],
      [2, "Show Days", "#01C07C"],
      [3, "Load Out Days", "#D0021B"],
      [0, "Day Off", "#ffffff"],
    ]);
    const groups = assignDays(defaultDayGroups(), 3, ["2026-03-12"]);
    expect(dayColor(groups, "2026-03-12")).toBe("#D0021B");
    expect(dayColor(groups, "2026-03-13")).toBe("#333333");
  });
});

describe("The calendar has weekday labels M, T, W, Th, F, Sa, Su; days are grouped by ISO week", () => {
  it("labels", () => expect(WEEKDAY_LABELS).toEqual(["M", "T", "W", "Th", "F", "Sa", "Su"]));
  it("weeks run Monday to Sunday with empty slots outside the range", () => {
    expect(isoWeeks("2026-03-12", "2026-03-17")).toEqual([
      [null, null, null, "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"],
      ["2026-03-16", "2026-03-17", null, null, null, null, null],
    ]);
    expect(isoWeeks("2026-03-17", "2026-03-12")).toEqual([]);
  });
  it("'{N} Day(s) Selected'", () => expect(daysSelectedLabel(3)).toBe("3 Day(s) Selected"));
});

describe("Remaining-time text is 'This can take a few minutes...' when unknown, otherwise 'N hour(s) and N minute(s) and N second(s) remaining'", () => {
  it.each([
    [null, "This can take a few minutes..."],
    [undefined, "This can take a few minutes..."],
    [Number.NaN, "This can take a few minutes..."],
    [0, "0 hour(s) and 0 minute(s) and 0 second(s) remaining"],
    [3725, "1 hour(s) and 2 minute(s) and 5 second(s) remaining"],
  ])("%s → %s", (seconds, text) => expect(remainingTimeText(seconds)).toBe(text));
});
