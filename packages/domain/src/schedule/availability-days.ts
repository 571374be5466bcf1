import { addDays, dayRange } from "../dates/days.js";
import { wallClockAt, zonedInstant } from "../dates/zoned.js";
import { AVAILABILITY_WINDOW_MAX_DAYS, AVAILABILITY_WINDOWS_MAX } from "./schedule-contract.js";

/*
 * A person's availability as people edit it (issue 25 item 1; docs/agenda.md "Speaker
 * availability"): the event's days on the event's clock, each "available all day" or available
 * in some time ranges (none: not that day). The API stores instants (`windows`, none: always
 * available); these helpers slice the windows into the days and turn the days back into windows,
 * through the one home of zone arithmetic (dates/zoned.ts), so a day the clocks change is 23 or
 * 25 hours long and a time the clock skips is refused. The admin's contact page and the portal's
 * "My availability" share them.
 */

/** A stored window: ISO instants. */
export interface AvailabilityWindow {
  startsAt: string;
  endsAt: string;
}

/**
 * One range of a day as time inputs hold it (`HH:mm` on the event's clock). An end of "00:00" is
 * midnight at the day's end, so a range can run to the end of the day.
 */
export interface TimeRange {
  start: string;
  end: string;
}

/** A day of the event: available all day, or only in `ranges` (none: not available that day). */
export interface AvailabilityDay {
  day: string;
  allDay: boolean;
  ranges: TimeRange[];
}

/** What the editor shows and saves. */
export interface AvailabilityPlan {
  timeZone: string;
  days: AvailabilityDay[];
  /** Stored windows outside the event's days: kept as they are when the days are saved. */
  outside: AvailabilityWindow[];
}

/** What is wrong with a day's range (`range` its index; null: the day or the whole plan). */
export interface AvailabilityProblem {
  day: string | null;
  range: number | null;
  field: "start" | "end" | null;
  message: string;
}

/** The event as the editor needs it. */
export interface AvailabilityEvent {
  timeZone: string;
  /** YYYY-MM-DD */
  startsOn: string;
  /** YYYY-MM-DD */
  endsOn: string;
}

/** The editor's step: times on the quarter hour. */
export const AVAILABILITY_STEP_MINUTES = 15;
/** What a day gets when "Available all day" is turned off, or a range is added to an empty day. */
export const DEFAULT_TIME_RANGE: TimeRange = { start: "09:00", end: "17:00" };
/** The agenda shows at most this many days (as the agenda grid does). */
const MAX_DAYS = 62;

export const availabilityMessages = {
  startMissing: "Enter a start time.",
  endMissing: "Enter an end time.",
  step: `Use steps of ${AVAILABILITY_STEP_MINUTES} minutes.`,
  skipped: (time: string) => `${clockText(time)} does not exist on this day: the clocks go forward.`,
  endBeforeStart: "The end must be after the start.",
  overlap: (other: TimeRange) => `This range overlaps ${clockText(other.start)} – ${clockText(other.end)}.`,
  tooMany: `At most ${AVAILABILITY_WINDOWS_MAX} time ranges in all.`,
} as const;

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type Span = { start: number; end: number };

/** "2:30 PM" for "14:30"; "12:00 AM (midnight)" is how an end of "00:00" reads. */
export function clockText(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** "Monday, March 15": a day of the event (a calendar day, not an instant). */
export function availabilityDayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The event's days, YYYY-MM-DD (at most 62). */
export function availabilityDays(event: AvailabilityEvent): string[] {
  return dayRange(event.startsOn, event.endsOn, MAX_DAYS);
}

/** The instants (ms) a day starts and ends on the zone's clock: 23 or 25 hours when the clocks change. */
function dayBounds(day: string, timeZone: string): Span {
  return {
    start: Date.parse(zonedInstant(day, "00:00", timeZone) ?? `${day}T00:00:00Z`),
    end: Date.parse(zonedInstant(addDays(day, 1), "00:00", timeZone) ?? `${addDays(day, 1)}T00:00:00Z`),
  };
}

/** Spans in time order, overlapping and touching ones joined. */
function joined(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();
const asWindow = (span: Span): AvailabilityWindow => ({ startsAt: iso(span.start), endsAt: iso(span.end) });

/**
 * The stored windows as the editor's days: a day wholly inside a window is available all day; a
 * day partly inside has the parts as ranges; a day outside every window has no ranges. A person
 * without windows is available all day on every day.
 * @example planOfWindows({ timeZone: "America/New_York", startsOn: "2027-03-15", endsOn: "2027-03-15" },
 *   [{ startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-03-15T16:00:00Z" }])
 * // days: [{ day: "2027-03-15", allDay: false, ranges: [{ start: "09:00", end: "12:00" }] }]
 */
export function planOfWindows(
  event: AvailabilityEvent,
  windows: readonly AvailabilityWindow[],
): AvailabilityPlan {
  const { timeZone } = event;
  const days = availabilityDays(event);
  const spans = joined(
    windows
      .map((one) => ({ start: Date.parse(one.startsAt), end: Date.parse(one.endsAt) }))
      .filter((span) => span.end > span.start),
  );
  if (spans.length === 0) {
    return { timeZone, days: days.map((day) => ({ day, allDay: true, ranges: [] })), outside: [] };
  }
  const planned = days.map((day): AvailabilityDay => {
    const bounds = dayBounds(day, timeZone);
    const parts = spans
      .map((span) => ({ start: Math.max(span.start, bounds.start), end: Math.min(span.end, bounds.end) }))
      .filter((part) => part.end > part.start);
    const whole = parts.length === 1 && parts[0]?.start === bounds.start && parts[0]?.end === bounds.end;
    if (whole) return { day, allDay: true, ranges: [] };
    const clock = (ms: number) => wallClockAt(ms, timeZone)?.time ?? "00:00";
    return {
      day,
      allDay: false,
      ranges: parts.map((part) => ({
        start: clock(part.start),
        end: part.end === bounds.end ? "00:00" : clock(part.end),
      })),
    };
  });
  return { timeZone, days: planned, outside: outsideOf(spans, days, timeZone) };
}

/** The parts of `spans` before the event's first day and after its last. */
function outsideOf(spans: Span[], days: string[], timeZone: string): AvailabilityWindow[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return spans.map(asWindow);
  const from = dayBounds(first, timeZone).start;
  const to = dayBounds(last, timeZone).end;
  const parts: Span[] = [];
  for (const span of spans) {
    if (span.start < from) parts.push({ start: span.start, end: Math.min(span.end, from) });
    if (span.end > to) parts.push({ start: Math.max(span.start, to), end: span.end });
  }
  return parts.filter((part) => part.end > part.start).map(asWindow);
}

const minutesOf = (time: string): number | null => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** A day of the plan with its bounds: most days are 24 hours, and then no zone lookup is needed. */
interface DayClock {
  day: string;
  timeZone: string;
  bounds: Span;
  /** 24 hours long: the offset holds all day, so a time is the day's start plus its minutes. */
  even: boolean;
}

function dayClock(day: string, timeZone: string): DayClock {
  const bounds = dayBounds(day, timeZone);
  return { day, timeZone, bounds, even: bounds.end - bounds.start === DAY_MS };
}

/** The instant (ms) the day's clock shows `minutes` after midnight (NaN for a time that is not). */
function instantAt(clock: DayClock, time: string, minutes: number): number {
  if (clock.even) return clock.bounds.start + minutes * MINUTE;
  return Date.parse(zonedInstant(clock.day, time, clock.timeZone) ?? "");
}

/** A range's instants (ms), or null when a time is missing or not a time. */
function rangeSpan(clock: DayClock, range: TimeRange): Span | null {
  const from = minutesOf(range.start);
  const to = minutesOf(range.end);
  if (from === null || to === null) return null;
  const start = instantAt(clock, range.start, from);
  const end = range.end === "00:00" ? clock.bounds.end : instantAt(clock, range.end, to);
  return Number.isNaN(start) || Number.isNaN(end) ? null : { start, end };
}

/** Whether the day's clock shows `time` (false for a time the clocks skip). */
function clockShows(clock: DayClock, time: string): boolean {
  if (clock.even) return true;
  const instant = zonedInstant(clock.day, time, clock.timeZone);
  const reading = instant ? wallClockAt(instant, clock.timeZone) : null;
  return reading?.day === clock.day && reading.time === time;
}

/** The problems of one range, apart from overlaps, and its span when it has none. */
function checkRange(
  clock: DayClock,
  range: TimeRange,
  index: number,
): { problems: AvailabilityProblem[]; span: Span | null } {
  const problems: AvailabilityProblem[] = [];
  const at = (field: "start" | "end", message: string) =>
    problems.push({ day: clock.day, range: index, field, message });
  for (const field of ["start", "end"] as const) {
    const minutes = minutesOf(range[field]);
    if (minutes === null)
      at(field, field === "start" ? availabilityMessages.startMissing : availabilityMessages.endMissing);
    else if (minutes % AVAILABILITY_STEP_MINUTES !== 0) at(field, availabilityMessages.step);
    else if (!(field === "end" && range.end === "00:00") && !clockShows(clock, range[field]))
      at(field, availabilityMessages.skipped(range[field]));
  }
  if (problems.length > 0) return { problems, span: null };
  const span = rangeSpan(clock, range);
  if (span && span.end > span.start) return { problems, span };
  at("end", availabilityMessages.endBeforeStart);
  return { problems, span: null };
}

/**
 * What is wrong with the plan, as the server would refuse it and more: each range needs a start
 * and an end on the quarter hour that the day's clock shows, the end after the start (an end of
 * 00:00 is midnight), no two ranges of a day may overlap (touching is fine), and at most
 * `AVAILABILITY_WINDOWS_MAX` windows in all. Empty: it can be saved.
 */
export function availabilityProblems(plan: AvailabilityPlan): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  for (const one of plan.days) {
    if (one.allDay) continue;
    const clock = dayClock(one.day, plan.timeZone);
    const checked: { range: TimeRange; span: Span }[] = [];
    one.ranges.forEach((range, index) => {
      const { problems: own, span } = checkRange(clock, range, index);
      problems.push(...own);
      if (!span) return;
      const other = checked.find((seen) => span.start < seen.span.end && seen.span.start < span.end);
      if (other)
        problems.push({
          day: one.day,
          range: index,
          field: null,
          message: availabilityMessages.overlap(other.range),
        });
      checked.push({ range, span });
    });
  }
  if (problems.length === 0 && windowsOfPlan(plan).length > AVAILABILITY_WINDOWS_MAX) {
    problems.push({ day: null, range: null, field: null, message: availabilityMessages.tooMany });
  }
  return problems;
}

/**
 * The windows to store for a plan without problems: every day available all day (and nothing kept
 * from outside the event's days) is no windows at all, "always available"; otherwise each day's
 * time (the whole day, or its ranges) and the kept outside windows, in time order. The server
 * joins touching ones; a kept window longer than it takes (`AVAILABILITY_WINDOW_MAX_DAYS`) goes in
 * pieces.
 */
export function windowsOfPlan(plan: AvailabilityPlan): AvailabilityWindow[] {
  if (plan.outside.length === 0 && plan.days.every((one) => one.allDay)) return [];
  const longest = AVAILABILITY_WINDOW_MAX_DAYS * DAY_MS;
  const spans: Span[] = [];
  for (const one of plan.outside) {
    const end = Date.parse(one.endsAt);
    for (let start = Date.parse(one.startsAt); start < end; start += longest)
      spans.push({ start, end: Math.min(end, start + longest) });
  }
  for (const one of plan.days) {
    const clock = dayClock(one.day, plan.timeZone);
    if (one.allDay) spans.push(clock.bounds);
    else
      for (const range of one.ranges) {
        const span = rangeSpan(clock, range);
        if (span && span.end > span.start) spans.push(span);
      }
  }
  return spans.sort((a, b) => a.start - b.start).map(asWindow);
}
