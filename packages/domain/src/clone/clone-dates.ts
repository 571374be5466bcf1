import type { z } from "zod";
/**
 * Date rules of the event cloning wizard (spec 2 §2.1 "Options page", §3 "Day group", §4.1).
 * Dates are calendar days, `YYYY-MM-DD`, counted by the domain's one date module.
 */
import { addDays, daysBetween, isoWeekday } from "../dates/days.js";
import { addYears } from "../dates/months.js";

import type { dayGroup } from "./clone-dates-schemas.js";
/**
 * The new event's dates when a source event is picked (spec 2 §4.1): from an earlier year, the
 * start moves forward by whole years into the current year and then to the nearest day with the
 * source's weekday (at most 3 days away); the end keeps the duration. Otherwise both are kept.
 */
export function shiftedCloneDates(
  source: { dateFrom: string; dateTo: string },
  today: string,
): { dateFrom: string; dateTo: string } {
  const sourceYear = Number(source.dateFrom.slice(0, 4));
  const currentYear = Number(today.slice(0, 4));
  if (sourceYear >= currentYear) return { dateFrom: source.dateFrom, dateTo: source.dateTo };
  const duration = daysBetween(source.dateFrom, source.dateTo);
  const moved = addYears(source.dateFrom, currentYear - sourceYear);
  const weekday = isoWeekday(source.dateFrom);
  const movedWeekday = isoWeekday(moved);
  // The signed distance to the same weekday, between -3 and +3 days.
  const offset = ((((weekday - movedWeekday) % 7) + 10) % 7) - 3;
  const dateFrom = addDays(moved, offset);
  return { dateFrom, dateTo: addDays(dateFrom, duration) };
}

/** Spec 2 §4.1: a new start after the end moves the end up to it. */
export function withNewStart(dates: { dateFrom: string; dateTo: string }, dateFrom: string) {
  return { dateFrom, dateTo: dates.dateTo < dateFrom ? dateFrom : dates.dateTo };
}

/** Spec 2 §4.1: a new end before the start moves the start down to it. */
export function withNewEnd(dates: { dateFrom: string; dateTo: string }, dateTo: string) {
  return { dateFrom: dates.dateFrom > dateTo ? dateTo : dates.dateFrom, dateTo };
}

/** '{name} (copy)', the name a clone starts with. */
export function cloneName(name: string): string {
  return `${name} (copy)`;
}

export type DayGroup = z.infer<typeof dayGroup>;

export const DAY_OFF_ID = 0;
export const DEFAULT_DAY_COLOR = "#333333";

/** The default day groups (spec 2 §3 "Day group"). */
export function defaultDayGroups(): DayGroup[] {
  return [
    { id: 1, name: "Load In Days", color: "#E19517", days: [] },
    { id: 2, name: "Show Days", color: "#01C07C", days: [] },
    { id: 3, name: "Load Out Days", color: "#D0021B", days: [] },
    { id: DAY_OFF_ID, name: "Day Off", color: "#ffffff", days: [] },
  ];
}

/**
 * Puts the selected days into a group and takes them out of every other; Day Off (id 0) only
 * takes them out (spec 2 §4.1). The caller clears the selection afterwards.
 */
export function assignDays(
  groups: readonly DayGroup[],
  groupId: number,
  selected: readonly string[],
): DayGroup[] {
  const chosen = new Set(selected);
  return groups.map((group) => {
    const kept = group.days.filter((day) => !chosen.has(day));
    if (group.id !== groupId || groupId === DAY_OFF_ID) return { ...group, days: kept };
    return { ...group, days: [...kept, ...chosen].sort() };
  });
}

/** The colour a day is shown in: its group's, or the default. */
export function dayColor(groups: readonly DayGroup[], day: string): string {
  const group = groups.find((candidate) => candidate.id !== DAY_OFF_ID && candidate.days.includes(day));
  return group?.color ?? DEFAULT_DAY_COLOR;
}

/** The calendar's weekday labels, Monday first (spec 2 §2.1). */
export const WEEKDAY_LABELS = ["M", "T", "W", "Th", "F", "Sa", "Su"] as const;

/** The Monday starting the ISO week of `day`. */
function isoWeekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/**
 * The days from `dateFrom` to `dateTo` by ISO week (Monday to Sunday): each week is seven slots,
 * `null` where a slot falls outside the range, so a calendar grid can be drawn directly.
 */
export function isoWeeks(dateFrom: string, dateTo: string): (string | null)[][] {
  if (dateTo < dateFrom) return [];
  const weeks: (string | null)[][] = [];
  for (let start = isoWeekStart(dateFrom); start <= dateTo; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(start, index);
        return day >= dateFrom && day <= dateTo ? day : null;
      }),
    );
  }
  return weeks;
}

/** '{N} Day(s) Selected'. */
export function daysSelectedLabel(count: number): string {
  return `${count} Day(s) Selected`;
}

/**
 * The clone confirmation's remaining-time line (spec 2 §2.1): 'This can take a few minutes...'
 * when unknown, otherwise 'N hour(s) and N minute(s) and N second(s) remaining'.
 */
export function remainingTimeText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return "This can take a few minutes...";
  }
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours} hour(s) and ${minutes} minute(s) and ${total % 60} second(s) remaining`;
}
