/**
 * A session's times: the rules the server and the details form share, and how the times read.
 * Times are stored as instants (ISO, UTC) and entered and shown as wall-clock times in the
 * event's time zone, so a Berlin organizer scheduling a New York event types New York times.
 */

import { resolveTimeZone, wallClockAt, zonedInstant } from "../dates/zoned.js";

export const sessionTimeMessages = {
  endWithoutStart: "Set a start time before an end time",
  endBeforeStart: "The session must end after it starts",
  invalidTime: "Enter a valid date and time",
} as const;

export interface TimeProblem {
  path: "startsAt" | "endsAt";
  message: string;
}

const instant = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

/**
 * What is wrong with a session's times, or null: a start alone is fine (the end is not known
 * yet), an end needs a start, and the end must come after the start.
 * @example timeProblem("2027-03-15T10:00:00Z", "2027-03-15T09:00:00Z") // { path: "endsAt", … }
 */
export function timeProblem(startsAt: string | null, endsAt: string | null): TimeProblem | null {
  const start = instant(startsAt);
  const end = instant(endsAt);
  if (startsAt && start === null) return { path: "startsAt", message: sessionTimeMessages.invalidTime };
  if (endsAt && end === null) return { path: "endsAt", message: sessionTimeMessages.invalidTime };
  if (end !== null && start === null) return { path: "endsAt", message: sessionTimeMessages.endWithoutStart };
  if (end !== null && start !== null && end <= start)
    return { path: "endsAt", message: sessionTimeMessages.endBeforeStart };
  return null;
}

/**
 * How long a session lasts, as the list shows it: "45 min", "2 h", "1 h 30 min"; null when it
 * has no end (or no valid span).
 */
export function durationLabel(startsAt: string | null, endsAt: string | null): string | null {
  const start = instant(startsAt);
  const end = instant(endsAt);
  if (start === null || end === null || end <= start) return null;
  const minutes = Math.round((end - start) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * An instant as the value of an `<input type="datetime-local">` in the event's zone.
 * @example toWallTime("2027-03-15T13:00:00.000Z", "America/New_York") // "2027-03-15T09:00"
 */
export function toWallTime(iso: string | null, timeZone: string): string {
  const clock = iso ? wallClockAt(iso, timeZone) : null;
  return clock ? `${clock.day}T${clock.time}` : "";
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * A wall-clock time in the event's zone as an ISO instant; null when it is not one. A time that
 * a clock change skips (02:30 on a spring-forward night) moves by the hour the clock skips.
 * @example fromWallTime("2027-03-15T09:00", "America/New_York") // "2027-03-15T13:00:00.000Z"
 */
export function fromWallTime(wall: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wall.trim());
  return match?.[1] && match[2] ? zonedInstant(match[1], match[2], timeZone) : null;
}

const labelFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function labelFormat(timeZone: string) {
  let formats = labelFormats.get(timeZone);
  if (!formats) {
    formats = {
      // Spec 2 §9: display like 'Mon, Jan 5, 2025'.
      day: new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        month: "short",
        day: "numeric",
        year: "numeric",
      }),
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }),
    };
    labelFormats.set(timeZone, formats);
  }
  return formats;
}

/** Shown for a session without a start. */
export const UNSCHEDULED_LABEL = "Not scheduled";

/**
 * When a session takes place, in the event's zone: "Mon, Mar 15, 2027 · 9:00 AM – 10:30 AM",
 * both days when it runs past midnight, the start alone when it has no end.
 */
export function sessionTimeLabel(startsAt: string | null, endsAt: string | null, timeZone: string): string {
  const start = instant(startsAt);
  if (start === null) return UNSCHEDULED_LABEL;
  const { day, time } = labelFormat(resolveTimeZone(timeZone));
  const startDay = day.format(start);
  const end = instant(endsAt);
  if (end === null || end <= start) return `${startDay} · ${time.format(start)}`;
  const endDay = day.format(end);
  if (endDay === startDay) return `${startDay} · ${time.format(start)} – ${time.format(end)}`;
  return `${startDay} · ${time.format(start)} – ${endDay} · ${time.format(end)}`;
}
