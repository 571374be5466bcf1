/**
 * The date picker's month grid: weeks from Monday (spec 2 §2.1 "M, T, W…"), month names, today.
 * The counting is the domain's one date module.
 */
import { addDays, dayRange, isIsoDay, isoWeekday, localDay as today } from "@foyer/domain";

export {
  addMonths,
  /** 'YYYY-MM-DD' of now in the participant's zone. */
  localDay as today,
} from "@foyer/domain";

/** Monday = 0 … Sunday = 6 of a day (NaN for text that is not one). */
export function weekdayIndex(day: string): number {
  return isoWeekday(day) - 1;
}

/** The weeks (Monday to Sunday) covering the month of `day`; days of other months included. */
export function monthWeeks(day: string): string[][] {
  const month = (isIsoDay(day) ? day : today()).slice(0, 7);
  const weeks: string[][] = [];
  // From the Monday on or before the 1st, a week at a time until one starts past the month.
  let monday = addDays(`${month}-01`, -weekdayIndex(`${month}-01`));
  do {
    weeks.push(dayRange(monday, addDays(monday, 6)));
    monday = addDays(monday, 7);
  } while (monday.slice(0, 7) === month);
  return weeks;
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Like 'January 2025' (a date-only ISO text parses as UTC midnight). */
export function monthLabel(day: string): string {
  return isIsoDay(day) ? monthFormat.format(Date.parse(day)) : day;
}
