import type { FormField } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { dayLabel, daysBetween } from "../fields/calendar-days.js";
import { addMonths, monthWeeks } from "../fields/month-grid.js";
import { readNumberText, writeNumberText } from "../fields/number-text.js";
import { createTypeAhead } from "../fields/type-ahead.js";
import { checkChosenFiles, MAX_UPLOAD_BYTES, maxFilesOf } from "../fields/upload-rules.js";
import { formatZoned, isoToZoned, zonedToIso } from "../fields/zoned-time.js";

const field = (type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  id: "f",
  type,
  label: "F",
  required: false,
  ...extra,
});

describe("number, currency and percent text", () => {
  it("number with decimal setting 2: two decimals shown, the number stored", () => {
    const number = field("number", { decimals: 2 });
    expect(readNumberText(number, "2.5")).toBe(2.5);
    expect(writeNumberText(number, 2.5)).toBe("2.50");
    expect(writeNumberText(number, 2.555)).toBe("2.555");
  });

  it("currency strips '$' and parses the number (USD)", () => {
    expect(readNumberText(field("currency"), "$1,234.5")).toBe(1234.5);
    expect(writeNumberText(field("currency"), 1234.5)).toBe("1234.50");
  });

  it("percent: 0.5 means 0.5%", () => {
    expect(readNumberText(field("percent"), "0.5%")).toBe(0.5);
  });

  it("keeps text that is not a number, so validation can say 'Enter a number'; empty is null", () => {
    expect(readNumberText(field("number"), "abc")).toBe("abc");
    expect(readNumberText(field("number"), "  ")).toBeNull();
  });
});

describe("datetime in a time zone", () => {
  it("reads the wall clock of the zone, across DST", () => {
    expect(zonedToIso("2025-01-15", "09:30", "America/New_York")).toBe("2025-01-15T14:30:00.000Z");
    expect(zonedToIso("2025-07-15", "09:30", "America/New_York")).toBe("2025-07-15T13:30:00.000Z");
    expect(isoToZoned("2025-07-15T13:30:00.000Z", "America/New_York")).toEqual({
      day: "2025-07-15",
      time: "09:30",
    });
    expect(formatZoned("2025-07-15T13:30:00.000Z", "America/New_York")).toBe(
      "Tue, Jul 15, 2025, 9:30 AM EDT",
    );
  });

  it("refuses days and times that do not exist", () => {
    expect(zonedToIso("2025-02-30", "09:30", "UTC")).toBeNull();
    expect(zonedToIso("2025-02-10", "25:00", "UTC")).toBeNull();
  });
});

describe("calendar days", () => {
  it("weeks start on Monday and cover the month", () => {
    const weeks = monthWeeks("2025-06-15");
    expect(weeks[0]?.[0]).toBe("2025-05-26");
    expect(weeks.at(-1)?.at(-1)).toBe("2025-07-06");
  });

  it("months clamp to the last day; event days are inclusive; labels like 'Mon, Jan 5, 2025'", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(daysBetween("2025-06-02", "2025-06-04")).toEqual(["2025-06-02", "2025-06-03", "2025-06-04"]);
    expect(dayLabel("2025-01-05")).toBe("Sun, Jan 5, 2025");
  });
});

describe("type-ahead", () => {
  const options = ["Austria", "Australia", "Belgium", "Brazil"].map((label) => ({ value: label, label }));

  it("finds by prefix and cycles on a repeated letter, forgetting after 500 ms", () => {
    let now = 0;
    const typeAhead = createTypeAhead(() => now);
    expect(typeAhead.find("b", options, -1)).toBe(2);
    now += 100;
    expect(typeAhead.find("b", options, 2)).toBe(3);
    now += 1000;
    expect(typeAhead.find("a", options, 3)).toBe(0);
    now += 100;
    expect(typeAhead.find("u", options, 0)).toBe(0);
    now += 100;
    expect(typeAhead.find("s", options, 0)).toBe(0);
    now += 100;
    expect(typeAhead.find("t", options, 0)).toBe(0);
    now += 100;
    expect(typeAhead.find("r", options, 0)).toBe(0);
    now += 100;
    expect(typeAhead.find("a", options, 0)).toBe(1);
  });
});

describe("spec 2 §5 Upload rules", () => {
  const file = (name: string, size = 10, type = "") => {
    const made = new File(["x"], name, { type });
    Object.defineProperty(made, "size", { value: size });
    return made;
  };

  it("max files: 1 by default, maxFiles up to 50", () => {
    expect(maxFilesOf(field("file"))).toBe(1);
    expect(maxFilesOf(field("file", { maxFiles: 10 }))).toBe(10);
    expect(maxFilesOf(field("file", { maxFiles: 500 }))).toBe(50);
    expect(maxFilesOf(field("photo", { maxFiles: 5 }))).toBe(1);
  });

  it("'We accept files up to 2GB.' and 'Invalid size'", () => {
    expect(checkChosenFiles(field("file"), [file("big", MAX_UPLOAD_BYTES + 1)], 0).refused).toBe(
      "We accept files up to 2GB.",
    );
    expect(checkChosenFiles(field("file"), [file("ok", MAX_UPLOAD_BYTES)], 0).accepted).toHaveLength(1);
    expect(checkChosenFiles(field("file"), [file("odd", Number.NaN)], 0).refused).toBe("Invalid size");
  });

  it("images: jpeg, svg, bmp, png only", () => {
    const image = field("image");
    expect(checkChosenFiles(image, [file("a.png", 10, "image/png")], 0).accepted).toHaveLength(1);
    expect(checkChosenFiles(image, [file("a.svg", 10, "image/svg+xml")], 0).accepted).toHaveLength(1);
    expect(checkChosenFiles(image, [file("a.webp", 10, "image/webp")], 0).refused).toBe(
      "Choose a JPEG, SVG, BMP or PNG image.",
    );
  });

  it("a one-file field replaces its file; a many-file field counts what it holds", () => {
    expect(checkChosenFiles(field("file"), [file("a")], 1).accepted).toHaveLength(1);
    const many = field("file", { maxFiles: 3 });
    const result = checkChosenFiles(many, [file("a"), file("b")], 2);
    expect(result.accepted).toHaveLength(1);
    expect(result.refused).toBe("You can upload at most 3 files.");
  });
});
