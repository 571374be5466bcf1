import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { eventSessions, sessionSettingItems } from "../../db/schema/index.js";

/* What the sessions services share: finding a session of an event, its settings, transactions. */

export const SESSION_NOT_FOUND = "This session does not exist.";

export type SessionRow = typeof eventSessions.$inferSelect;
export type SettingItemRow = typeof sessionSettingItems.$inferSelect;

/** The event's rooms, tracks, formats, levels, languages and statuses, by id (a few dozen rows). */
export async function settingItemsOf(db: Db, eventId: string): Promise<Map<string, SettingItemRow>> {
  const rows = await db.select().from(sessionSettingItems).where(eq(sessionSettingItems.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A session of this event, or null (another event's or organization's id reads the same as an
 * unknown one: callers answer 404 with SESSION_NOT_FOUND). `lock` holds the row for the rest of the transaction, so concurrent changes to
 * the same session (two participant adds) run one after the other.
 */
export async function sessionRow(
  db: Db,
  eventId: string,
  sessionId: string,
  lock = false,
): Promise<SessionRow | null> {
  const query = db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, eventId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Marks a session changed (participants and files are not columns of it, but they are its content). */
export async function touchSession(tx: Db, sessionId: string): Promise<void> {
  await tx.update(eventSessions).set({ updatedAt: new Date() }).where(eq(eventSessions.id, sessionId));
}
