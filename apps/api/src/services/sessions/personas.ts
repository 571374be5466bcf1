import type { SessionRef } from "@foyer/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessionPersonas } from "../../db/schema/index.js";
import { invalid } from "../refusal.js";
import type { SettingItemRow } from "./core.js";

/*
 * A session's personas (session settings Personas, issue 25 item 7): many per session, kept in
 * session_personas. A session reads them in the list's order; the audit shows them by name.
 */

const byListOrder = (a: SettingItemRow, b: SettingItemRow) =>
  a.position - b.position || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Each session's persona items (in the list's order), by session id. */
export async function personaIdsOf(db: Db, sessionIds: string[]): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  if (sessionIds.length === 0) return ids;
  const rows = await db.select().from(sessionPersonas).where(inArray(sessionPersonas.sessionId, sessionIds));
  for (const row of rows) ids.set(row.sessionId, [...(ids.get(row.sessionId) ?? []), row.personaId]);
  return ids;
}

/** The items of `ids` that are personas, in the list's order, as a session shows them. */
export function personaRefs(items: Map<string, SettingItemRow>, ids: readonly string[] = []): SessionRef[] {
  return ids
    .map((id) => items.get(id))
    .filter((item): item is SettingItemRow => item?.kind === "personas")
    .sort(byListOrder)
    .map((item) => ({ id: item.id, name: item.name, colour: item.colour }));
}

/** The audit's view: the personas' names in the list's order. */
export function personaNames(items: Map<string, SettingItemRow>, ids: readonly string[] = []): string[] {
  return personaRefs(items, ids).map((ref) => ref.name);
}

/** The audit's value: the names, or null for none (a new session without any says nothing). */
export function personaAuditValue(
  items: Map<string, SettingItemRow>,
  ids: readonly string[],
): string[] | null {
  const names = personaNames(items, ids);
  return names.length > 0 ? names : null;
}

/** Each id must be a persona of this event: 400 naming the field otherwise. */
export function checkPersonaIds(
  items: Map<string, SettingItemRow>,
  ids: readonly string[] | undefined,
): void {
  for (const id of ids ?? []) {
    if (items.get(id)?.kind !== "personas") {
      const message = "This persona does not exist in this event";
      throw invalid(`personaIds: ${message}`, [{ path: "personaIds", message }]);
    }
  }
}

/** Replaces a session's personas with `ids` (already checked). */
export async function setPersonas(tx: Db, sessionId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(sessionPersonas).where(eq(sessionPersonas.sessionId, sessionId));
  if (ids.length > 0) {
    await tx.insert(sessionPersonas).values(ids.map((personaId) => ({ sessionId, personaId })));
  }
}
