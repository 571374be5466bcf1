import { describe, expect, it } from "vitest";
import type { FormStep } from "../index.js";
import {
  cloneShiftDays,
  defaultDayGroups,
  shiftDayGroups,
  shiftInstant,
  shiftLeadingDay,
  shiftRecordValue,
  shiftSubmissionValues,
} from "../index.js";

describe("the shift is the difference between the new and the old start", () => {
  it("counts whole days, either way", () => {
    expect(cloneShiftDays("2025-03-17", "2026-03-16")).toBe(364);
    expect(cloneShiftDays("2025-03-17", "2025-03-17")).toBe(0);
    expect(cloneShiftDays("2025-03-17", "2025-03-10")).toBe(-7);
  });
});

describe("times keep their place on the event's clock", () => {
  it("09:00 in New York stays 09:00 across the start of daylight saving time", () => {
    const nineAmEst = Date.parse("2026-03-02T14:00:00Z");
    expect(new Date(shiftInstant(nineAmEst, 14, "America/New_York")).toISOString()).toBe(
      "2026-03-16T13:00:00.000Z",
    );
  });

  it("and across its end", () => {
    const nineAmEdt = Date.parse("2026-10-26T13:00:00Z");
    expect(new Date(shiftInstant(nineAmEdt, 7, "America/New_York")).toISOString()).toBe(
      "2026-11-02T14:00:00.000Z",
    );
  });

  it("moves by whole days of 24 hours in UTC or an unknown zone, and not at all for 0", () => {
    const at = Date.parse("2025-03-17T09:30:15.250Z");
    expect(shiftInstant(at, 364, "UTC") - at).toBe(364 * 86_400_000);
    expect(shiftInstant(at, -2, "Not/AZone") - at).toBe(-2 * 86_400_000);
    expect(shiftInstant(at, 0, "America/New_York")).toBe(at);
  });
});

describe("record values of date fields move; other values stay", () => {
  it("moves dates, date-times with their offset, and event days", () => {
    expect(shiftRecordValue("date", "2025-03-17", 364)).toBe("2026-03-16");
    expect(shiftRecordValue("datetime", "2025-03-17T09:00-05:00", 364)).toBe("2026-03-16T09:00-05:00");
    expect(shiftRecordValue("event-days", ["2025-03-17", "2025-03-18"], 1)).toEqual([
      "2025-03-18",
      "2025-03-19",
    ]);
  });

  it("leaves text, numbers and malformed dates alone", () => {
    expect(shiftRecordValue("text", "2025-03-17", 364)).toBe("2025-03-17");
    expect(shiftRecordValue("number", 5, 364)).toBe(5);
    expect(shiftRecordValue("date", "soon", 364)).toBe("soon");
    expect(shiftLeadingDay("2025-13-45", 1)).toBe("2025-13-45");
  });
});

describe("submission answers: date, datetime and event days move", () => {
  const steps: FormStep[] = [
    {
      id: "s",
      title: "S",
      fields: [
        { id: "arrive", type: "date", label: "Arrive", required: false },
        { id: "slot", type: "datetime", label: "Slot", required: false, timezone: "America/New_York" },
        { id: "days", type: "eventDays", label: "Days", required: false },
        { id: "name", type: "text", label: "Name", required: false },
      ],
    },
  ];

  it("moves each by the shift and rewrites the datetime's text", () => {
    const values = {
      arrive: "2026-03-01",
      slot: { iso: "2026-03-02T14:00:00.000Z", formatted: "Mon, Mar 2, 2026, 9:00 AM EST" },
      days: ["2026-03-02"],
      name: "2026-03-01",
      gone: "2026-03-01",
    };
    expect(shiftSubmissionValues(steps, values, 14, "UTC")).toEqual({
      arrive: "2026-03-15",
      slot: { iso: "2026-03-16T13:00:00.000Z", formatted: "Mon, Mar 16, 2026, 9:00 AM EDT" },
      days: ["2026-03-16"],
      name: "2026-03-01",
      gone: "2026-03-01",
    });
  });
});

describe("day labels move with the dates and stay inside the new event", () => {
  it("shifts each group's days, drops Day Off and days outside the range", () => {
    const groups = defaultDayGroups().map((group) =>
      group.id === 2 ? { ...group, days: ["2025-03-17", "2025-03-18"] } : group,
    );
    const moved = shiftDayGroups(groups, 364, { dateFrom: "2026-03-16", dateTo: "2026-03-16" });
    expect(moved.map((group) => group.name)).toEqual(["Load In Days", "Show Days", "Load Out Days"]);
    expect(moved.find((group) => group.id === 2)?.days).toEqual(["2026-03-16"]);
  });
});
