import { createHash } from "node:crypto";
import { dayRange, type PublicSchedule, wallClockAt } from "@foyer/domain";
import { buildCalendar } from "../portal/ics.js";

/*
 * The published schedule's files (issue 25 item 4): iCalendar (RFC 5545) and frab's schedule XML,
 * both written from a release alone, so one release always gives the same bytes (and ETag).
 */

type Session = PublicSchedule["sessions"][number];

function roomNames(schedule: PublicSchedule): Map<string, string> {
  return new Map(schedule.rooms.map((room) => [room.id, room.name]));
}

/** What a calendar entry's description says: the speakers, then the session's description. */
function calendarDescription(session: Session, trackName: string | undefined): string {
  const lines: string[] = [];
  if (session.speakers.length > 0) lines.push(`Speakers: ${session.speakers.map((s) => s.name).join(", ")}`);
  if (trackName) lines.push(`Track: ${trackName}`);
  if (session.description) lines.push("", session.description);
  return lines.join("\n").trim();
}

/** `schedule.ics`: one VEVENT per session, times in UTC, stamped with the release time. */
export function scheduleIcs(schedule: PublicSchedule, host: string): string {
  const rooms = roomNames(schedule);
  const tracks = new Map(schedule.tracks.map((track) => [track.id, track.name]));
  return buildCalendar({
    name: schedule.event.name,
    product: "Schedule",
    timeZone: schedule.event.timeZone,
    now: new Date(schedule.releasedAt),
    events: schedule.sessions.map((session) => ({
      uid: `${session.id}@${host}`,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      summary: session.title,
      location: rooms.get(session.roomId) ?? null,
      description: calendarDescription(session, session.trackId ? tracks.get(session.trackId) : undefined),
    })),
  });
}

/* ---------------------------------------------------------------- frab XML */

/** XML 1.0 text: the five entities escaped, characters XML forbids left out. */
export function escapeXml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** frab ids are numbers: a stable one from a text id (the first 31 bits of its SHA-1). */
export function numericId(id: string): number {
  return Number.parseInt(createHash("sha1").update(id).digest("hex").slice(0, 8), 16) & 0x7fffffff;
}

/** A UUID for the guid attribute: the id itself when it is one, else one derived from it. */
function guidOf(id: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return id.toLowerCase();
  const hex = createHash("sha1").update(id).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `2027-03-15T09:00:00-04:00`: the instant on the event's clock, with its offset then. */
export function localIso(instant: string, zone: string): string {
  const clock = wallClockAt(instant, zone);
  if (!clock) return instant;
  const offsetMinutes = Math.round(
    (Date.parse(`${clock.day}T${clock.time}:00Z`) - Date.parse(instant)) / 60_000,
  );
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${clock.day}T${clock.time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `01:30` */
function duration(session: Session): string {
  const minutes = Math.max(
    0,
    Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000),
  );
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

const tag = (name: string, value: string | number, indent: string) =>
  `${indent}<${name}>${escapeXml(String(value))}</${name}>`;

/** The days of the schedule: the event's, plus any day a session starts on outside them. */
function daysOf(schedule: PublicSchedule): string[] {
  const zone = schedule.event.timeZone;
  const days = new Set(dayRange(schedule.event.startsOn, schedule.event.endsOn));
  for (const session of schedule.sessions) {
    const clock = wallClockAt(session.startsAt, zone);
    if (clock) days.add(clock.day);
  }
  return [...days].sort();
}

/**
 * `schedule.xml`: frab's schedule format (schedule / version / conference / day / room / event),
 * as pretalx writes it, which apps such as Giggity and the C3 tools read.
 */
export function scheduleXml(schedule: PublicSchedule): string {
  const zone = schedule.event.timeZone;
  const rooms = roomNames(schedule);
  const tracks = new Map(schedule.tracks.map((track) => [track.id, track.name]));
  const days = daysOf(schedule);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<schedule>",
    tag("version", schedule.version, "  "),
    "  <conference>",
    tag("acronym", schedule.event.slug, "    "),
    tag("title", schedule.event.name, "    "),
    tag("start", schedule.event.startsOn, "    "),
    tag("end", schedule.event.endsOn, "    "),
    tag("days", days.length, "    "),
    tag("timeslot_duration", "00:05", "    "),
    tag("time_zone_name", zone, "    "),
    "  </conference>",
  ];
  days.forEach((day, index) => {
    const sessions = schedule.sessions.filter((session) => wallClockAt(session.startsAt, zone)?.day === day);
    const start = sessions.length > 0 ? sessions[0]?.startsAt : undefined;
    const end = sessions.reduce<string | undefined>(
      (latest, session) => (!latest || session.endsAt > latest ? session.endsAt : latest),
      undefined,
    );
    const dayStart = start ? localIso(start, zone) : `${day}T00:00:00`;
    const dayEnd = end ? localIso(end, zone) : `${day}T23:59:00`;
    lines.push(
      `  <day index="${index + 1}" date="${day}" start="${escapeXml(dayStart)}" end="${escapeXml(dayEnd)}">`,
    );
    for (const room of schedule.rooms) {
      const inRoom = sessions.filter((session) => session.roomId === room.id);
      if (inRoom.length === 0) continue;
      lines.push(`    <room name="${escapeXml(room.name)}" guid="${guidOf(room.id)}">`);
      for (const session of inRoom) {
        const clock = wallClockAt(session.startsAt, zone);
        lines.push(
          `      <event guid="${guidOf(session.id)}" id="${numericId(session.id)}">`,
          tag("date", localIso(session.startsAt, zone), "        "),
          tag("start", clock?.time ?? "", "        "),
          tag("duration", duration(session), "        "),
          tag("room", rooms.get(session.roomId) ?? "", "        "),
          tag("slug", `${schedule.event.slug}-${numericId(session.id)}-${slugOf(session.title)}`, "        "),
          tag("title", session.title, "        "),
          "        <subtitle></subtitle>",
          tag("track", session.trackId ? (tracks.get(session.trackId) ?? "") : "", "        "),
          tag("type", session.plenum ? "plenum" : "session", "        "),
          "        <language></language>",
          "        <abstract></abstract>",
          tag("description", session.description ?? "", "        "),
          "        <persons>",
          ...session.speakers.map(
            (speaker) =>
              `          <person id="${numericId(speaker.id)}" guid="${guidOf(speaker.id)}">${escapeXml(speaker.name)}</person>`,
          ),
          "        </persons>",
          "        <links></links>",
          "        <attachments></attachments>",
          "      </event>",
        );
      }
      lines.push("    </room>");
    }
    lines.push("  </day>");
  });
  lines.push("</schedule>");
  return `${lines.join("\n")}\n`;
}
