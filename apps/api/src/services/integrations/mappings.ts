import { randomUUID } from "node:crypto";
import {
  type EventMapping,
  type EventMappingPayload,
  type EventMappingsBody,
  type IntegrationSource,
  integrationMessages,
} from "@foyer/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, integrationConnections, integrationEventMappings } from "../../db/schema/index.js";
import { absent, invalid } from "../refusal.js";
import type { ConnectionRow } from "./connections.js";
import { defaultWindow, listExternalEvents } from "./external-events.js";
import type { IntegrationRuntime } from "./runtime.js";

/*
 * Which outside events go to which Foyer events (spec 1 §3 "Event mapping", "Mapping payload";
 * §7 GET/PUT `…/config/{configId}/event-mappings`, DELETE `…/event-mappings/{mappingId}`).
 */

export type MappingRow = typeof integrationEventMappings.$inferSelect;

export function mappingAnswer(row: MappingRow): EventMapping {
  return {
    id: row.id,
    config_id: row.connectionId,
    external_event_id: row.externalEventId,
    external_event_name: row.externalEventName,
    foyer_event_id: row.foyerEventId,
    selected: row.selected,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
  };
}

/** GET `…/event-mappings`: every mapping of the organization's connections of the source. */
export async function orgMappings(db: Db, orgId: string, source: IntegrationSource): Promise<EventMapping[]> {
  const rows = await db
    .select({ mapping: integrationEventMappings })
    .from(integrationEventMappings)
    .innerJoin(integrationConnections, eq(integrationConnections.id, integrationEventMappings.connectionId))
    .where(and(eq(integrationEventMappings.orgId, orgId), eq(integrationConnections.source, source)))
    .orderBy(asc(integrationEventMappings.createdAt), asc(integrationEventMappings.externalEventId));
  return rows.map((row) => mappingAnswer(row.mapping));
}

export async function connectionMappings(db: Db, connectionId: string): Promise<MappingRow[]> {
  return db
    .select()
    .from(integrationEventMappings)
    .where(eq(integrationEventMappings.connectionId, connectionId))
    .orderBy(asc(integrationEventMappings.createdAt), asc(integrationEventMappings.externalEventId));
}

/** The organization's events, by name: what an outside event may go to. */
export async function foyerEventsOf(db: Db, orgId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.orgId, orgId))
    .orderBy(asc(events.name), asc(events.id));
}

/** GET `…/config/{configId}/event-mappings`: the Foyer events, the platform's events and the mappings. */
export async function mappingPayload(
  rt: IntegrationRuntime,
  connection: ConnectionRow,
): Promise<EventMappingPayload> {
  const [foyerEvents, integrationEvents, mappings] = await Promise.all([
    foyerEventsOf(rt.db, connection.orgId),
    listExternalEvents(rt, connection, defaultWindow()),
    connectionMappings(rt.db, connection.id),
  ]);
  return {
    foyer_events: foyerEvents,
    integration_events: integrationEvents,
    mappings: mappings.map(mappingAnswer),
  };
}

/** What the mappings of a connection will be once `body` is saved: external id → Foyer event (null: new). */
export interface PlannedMapping {
  externalEventId: string;
  foyerEventId: string | null;
  selected: boolean;
  existing: MappingRow | null;
}

/**
 * The connection's mappings as `body` would leave them, checked: every Foyer event must be the
 * organization's, and no Foyer event may take two outside events of one connection.
 */
export async function planMappings(
  db: Db,
  connection: ConnectionRow,
  body: EventMappingsBody,
): Promise<PlannedMapping[]> {
  const existing = new Map(
    (await connectionMappings(db, connection.id)).map((row) => [row.externalEventId, row]),
  );
  const targets = new Map(
    body.externalEventMappings.map((item) => [item.external_event_id, item.foyer_event_id]),
  );
  const named = [...new Set([...targets.values()].filter((id): id is string => id !== null))];
  const known = new Set(
    named.length === 0
      ? []
      : (
          await db
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.orgId, connection.orgId), inArray(events.id, named)))
        ).map((row) => row.id),
  );
  const unknown = body.externalEventMappings.flatMap((item, index) =>
    item.foyer_event_id !== null && !known.has(item.foyer_event_id)
      ? [
          {
            path: `externalEventMappings.${index}.foyer_event_id`,
            message: "This is not an event of the organization",
          },
        ]
      : [],
  );
  if (unknown.length > 0) throw invalid(`${unknown[0]?.path}: ${unknown[0]?.message}`, unknown);

  const selected = new Set(body.selectedExternalEventIds);
  const ids = new Set([...existing.keys(), ...selected, ...targets.keys()]);
  const planned: PlannedMapping[] = [];
  for (const externalEventId of ids) {
    const row = existing.get(externalEventId) ?? null;
    const foyerEventId = targets.has(externalEventId)
      ? (targets.get(externalEventId) ?? null)
      : (row?.foyerEventId ?? null);
    planned.push({ externalEventId, foyerEventId, selected: selected.has(externalEventId), existing: row });
  }
  const taken = new Map<string, string>();
  for (const item of planned) {
    if (item.foyerEventId === null || !(item.selected || item.existing)) continue;
    const other = taken.get(item.foyerEventId);
    if (other !== undefined) {
      const message = `Outside events ${other} and ${item.externalEventId} both go to one Foyer event: choose another, or a new event, for one of them`;
      throw invalid(message, [{ path: "externalEventMappings", message }]);
    }
    taken.set(item.foyerEventId, item.externalEventId);
  }
  return planned;
}

const CHUNK = 1000;

/**
 * PUT `…/config/{configId}/event-mappings`: the selection and the targets, all at once. An outside
 * event neither chosen nor ever imported is forgotten; one imported before stays mapped, unselected.
 */
export async function saveMappings(
  rt: IntegrationRuntime,
  connection: ConnectionRow,
  body: EventMappingsBody,
): Promise<void> {
  const planned = await planMappings(rt.db, connection, body);
  await rt.db.transaction(async (tx) => {
    const forgotten = planned.filter((item) => item.existing && !item.selected && item.foyerEventId === null);
    const kept = planned.filter((item) => item.selected || item.foyerEventId !== null);
    for (let at = 0; at < forgotten.length; at += CHUNK) {
      const ids = forgotten.slice(at, at + CHUNK).map((item) => item.existing?.id as string);
      await tx.delete(integrationEventMappings).where(inArray(integrationEventMappings.id, ids));
    }
    for (let at = 0; at < kept.length; at += CHUNK) {
      await tx
        .insert(integrationEventMappings)
        .values(
          kept.slice(at, at + CHUNK).map((item) => ({
            id: item.existing?.id ?? randomUUID(),
            orgId: connection.orgId,
            connectionId: connection.id,
            externalEventId: item.externalEventId,
            foyerEventId: item.foyerEventId,
            selected: item.selected,
          })),
        )
        .onConflictDoUpdate({
          target: [integrationEventMappings.connectionId, integrationEventMappings.externalEventId],
          set: {
            foyerEventId: sql`excluded.foyer_event_id`,
            selected: sql`excluded.selected`,
            updatedAt: sql`now()`,
          },
        });
    }
  });
}

/** DELETE `…/config/{configId}/event-mappings/{mappingId}`: the Foyer event stays as it is. */
export async function deleteMapping(db: Db, connection: ConnectionRow, mappingId: string): Promise<void> {
  const removed = await db
    .delete(integrationEventMappings)
    .where(
      and(
        eq(integrationEventMappings.id, mappingId),
        eq(integrationEventMappings.connectionId, connection.id),
      ),
    )
    .returning({ id: integrationEventMappings.id });
  if (removed.length === 0) throw absent(integrationMessages.mappingNotFound);
}
