/*
 * The cache keys of the agenda's settings pages (docs/agenda.md "Agenda settings" and
 * "Conflicts"), below the agenda's own keys so that refreshing the agenda refreshes them too.
 */

export const scheduleSettingsKeys = {
  agenda: (eventId: string) => ["events", eventId, "schedule", "settings", "agenda"] as const,
  conflicts: (eventId: string) => ["events", eventId, "schedule", "settings", "conflicts"] as const,
};
