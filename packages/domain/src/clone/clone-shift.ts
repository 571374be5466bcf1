import { addDays, daysBetween, isIsoDay } from "../dates/days.js";
import { resolveTimeZone, shiftZonedDays, zonedDateTimeLabel } from "../dates/zoned.js";
import type { FormStep } from "../forms/definition.js";
import { DAY_OFF_ID, type DayGroup } from "./clone-dates.js";

/*
 * How a clone moves what it copies (issue 5 item 5, docs/cloning.md): every date and time of the
 * copied content moves by the shift, the whole days between the source's start and the new start.
 * Times of day stay where they were on the event's clock, across clock changes.
 */

const LEADING_DAY = /^(\d{4}-\d{2}-\d{2})(.*)$/s;

/** The days from the source's start to the new start (negative when the clone is earlier). */
export function cloneShiftDays(sourceStart: string, newStart: string): number {
  return daysBetween(sourceStart, newStart);
}

/**
 * The instant `days` later on the clock of `timeZone` (UTC when unknown): 09:00 in New York stays
 * 09:00 even when daylight saving time starts or ends in between.
 * @example shiftInstant(Date.parse("2026-03-02T14:00:00Z"), 14, "America/New_York") // 2026-03-16T13:00:00Z
 */
export function shiftInstant(ms: number, days: number, timeZone?: string): number {
  return shiftZonedDays(ms, days, resolveTimeZone(timeZone));
}

/** A day, or a text that starts with one ("2025-03-17T09:00-05:00"), `days` later; other text as it is. */
export function shiftLeadingDay(text: string, days: number): string {
  const match = LEADING_DAY.exec(text);
  if (!match?.[1] || !isIsoDay(match[1])) return text;
  return addDays(match[1], days) + (match[2] ?? "");
}

/** The field types whose values are dates of the event's calendar. */
const RECORD_DAY_TYPES = new Set(["date", "datetime", "event-days"]);

/**
 * A module record's value of a field of `type`, moved by `days`: dates ("2025-03-17"), date-times
 * ("2025-03-17T09:00" with an optional offset) and event days (a list of dates). Anything else
 * is returned as it is.
 */
export function shiftRecordValue(type: string, value: unknown, days: number): unknown {
  if (days === 0 || !RECORD_DAY_TYPES.has(type)) return value;
  if (typeof value === "string") return shiftLeadingDay(value, days);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === "string" ? shiftLeadingDay(item, days) : item));
  return value;
}

/**
 * A submission's answers with their dates moved (spec 2 §3 "Form field result shapes"): a date
 * field's YYYY-MM-DD, a datetime's {iso, formatted} (on the field's clock, else the event's),
 * and the days of an eventDays field. Other answers, and answers to fields no longer on the
 * form, stay as they are.
 */
export function shiftSubmissionValues(
  steps: readonly FormStep[],
  values: Record<string, unknown>,
  days: number,
  eventTimeZone: string,
): Record<string, unknown> {
  if (days === 0) return values;
  const fields = new Map(steps.flatMap((step) => step.fields).map((field) => [field.id, field]));
  const shifted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields.get(key);
    shifted[key] = value;
    if (!field || value === null || value === undefined) continue;
    if (field.type === "date" && typeof value === "string") shifted[key] = shiftLeadingDay(value, days);
    else if (field.type === "eventDays" && Array.isArray(value)) {
      shifted[key] = value.map((day) => (typeof day === "string" ? shiftLeadingDay(day, days) : day));
    } else if (field.type === "datetime" && typeof value === "object" && !Array.isArray(value)) {
      const { iso } = value as { iso?: unknown };
      const ms = typeof iso === "string" ? Date.parse(iso) : Number.NaN;
      if (Number.isNaN(ms)) continue;
      const zone = resolveTimeZone(field.timezone ?? eventTimeZone);
      const moved = shiftZonedDays(ms, days, zone);
      shifted[key] = { iso: new Date(moved).toISOString(), formatted: zonedDateTimeLabel(moved, zone) };
    }
  }
  return shifted;
}

/**
 * The source's day labels moved by `days`, keeping only the days inside the new event's dates;
 * Day Off is left out (an unlabelled day is a day off).
 */
export function shiftDayGroups(
  groups: readonly DayGroup[],
  days: number,
  range: { dateFrom: string; dateTo: string },
): DayGroup[] {
  return groups
    .filter((group) => group.id !== DAY_OFF_ID)
    .map((group) => ({
      ...group,
      days: group.days
        .map((day) => addDays(day, days))
        .filter((day) => day >= range.dateFrom && day <= range.dateTo)
        .sort(),
    }));
}
