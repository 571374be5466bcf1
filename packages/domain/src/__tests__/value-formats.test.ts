import { describe, expect, it } from "vitest";
import {
  readBoolean,
  readCurrency,
  readDate,
  readDateTime,
  readDropdown,
  readEventDays,
  readFileUrl,
  readFullName,
  readNumber,
  readPercent,
  readPhone,
  readTime,
} from "../index.js";

const value = <T>(result: { ok: true; value: T } | { ok: false; error: string }) =>
  result.ok ? result.value : result.error;

describe("full-name: split on the first space", () => {
  it("splits", () => {
    expect(value(readFullName("Mary Ann Smith"))).toEqual({ first_name: "Mary", last_name: "Ann Smith" });
    expect(value(readFullName("Cher"))).toEqual({ first_name: "Cher", last_name: "" });
    expect(readFullName("   ").ok).toBe(false);
  });
});

describe("dropdown: must match existing options, case-insensitive; multi-select comma-separated", () => {
  const options = ["Keynote", "Workshop", "Panel"];
  it("matches case-insensitively and answers the option's own spelling", () => {
    expect(value(readDropdown("keynote", options, false))).toEqual(["Keynote"]);
    expect(value(readDropdown("panel, WORKSHOP", options, true))).toEqual(["Panel", "Workshop"]);
  });
  it("refuses unknown values", () => {
    expect(value(readDropdown("Talk", options, false))).toBe(
      '"Talk" is not one of the options (Keynote, Workshop, Panel)',
    );
  });
  it("single-select keeps a comma as part of the value", () => {
    expect(readDropdown("Panel, Workshop", options, false).ok).toBe(false);
  });
});

describe("date: yyyy-mm-dd or mm-dd-yyyy", () => {
  it.each([
    ["2027-03-15", "2027-03-15"],
    ["03-15-2027", "2027-03-15"],
    ["3/5/2027", "2027-03-05"],
  ])("%s → %s", (cell, iso) => expect(value(readDate(cell))).toBe(iso));
  it.each(["2027-02-30", "15-03-2027", "2027/13/01", "March 5"])("refuses %s", (cell) =>
    expect(readDate(cell).ok).toBe(false),
  );
});

describe("number: decimals allowed", () => {
  it("parses", () => {
    expect(value(readNumber("3.25"))).toBe(3.25);
    expect(value(readNumber("-4"))).toBe(-4);
    expect(value(readNumber("1,234.5"))).toBe(1234.5);
    expect(readNumber("3.2.1").ok).toBe(false);
    expect(readNumber("").ok).toBe(false);
  });
});

describe("currency: up to 2 decimals, USD only", () => {
  it("accepts dollars", () => {
    expect(value(readCurrency("$12.50"))).toBe(12.5);
    expect(value(readCurrency("USD 1,000"))).toBe(1000);
    expect(value(readCurrency("7"))).toBe(7);
  });
  it("refuses more decimals and other currencies", () => {
    expect(value(readCurrency("12.345"))).toBe('"12.345" has more than 2 decimals');
    expect(readCurrency("€12").ok).toBe(false);
    expect(readCurrency("12 EUR").ok).toBe(false);
  });
});

describe("boolean: Y/N, Yes/No, 1/0, True/False", () => {
  it.each(["Y", "yes", "1", "TRUE"])("%s is true", (cell) => expect(value(readBoolean(cell))).toBe(true));
  it.each(["n", "No", "0", "false"])("%s is false", (cell) => expect(value(readBoolean(cell))).toBe(false));
  it("refuses anything else", () => expect(readBoolean("maybe").ok).toBe(false));
});

describe("time: h:mm:ss, h:mm or hh:mm", () => {
  it.each([
    ["9:05", "09:05:00"],
    ["09:05", "09:05:00"],
    ["9:05:30", "09:05:30"],
  ])("%s → %s", (cell, time) => expect(value(readTime(cell))).toBe(time));
  it.each(["24:00", "9:60", "905", "9h05"])("refuses %s", (cell) => expect(readTime(cell).ok).toBe(false));
});

describe("datetime: ISO-like with optional timezone", () => {
  it("reads with and without a zone", () => {
    expect(value(readDateTime("2027-03-15T09:30"))).toEqual({ local: "2027-03-15T09:30:00", offset: null });
    expect(value(readDateTime("2027-03-15 09:30:15Z"))).toEqual({
      local: "2027-03-15T09:30:15",
      offset: "+00:00",
    });
    expect(value(readDateTime("2027-03-15T09:30:00-0500"))).toEqual({
      local: "2027-03-15T09:30:00",
      offset: "-05:00",
    });
    expect(readDateTime("2027-03-15").ok).toBe(false);
    expect(readDateTime("2027-03-15T25:00").ok).toBe(false);
  });
});

describe("phone: optional country-code prefix", () => {
  it("reads", () => {
    expect(value(readPhone("+44 20 7946 0958"))).toEqual({ country_code: "+44", number: "2079460958" });
    expect(value(readPhone("(555) 123-4567"))).toEqual({ country_code: null, number: "5551234567" });
    expect(readPhone("call me").ok).toBe(false);
  });
});

describe("file: valid file URL", () => {
  it("reads", () => {
    expect(readFileUrl("https://cdn.example.com/a/photo.png").ok).toBe(true);
    expect(readFileUrl("https://cdn.example.com").ok).toBe(false);
    expect(readFileUrl("javascript:alert(1)").ok).toBe(false);
    expect(readFileUrl("photo.png").ok).toBe(false);
  });
});

describe("percent: 0.5 means 0.5%", () => {
  it("takes the number as the percentage", () => {
    expect(value(readPercent("0.5"))).toBe(0.5);
    expect(value(readPercent("12%"))).toBe(12);
  });
});

describe("event-days: a dash-separated range, days trimmed silently, year defaulting to the event year", () => {
  const event = { dateFrom: "2027-03-14", dateTo: "2027-03-16" };
  it("expands ranges with the event's year and drops days outside the event", () => {
    expect(value(readEventDays("03/13-03/15", event))).toEqual(["2027-03-14", "2027-03-15"]);
    expect(value(readEventDays("Mar 16", event))).toEqual(["2027-03-16"]);
    expect(value(readEventDays("2027-03-14 - 2027-03-20, 03/15", event))).toEqual([
      "2027-03-14",
      "2027-03-15",
      "2027-03-16",
    ]);
  });
  it("refuses what is not a day", () => {
    expect(readEventDays("someday", event).ok).toBe(false);
    expect(readEventDays("03/16-03/14", event).ok).toBe(false);
  });
});
