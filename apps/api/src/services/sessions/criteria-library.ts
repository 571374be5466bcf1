import { randomUUID } from "node:crypto";
import type { CriterionCreateBody, CriterionUpdateBody, LibraryCriterion } from "@foyer/domain";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { eventCriteria } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";

/*
 * The event's library of evaluation criteria (issue 25 item 7, docs/evaluations.md "Criteria
 * library"): a new evaluation plan starts with them; plans keep their own copies, so changing the
 * library never changes a plan. Like the other settings lists, the items themselves are not audited.
 */

export const CRITERION_NOT_FOUND = "This criterion does not exist.";
const nameTaken = (name: string) => `A criterion named “${name}” already exists.`;
const conflict = (name: string) => clash(nameTaken(name), [{ path: "name", message: nameTaken(name) }]);

type CriterionRow = typeof eventCriteria.$inferSelect;

const criterionOf = (row: CriterionRow): LibraryCriterion => ({
  id: row.id,
  name: row.name,
  description: row.description,
  maxScore: row.maxScore,
  position: row.position,
});

/** GET /events/{eventId}/session-criteria: the library in order. */
export async function listCriteria(db: Db, event: EventRow): Promise<LibraryCriterion[]> {
  const rows = await db
    .select()
    .from(eventCriteria)
    .where(eq(eventCriteria.eventId, event.id))
    .orderBy(asc(eventCriteria.position), asc(sql`lower(${eventCriteria.name})`), asc(eventCriteria.id));
  return rows.map(criterionOf);
}

async function findCriterion(db: Db, event: EventRow, criterionId: string): Promise<CriterionRow> {
  const [row] = await db
    .select()
    .from(eventCriteria)
    .where(and(eq(eventCriteria.id, criterionId), eq(eventCriteria.eventId, event.id)));
  if (!row) throw absent(CRITERION_NOT_FOUND);
  return row;
}

async function nameInUse(db: Db, event: EventRow, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventCriteria.id })
    .from(eventCriteria)
    .where(
      and(
        eq(eventCriteria.eventId, event.id),
        sql`lower(${eventCriteria.name}) = lower(${name})`,
        except ? ne(eventCriteria.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

/** A write that may lose a race on the name index: the loser hears why (409). */
async function uniquely<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw conflict(name);
    throw error;
  }
}

/** POST /events/{eventId}/session-criteria: a criterion at the end of the library; 409 for a taken name. */
export async function createCriterion(
  db: Db,
  event: EventRow,
  body: CriterionCreateBody,
): Promise<LibraryCriterion> {
  if (await nameInUse(db, event, body.name)) throw conflict(body.name);
  const [last] = await db
    .select({ position: max(eventCriteria.position) })
    .from(eventCriteria)
    .where(eq(eventCriteria.eventId, event.id));
  const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const [row] = await uniquely(body.name, () =>
    db
      .insert(eventCriteria)
      .values({ id: randomUUID(), orgId: event.orgId, eventId: event.id, ...body, position })
      .returning(),
  );
  if (!row) throw new Error("The new criterion was not stored");
  return criterionOf(row);
}

/** PUT /events/{eventId}/session-criteria/{criterionId}: the fields sent change. */
export async function updateCriterion(
  db: Db,
  event: EventRow,
  criterionId: string,
  body: CriterionUpdateBody,
): Promise<LibraryCriterion> {
  const row = await findCriterion(db, event, criterionId);
  if (body.name !== undefined && (await nameInUse(db, event, body.name, row.id))) throw conflict(body.name);
  const [updated] = await uniquely(body.name, () =>
    db
      .update(eventCriteria)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.maxScore !== undefined ? { maxScore: body.maxScore } : {}),
      })
      .where(eq(eventCriteria.id, row.id))
      .returning(),
  );
  if (!updated) throw absent(CRITERION_NOT_FOUND);
  return criterionOf(updated);
}

/** DELETE /events/{eventId}/session-criteria/{criterionId}: plans that started from it keep their copy. */
export async function deleteCriterion(db: Db, event: EventRow, criterionId: string): Promise<{ id: string }> {
  const row = await findCriterion(db, event, criterionId);
  await db.delete(eventCriteria).where(eq(eventCriteria.id, row.id));
  return { id: row.id };
}

/** PUT /events/{eventId}/session-criteria/order: every criterion of the library, in its new order. */
export async function reorderCriteria(db: Db, event: EventRow, ids: string[]): Promise<LibraryCriterion[]> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: eventCriteria.id })
      .from(eventCriteria)
      .where(eq(eventCriteria.eventId, event.id))
      .for("update");
    const current = new Set(rows.map((row) => row.id));
    if (current.size !== ids.length || !ids.every((id) => current.has(id))) {
      const message = "List each of the event's criteria exactly once";
      throw invalid(`ids: ${message}`, [{ path: "ids", message }]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(eventCriteria).set({ position }).where(eq(eventCriteria.id, id));
    }
  });
  return listCriteria(db, event);
}
