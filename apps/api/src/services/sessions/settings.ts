import { randomUUID } from "node:crypto";
import {
  changedFields,
  type DeletedSessionSetting,
  type SessionSettingItem,
  type SessionSettingKind,
  type SessionSettings,
  type SettingCreateBody,
  type SettingExtras,
  type SettingUpdateBody,
  sessionSettingInfo,
  sessionSettingKinds,
  settingExtraFields,
} from "@foyer/domain";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { eventSessions, sessionPersonas, sessionSettingItems } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { type SettingItemRow, settingItemsOf, touchSession } from "./core.js";
import { personaAuditValue, personaIdsOf } from "./personas.js";

/*
 * The sessions settings (spec 1 §2: rooms, tracks, languages, statuses, formats, levels): one
 * list per kind, names unique per event and kind ignoring case.
 *
 * Deleting an item in use CLEARS it from the sessions that use it rather than refusing: the
 * sessions keep everything else, each one gets an audit entry ('Room: Hall A → empty'), and the
 * answer says how many sessions were changed. The admin's confirm dialog names that number first.
 */

const itemNotFound = (kind: SessionSettingKind) => `This ${sessionSettingInfo[kind].one} does not exist.`;
const nameTaken = (kind: SessionSettingKind, name: string) =>
  `A ${sessionSettingInfo[kind].one} named “${name}” already exists.`;

const conflict = (kind: SessionSettingKind, name: string) =>
  clash(nameTaken(kind, name), [{ path: "name", message: nameTaken(kind, name) }]);

/** How many of the event's sessions use each item. */
async function usageOf(db: Db, eventId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      roomId: eventSessions.roomId,
      trackId: eventSessions.trackId,
      formatId: eventSessions.formatId,
      levelId: eventSessions.levelId,
      languageId: eventSessions.languageId,
      statusId: eventSessions.statusId,
    })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId));
  const personas = await db
    .select({ personaId: sessionPersonas.personaId })
    .from(sessionPersonas)
    .innerJoin(eventSessions, eq(eventSessions.id, sessionPersonas.sessionId))
    .where(eq(eventSessions.eventId, eventId));
  const usage = new Map<string, number>();
  const count = (id: string | null) => {
    if (id) usage.set(id, (usage.get(id) ?? 0) + 1);
  };
  for (const row of rows) for (const id of Object.values(row)) count(id);
  for (const row of personas) count(row.personaId);
  return usage;
}

/** The details only some kinds have: a status's flags, a room's capacity and hours (issue 25). */
const EXTRAS_OF: Partial<Record<SessionSettingKind, (keyof SettingExtras)[]>> = {
  statuses: ["isPublic", "countsAsAccepted"],
  rooms: ["capacity", "opensAt", "closesAt"],
};

function itemOf(row: SettingItemRow, usage: Map<string, number>): SessionSettingItem {
  const extras = Object.fromEntries((EXTRAS_OF[row.kind] ?? []).map((field) => [field, row[field]]));
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    position: row.position,
    colour: row.colour,
    sessionCount: usage.get(row.id) ?? 0,
    ...extras,
  };
}

/** The body's details for the kind; a detail another kind has is a 400 naming it. */
function extrasFor(kind: SessionSettingKind, body: SettingExtras): SettingExtras {
  const allowed = EXTRAS_OF[kind] ?? [];
  const extras: Record<string, unknown> = {};
  for (const field of settingExtraFields) {
    if (body[field] === undefined) continue;
    if (!allowed.includes(field)) {
      const message = `A ${sessionSettingInfo[kind].one} has no ${field}`;
      throw invalid(`${field}: ${message}`, [{ path: field, message }]);
    }
    extras[field] = body[field];
  }
  return extras;
}

const listOrder = [
  asc(sessionSettingItems.position),
  asc(sql`lower(${sessionSettingItems.name})`),
  asc(sessionSettingItems.id),
];

/** GET /events/{eventId}/session-settings: every kind's items, in their order. */
export async function listSettings(db: Db, event: EventRow): Promise<SessionSettings> {
  const rows = await db
    .select()
    .from(sessionSettingItems)
    .where(eq(sessionSettingItems.eventId, event.id))
    .orderBy(...listOrder);
  const usage = await usageOf(db, event.id);
  const settings = Object.fromEntries(
    sessionSettingKinds.map((kind) => [kind, []]),
  ) as unknown as SessionSettings;
  for (const row of rows) settings[row.kind]?.push(itemOf(row, usage));
  return settings;
}

/** GET /events/{eventId}/session-settings/{kind}. */
export async function listKind(
  db: Db,
  event: EventRow,
  kind: SessionSettingKind,
): Promise<SessionSettingItem[]> {
  return (await listSettings(db, event))[kind];
}

async function findItem(db: Db, event: EventRow, kind: SessionSettingKind, itemId: string, lock = false) {
  const query = db
    .select()
    .from(sessionSettingItems)
    .where(
      and(
        eq(sessionSettingItems.id, itemId),
        eq(sessionSettingItems.eventId, event.id),
        eq(sessionSettingItems.kind, kind),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw absent(itemNotFound(kind));
  return row;
}

/** Whether another item of the kind already has this name, ignoring case. */
async function nameInUse(db: Db, event: EventRow, kind: SessionSettingKind, name: string, except?: string) {
  const [row] = await db
    .select({ id: sessionSettingItems.id })
    .from(sessionSettingItems)
    .where(
      and(
        eq(sessionSettingItems.eventId, event.id),
        eq(sessionSettingItems.kind, kind),
        sql`lower(${sessionSettingItems.name}) = lower(${name})`,
        except ? ne(sessionSettingItems.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

/** POST /events/{eventId}/session-settings/{kind}: a new item at the end of the list; 409 for a taken name. */
export async function createItem(
  db: Db,
  event: EventRow,
  kind: SessionSettingKind,
  body: SettingCreateBody,
): Promise<SessionSettingItem> {
  const extras = extrasFor(kind, body);
  if (await nameInUse(db, event, kind, body.name)) throw conflict(kind, body.name);
  const [last] = await db
    .select({ position: max(sessionSettingItems.position) })
    .from(sessionSettingItems)
    .where(and(eq(sessionSettingItems.eventId, event.id), eq(sessionSettingItems.kind, kind)));
  try {
    const [row] = await db
      .insert(sessionSettingItems)
      .values({
        id: randomUUID(),
        orgId: event.orgId,
        eventId: event.id,
        kind,
        name: body.name,
        colour: body.colour,
        ...extras,
        position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
      })
      .returning();
    if (!row) throw new Error("The new item was not stored");
    return itemOf(row, new Map());
  } catch (error) {
    // Two people adding the same name at once: the index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(kind, body.name);
    throw error;
  }
}

/** PUT /events/{eventId}/session-settings/{kind}/{itemId}: a new name or colour. */
export async function updateItem(
  db: Db,
  event: EventRow,
  kind: SessionSettingKind,
  itemId: string,
  body: SettingUpdateBody,
): Promise<SessionSettingItem> {
  const extras = extrasFor(kind, body);
  const row = await findItem(db, event, kind, itemId);
  const opensAt = extras.opensAt === undefined ? row.opensAt : extras.opensAt;
  const closesAt = extras.closesAt === undefined ? row.closesAt : extras.closesAt;
  if (opensAt && closesAt && opensAt >= closesAt) {
    throw invalid("closesAt: closesAt must be after opensAt", [
      { path: "closesAt", message: "closesAt must be after opensAt" },
    ]);
  }
  if (body.name !== undefined && (await nameInUse(db, event, kind, body.name, row.id)))
    throw conflict(kind, body.name);
  try {
    const [updated] = await db
      .update(sessionSettingItems)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.colour !== undefined ? { colour: body.colour } : {}),
        ...extras,
      })
      .where(eq(sessionSettingItems.id, row.id))
      .returning();
    if (!updated) throw absent(itemNotFound(kind));
    return itemOf(updated, await usageOf(db, event.id));
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) throw conflict(kind, body.name);
    throw error;
  }
}

/**
 * DELETE /events/{eventId}/session-settings/{kind}/{itemId}: the item goes, and every session
 * that used it loses it (audited per session), in one transaction.
 */
export async function deleteItem(
  db: Db,
  event: EventRow,
  userId: string,
  kind: SessionSettingKind,
  itemId: string,
): Promise<DeletedSessionSetting> {
  const { field, label } = sessionSettingInfo[kind];
  return inTransaction(db, async (tx) => {
    const row = await findItem(tx, event, kind, itemId, true);
    if (!field) return deletePersona(tx, event, userId, row);
    const users = await tx
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventId, event.id), eq(eventSessions[field], row.id)))
      .for("update");
    for (const session of users) {
      await recordAudit(tx, {
        orgId: event.orgId,
        eventId: event.id,
        entityType: "session",
        entityId: session.id,
        action: "update",
        userId,
        changes: [{ field: label, before: row.name, after: null }],
        note: `${label} “${row.name}” was deleted from the session settings`,
      });
    }
    if (users.length > 0) {
      await tx
        .update(eventSessions)
        .set({ [field]: null, updatedAt: new Date() })
        .where(and(eq(eventSessions.eventId, event.id), eq(eventSessions[field], row.id)));
    }
    await tx.delete(sessionSettingItems).where(eq(sessionSettingItems.id, row.id));
    return { id: row.id, clearedSessions: users.length };
  });
}

/**
 * A persona's delete: the sessions for it lose it (their join rows go with the item), each with an
 * audit entry naming their personas before and after.
 */
async function deletePersona(
  tx: Db,
  event: EventRow,
  userId: string,
  row: SettingItemRow,
): Promise<DeletedSessionSetting> {
  const { label } = sessionSettingInfo.personas;
  const users = await tx
    .select({ id: sessionPersonas.sessionId })
    .from(sessionPersonas)
    .where(eq(sessionPersonas.personaId, row.id));
  const items = await settingItemsOf(tx, event.id);
  const held = await personaIdsOf(
    tx,
    users.map((one) => one.id),
  );
  for (const session of users) {
    const before = held.get(session.id) ?? [];
    await recordAudit(tx, {
      orgId: event.orgId,
      eventId: event.id,
      entityType: "session",
      entityId: session.id,
      action: "update",
      userId,
      changes: changedFields(
        { [label]: personaAuditValue(items, before) },
        {
          [label]: personaAuditValue(
            items,
            before.filter((id) => id !== row.id),
          ),
        },
      ),
      note: `Persona “${row.name}” was deleted from the session settings`,
    });
    await touchSession(tx, session.id);
  }
  await tx.delete(sessionSettingItems).where(eq(sessionSettingItems.id, row.id));
  return { id: row.id, clearedSessions: users.length };
}

/** PUT /events/{eventId}/session-settings/{kind}/order: every item of the kind, in its new order. */
export async function reorderItems(
  db: Db,
  event: EventRow,
  kind: SessionSettingKind,
  ids: string[],
): Promise<SessionSettingItem[]> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: sessionSettingItems.id })
      .from(sessionSettingItems)
      .where(and(eq(sessionSettingItems.eventId, event.id), eq(sessionSettingItems.kind, kind)))
      .for("update");
    const current = new Set(rows.map((row) => row.id));
    if (current.size !== ids.length || !ids.every((id) => current.has(id))) {
      const message = `List each of the event's ${sessionSettingInfo[kind].title.toLowerCase()} exactly once`;
      throw invalid(`ids: ${message}`, [{ path: "ids", message }]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(sessionSettingItems).set({ position }).where(eq(sessionSettingItems.id, id));
    }
  });
  return listKind(db, event, kind);
}
