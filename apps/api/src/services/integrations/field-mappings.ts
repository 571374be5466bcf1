import {
  type EventIntegration,
  type FieldMappings,
  type IntegrationSource,
  integrationMessages,
  syncedFields,
} from "@foyer/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { integrationConnections, integrationEventMappings } from "../../db/schema/index.js";
import type { SyncedField } from "../../db/schema/integrations.js";
import { absent } from "../refusal.js";

/*
 * Which Foyer fields a sync writes for one mapped event (spec 1 §7 "Field mappings at
 * …/event/{eventId}/integration-event/{integrationEventId}/field-mappings"), and what is mapped to
 * an event (its settings/integrations page). By default a sync writes every field.
 */

/** The platform's fields each Foyer field comes from (the platforms' published APIs, issue 24). */
const SOURCE_FIELDS: Record<IntegrationSource, Record<SyncedField, string>> = {
  on24: {
    name: "description",
    dates: "livestart, liveend",
    timezone: "displaytimezonecd",
    speakers: "speakers, presenters",
  },
  "cvent-crm": { name: "title", dates: "start, end", timezone: "timezone", speakers: "speakers" },
  "swoogo-crm": {
    name: "name",
    dates: "start_date, start_time, end_date, end_time",
    timezone: "timezone",
    speakers: "speakers",
  },
};

interface MappedEvent {
  orgId: string;
  source: IntegrationSource;
  eventId: string;
  externalEventId: string;
}

/** The mappings of the outside event to the Foyer event (one per connection of the source). */
async function mappingsOf(db: Db, key: MappedEvent) {
  const rows = await db
    .select({ id: integrationEventMappings.id, skipped: integrationEventMappings.skippedFields })
    .from(integrationEventMappings)
    .innerJoin(integrationConnections, eq(integrationConnections.id, integrationEventMappings.connectionId))
    .where(
      and(
        eq(integrationEventMappings.orgId, key.orgId),
        eq(integrationConnections.source, key.source),
        eq(integrationEventMappings.foyerEventId, key.eventId),
        eq(integrationEventMappings.externalEventId, key.externalEventId),
      ),
    )
    .orderBy(asc(integrationEventMappings.createdAt));
  if (rows.length === 0) throw absent(integrationMessages.mappingNotFound);
  return rows;
}

function answer(source: IntegrationSource, skipped: readonly SyncedField[]): FieldMappings {
  return {
    fields: syncedFields.map((field) => ({
      foyer_field: field,
      source_field: SOURCE_FIELDS[source][field],
      enabled: !skipped.includes(field),
    })),
  };
}

export async function fieldMappingsOf(db: Db, key: MappedEvent): Promise<FieldMappings> {
  const [first] = await mappingsOf(db, key);
  return answer(key.source, first?.skipped ?? []);
}

/** PUT: fields left out of the body keep their setting. */
export async function saveFieldMappings(
  db: Db,
  key: MappedEvent,
  body: { fields: { foyer_field: SyncedField; enabled: boolean }[] },
): Promise<FieldMappings> {
  const rows = await mappingsOf(db, key);
  const skipped = new Set(rows[0]?.skipped ?? []);
  for (const { foyer_field: field, enabled } of body.fields) {
    if (enabled) skipped.delete(field);
    else skipped.add(field);
  }
  const list = syncedFields.filter((field) => skipped.has(field));
  await db
    .update(integrationEventMappings)
    .set({ skippedFields: list, updatedAt: sql`now()` })
    .where(
      inArray(
        integrationEventMappings.id,
        rows.map((row) => row.id),
      ),
    );
  return answer(key.source, list);
}

/** GET /events/{eventId}/integrations: the outside events mapped to the event, by source. */
export async function eventIntegrations(db: Db, eventId: string): Promise<EventIntegration[]> {
  const rows = await db
    .select({ mapping: integrationEventMappings, source: integrationConnections.source })
    .from(integrationEventMappings)
    .innerJoin(integrationConnections, eq(integrationConnections.id, integrationEventMappings.connectionId))
    .where(eq(integrationEventMappings.foyerEventId, eventId))
    .orderBy(asc(integrationConnections.source), asc(integrationEventMappings.createdAt));
  return rows.map(({ mapping, source }) => ({
    source,
    config_id: mapping.connectionId,
    mapping_id: mapping.id,
    external_event_id: mapping.externalEventId,
    external_event_name: mapping.externalEventName,
    last_synced_at: mapping.lastSyncedAt?.toISOString() ?? null,
  }));
}
