/**
 * Wall-clock date and time in a named time zone, to and from an instant (spec 2 §3 "datetime:
 * {iso, formatted}, using the field's timezone or a guessed one"), in the words of the datetime
 * field. The arithmetic is the domain's one date module; a field without a zone the runtime
 * knows uses the participant's.
 */
import { resolveTimeZone, systemTimeZone } from "@foyer/domain";

export {
  /** The day and time the clock in `zone` shows at `iso`. */
  wallClockAt as isoToZoned,
  /** Like 'Mon, Jan 5, 2025, 9:30 AM EST'; "" for a time that is not one. */
  zonedDateTimeLabel as formatZoned,
  /** The instant (ISO, UTC) when the clock in `zone` reads `day` `time`; null for bad input. */
  zonedInstant as zonedToIso,
} from "@foyer/domain";

/** `zone` when the runtime knows it, else the participant's guessed zone. */
export function usableTimeZone(zone: string | undefined): string {
  return resolveTimeZone(zone, systemTimeZone());
}
