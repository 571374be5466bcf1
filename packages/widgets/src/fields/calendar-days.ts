/**
 * Calendar days as the form fields show them, 'YYYY-MM-DD' strings (spec 2 §3 "date:
 * YYYY-MM-DD"). The counting is the domain's one date module; the date picker's month grid is in
 * `month-grid.ts`, loaded with the picker.
 */
import { dayRange, isIsoDay } from "@foyer/domain";

export { addDays, isIsoDay } from "@foyer/domain";

const labelFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Like 'Mon, Jan 5, 2025' (spec 2 §9 "display like"; a date-only ISO text parses as UTC midnight). */
export function dayLabel(day: string): string {
  return isIsoDay(day) ? labelFormat.format(Date.parse(day)) : day;
}

/** Every day from `from` to `to`, both included; empty when the range is not valid. */
export function daysBetween(from: string, to: string, limit = 366): string[] {
  return dayRange(from.slice(0, 10), to.slice(0, 10), limit);
}
