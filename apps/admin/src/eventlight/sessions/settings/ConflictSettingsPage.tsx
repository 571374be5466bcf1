import {
  type ConflictKind,
  type ConflictSettings,
  type ConflictSettingValue,
  conflictKinds,
  conflictSettingValues,
  meetsRequirement,
} from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { useScheduleApi } from "../agenda/useAgendaData.js";
import { LoadedSettings } from "./LoadedSettings.js";
import { scheduleSettingsKeys } from "./settings-keys.js";

export const CONFLICT_SETTINGS_LOAD_FAILED = "An error occurred getting the conflict settings";

/** What each kind finds, as docs/agenda.md "Conflicts" says it. */
export const conflictKindInfo: Record<ConflictKind, { title: string; finds: string }> = {
  room_overlap: {
    title: "Room overlap",
    finds: "Two sessions in one room at the same time, or a plenum session while another runs.",
  },
  speaker_overlap: {
    title: "Speaker overlap",
    finds: "A speaker, moderator or chairperson in two sessions at the same time.",
  },
  speaker_unavailable: {
    title: "Speaker unavailable",
    finds: "A session outside the times its speakers said they can speak.",
  },
  room_unavailable: { title: "Room unavailable", finds: "A session outside its room's opening hours." },
  outside_event: {
    title: "Outside the event",
    finds: "A session before the event's first day or after its last.",
  },
  capacity: { title: "Capacity", finds: "A session expecting more people than its room holds." },
};

const valueLabels: Record<ConflictSettingValue, string> = { error: "Error", warning: "Warning", off: "Off" };

/**
 * /event-light/{eventId}/sessions/settings/conflicts (issue 25 item 2; docs/agenda.md
 * "Conflicts"): whether each kind of conflict is an error, a warning or off (not looked for) in
 * the agenda grid and on Sessions → Conflicts.
 */
export function ConflictSettingsPage() {
  const { eventId } = useEvent();
  const calls = useScheduleApi();
  return (
    <LoadedSettings
      current="conflicts"
      lead="How the agenda grid and the conflicts list report each kind of conflict."
      queryKey={scheduleSettingsKeys.conflicts(eventId)}
      load={() => calls.conflictSettings()}
      loadFailed={CONFLICT_SETTINGS_LOAD_FAILED}
      loadingText="Loading the conflict settings..."
    >
      {(settings: ConflictSettings, version) => <ConflictForm key={version} settings={settings} />}
    </LoadedSettings>
  );
}

function ConflictForm({ settings }: { settings: ConflictSettings }) {
  const { services } = useApp();
  const { eventId, profile, setUnsaved } = useEvent();
  const calls = useScheduleApi();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const canWrite = meetsRequirement(profile, [{ module: "agenda", action: "update" }]);
  const id = useId();
  const [values, setValues] = useState<ConflictSettings>(settings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canWrite) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await write(() => calls.updateConflictSettings(values));
      setUnsaved(false);
      queryClient.setQueryData(scheduleSettingsKeys.conflicts(eventId), saved);
      services.toasts.show({ message: "The conflict settings have been saved.", severity: "success" });
    } catch (caught) {
      if (!isForbidden(caught)) setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel session-settings__panel conflict-settings" onSubmit={submit} noValidate>
      <h2 className="event-card__title">Conflicts</h2>
      <p className="event-card__note">
        An error must be solved before a schedule is right; a warning is worth a look; a kind that is off is
        not looked for at all.
      </p>
      {conflictKinds.map((kind) => (
        <fieldset key={kind} className="conflict-settings__kind" disabled={!canWrite || busy}>
          <legend className="foyer-field__label">{conflictKindInfo[kind].title}</legend>
          <p className="foyer-field__hint" id={`${id}-${kind}-hint`}>
            {conflictKindInfo[kind].finds}
          </p>
          <div className="conflict-settings__choices" role="presentation">
            {conflictSettingValues.map((value) => (
              <label key={value} className="conflict-settings__choice">
                <input
                  type="radio"
                  name={`${id}-${kind}`}
                  value={value}
                  checked={values[kind] === value}
                  aria-describedby={`${id}-${kind}-hint`}
                  onChange={() => {
                    setValues((all) => ({ ...all, [kind]: value }));
                    setUnsaved(true);
                  }}
                />{" "}
                {valueLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {canWrite ? (
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : "Save conflict settings"}
        </button>
      ) : (
        <p className="event-card__note">
          You can read these settings; changing them needs the agenda permission.
        </p>
      )}
    </form>
  );
}
