import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  dayRange,
  daysBetween,
  isIsoDay,
  isoWeekday,
  isTimeZoneName,
  localDay,
  resolveTimeZone,
  shiftZonedDays,
  todayIn,
  wallClockAt,
  zonedDateTimeLabel,
  zonedInstant,
} from "../index.js";

const iso = (ms: number) => new Date(ms).toISOString();

describe("calendar days are YYYY-MM-DD and no time zone moves them", () => {
  it("knows real days, leap days included", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2100-02-29")).toBe(false);
    expect(isIsoDay("2000-02-29")).toBe(true);
    expect(isIsoDay("2027-13-01")).toBe(false);
    expect(isIsoDay("2027-1-01")).toBe(false);
    expect(isIsoDay("0099-01-01")).toBe(true);
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2025-03-17", 364)).toBe("2026-03-16");
    expect(addDays("not a day", 1)).toBe("not a day");
  });

  it("adds months and years clamped to the month's last day", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-03-15", -3)).toBe("2026-12-15");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });

  it("counts days between, weekdays, and ranges", () => {
    expect(daysBetween("2027-12-31", "2028-03-01")).toBe(61);
    expect(daysBetween("2025-03-17", "2025-03-10")).toBe(-7);
    expect(daysBetween("x", "2025-03-10")).toBeNaN();
    expect(isoWeekday("2027-01-04")).toBe(1);
    expect(isoWeekday("2027-01-10")).toBe(7);
    expect(dayRange("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(dayRange("2028-03-01", "2028-02-28")).toEqual([]);
    expect(dayRange("2028-01-01", "2030-01-01")).toHaveLength(366);
    expect(localDay(new Date(2027, 2, 15, 23, 59))).toBe("2027-03-15");
  });

  describe("whatever zone the runtime runs in", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("holds on days whose midnight a clock change skips (Santiago, São Paulo)", () => {
      // Node reads TZ again when it changes. Chile skipped 2026-09-06 00:00; Brazil 2018-11-04 00:00.
      for (const [tz, day] of [
        ["America/Santiago", "2026-09-06"],
        ["America/Sao_Paulo", "2018-11-04"],
      ] as const) {
        vi.stubEnv("TZ", tz);
        // The runtime really is there: that day's local midnight does not exist.
        expect(new Date(`${day}T00:00`).getHours()).toBe(1);
        expect(addDays(addDays(day, -1), 1)).toBe(day);
        expect(addDays(day, 1)).toBe(addDays(addDays(day, 2), -1));
        expect(daysBetween(addDays(day, -3), addDays(day, 3))).toBe(6);
        expect(isIsoDay(day)).toBe(true);
      }
    });
  });
});

describe("time zones: known names, and UTC for the rest", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZoneName("Europe/Berlin")).toBe(true);
    expect(isTimeZoneName("UTC")).toBe(true);
    expect(isTimeZoneName("Mars/Olympus")).toBe(false);
    expect(isTimeZoneName("")).toBe(false);
  });

  it("falls back to UTC, or to the fallback given", () => {
    expect(resolveTimeZone("Mars/Olympus")).toBe("UTC");
    expect(resolveTimeZone(null, "Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(resolveTimeZone("America/New_York", "Asia/Tokyo")).toBe("America/New_York");
    expect(wallClockAt("2027-03-15T09:00:00Z", "Mars/Olympus")).toEqual({ day: "2027-03-15", time: "09:00" });
    expect(zonedInstant("2027-03-15", "09:00", "Mars/Olympus")).toBe("2027-03-15T09:00:00.000Z");
  });
});

describe("wall clocks: what the clock shows, and when it shows it", () => {
  it("reads the clock across day boundaries and the date line", () => {
    expect(wallClockAt("2027-03-16T02:30:00Z", "America/New_York")).toEqual({
      day: "2027-03-15",
      time: "22:30",
    });
    expect(wallClockAt("2027-03-15T23:30:00Z", "Asia/Tokyo")).toEqual({ day: "2027-03-16", time: "08:30" });
    expect(wallClockAt("2027-03-15T10:00:00Z", "Pacific/Kiritimati")).toEqual({
      day: "2027-03-16",
      time: "00:00",
    });
    expect(wallClockAt("2027-03-15T10:00:00Z", "Asia/Kolkata")).toEqual({ day: "2027-03-15", time: "15:30" });
    expect(wallClockAt("2028-02-29T23:00:00Z", "Europe/Berlin")).toEqual({
      day: "2028-03-01",
      time: "00:00",
    });
    expect(wallClockAt("soon", "UTC")).toBeNull();
  });

  it("turns a reading into an instant, and back", () => {
    expect(zonedInstant("2027-01-10", "09:00", "America/New_York")).toBe("2027-01-10T14:00:00.000Z");
    expect(zonedInstant("2027-07-01", "09:00", "Europe/Berlin")).toBe("2027-07-01T07:00:00.000Z");
    expect(zonedInstant("2028-02-29", "00:00:30", "Asia/Tokyo")).toBe("2028-02-28T15:00:30.000Z");
    expect(zonedInstant("2027-03-16", "00:00", "Pacific/Kiritimati")).toBe("2027-03-15T10:00:00.000Z");
  });

  it("refuses what is not a day or a time", () => {
    expect(zonedInstant("2027-02-29", "09:00", "UTC")).toBeNull();
    expect(zonedInstant("2027-03-15", "24:00", "UTC")).toBeNull();
    expect(zonedInstant("2027-03-15", "9:00", "UTC")).toBeNull();
    expect(zonedInstant("2027-03-15", "09:60", "UTC")).toBeNull();
  });

  describe("a reading the clock skips moves on by the skipped hour", () => {
    it("Europe/Berlin 2026-03-29 02:30 is 03:30 CEST", () => {
      expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
      expect(wallClockAt("2026-03-29T01:30:00Z", "Europe/Berlin")).toEqual({
        day: "2026-03-29",
        time: "03:30",
      });
      // Either side of the gap stays put.
      expect(zonedInstant("2026-03-29", "01:59", "Europe/Berlin")).toBe("2026-03-29T00:59:00.000Z");
      expect(zonedInstant("2026-03-29", "03:00", "Europe/Berlin")).toBe("2026-03-29T01:00:00.000Z");
    });

    it("America/New_York 2026-03-08 02:30 is 03:30 EDT", () => {
      expect(zonedInstant("2026-03-08", "02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z");
    });
  });

  describe("a reading the clock shows twice is the first of the two", () => {
    it("America/New_York falls back on 2026-11-01: 01:30 is 01:30 EDT", () => {
      expect(zonedInstant("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
      expect(wallClockAt("2026-11-01T06:30:00Z", "America/New_York")).toEqual({
        day: "2026-11-01",
        time: "01:30",
      });
      expect(zonedInstant("2026-11-01", "02:00", "America/New_York")).toBe("2026-11-01T07:00:00.000Z");
    });

    it("Europe/Berlin falls back on 2026-10-25: 02:30 is 02:30 CEST", () => {
      expect(zonedInstant("2026-10-25", "02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
      expect(wallClockAt("2026-10-25T01:30:00Z", "Europe/Berlin")).toEqual({
        day: "2026-10-25",
        time: "02:30",
      });
    });
  });
});

describe("shifting by days keeps the time on the zone's clock", () => {
  it("09:00 in New York stays 09:00 across both clock changes", () => {
    expect(iso(shiftZonedDays(Date.parse("2026-03-02T14:00:00Z"), 14, "America/New_York"))).toBe(
      "2026-03-16T13:00:00.000Z",
    );
    expect(iso(shiftZonedDays(Date.parse("2026-10-26T13:00:00Z"), 7, "America/New_York"))).toBe(
      "2026-11-02T14:00:00.000Z",
    );
    expect(iso(shiftZonedDays(Date.parse("2026-11-02T14:00:00Z"), -7, "America/New_York"))).toBe(
      "2026-10-26T13:00:00.000Z",
    );
  });

  it("into a skipped hour it moves on; seconds and milliseconds stay", () => {
    expect(iso(shiftZonedDays(Date.parse("2026-03-28T01:30:00Z"), 1, "Europe/Berlin"))).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(iso(shiftZonedDays(Date.parse("2025-03-17T09:30:15.250Z"), 364, "UTC"))).toBe(
      "2026-03-16T09:30:15.250Z",
    );
  });

  it("over a leap day, and not at all for 0 days or an instant that is not one", () => {
    expect(iso(shiftZonedDays(Date.parse("2028-02-28T23:30:00Z"), 1, "Asia/Tokyo"))).toBe(
      "2028-02-29T23:30:00.000Z",
    );
    expect(shiftZonedDays(123, 0, "Europe/Berlin")).toBe(123);
    expect(shiftZonedDays(Number.NaN, 3, "Europe/Berlin")).toBeNaN();
  });
});

describe("today and labels in a zone", () => {
  const now = new Date("2027-03-01T20:00:00Z");
  it("gives the calendar day of the zone; UTC for an unknown zone", () => {
    expect(todayIn("Asia/Tokyo", now)).toBe("2027-03-02");
    expect(todayIn("America/New_York", now)).toBe("2027-03-01");
    expect(todayIn("Not/AZone", now)).toBe("2027-03-01");
  });

  it("labels an instant on the zone's clock with its abbreviation", () => {
    expect(zonedDateTimeLabel("2025-07-15T13:30:00.000Z", "America/New_York")).toBe(
      "Tue, Jul 15, 2025, 9:30 AM EDT",
    );
    expect(zonedDateTimeLabel("never", "UTC")).toBe("");
  });
});
