/** Event dates are calendar days ("2027-03-15"); they are shown as such, whatever the viewer's zone. */
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats an event's days like "Mon, Mar 15, 2027 – Wed, Mar 17, 2027" (spec 2 §9: display like
 * "Mon, Jan 5, 2025"); one day once; an unreadable value as it came.
 */
export function formatEventDates(from: string, to: string): string {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start) return to && to !== from ? `${from} – ${to}` : from;
  const first = dayFormat.format(start);
  if (!end || end.getTime() === start.getTime()) return first;
  return `${first} – ${dayFormat.format(end)}`;
}
