import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, icsUtc } from "../calendar/ics-text.js";

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed when reading. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("RFC 5545 §3.3.11 TEXT escaping", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops control characters other than the line breaks it escapes", () => {
    expect(escapeIcsText("bell\u0007 null\u0000 tab\tend\u007f")).toBe("bell null tab\tend");
  });

  it("leaves markup as it is: a calendar shows text", () => {
    expect(escapeIcsText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("RFC 5545 §3.1 line folding at 75 octets", () => {
  it("leaves a short line alone", () => {
    expect(foldIcsLine("SUMMARY:Short")).toBe("SUMMARY:Short");
  });

  it("folds a long ASCII line into lines of at most 75 octets that unfold to the original", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    expect(lines.map(octets)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((next) => next.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("never splits a multi-byte character, counting octets not characters", () => {
    const line = `SUMMARY:${"é€😀".repeat(30)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split("\r\n")) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/\uFFFD/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe("RFC 5545 DATE-TIME in UTC", () => {
  it("writes instants in UTC basic format", () => {
    expect(icsUtc("2027-03-28T09:00:00+02:00")).toBe("20270328T070000Z");
    expect(icsUtc(new Date(Date.UTC(2027, 2, 27, 8)))).toBe("20270327T080000Z");
  });
});
