import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useEvent } from "../event-context.js";
import { SETTINGS_LOAD_FAILED } from "./SessionSettingsPage.js";
import { sessionKeys } from "./session-queries.js";
import { useSessionsApi } from "./useSessionsApi.js";

/** The sessions list's persona filter (issue 25 item 7): shown once the event has personas. */
export function SessionPersonaFilter({
  value,
  onChange,
}: {
  value: string;
  onChange(personaId: string): void;
}) {
  const { eventId } = useEvent();
  const sessions = useSessionsApi();
  const id = useId();
  const settings = useQuery({
    queryKey: sessionKeys.settings(eventId),
    queryFn: () => sessions.settings(),
    meta: { errorMessage: SETTINGS_LOAD_FAILED },
  });
  const personas = settings.data?.personas ?? [];
  if (personas.length === 0) return null;
  return (
    <>
      <label className="foyer-visually-hidden" htmlFor={id}>
        Persona
      </label>
      <select
        id={id}
        className="foyer-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Every persona</option>
        {personas.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </select>
    </>
  );
}
