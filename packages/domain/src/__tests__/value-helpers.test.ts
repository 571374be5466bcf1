import { describe, expect, it } from "vitest";
import {
  formatUsPhone,
  isHexColor,
  isHttpsUrl,
  isRgbColor,
  isUuidV4,
  isValidEmail,
  optionLabel,
  parseCurrency,
} from "../index.js";

describe("Email validity by a standard address pattern", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "o'neil@example.ie"])("accepts %s", (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(["", "plain", "a@b", "a@@b.co", "a..b@c.co", ".a@b.co", "a@b.c", "a b@c.co", "a@-b.co"])(
    "refuses %j",
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe("HTTPS URL requires the https protocol", () => {
  it("accepts https only", () => {
    expect(isHttpsUrl("https://foyer.example/path")).toBe(true);
    expect(isHttpsUrl("http://foyer.example")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("foyer.example")).toBe(false);
  });
});

describe("UUID must be version 4", () => {
  it("accepts v4 and refuses other versions", () => {
    expect(isUuidV4("2459efa7-8b07-41e7-bc13-dad7b87f46d2")).toBe(true);
    expect(isUuidV4("2459efa7-8b07-11e7-bc13-dad7b87f46d2")).toBe(false);
    expect(isUuidV4("2459efa7-8b07-41e7-7c13-dad7b87f46d2")).toBe(false);
    expect(isUuidV4("not-a-uuid")).toBe(false);
  });
});

describe("Colours: valid hex is '#' plus 3 or 6 hex digits; rgb/rgba components 0-255 with optional alpha", () => {
  it.each(["#fff", "#01C07C", "#E19517"])("hex %s is valid", (value) => expect(isHexColor(value)).toBe(true));
  it.each(["fff", "#ffff", "#12345g", "#1234567"])("hex %s is not", (value) =>
    expect(isHexColor(value)).toBe(false),
  );
  it.each(["rgb(0, 0, 0)", "rgb(255,255,255)", "rgba(1, 2, 3, 0.5)", "rgba(1,2,3,1)"])(
    "%s is valid",
    (value) => expect(isRgbColor(value)).toBe(true),
  );
  it.each(["rgb(256, 0, 0)", "rgb(1,2)", "rgba(1,2,3,2)", "rgb(-1,0,0)"])("%s is not", (value) =>
    expect(isRgbColor(value)).toBe(false),
  );
});

describe("US phone formatted '+1 (xxx) xxx-xxxx'", () => {
  it("formats ten digits, with or without the country code", () => {
    expect(formatUsPhone("5551234567")).toBe("+1 (555) 123-4567");
    expect(formatUsPhone("1-555-123-4567")).toBe("+1 (555) 123-4567");
    expect(formatUsPhone("+1 (555) 123 4567")).toBe("+1 (555) 123-4567");
  });
  it("leaves anything else as typed", () => expect(formatUsPhone("12345")).toBe("12345"));
});

describe("Currency strips '$' and parses the number", () => {
  it("parses", () => {
    expect(parseCurrency("$1,234.50")).toBe(1234.5);
    expect(parseCurrency(" 12 ")).toBe(12);
    expect(parseCurrency("$")).toBeNull();
    expect(parseCurrency("12abc")).toBeNull();
  });
});

describe("Select options with no matching label show '(Unknown value)'", () => {
  it("labels", () => {
    const options = [{ value: "a", label: "Alpha" }];
    expect(optionLabel(options, "a")).toBe("Alpha");
    expect(optionLabel(options, "zzz")).toBe("(Unknown value)");
  });
});
