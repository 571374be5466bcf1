/**
 * Wall-clock times in a named time zone, to and from instants: the one home of zone arithmetic
 * (STYLE 16), on date-fns and `@date-fns/tz`. Instants are stored (ISO, UTC); people enter and
 * read the clock of the event's (or a field's) zone, so a Berlin organizer scheduling a New York
 * event types New York times.
 *
 * Clock changes follow one rule everywhere: a reading the clock skips (02:30 on a spring-forward
 * night) moves on by the skipped time (03:30); a reading the clock shows twice (02:30 on a
 * fall-back night) is the first of the two. A zone the runtime does not know reads as UTC; pass
 * it through `resolveTimeZone` first for another fallback.
 *
 * The zone's offset at an instant comes from `tzOffset` (`@date-fns/tz`); the days are counted by
 * date-fns (`days.ts`). Not `TZDate`: on a UTC machine it read Berlin's repeated 02:30 as the
 * second and New York's repeated 01:30 as the first, and it would cost the forms embed 0.85 KB
 * (gzip) that its budget has no room for.
 */
import { tzOffset } from "@date-fns/tz/tzOffset";
import { addDays, isIsoDay } from "./days.js";

/** What a clock in a zone shows: the calendar day (`YYYY-MM-DD`) and the time of day (`HH:mm`). */
export interface WallClock {
  day: string;
  time: string;
}

/**
 * Whether the runtime knows `value` as a time zone ("Europe/Berlin", "UTC"). Checking a name is
 * not arithmetic: Intl is the authority on which zones exist.
 * @example isTimeZoneName("America/New_York") // true; isTimeZoneName("Mars/Olympus") // false
 */
export function isTimeZoneName(value: string): boolean {
  try {
    return Boolean(value) && Boolean(new Intl.DateTimeFormat("en-US", { timeZone: value }));
  } catch {
    return false;
  }
}

/** The zone the runtime runs in (the participant's, in a browser); UTC when it cannot tell. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * `zone` when the runtime knows it, else `fallback`.
 * @default fallback "UTC"
 * @example resolveTimeZone("Mars/Olympus", systemTimeZone()) // the runtime's own zone
 */
export function resolveTimeZone(zone: string | null | undefined, fallback = "UTC"): string {
  return zone && isTimeZoneName(zone) ? zone : fallback;
}

const instantOf = (value: number | string | Date): number =>
  typeof value === "string" ? Date.parse(value) : +value;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How far the clock in `zone` is ahead of UTC at `ms`, in milliseconds (whole minutes). */
const offsetAt = (ms: number, zone: string): number => Math.round(tzOffset(zone, new Date(ms))) * MINUTE;

/** The clock's reading at `ms`, as the UTC fields of a Date (NaN when `ms` is out of range). */
const readingAt = (ms: number, zone: string): Date => new Date(ms + offsetAt(ms, zone));

/**
 * What the clock in `zone` shows at `instant`; null when `instant` is not a time.
 * @example wallClockAt("2026-03-29T01:30:00Z", "Europe/Berlin") // { day: "2026-03-29", time: "03:30" }
 */
export function wallClockAt(instant: number | string | Date, zone: string): WallClock | null {
  // NaN in, NaN out: an instant that is not a time has no offset either.
  const reading = readingAt(instantOf(instant), resolveTimeZone(zone));
  if (Number.isNaN(+reading)) return null;
  const text = reading.toISOString();
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * The instant when the clock in `zone` shows `reading` (a wall-clock time written as if it were
 * UTC). The zone's offsets a day before and a day after are the only candidates (no zone changes
 * twice in a day): both fit in a repeated hour (the earlier wins), neither in a skipped one (the
 * offset before the change applies, which moves the reading on by the skipped time).
 */
function instantOfReading(reading: number, zone: string): number {
  const before = reading - offsetAt(reading - DAY, zone);
  const after = reading - offsetAt(reading + DAY, zone);
  const fits = (ms: number) => ms + offsetAt(ms, zone) === reading;
  if (fits(before)) return fits(after) ? Math.min(before, after) : before;
  return fits(after) ? after : before;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The instant (ISO, UTC) when the clock in `zone` shows `day` at `time` (`HH:mm` or `HH:mm:ss`);
 * null when either is not a real day or time. Skipped readings move on, repeated ones are the first.
 * @example zonedInstant("2026-03-29", "02:30", "Europe/Berlin") // "2026-03-29T01:30:00.000Z" (03:30 CEST)
 */
export function zonedInstant(day: string, time: string, zone: string): string | null {
  if (!TIME.test(time) || !isIsoDay(day)) return null;
  // The reading written as UTC: ECMAScript's date format takes `HH:mm` and `HH:mm:ss` alike.
  const reading = Date.parse(`${day}T${time}Z`);
  const ms = instantOfReading(reading, resolveTimeZone(zone));
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * The instant `days` calendar days after `instant` on the clock of `zone`: 09:00 in New York
 * stays 09:00 across a clock change, so that day is 23 or 25 hours long.
 * @example shiftZonedDays(Date.parse("2026-03-02T14:00:00Z"), 14, "America/New_York") // 2026-03-16T13:00:00Z
 */
export function shiftZonedDays(instant: number, days: number, zone: string): number {
  if (days === 0 || Number.isNaN(instant)) return instant;
  const timeZone = resolveTimeZone(zone);
  const reading = readingAt(instant, timeZone).toISOString();
  const day = addDays(reading.slice(0, 10), days);
  return instantOfReading(Date.parse(`${day}${reading.slice(10)}`), timeZone);
}

/**
 * Today's calendar day (`YYYY-MM-DD`) in `zone`; UTC for a zone the runtime does not know.
 * @example todayIn("Asia/Tokyo", new Date("2027-03-01T20:00:00Z")) // "2027-03-02"
 */
export function todayIn(zone: string, now: Date = new Date()): string {
  return wallClockAt(now, zone)?.day ?? now.toISOString().slice(0, 10);
}

/**
 * How far the clock in `zone` is from UTC at `now`, as people write it: "UTC+05:30", "UTC-04:00",
 * "UTC+00:00" (the time-zone picker shows the current offset).
 * @example utcOffsetLabel("Asia/Kolkata") // "UTC+05:30"
 */
export function utcOffsetLabel(zone: string, now: Date = new Date()): string {
  const minutes = offsetAt(+now, resolveTimeZone(zone)) / MINUTE;
  const sign = minutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0");
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
}

/**
 * An instant as people read it on the clock of `zone`, with the zone's abbreviation: 'Mon, Jan 5,
 * 2025, 9:30 AM EST' (how the forms' datetime field writes `formatted`, spec 2 §3); "" when
 * `instant` is not a time. Display only: Intl formats, nothing is computed from the text.
 */
export function zonedDateTimeLabel(instant: number | string | Date, zone: string): string {
  const ms = instantOf(instant);
  if (Number.isNaN(ms)) return "";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: resolveTimeZone(zone),
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}
