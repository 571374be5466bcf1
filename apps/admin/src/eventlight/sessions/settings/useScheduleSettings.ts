import type { AgendaSettings, ConflictSettings } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/*
 * The agenda's settings calls (`/events/{eventId}/schedule/settings…`, docs/agenda.md "Agenda
 * settings" and "Conflicts") over the app's HTTP client, for the settings pages.
 */

export const scheduleSettingsKeys = {
  agenda: (eventId: string) => ["events", eventId, "schedule", "settings", "agenda"] as const,
  conflicts: (eventId: string) => ["events", eventId, "schedule", "settings", "conflicts"] as const,
};

export interface ScheduleSettingsCalls {
  agenda(): Promise<AgendaSettings>;
  updateAgenda(change: Partial<AgendaSettings>): Promise<AgendaSettings>;
  conflicts(): Promise<ConflictSettings>;
  updateConflicts(change: Partial<ConflictSettings>): Promise<ConflictSettings>;
}

export function useScheduleSettings(): ScheduleSettingsCalls {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => {
    const base = `events/${encodeURIComponent(eventId)}/schedule/settings`;
    return {
      agenda: async () => (await http.get<{ payload: AgendaSettings }>(base)).payload,
      updateAgenda: async (change) =>
        (await http.put<{ payload: AgendaSettings }>(base, { json: change })).payload,
      conflicts: async () => (await http.get<{ payload: ConflictSettings }>(`${base}/conflicts`)).payload,
      updateConflicts: async (change) =>
        (await http.put<{ payload: ConflictSettings }>(`${base}/conflicts`, { json: change })).payload,
    };
  }, [http, eventId]);
}
