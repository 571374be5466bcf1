import { type KeyboardEvent, type MutableRefObject, useEffect, useId, useRef, useState } from "react";
import { addDays, dayLabel, isIsoDay } from "./calendar-days.js";
import { addMonths, monthLabel, monthWeeks, today, weekdayIndex } from "./month-grid.js";

/** Weekday labels as spec 2 §2.1 writes them, with full names for screen readers. */
const WEEKDAYS = [
  ["M", "Monday"],
  ["T", "Tuesday"],
  ["W", "Wednesday"],
  ["Th", "Thursday"],
  ["F", "Friday"],
  ["Sa", "Saturday"],
  ["Su", "Sunday"],
] as const;

export interface CalendarGridProps {
  /** The chosen day, if any ('YYYY-MM-DD'). */
  selected: string | null;
  onSelect(day: string): void;
  /** Receives the focusable day cell, so the popover can focus it on open. */
  activeCellRef: MutableRefObject<HTMLElement | null>;
}

/** Keys of the APG date-picker grid: arrows, Home/End, PageUp/PageDown (Shift: a year). */
function moveBy(key: string, shift: boolean, day: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekdayIndex(day));
    case "End":
      return addDays(day, 6 - weekdayIndex(day));
    case "PageUp":
      return addMonths(day, shift ? -12 : -1);
    case "PageDown":
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** A month grid: one focusable day at a time, Enter or Space picks it. */
export function CalendarGrid({ selected, onSelect, activeCellRef }: CalendarGridProps) {
  const [active, setActive] = useState(() => (selected && isIsoDay(selected) ? selected : today()));
  const moveFocus = useRef(false);
  const titleId = useId();
  const now = today();
  const month = active.slice(0, 7);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    activeCellRef.current?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(active);
      return;
    }
    const next = moveBy(event.key, event.shiftKey, active);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setActive(next);
  };

  return (
    <div className="foyer-calendar" part="calendar">
      <div className="foyer-calendar__head">
        <button
          type="button"
          className="foyer-icon-button"
          aria-label="Previous month"
          onClick={() => setActive(addMonths(active, -1))}
        >
          ‹
        </button>
        <h3 className="foyer-calendar__title" id={titleId} aria-live="polite">
          {monthLabel(active)}
        </h3>
        <button
          type="button"
          className="foyer-icon-button"
          aria-label="Next month"
          onClick={() => setActive(addMonths(active, 1))}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker is a table with role="grid" and a roving tabindex. */}
      <table className="foyer-calendar__grid" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, name]) => (
              <th key={name} scope="col" abbr={name}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys (arrows, Enter, Space) for every day.
                <td
                  key={day}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG date-picker grid.
                  role="gridcell"
                  ref={
                    day === active
                      ? (cell) => {
                          activeCellRef.current = cell;
                        }
                      : undefined
                  }
                  className="foyer-calendar__day"
                  tabIndex={day === active ? 0 : -1}
                  aria-selected={day === selected}
                  aria-current={day === now ? "date" : undefined}
                  aria-label={dayLabel(day)}
                  data-day={day}
                  data-outside={day.slice(0, 7) === month ? undefined : ""}
                  onClick={() => onSelect(day)}
                >
                  {Number(day.slice(8))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
