import {
  AVAILABILITY_STEP_MINUTES,
  type AvailabilityDay,
  type AvailabilityEvent,
  type AvailabilityPlan,
  type AvailabilityProblem,
  type AvailabilityWindow,
  availabilityDayLabel,
  availabilityProblems,
  clockText,
  DEFAULT_TIME_RANGE,
  planOfWindows,
  type TimeRange,
  windowsOfPlan,
} from "@foyer/domain";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { userMessageOf } from "../app-shell/user-message.js";

export const AVAILABILITY_SAVED = "Availability saved.";
export const AVAILABILITY_SAVE_FAILED = "The availability could not be saved";
export const NO_DAYS = "The event has no days set, so there is no availability to set.";
/** Says which clock the times are on. */
export const zoneText = (timeZone: string) => `Times are in the event's time zone, ${timeZone}.`;

export interface AvailabilityEditorProps {
  /** The event's days and time zone: the days shown, and the clock the times are on. */
  event: AvailabilityEvent;
  /** The stored windows (none: always available). */
  windows: AvailabilityWindow[];
  /**
   * Stores the windows and answers the stored ones, which the editor then shows. A rejection is
   * shown with its message (the server's 400 names the window and field) and the edits stay.
   * @example onSave={(windows) => api.saveAvailability(windows).then((saved) => saved.windows)}
   */
  onSave(windows: AvailabilityWindow[]): Promise<AvailabilityWindow[]>;
  /** Told whether there are unsaved edits (e.g. to ask before leaving). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** "9:00 AM – 12:00 PM" */
export const rangeText = (range: TimeRange) => `${clockText(range.start)} – ${clockText(range.end)}`;

/**
 * A person's availability by the event's days (issue 25 item 1; docs/agenda.md "Speaker
 * availability"): each day "Available all day" (the default) or available in time ranges of
 * 15-minute steps on the event's clock, none meaning not that day. Checked as the server checks
 * before anything is sent; the admin's contact page and the portal's "My availability" both use it.
 */
export function AvailabilityEditor({ event, windows, onSave, onDirtyChange }: AvailabilityEditorProps) {
  // The windows as they are when it mounts: a host that loads new ones mounts it again (`key`).
  const [saved, setSaved] = useState(() => planOfWindows(event, windows));
  const [plan, setPlan] = useState(saved);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const hintId = useId();
  const problems = useMemo(() => availabilityProblems(plan), [plan]);
  const dirty = JSON.stringify(plan.days) !== JSON.stringify(saved.days);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  if (plan.days.length === 0) return <p>{NO_DAYS}</p>;

  const change = (day: string, next: (one: AvailabilityDay) => AvailabilityDay) => {
    setPlan((current) => ({
      ...current,
      days: current.days.map((one) => (one.day === day ? next(one) : one)),
    }));
    if (status.kind !== "saving") setStatus({ kind: "idle" });
  };
  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setChecking(true);
    if (problems.length > 0 || status.kind === "saving") return;
    setStatus({ kind: "saving" });
    try {
      const next: AvailabilityPlan = planOfWindows(event, await onSave(windowsOfPlan(plan)));
      setSaved(next);
      setPlan(next);
      setChecking(false);
      setStatus({ kind: "saved" });
    } catch (error) {
      setStatus({ kind: "failed", message: `${AVAILABILITY_SAVE_FAILED}: ${userMessageOf(error)}` });
    }
  };
  const saving = status.kind === "saving";

  return (
    <form
      className="foyer-availability"
      aria-describedby={hintId}
      aria-busy={saving || undefined}
      noValidate
      onSubmit={(formEvent) => void submit(formEvent)}
    >
      <p className="foyer-field__hint" id={hintId}>
        {zoneText(plan.timeZone)} An end of 12:00 AM is midnight.
      </p>
      {plan.days.map((one) => (
        <DayEditor
          key={one.day}
          day={one}
          problems={checking ? problems.filter((problem) => problem.day === one.day) : []}
          disabled={saving}
          onChange={(next) => change(one.day, next)}
          onCheck={() => setChecking(true)}
        />
      ))}
      {checking && problems.length > 0 ? (
        <p className="foyer-field__error" role="alert">
          {problems.find((problem) => problem.day === null)?.message ??
            "Fix the times marked above, then save."}
        </p>
      ) : null}
      {status.kind === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {status.message}
        </p>
      ) : null}
      <div className="foyer-availability__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={saving}>
          {saving ? "Saving..." : "Save availability"}
        </button>
        <span role="status" className="foyer-availability__status">
          {status.kind === "saved" ? AVAILABILITY_SAVED : ""}
        </span>
      </div>
    </form>
  );
}

interface DayEditorProps {
  day: AvailabilityDay;
  problems: AvailabilityProblem[];
  disabled: boolean;
  onChange(next: (one: AvailabilityDay) => AvailabilityDay): void;
  onCheck(): void;
}

/** One day: "Available all day", or its ranges with From and To, each removable. */
function DayEditor({ day, problems, disabled, onChange, onCheck }: DayEditorProps) {
  const label = availabilityDayLabel(day.day);
  const idBase = useId();
  const setRange = (index: number, field: keyof TimeRange, value: string) =>
    onChange((one) => ({
      ...one,
      ranges: one.ranges.map((range, at) => (at === index ? { ...range, [field]: value } : range)),
    }));
  const lastEnd = day.ranges.at(-1)?.end;
  // A new range runs from where the last one ends to midnight (the default range for the first).
  const nextRange = (): TimeRange =>
    lastEnd && lastEnd !== "00:00" ? { start: lastEnd, end: "00:00" } : DEFAULT_TIME_RANGE;

  return (
    <fieldset className="foyer-availability__day" disabled={disabled}>
      <legend className="foyer-availability__day-title">{label}</legend>
      <label className="foyer-availability__all-day">
        <input
          type="checkbox"
          checked={day.allDay}
          onChange={(changeEvent) => {
            const allDay = changeEvent.currentTarget.checked;
            onChange((one) => ({
              ...one,
              allDay,
              ranges: allDay ? [] : one.ranges.length > 0 ? one.ranges : [DEFAULT_TIME_RANGE],
            }));
          }}
        />{" "}
        Available all day
      </label>
      {day.allDay ? null : (
        <>
          {day.ranges.length === 0 ? (
            <p className="foyer-field__hint">Not available on this day.</p>
          ) : (
            <ul className="foyer-availability__ranges">
              {day.ranges.map((range, index) => {
                const mine = problems.filter((problem) => problem.range === index);
                const errorId = `${idBase}-${index}-error`;
                const input = (field: keyof TimeRange, text: string) => {
                  const invalid = mine.some((problem) => problem.field === field || problem.field === null);
                  return (
                    <label className="foyer-availability__time">
                      <span>{text}</span>
                      <input
                        type="time"
                        className="foyer-input"
                        step={AVAILABILITY_STEP_MINUTES * 60}
                        required
                        value={range[field]}
                        aria-label={`${text}, ${label}, range ${index + 1}`}
                        aria-invalid={invalid || undefined}
                        aria-describedby={mine.length > 0 ? errorId : undefined}
                        onChange={(changeEvent) => setRange(index, field, changeEvent.currentTarget.value)}
                        onBlur={onCheck}
                      />
                    </label>
                  );
                };
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no ids; a range is its place in the day
                  <li key={index} className="foyer-availability__range">
                    {input("start", "From")}
                    {input("end", "To")}
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost"
                      aria-label={`Remove ${rangeText(range)} on ${label}`}
                      onClick={() =>
                        onChange((one) => ({ ...one, ranges: one.ranges.filter((_, at) => at !== index) }))
                      }
                    >
                      Remove
                    </button>
                    {mine.length > 0 ? (
                      <p id={errorId} className="foyer-field__error foyer-availability__error">
                        {mine.map((problem) => problem.message).join(" ")}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            aria-label={`Add a time range on ${label}`}
            onClick={() => onChange((one) => ({ ...one, ranges: [...one.ranges, nextRange()] }))}
          >
            Add a time range
          </button>
        </>
      )}
    </fieldset>
  );
}
