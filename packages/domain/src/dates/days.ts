/**
 * Calendar days, `YYYY-MM-DD` (spec 2 §3 "date: YYYY-MM-DD"): the one place that counts days
 * (STYLE 16). date-fns counts on a Date held at noon on the local clock, which no clock change
 * reaches, and only the day's fields leave this module, so no time zone can move a day.
 * No zod here: the embed's calendar takes these alone.
 */
import { addDays as addDaysToDate, differenceInCalendarDays } from "date-fns";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day at noon on the local clock, or null when `day` is not a real `YYYY-MM-DD` date (for `months.ts`). */
export function noonOf(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const noon = new Date(2000, 0, 1, 12);
  // setFullYear, not the constructor: it would read years 0–99 as 1900–1999.
  noon.setFullYear(year, month, date);
  return noon.getFullYear() === year && noon.getMonth() === month && noon.getDate() === date ? noon : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The local calendar day of `date`, `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day the runtime's own clock shows (the participant's, in a browser). For another
 * zone's day use `todayIn`.
 * @default now the current time
 */
export function localDay(now: Date = new Date()): string {
  return dayOf(now);
}

/**
 * Whether `text` is a real calendar day written `YYYY-MM-DD`.
 * @example isIsoDay("2028-02-29") // true; isIsoDay("2027-02-29") // false
 */
export function isIsoDay(text: string): boolean {
  return noonOf(text) !== null;
}

/**
 * The day `count` days later (earlier when negative); text that is not a day comes back as it is.
 * @example addDays("2028-02-28", 1) // "2028-02-29"
 */
export function addDays(day: string, count: number): string {
  const noon = noonOf(day);
  return noon === null ? day : dayOf(addDaysToDate(noon, count));
}

/**
 * How many days `to` is after `from` (negative when before); NaN when either is not a day.
 * @example daysBetween("2027-12-31", "2028-03-01") // 61
 */
export function daysBetween(from: string, to: string): number {
  const [start, end] = [noonOf(from), noonOf(to)];
  return start === null || end === null ? Number.NaN : differenceInCalendarDays(end, start);
}

/**
 * The day of the week, ISO style: Monday 1 … Sunday 7; NaN when `day` is not a day.
 * @example isoWeekday("2027-01-04") // 1 (a Monday)
 */
export function isoWeekday(day: string): number {
  const noon = noonOf(day);
  return noon === null ? Number.NaN : noon.getDay() || 7;
}

/**
 * Every day from `from` to `to`, both included, at most `limit` of them; empty when either is
 * not a day or `to` is before `from`.
 * @default limit 366
 * @example dayRange("2028-02-28", "2028-03-01") // ["2028-02-28", "2028-02-29", "2028-03-01"]
 */
export function dayRange(from: string, to: string, limit = 366): string[] {
  const days: string[] = [];
  if (!isIsoDay(from) || !isIsoDay(to)) return days;
  // ISO days sort as text; stepping (not counting) keeps differenceInCalendarDays out of the embed.
  for (let day = from; day <= to && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}
