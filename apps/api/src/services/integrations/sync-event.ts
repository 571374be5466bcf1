import type { IntegrationSource } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, integrationEventMappings } from "../../db/schema/index.js";
import { createOrgEvent } from "../organizations/events.js";
import type { SourceSpeaker } from "./connector.js";
import { eventChanges, eventUpdateOf, type ImportedFields } from "./event-fields.js";
import type { MappingRow } from "./mappings.js";
import { emptyTotals, type SpeakerTotals, writeSpeakers } from "./speakers.js";

/*
 * One outside event written into Foyer, with its speakers, in the caller's transaction (issue 24
 * "a chosen external event without a mapping becomes a new Foyer event; a mapped one updates its
 * Foyer event"). New events are made by the event-creation service, so they get their modules and
 * their creator on the team like any other.
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

/** Null when the mapped Foyer event is gone (deleted while the sync ran). */
export async function writeEvent(
  tx: Db,
  scope: SyncScope,
  mapping: MappingRow,
  fields: ImportedFields,
  speakers: readonly SourceSpeaker[],
): Promise<EventWritten | null> {
  const skipped = new Set(mapping.skippedFields);
  let eventId = mapping.foyerEventId;
  let action: EventWritten["action"];
  if (eventId === null) {
    if (!fields.dates) return null;
    const created = await createOrgEvent(tx, scope.userId, scope.orgId, {
      name: fields.name,
      date_from: fields.dates.from,
      date_to: fields.dates.to,
      timezone: fields.timezone,
    });
    eventId = created.id;
    action = "create";
  } else {
    const [current] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!current) return null;
    const changes = eventChanges(current, fields, skipped);
    if (changes.length > 0) await tx.update(events).set(eventUpdateOf(changes)).where(eq(events.id, eventId));
    action = changes.length > 0 ? "update" : "unchanged";
  }
  const totals = skipped.has("speakers")
    ? emptyTotals()
    : await writeSpeakers(tx, { orgId: scope.orgId, eventId, source: scope.source }, speakers);
  await tx
    .update(integrationEventMappings)
    .set({
      foyerEventId: eventId,
      externalEventName: fields.name,
      lastSyncedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(integrationEventMappings.id, mapping.id));
  return { eventId, action, speakers: totals };
}
