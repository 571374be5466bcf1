import type { SessionRef, SessionSettingItem } from "@foyer/domain";
import { useId } from "react";
import { EventLink } from "../EventLink.js";
import { sessionSettingsPath } from "./session-paths.js";

/**
 * The details form's personas (issue 25 item 7): a checkbox group of the event's personas, many
 * per session. `value` is the checked ids in the list's order.
 */
export function SessionPersonasField({
  eventId,
  items,
  current,
  value,
  disabled,
  canOpenSettings,
  error,
  onChange,
}: {
  eventId: string;
  /** The event's personas, or null while loading (the session's own are shown meanwhile). */
  items: SessionSettingItem[] | null;
  current: SessionRef[];
  value: string[];
  disabled: boolean;
  canOpenSettings: boolean;
  error?: string;
  onChange(ids: string[]): void;
}) {
  const id = useId();
  const list = items ?? current;
  const toggle = (personaId: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(personaId);
    else next.delete(personaId);
    onChange(list.map((one) => one.id).filter((one) => next.has(one)));
  };
  return (
    <fieldset
      className="foyer-field session-details__personas"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="foyer-field__label">Personas</legend>
      {list.length === 0 ? (
        <p className="foyer-field__hint">
          No personas yet
          {canOpenSettings ? (
            <>
              :{" "}
              <EventLink href={sessionSettingsPath(eventId, "personas")}>
                add them in Session settings
              </EventLink>
            </>
          ) : null}
          .
        </p>
      ) : (
        list.map((one) => (
          <label key={one.id} className="foyer-checkbox">
            <input
              type="checkbox"
              checked={value.includes(one.id)}
              disabled={disabled || !items}
              onChange={(event) => toggle(one.id, event.target.checked)}
            />{" "}
            {one.name}
          </label>
        ))
      )}
      {error ? (
        <p className="foyer-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
