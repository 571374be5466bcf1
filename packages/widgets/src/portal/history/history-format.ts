import { resolveTimeZone, systemTimeZone, wallClockAt } from "@foyer/domain";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A moment as people read it, in `timeZone` (the browser's when not given or not known):
 * "20 Nov 2026, 14:05"; "" when `iso` is not a time. Written from the clock's reading so every
 * runtime writes the same month names ("Sep", not "Sept").
 */
export function historyTimeLabel(iso: string, timeZone?: string | null): string {
  const clock = wallClockAt(iso, resolveTimeZone(timeZone, systemTimeZone()));
  return clock ? `${dayLabel(clock.day)}, ${clock.time}` : "";
}

/** A calendar day (`YYYY-MM-DD`) as people read it: "10 Jan 2027". */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
