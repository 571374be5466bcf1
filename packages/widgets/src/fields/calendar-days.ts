/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings (spec 2 §3 "date: YYYY-MM-DD"). Days are
 * computed in UTC so no local time zone or DST shift can move a date.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds at UTC midnight of an ISO day, or null when it is not a real date. */
export function dayToMs(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().startsWith(day) ? ms : null;
}

export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDay(value: string): boolean {
  return dayToMs(value) !== null;
}

export function addDays(day: string, count: number): string {
  const ms = dayToMs(day);
  return ms === null ? day : msToDay(ms + count * DAY_MS);
}

/** The same day of another month, clamped to that month's last day. */
export function addMonths(day: string, count: number): string {
  const ms = dayToMs(day);
  if (ms === null) return day;
  const date = new Date(ms);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count + 1, 0)).getUTCDate();
  return msToDay(first + (Math.min(date.getUTCDate(), lastDay) - 1) * DAY_MS);
}

/** Monday = 0 … Sunday = 6 (the calendar's weeks start on Monday, spec 2 §2.1 "M, T, W…"). */
export function weekdayIndex(day: string): number {
  const ms = dayToMs(day) ?? 0;
  return (new Date(ms).getUTCDay() + 6) % 7;
}

/** The weeks (Monday to Sunday) covering the month of `day`; days of other months included. */
export function monthWeeks(day: string): string[][] {
  const ms = dayToMs(day) ?? Date.now();
  const date = new Date(ms);
  const first = msToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  let cursor = addDays(first, -weekdayIndex(first));
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(cursor);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (cursor.slice(0, 7) === month);
  return weeks;
}

/** Every day from `from` to `to`, both included; empty when the range is not valid. */
export function daysBetween(from: string, to: string, limit = 366): string[] {
  const start = dayToMs(from.slice(0, 10));
  const end = dayToMs(to.slice(0, 10));
  if (start === null || end === null || end < start) return [];
  const days: string[] = [];
  for (let ms = start; ms <= end && days.length < limit; ms += DAY_MS) days.push(msToDay(ms));
  return days;
}

/** 'YYYY-MM-DD' of now in the participant's zone. */
export function today(): string {
  const now = new Date();
  return msToDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const labelFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Like 'Mon, Jan 5, 2025' (spec 2 §9 "display like"). */
export function dayLabel(day: string): string {
  const ms = dayToMs(day);
  return ms === null ? day : labelFormat.format(ms);
}

/** Like 'January 2025'. */
export function monthLabel(day: string): string {
  const ms = dayToMs(day);
  return ms === null ? day : monthFormat.format(ms);
}
