const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A moment as people read it, in `timeZone` (the browser's when not given): "20 Nov 2026, 14:05".
 * Built from parts so every runtime writes the same month names ("Sep", not "Sept").
 */
export function historyTimeLabel(iso: string, timeZone?: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-GB", timeZone ? { ...options, timeZone } : options);
  } catch {
    // A time zone this browser does not know: its own zone then.
    format = new Intl.DateTimeFormat("en-GB", options);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? "";
  return `${part("day")} ${MONTHS[Number(part("month")) - 1]} ${part("year")}, ${part("hour")}:${part("minute")}`;
}

/** A calendar day (`YYYY-MM-DD`) as people read it: "10 Jan 2027". */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
