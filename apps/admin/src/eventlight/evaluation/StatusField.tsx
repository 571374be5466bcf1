import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { eventKey } from "../../server-data/query-keys.js";
import { useEvent } from "../event-context.js";
import { SETTINGS_LOAD_FAILED } from "../sessions/SessionSettingsPage.js";
import { useSessionsApi } from "../sessions/useSessionsApi.js";
import { describedBy, FieldError } from "./field-error.js";

export const ALL_SESSIONS = "All sessions";

export interface StatusFieldProps {
  /** The chosen status id; "" for every session. */
  value: string;
  /** The plan's saved status, offered even when the event's statuses cannot be read. */
  saved: { id: string; name: string } | null;
  error: string | undefined;
  disabled: boolean;
  onChange(statusId: string): void;
}

/**
 * "Sessions to evaluate": every top-level session, or only those of one status, picked from the
 * event's session statuses (the session settings' list).
 */
export function StatusField({ value, saved, error, disabled, onChange }: StatusFieldProps) {
  const sessions = useSessionsApi();
  const id = useId();
  // Reading the statuses needs read on sessions or their settings; without it "All sessions" remains.
  const { eventId } = useEvent();
  const settings = useQuery({
    queryKey: eventKey(eventId, "sessions", "settings"),
    queryFn: () => sessions.settings(),
    meta: { errorMessage: SETTINGS_LOAD_FAILED, gate: false },
  });
  const statuses = settings.status === "success" ? settings.data.statuses : saved ? [saved] : [];

  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        Sessions to evaluate
      </label>
      <select
        id={id}
        className="foyer-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error, `${id}-hint`)}
      >
        <option value="">{ALL_SESSIONS}</option>
        {statuses.map((status) => (
          <option key={status.id} value={status.id}>
            {status.name}
          </option>
        ))}
      </select>
      <p className="foyer-field__hint" id={`${id}-hint`}>
        The plan covers the event's top-level sessions, or only those with one status.
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
