import {
  type AvailabilityDay,
  type AvailabilityEvent,
  type AvailabilityWindow,
  availabilityDayLabel,
  planOfWindows,
} from "@foyer/domain";
import { NO_DAYS, rangeText, zoneText } from "./AvailabilityEditor.js";

/** A day as words: "Available all day", "9:00 AM – 12:00 PM, 2:00 PM – 5:00 PM" or "Not available". */
export function daySummary(day: AvailabilityDay): string {
  if (day.allDay) return "Available all day";
  if (day.ranges.length === 0) return "Not available";
  return day.ranges.map(rangeText).join(", ");
}

/**
 * A person's availability as text, day by day on the event's clock: what someone who may not
 * change it sees (the admin's contact page without update on contacts). Apart from the editor, so
 * the portal, which always edits, does not carry it.
 */
export function AvailabilitySummary({
  event,
  windows,
}: {
  event: AvailabilityEvent;
  windows: AvailabilityWindow[];
}) {
  const plan = planOfWindows(event, windows);
  if (plan.days.length === 0) return <p>{NO_DAYS}</p>;
  return (
    <div className="foyer-availability">
      <p className="foyer-field__hint">{zoneText(plan.timeZone)}</p>
      <dl className="foyer-availability__summary">
        {plan.days.map((one) => (
          <div key={one.day} className="foyer-availability__summary-row">
            <dt>{availabilityDayLabel(one.day)}</dt>
            <dd>{daySummary(one)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
