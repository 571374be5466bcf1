import { type AgendaSettings, meetsRequirement, type SlotStep, slotSteps } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { useScheduleApi } from "../agenda/useAgendaData.js";
import { LoadedSettings } from "./LoadedSettings.js";
import { scheduleSettingsKeys } from "./settings-keys.js";

export const AGENDA_SETTINGS_LOAD_FAILED = "An error occurred getting the agenda settings";

type Break = AgendaSettings["breaks"][number];
/** A break as the form edits it: `day` "" means every day. */
interface BreakRow {
  key: number;
  day: string;
  start: string;
  end: string;
  label: string;
}

let nextKey = 1;
const rowOf = (one: Break): BreakRow => ({ key: nextKey++, ...one, day: one.day ?? "" });
const breakOf = (row: BreakRow): Break => ({
  day: row.day === "" ? null : row.day,
  start: row.start,
  end: row.end,
  label: row.label.trim() || "Break",
});

/** The first problem of the form, said as the server would, or null. */
export function agendaFormProblem(form: { dayStart: string; dayEnd: string; breaks: BreakRow[] }) {
  if (!form.dayStart || !form.dayEnd) return "Give the day's start and end";
  if (form.dayEnd <= form.dayStart) return "The day must end after it starts";
  for (const [index, row] of form.breaks.entries()) {
    if (!row.start || !row.end) return `Break ${index + 1}: give its start and end`;
    if (row.end <= row.start) return `Break ${index + 1}: it must end after it starts`;
  }
  return null;
}

/**
 * /event-light/{eventId}/sessions/settings/agenda (issue 25 item 7; docs/agenda.md "Agenda
 * settings"): the hours and slot step of the agenda grid, and the breaks it shades (on one day, or
 * every day). Reading needs `agenda` read, saving `agenda` update (spec 1 §6).
 */
export function AgendaSettingsPage() {
  const { eventId } = useEvent();
  const calls = useScheduleApi();
  return (
    <LoadedSettings
      current="agenda"
      lead="The agenda grid's hours and steps (Sessions → Agenda), and the breaks it keeps free."
      queryKey={scheduleSettingsKeys.agenda(eventId)}
      load={() => calls.settings()}
      loadFailed={AGENDA_SETTINGS_LOAD_FAILED}
      loadingText="Loading the agenda settings..."
    >
      {(settings: AgendaSettings, version) => <AgendaForm key={version} settings={settings} />}
    </LoadedSettings>
  );
}

function AgendaForm({ settings }: { settings: AgendaSettings }) {
  const { services } = useApp();
  const { eventId, profile, setUnsaved } = useEvent();
  const calls = useScheduleApi();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const canWrite = meetsRequirement(profile, [{ module: "agenda", action: "update" }]);
  const id = useId();
  const [dayStart, setDayStart] = useState(settings.dayStart);
  const [dayEnd, setDayEnd] = useState(settings.dayEnd);
  const [slotStep, setSlotStep] = useState<SlotStep>(settings.slotStep as SlotStep);
  const [breaks, setBreaks] = useState<BreakRow[]>(() => settings.breaks.map(rowOf));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changed = () => setUnsaved(true);
  const editBreak = (key: number, change: Partial<BreakRow>) => {
    setBreaks((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
    changed();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canWrite) return;
    const problem = agendaFormProblem({ dayStart, dayEnd, breaks });
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const saved = await write(() =>
        calls.updateSettings({ dayStart, dayEnd, slotStep, breaks: breaks.map(breakOf) }),
      );
      setUnsaved(false);
      queryClient.setQueryData(scheduleSettingsKeys.agenda(eventId), saved);
      services.toasts.show({ message: "The agenda settings have been saved.", severity: "success" });
    } catch (caught) {
      if (!isForbidden(caught)) setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel session-settings__panel agenda-settings" onSubmit={submit} noValidate>
      <h2 className="event-card__title">Agenda</h2>
      <fieldset className="agenda-settings__day" disabled={!canWrite || busy}>
        <legend className="foyer-field__label">The agenda's day</legend>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-start`}>
            Day starts
          </label>
          <input
            id={`${id}-start`}
            type="time"
            className="foyer-input"
            value={dayStart}
            onChange={(event) => {
              setDayStart(event.target.value);
              changed();
            }}
          />
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-end`}>
            Day ends
          </label>
          <input
            id={`${id}-end`}
            type="time"
            className="foyer-input"
            value={dayEnd}
            onChange={(event) => {
              setDayEnd(event.target.value);
              changed();
            }}
          />
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-step`}>
            Slot step
          </label>
          <select
            id={`${id}-step`}
            className="foyer-input"
            value={slotStep}
            onChange={(event) => {
              setSlotStep(Number(event.target.value) as SlotStep);
              changed();
            }}
          >
            {slotSteps.map((step) => (
              <option key={step} value={step}>
                {step} minutes
              </option>
            ))}
          </select>
        </div>
        <p className="foyer-field__hint">
          Times are in the event's time zone. Sessions are placed and moved in steps of this size.
        </p>
      </fieldset>

      <fieldset className="agenda-settings__breaks" disabled={!canWrite || busy}>
        <legend className="foyer-field__label">Breaks</legend>
        {breaks.length === 0 ? (
          <p className="event-card__note">No breaks yet.{canWrite ? " Add the first one below." : ""}</p>
        ) : (
          <ol className="session-settings__list" aria-label="Breaks">
            {breaks.map((row, index) => (
              <li key={row.key} className="session-settings__item agenda-settings__break">
                <div className="foyer-field">
                  <label className="foyer-field__label" htmlFor={`${id}-${row.key}-label`}>
                    Name of break {index + 1}
                  </label>
                  <input
                    id={`${id}-${row.key}-label`}
                    className="foyer-input"
                    value={row.label}
                    maxLength={100}
                    onChange={(event) => editBreak(row.key, { label: event.target.value })}
                  />
                </div>
                <div className="foyer-field">
                  <label className="foyer-field__label" htmlFor={`${id}-${row.key}-day`}>
                    Day of break {index + 1}
                  </label>
                  <input
                    id={`${id}-${row.key}-day`}
                    type="date"
                    className="foyer-input"
                    value={row.day}
                    aria-describedby={`${id}-day-hint`}
                    onChange={(event) => editBreak(row.key, { day: event.target.value })}
                  />
                </div>
                <div className="foyer-field">
                  <label className="foyer-field__label" htmlFor={`${id}-${row.key}-from`}>
                    Start of break {index + 1}
                  </label>
                  <input
                    id={`${id}-${row.key}-from`}
                    type="time"
                    className="foyer-input"
                    value={row.start}
                    onChange={(event) => editBreak(row.key, { start: event.target.value })}
                  />
                </div>
                <div className="foyer-field">
                  <label className="foyer-field__label" htmlFor={`${id}-${row.key}-to`}>
                    End of break {index + 1}
                  </label>
                  <input
                    id={`${id}-${row.key}-to`}
                    type="time"
                    className="foyer-input"
                    value={row.end}
                    onChange={(event) => editBreak(row.key, { end: event.target.value })}
                  />
                </div>
                {canWrite ? (
                  <button
                    type="button"
                    className="foyer-button foyer-button--ghost"
                    aria-label={`Remove break ${index + 1} (${row.label || "Break"})`}
                    onClick={() => {
                      setBreaks((list) => list.filter((one) => one.key !== row.key));
                      changed();
                    }}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <p className="foyer-field__hint" id={`${id}-day-hint`}>
          Leave the day empty for a break on every day of the event.
        </p>
        {canWrite ? (
          <button
            type="button"
            className="foyer-button"
            onClick={() => {
              setBreaks((list) => [
                ...list,
                rowOf({ day: null, start: "12:00", end: "13:00", label: "Lunch" }),
              ]);
              changed();
            }}
          >
            Add a break
          </button>
        ) : null}
      </fieldset>

      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {canWrite ? (
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : "Save agenda settings"}
        </button>
      ) : (
        <p className="event-card__note">
          You can read these settings; changing them needs the agenda permission.
        </p>
      )}
    </form>
  );
}
