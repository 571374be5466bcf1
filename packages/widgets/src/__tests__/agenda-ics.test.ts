import { describe, expect, it } from "vitest";
import { icsDataUrl, icsFileName, sessionIcs } from "../agenda/ics.js";
import { summitSchedule, XSS_TITLE } from "./agenda-kit.js";

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed when reading. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("one session as a calendar file", () => {
  const schedule = summitSchedule();
  const session = schedule.sessions.find((s) => s.id === "s-data");
  if (!session) throw new Error("fixture without s-data");
  const ics = sessionIcs(session, {
    schedule,
    location: "Room B",
    track: "Data",
    uidDomain: "foyer.example.org",
  });

  it("is one VEVENT in a VCALENDAR, every line ending in CRLF", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("has UID, DTSTAMP (the release) and DTSTART/DTEND in UTC", () => {
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain("UID:s-data@foyer.example.org");
    expect(lines).toContain("DTSTAMP:20270301T120000Z");
    expect(lines).toContain("DTSTART:20270327T090000Z");
    expect(lines).toContain("DTEND:20270327T100000Z");
    expect(lines).toContain("LOCATION:Room B");
  });

  it("escapes the title and puts the description with the speakers in DESCRIPTION", () => {
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain(`SUMMARY:${XSS_TITLE.replace(",", "\\,").replace(";", "\\;")}`);
    expect(lines).toContain(
      "DESCRIPTION:Speakers: Grace Hopper\\, Edsger Dijkstra\\nTrack: Data\\n\\n<b>bold</b> claims\\nSecond line",
    );
  });

  it("folds what is long", () => {
    const long = sessionIcs(
      { ...session, description: "A long abstract, with commas; and more. ".repeat(10) },
      { schedule, location: "Room B", track: "Data", uidDomain: "foyer.example.org" },
    );
    for (const line of long.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("leaves out LOCATION and DESCRIPTION when there are none", () => {
    const bare = sessionIcs(
      { ...session, description: null, speakers: [] },
      { schedule, location: "", track: "", uidDomain: "foyer.example.org" },
    );
    expect(bare).not.toMatch(/LOCATION|DESCRIPTION/);
  });
});

describe("the link", () => {
  it("is a data: URL of the file", () => {
    const url = icsDataUrl("BEGIN:VCALENDAR\r\nSUMMARY:a#b%c\r\n");
    expect(url.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe("BEGIN:VCALENDAR\r\nSUMMARY:a#b%c\r\n");
  });

  it("downloads under a file name made from the title", () => {
    expect(icsFileName("Opening Keynote: Café & Co.")).toBe("opening-keynote-cafe-co.ics");
    expect(icsFileName("<>")).toBe("session.ics");
    expect(icsFileName("x".repeat(100))).toBe(`${"x".repeat(60)}.ics`);
  });
});
