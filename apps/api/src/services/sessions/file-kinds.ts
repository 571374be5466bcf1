import { randomUUID } from "node:crypto";
import {
  type DeletedFileKind,
  type FileKind,
  type FileKindCreateBody,
  type FileKindUpdateBody,
  fileKindProblem,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { sessionFileKinds, sessionFiles } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";

/*
 * The session file kinds of an event (spec 1 §2 "settings with … files"; issue 25 item 7): an
 * ordered list, names unique per event ignoring case. `checkFileFitsKind` is the one rule every
 * way of linking a file to a session goes through.
 */

export const FILE_KIND_NOT_FOUND = "This file kind does not exist.";
type KindRow = typeof sessionFileKinds.$inferSelect;

const nameTaken = (name: string) => `A file kind named “${name}” already exists.`;
const conflict = (name: string) => clash(nameTaken(name), [{ path: "name", message: nameTaken(name) }]);

function kindOf(row: KindRow, files: Map<string, number>): FileKind {
  return {
    id: row.id,
    name: row.name,
    extensions: row.extensions,
    maxSizeMb: row.maxSizeMb,
    required: row.required,
    position: row.position,
    fileCount: files.get(row.id) ?? 0,
  };
}

async function fileCountsOf(db: Db, kindIds: string[]): Promise<Map<string, number>> {
  if (kindIds.length === 0) return new Map();
  const rows = await db
    .select({ kindId: sessionFiles.kindId, n: count() })
    .from(sessionFiles)
    .where(inArray(sessionFiles.kindId, kindIds))
    .groupBy(sessionFiles.kindId);
  return new Map(rows.map((row) => [row.kindId ?? "", Number(row.n)]));
}

/** GET /events/{eventId}/session-file-kinds: the event's kinds, in order. */
export async function listFileKinds(db: Db, event: EventRow): Promise<FileKind[]> {
  const rows = await db
    .select()
    .from(sessionFileKinds)
    .where(eq(sessionFileKinds.eventId, event.id))
    .orderBy(
      asc(sessionFileKinds.position),
      asc(sql`lower(${sessionFileKinds.name})`),
      asc(sessionFileKinds.id),
    );
  const files = await fileCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => kindOf(row, files));
}

/** A kind of this event, or null (another event's id reads as unknown). */
export async function fileKindRow(db: Db, eventId: string, kindId: string): Promise<KindRow | null> {
  const [row] = await db
    .select()
    .from(sessionFileKinds)
    .where(and(eq(sessionFileKinds.id, kindId), eq(sessionFileKinds.eventId, eventId)));
  return row ?? null;
}

async function nameInUse(db: Db, eventId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessionFileKinds.id })
    .from(sessionFileKinds)
    .where(
      and(
        eq(sessionFileKinds.eventId, eventId),
        sql`lower(${sessionFileKinds.name}) = lower(${name})`,
        except ? ne(sessionFileKinds.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

/** POST /events/{eventId}/session-file-kinds: a new kind at the end; 409 for a taken name. */
export async function createFileKind(db: Db, event: EventRow, body: FileKindCreateBody): Promise<FileKind> {
  if (await nameInUse(db, event.id, body.name)) throw conflict(body.name);
  const [last] = await db
    .select({ position: max(sessionFileKinds.position) })
    .from(sessionFileKinds)
    .where(eq(sessionFileKinds.eventId, event.id));
  try {
    const [row] = await db
      .insert(sessionFileKinds)
      .values({
        id: randomUUID(),
        orgId: event.orgId,
        eventId: event.id,
        name: body.name,
        extensions: body.extensions,
        maxSizeMb: body.maxSizeMb,
        required: body.required,
        position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
      })
      .returning();
    if (!row) throw new Error("The new file kind was not stored");
    return kindOf(row, new Map());
  } catch (error) {
    // Two people adding the same name at once: the index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(body.name);
    throw error;
  }
}

/**
 * PUT /events/{eventId}/session-file-kinds/{kindId}: the fields sent change. Files already
 * linked under it stay (a narrower rule applies to the next file linked).
 */
export async function updateFileKind(
  db: Db,
  event: EventRow,
  kindId: string,
  body: FileKindUpdateBody,
): Promise<FileKind> {
  const row = await fileKindRow(db, event.id, kindId);
  if (!row) throw absent(FILE_KIND_NOT_FOUND);
  if (body.name !== undefined && (await nameInUse(db, event.id, body.name, row.id)))
    throw conflict(body.name);
  try {
    const [updated] = await db
      .update(sessionFileKinds)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.extensions !== undefined ? { extensions: body.extensions } : {}),
        ...(body.maxSizeMb !== undefined ? { maxSizeMb: body.maxSizeMb } : {}),
        ...(body.required !== undefined ? { required: body.required } : {}),
      })
      .where(eq(sessionFileKinds.id, row.id))
      .returning();
    if (!updated) throw absent(FILE_KIND_NOT_FOUND);
    return kindOf(updated, await fileCountsOf(db, [updated.id]));
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) throw conflict(body.name);
    throw error;
  }
}

/** DELETE /events/{eventId}/session-file-kinds/{kindId}: the files linked under it stay, with no kind. */
export async function deleteFileKind(db: Db, event: EventRow, kindId: string): Promise<DeletedFileKind> {
  return inTransaction(db, async (tx) => {
    const row = await fileKindRow(tx, event.id, kindId);
    if (!row) throw absent(FILE_KIND_NOT_FOUND);
    const files = await fileCountsOf(tx, [row.id]);
    await tx.delete(sessionFileKinds).where(eq(sessionFileKinds.id, row.id));
    return { id: row.id, clearedFiles: files.get(row.id) ?? 0 };
  });
}

/** PUT /events/{eventId}/session-file-kinds/order: every kind's id, in the new order. */
export async function reorderFileKinds(db: Db, event: EventRow, ids: string[]): Promise<FileKind[]> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: sessionFileKinds.id })
      .from(sessionFileKinds)
      .where(eq(sessionFileKinds.eventId, event.id))
      .for("update");
    const current = new Set(rows.map((row) => row.id));
    if (current.size !== ids.length || !ids.every((id) => current.has(id))) {
      const message = "List each of the event's file kinds exactly once";
      throw invalid(`ids: ${message}`, [{ path: "ids", message }]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(sessionFileKinds).set({ position }).where(eq(sessionFileKinds.id, id));
    }
  });
  return listFileKinds(db, event);
}

/**
 * The rule for linking a file to a session (the admin's Files tab and any other way in): under a
 * kind, the kind must be the event's and the file must fit it; a 400 names the kind and what it
 * allows. Without a kind, a file is allowed only while the event has no kinds.
 */
export async function checkFileFitsKind(
  db: Db,
  eventId: string,
  kindId: string | null,
  file: { name: string; size: number },
): Promise<void> {
  if (kindId === null) {
    const [any] = await db
      .select({ id: sessionFileKinds.id })
      .from(sessionFileKinds)
      .where(eq(sessionFileKinds.eventId, eventId))
      .limit(1);
    if (any) {
      const message = "Pick the kind of file (this event asks for files by kind)";
      throw invalid(`kindId: ${message}`, [{ path: "kindId", message }]);
    }
    return;
  }
  const kind = await fileKindRow(db, eventId, kindId);
  if (!kind) {
    const message = "This file kind does not exist in this event";
    throw invalid(`kindId: ${message}`, [{ path: "kindId", message }]);
  }
  const problem = fileKindProblem(kind, file);
  if (problem) throw invalid(problem, [{ path: "kindId", message: problem }]);
}
