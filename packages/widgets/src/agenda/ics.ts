import { escapeIcsText, foldIcsLine, icsUtc } from "@foyer/domain";
import type { PublicSchedule, PublicScheduleSession } from "@foyer/sdk";

/*
 * One session as an iCalendar file (RFC 5545), made in the browser for its "Add to calendar"
 * link: CRLF line ends, TEXT values escaped and lines folded by the rules the server's exports
 * use (@foyer/domain), times in UTC.
 */

/** What the calendar entry says besides the session's own fields. */
export interface IcsContext {
  schedule: PublicSchedule;
  /** The room's name (LOCATION). */
  location: string;
  /** The track's name, or "" for none. */
  track: string;
  /** The host part of UIDs, e.g. the Foyer API's host name. */
  uidDomain: string;
}

/**
 * The session as a whole VCALENDAR with one VEVENT, saying what the whole schedule's export says
 * of it (DTSTAMP is the release's time; the description names the speakers and the track first).
 */
export function sessionIcs(session: PublicScheduleSession, context: IcsContext): string {
  const { schedule } = context;
  const speakers = session.speakers.map((speaker) => speaker.name).filter(Boolean);
  const description = [
    ...(speakers.length > 0 ? [`Speakers: ${speakers.join(", ")}`] : []),
    ...(context.track ? [`Track: ${context.track}`] : []),
    ...(session.description ? ["", session.description] : []),
  ]
    .join("\n")
    .trim();
  const stamp = Number.isFinite(Date.parse(schedule.releasedAt)) ? schedule.releasedAt : session.startsAt;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Foyer//Agenda widget//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(`${session.id}@${context.uidDomain}`)}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(session.startsAt)}`,
    `DTEND:${icsUtc(session.endsAt)}`,
    `SUMMARY:${escapeIcsText(session.title)}`,
    ...(context.location ? [`LOCATION:${escapeIcsText(context.location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A `data:` URL of the file, for a link's `href` (nothing to revoke afterwards). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** A file name from the session's title: "Opening keynote.ics" → "opening-keynote.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "session"}.ics`;
}
