import { DAY_OFF_ID, dayColor, daysSelectedLabel, isoWeeks, WEEKDAY_LABELS } from "@foyer/domain";
import { type Dispatch, type KeyboardEvent, useId, useRef, useState } from "react";
import type { CloneWizardAction, CloneWizardState } from "./clone-wizard-model.js";

export const SET_DATE_LABELS = "Set Date Labels";
/** Spec 2 §2.3 "Day-marking dropdown: 'Mark day(s) as...' or 'Select one or more days...'". */
export const MARK_DAYS = "Mark day(s) as...";
export const SELECT_DAYS = "Select one or more days...";

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Black or white, whichever reads better on `hex`. */
export function textOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.3 ? "#111111" : "#ffffff";
}

function dayName(day: string, index: number): string {
  const [year, month, date] = day.split("-");
  return `${WEEKDAY_NAMES[index % 7]}, ${MONTH_NAMES[Number(month) - 1]} ${Number(date)}, ${year}`;
}

/**
 * 'Set Date Labels' (spec 2 §2.1 options page, §4.1): the new event's days by ISO week under
 * M T W Th F Sa Su, each clickable and coloured by its group; the day groups take the selected
 * days. Arrow keys move between days (one tab stop for the whole calendar).
 */
export function DayLabels({
  state,
  dispatch,
}: {
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
}) {
  const titleId = useId();
  const countId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const weeks =
    state.newEventStartDate && state.newEventEndDate && state.newEventEndDate >= state.newEventStartDate
      ? isoWeeks(state.newEventStartDate, state.newEventEndDate)
      : [];
  const days = weeks.flatMap((week) => week.filter((day): day is string => day !== null));
  const [focused, setFocused] = useState<string | null>(null);
  const current = focused && days.includes(focused) ? focused : (days[0] ?? null);
  const selected = state.selectedDays.length;

  const move = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | undefined;
    if (event.key in steps) {
      const cells = weeks.flat();
      const at = cells.indexOf(day) + (steps[event.key] ?? 0);
      target = cells[at] ?? undefined;
    } else if (event.key === "Home") target = days[0];
    else if (event.key === "End") target = days.at(-1);
    else return;
    event.preventDefault();
    if (!target) return;
    setFocused(target);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  };

  return (
    <section className="clone-days" aria-labelledby={titleId}>
      <h3 className="clone-section-title" id={titleId}>
        {SET_DATE_LABELS}
      </h3>
      {weeks.length === 0 ? (
        <p className="clone-hint">Choose the new start and end dates to label the event's days.</p>
      ) : (
        <div className="clone-days__layout">
          <div>
            <table className="clone-calendar" ref={grid} aria-labelledby={titleId} aria-describedby={countId}>
              <thead>
                <tr>
                  {WEEKDAY_LABELS.map((label, index) => (
                    <th key={label} scope="col" abbr={WEEKDAY_NAMES[index]}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.find(Boolean) ?? ""}>
                    {week.map((day, index) =>
                      day === null ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: empty slots of one week have nothing else to tell them apart.
                        <td key={index} className="clone-calendar__empty" />
                      ) : (
                        <td key={day}>
                          <DayButton
                            day={day}
                            label={dayName(day, index)}
                            color={dayColor(state.dayGroups, day)}
                            groupName={
                              state.dayGroups.find(
                                (group) => group.id !== DAY_OFF_ID && group.days.includes(day),
                              )?.name ?? null
                            }
                            pressed={state.selectedDays.includes(day)}
                            tabbable={day === current}
                            onToggle={() => {
                              setFocused(day);
                              dispatch({ type: "dayToggled", day });
                            }}
                            onKeyDown={(event) => move(event, day)}
                          />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="clone-days__count" id={countId} aria-live="polite">
              {daysSelectedLabel(selected)}
            </p>
          </div>
          <div className="clone-groups">
            <p className="clone-hint">{selected > 0 ? MARK_DAYS : SELECT_DAYS}</p>
            <ul className="clone-groups__list">
              {state.dayGroups.map((group) => (
                <li key={group.id}>
                  <button
                    type="button"
                    className="clone-group"
                    disabled={selected === 0}
                    onClick={() => dispatch({ type: "daysAssigned", groupId: group.id })}
                  >
                    <span
                      className="clone-group__swatch"
                      style={{ background: group.color }}
                      aria-hidden="true"
                    />
                    <span className="clone-group__name">{group.name}</span>
                    {group.id !== DAY_OFF_ID ? (
                      <span className="clone-group__count">{group.days.length}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

function DayButton(props: {
  day: string;
  label: string;
  color: string;
  groupName: string | null;
  pressed: boolean;
  tabbable: boolean;
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}) {
  return (
    <button
      type="button"
      className="clone-day"
      data-day={props.day}
      aria-pressed={props.pressed}
      aria-label={props.groupName ? `${props.label}, ${props.groupName}` : props.label}
      tabIndex={props.tabbable ? 0 : -1}
      style={{ background: props.color, color: textOn(props.color) }}
      onClick={props.onToggle}
      onKeyDown={props.onKeyDown}
    >
      {Number(props.day.slice(8))}
    </button>
  );
}
