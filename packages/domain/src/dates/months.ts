/**
 * Months and years of calendar days, `YYYY-MM-DD`, on date-fns like `days.ts`; apart from it so
 * the forms embed, which steps through days, loads month arithmetic only with its date picker.
 */
import { addMonths as addMonthsToDate } from "date-fns";
import { dayOf, noonOf } from "./days.js";

/**
 * The same day of the month `count` months later, clamped to that month's last day.
 * @example addMonths("2027-01-31", 1) // "2027-02-28"
 */
export function addMonths(day: string, count: number): string {
  const noon = noonOf(day);
  return noon === null ? day : dayOf(addMonthsToDate(noon, count));
}

/**
 * The same month and day `count` years later; 29 February becomes 28 February in a common year.
 * @example addYears("2028-02-29", 1) // "2029-02-28"
 */
export function addYears(day: string, count: number): string {
  return addMonths(day, count * 12);
}
