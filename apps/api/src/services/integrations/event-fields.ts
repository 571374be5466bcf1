import {
  EVENT_NAME_MAX_LENGTH,
  type IntegrationSource,
  newEventBody,
  resolveTimeZone,
  type SyncPreview,
  sourceInfo,
  wallClockAt,
} from "@foyer/domain";
import type { events } from "../../db/schema/index.js";
import type { SyncedField } from "../../db/schema/integrations.js";
import type { SourceEvent } from "./connector.js";

/*
 * An outside event as Foyer event fields (issue 24 "name, start and end as dates in the event's
 * own time zone, time zone"), checked by the rules the event-creation form follows, and what a
 * sync would change on the Foyer event it is mapped to.
 */

type EventRow = typeof events.$inferSelect;
export type SyncChange = SyncPreview["events"][number]["changes"][number];

export interface ImportedFields {
  name: string;
  /** The platform's zone when it is one the runtime knows, else UTC. */
  timezone: string;
  /** Null when the platform gave no usable dates. */
  dates: { from: string; to: string } | null;
  /** Why the event can't become a new Foyer event; null when it can. */
  problem: string | null;
}

const quoted = (name: string) => `“${name}”`;

export function importedFields(source: IntegrationSource, event: SourceEvent): ImportedFields {
  const label = sourceInfo[source].label;
  const name = (event.name.trim() || `${label} event ${event.id}`).slice(0, EVENT_NAME_MAX_LENGTH);
  const timezone = resolveTimeZone(event.timeZone, "UTC");
  const from = event.startsAt ? wallClockAt(event.startsAt, timezone)?.day : undefined;
  // An event with a start and no end lasts its one day.
  const to = wallClockAt(event.endsAt ?? event.startsAt ?? "", timezone)?.day;
  if (!from || !to) {
    return {
      name,
      timezone,
      dates: null,
      problem: `${quoted(name)} has no dates on ${label}, so it can't become a Foyer event; it was left out.`,
    };
  }
  const checked = newEventBody.safeParse({ name, date_from: from, date_to: to, timezone });
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? "its dates are not valid";
    return {
      name,
      timezone,
      dates: null,
      problem: `${quoted(name)} can't become a Foyer event (${reason}); it was left out.`,
    };
  }
  return { name, timezone, dates: { from, to }, problem: null };
}

/** What a sync changes on `current`: the fields the mapping lets it write that differ. */
export function eventChanges(
  current: EventRow,
  fields: ImportedFields,
  skipped: ReadonlySet<SyncedField>,
): SyncChange[] {
  const changes: SyncChange[] = [];
  const change = (field: SyncChange["field"], from: string, to: string) => {
    if (from !== to) changes.push({ field, from, to });
  };
  if (!skipped.has("name")) change("name", current.name, fields.name);
  if (!skipped.has("dates") && fields.dates) {
    change("dateFrom", current.dateFrom, fields.dates.from);
    change("dateTo", current.dateTo, fields.dates.to);
  }
  if (!skipped.has("timezone")) change("timezone", current.timezone, fields.timezone);
  return changes;
}

/** The event's columns for `changes`. */
export function eventUpdateOf(
  changes: readonly SyncChange[],
): Partial<Pick<EventRow, "name" | "dateFrom" | "dateTo" | "timezone">> {
  const set: Partial<Pick<EventRow, "name" | "dateFrom" | "dateTo" | "timezone">> = {};
  for (const { field, to } of changes) set[field] = to;
  return set;
}
