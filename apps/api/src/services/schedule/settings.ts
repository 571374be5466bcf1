import {
  type AgendaSettings,
  type ConflictSettings,
  DEFAULT_AGENDA_SETTINGS,
  DEFAULT_CONFLICT_SEVERITIES,
  scheduleMessages,
} from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { scheduleSettings, sessionSettingItems } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { invalid } from "../refusal.js";

/*
 * The event's agenda settings (`sessions/settings/agenda`: the grid's hours, slot step, breaks)
 * and conflict severities (`sessions/settings/conflicts`), one row per event; what is not stored
 * takes the defaults of @foyer/domain.
 */

async function rowOf(db: Db, eventId: string) {
  const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.eventId, eventId));
  return row;
}

export async function conflictSettingsOf(db: Db, event: EventRow): Promise<ConflictSettings> {
  return { ...DEFAULT_CONFLICT_SEVERITIES, ...(await rowOf(db, event.id))?.conflicts };
}

export async function agendaSettingsOf(db: Db, event: EventRow): Promise<AgendaSettings> {
  return { ...DEFAULT_AGENDA_SETTINGS, ...(await rowOf(db, event.id))?.agenda };
}

/** Writes the merged settings of one part (agenda or conflicts) in one statement. */
async function store<K extends "agenda" | "conflicts">(
  db: Db,
  event: EventRow,
  part: K,
  value: K extends "agenda" ? AgendaSettings : ConflictSettings,
): Promise<void> {
  await db
    .insert(scheduleSettings)
    .values({ eventId: event.id, [part]: value })
    .onConflictDoUpdate({ target: scheduleSettings.eventId, set: { [part]: value, updatedAt: new Date() } });
}

/** PUT …/schedule/settings/conflicts: the kinds sent change, the others keep theirs. */
export async function updateConflictSettings(
  db: Db,
  event: EventRow,
  change: Partial<ConflictSettings>,
): Promise<ConflictSettings> {
  const next = { ...(await conflictSettingsOf(db, event)), ...change };
  await store(db, event, "conflicts", next);
  return next;
}

/** Refuses a blocker in a room that is not one of the event's (400 naming the blocker). */
async function checkBlockerRooms(db: Db, event: EventRow, blockers: AgendaSettings["blockers"]) {
  const wanted = [...new Set(blockers.flatMap((one) => (one.roomId === null ? [] : [one.roomId])))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: sessionSettingItems.id })
    .from(sessionSettingItems)
    .where(
      and(
        eq(sessionSettingItems.eventId, event.id),
        eq(sessionSettingItems.kind, "rooms"),
        inArray(sessionSettingItems.id, wanted),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const index = blockers.findIndex((one) => one.roomId !== null && !known.has(one.roomId));
  if (index >= 0) {
    const message = scheduleMessages.blockerRoomNotFound(index);
    throw invalid(message, [
      { path: `blockers.${index}.roomId`, message: message.split(": ")[1] ?? message },
    ]);
  }
}

/**
 * PUT …/schedule/settings: the fields sent change; day end must stay after day start, and each
 * blocker's room must be one of the event's.
 */
export async function updateAgendaSettings(
  db: Db,
  event: EventRow,
  change: Partial<AgendaSettings>,
): Promise<AgendaSettings> {
  const next = { ...(await agendaSettingsOf(db, event)), ...change };
  if (next.dayStart >= next.dayEnd) {
    throw invalid("dayEnd: dayEnd must be after dayStart", [
      { path: "dayEnd", message: "dayEnd must be after dayStart" },
    ]);
  }
  if (change.blockers) await checkBlockerRooms(db, event, change.blockers);
  await store(db, event, "agenda", next);
  return next;
}
