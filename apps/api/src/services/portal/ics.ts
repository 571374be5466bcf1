import { escapeIcsText as escapeText, foldIcsLine as foldLine, icsUtc as utcStamp } from "@foyer/domain";

/*
 * The participant's agenda as an iCalendar file (RFC 5545), for `GET …/me/calendar.ics`.
 * Times are written in UTC (`Z`), so no VTIMEZONE is needed and every calendar app agrees. The
 * escaping and folding rules are @foyer/domain's, shared with the agenda widget's calendar files.
 */

const CRLF = "\r\n";

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date | null;
  summary: string;
  location: string | null;
  description: string;
}

/**
 * A whole VCALENDAR: CRLF line ends, folded lines, one VEVENT per event. `now` is the DTSTAMP
 * (a published schedule passes its release time, so the file is the same at every download).
 */
export function buildCalendar(input: {
  name: string;
  events: IcsEvent[];
  now?: Date;
  /** The product that wrote it (default: the participant portal). */
  product?: string;
  /** The zone the calendar's events belong to (X-WR-TIMEZONE, a hint to calendar apps). */
  timeZone?: string;
}): string {
  const stamp = utcStamp(input.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Foyer//${input.product ?? "Participant Portal"}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...(input.timeZone ? [`X-WR-TIMEZONE:${escapeText(input.timeZone)}`] : []),
  ];
  for (const event of input.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(event.start)}`,
      ...(event.end ? [`DTEND:${utcStamp(event.end)}`] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name safe in a Content-Disposition header: lower-case letters, digits and dashes. */
export function icsFileName(base: string): string {
  const safe = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${safe || "my"}-sessions.ics`;
}
