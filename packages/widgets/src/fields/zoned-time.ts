/**
 * Wall-clock date and time in a named time zone, to and from an instant (spec 2 §3 "datetime:
 * {iso, formatted}, using the field's timezone or a guessed one"). Intl only, no zone data shipped.
 */

/** The participant's zone as the browser reports it; UTC when it cannot tell. */
export function guessTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** `zone` when the runtime knows it, else the participant's guessed zone. */
export function usableTimeZone(zone: string | undefined): string {
  if (zone) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone;
    } catch {
      // An unknown zone name: fall through to the guess.
    }
  }
  return guessTimeZone();
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at instant `ms`, as UTC milliseconds of the same wall-clock reading. */
function wallClockMs(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant (ISO, UTC) when the clock in `zone` reads `day` `time`; null for bad input. */
export function zonedToIso(day: string, time: string, zone: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (!new Date(wall).toISOString().startsWith(day)) return null;
  // Two passes settle the zone's offset on either side of a DST change.
  const first = wall - (wallClockMs(wall, zone) - wall);
  const second = wall - (wallClockMs(first, zone) - first);
  return new Date(second).toISOString();
}

/** The day and time the clock in `zone` shows at `iso`. */
export function isoToZoned(iso: string, zone: string): { day: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const wall = new Date(wallClockMs(ms, zone)).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Like 'Mon, Jan 5, 2025, 9:30 AM EST'. */
export function formatZoned(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}
