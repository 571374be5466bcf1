import type { IntegrationSource } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, integrationEventMappings } from "../../db/schema/index.js";
import { importOrgEvents } from "../organizations/events.js";
import { indexContacts } from "../search/search.js";
import type { SourceSpeaker } from "./connector.js";
import { eventChanges, eventUpdateOf, type ImportedFields } from "./event-fields.js";
import type { MappingRow } from "./mappings.js";
import { emptyTotals, type SpeakerTotals } from "./speaker-plan.js";
import { writeNewEventSpeakers, writeSpeakers } from "./speakers.js";

/*
 * Outside events written into Foyer with their speakers, in the caller's transaction (issue 24
 * "a chosen external event without a mapping becomes a new Foyer event; a mapped one updates its
 * Foyer event"). New events are made by the event-creation service (the events import's, several
 * at once), so they get their modules and their creator on the team like any other; their
 * speakers need no matching and go in a few large inserts.
 */

export interface EventWritten {
  eventId: string;
  action: "create" | "update" | "unchanged";
  speakers: SpeakerTotals;
}

export interface SyncScope {
  orgId: string;
  userId: string;
  source: IntegrationSource;
}

/** An outside event whose speakers have arrived: ready to be written. */
export interface ReadyEvent {
  mapping: MappingRow;
  fields: ImportedFields;
  speakers: readonly SourceSpeaker[];
}

/** Each event's outcome, in order; null for one whose mapped Foyer event is gone (deleted meanwhile). */
export async function writeEvents(
  tx: Db,
  scope: SyncScope,
  ready: readonly ReadyEvent[],
): Promise<(EventWritten | null)[]> {
  // As an import's batches: the search triggers stay quiet and the contacts written are indexed
  // in one statement at the end; the batch's commit need not wait for the disk (a lost batch is
  // written again when the job runs again).
  await tx.execute(
    sql`select set_config('foyer.bulk_write', 'on', true), set_config('synchronous_commit', 'off', true)`,
  );
  const written: (EventWritten | null)[] = ready.map(() => null);
  const fresh = ready.flatMap((item, index) =>
    item.mapping.foyerEventId === null && item.fields.dates
      ? [{ item, index, dates: item.fields.dates }]
      : [],
  );
  if (fresh.length > 0) {
    const created = await importOrgEvents(tx, scope.userId, scope.orgId, {
      events: fresh.map(({ item, dates }) => ({
        name: item.fields.name,
        date_from: dates.from,
        date_to: dates.to,
        timezone: item.fields.timezone,
      })),
    });
    const totals = await writeNewEventSpeakers(
      tx,
      scope,
      fresh.map(({ item }, at) => ({
        eventId: created[at]?.id as string,
        speakers: item.mapping.skippedFields.includes("speakers") ? [] : item.speakers,
      })),
    );
    fresh.forEach(({ index }, at) => {
      written[index] = {
        eventId: created[at]?.id as string,
        action: "create",
        speakers: totals[at] ?? emptyTotals(),
      };
    });
  }
  for (const [index, item] of ready.entries()) {
    if (item.mapping.foyerEventId !== null) written[index] = await updateMapped(tx, scope, item);
  }
  await markSynced(tx, ready, written);
  const eventIds = written.flatMap((outcome) => (outcome ? [sql`${outcome.eventId}`] : []));
  // `now()` is the transaction's start: every contact written in it, created or changed.
  if (eventIds.length > 0) {
    await indexContacts(tx, sql`c.event_id in (${sql.join(eventIds, sql`, `)}) and c.updated_at = now()`);
  }
  return written;
}

/** A mapped event: the fields its mapping lets a sync write, then its speakers matched and written. */
async function updateMapped(tx: Db, scope: SyncScope, item: ReadyEvent): Promise<EventWritten | null> {
  const eventId = item.mapping.foyerEventId as string;
  const [current] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!current) return null;
  const skipped = new Set(item.mapping.skippedFields);
  const changes = eventChanges(current, item.fields, skipped);
  if (changes.length > 0) await tx.update(events).set(eventUpdateOf(changes)).where(eq(events.id, eventId));
  const speakers = skipped.has("speakers")
    ? emptyTotals()
    : await writeSpeakers(tx, { orgId: scope.orgId, eventId, source: scope.source }, item.speakers);
  return { eventId, action: changes.length > 0 ? "update" : "unchanged", speakers };
}

/** The mappings of the events written now point at their Foyer events, with the outside names. */
async function markSynced(
  tx: Db,
  ready: readonly ReadyEvent[],
  written: readonly (EventWritten | null)[],
): Promise<void> {
  const values = ready.flatMap((item, index) => {
    const outcome = written[index];
    return outcome
      ? [sql`(${item.mapping.id}::text, ${outcome.eventId}::text, ${item.fields.name}::text)`]
      : [];
  });
  if (values.length === 0) return;
  await tx.execute(sql`update ${integrationEventMappings}
    set foyer_event_id = v.event_id, external_event_name = v.name, last_synced_at = now(), updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, event_id, name)
    where ${integrationEventMappings.id} = v.id`);
}
