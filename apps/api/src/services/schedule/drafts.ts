import { randomUUID } from "node:crypto";
import {
  type DraftChange,
  type DraftPlacement,
  type DraftSummary,
  type PlacementBody,
  type ScheduleDraft,
  scheduleMessages,
} from "@foyer/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  eventSessions,
  scheduleDraftPlacements,
  scheduleDrafts,
  sessionSettingItems,
  users,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { updateSession } from "../sessions/sessions.js";
import { livePlacements, type Placed } from "./conflicts.js";

/*
 * Drafts of the schedule (issue 25 item 3): a copy of the live placements, edited apart from it,
 * then applied (each moved session updated, audited and announced like any edit) or discarded.
 * Every change raises the draft's version and must name the version it was made on: of two people
 * editing the same draft, the later one hears 409 and loses nothing (they reload and redo).
 */

type DraftRow = typeof scheduleDrafts.$inferSelect;

async function draftRow(db: Db, event: EventRow, draftId: string, lock = false): Promise<DraftRow> {
  const query = db
    .select()
    .from(scheduleDrafts)
    .where(and(eq(scheduleDrafts.id, draftId), eq(scheduleDrafts.eventId, event.id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw absent(scheduleMessages.draftNotFound);
  return row;
}

/** POST …/schedule/drafts: a draft holding every session's current place. */
export async function createDraft(
  db: Db,
  event: EventRow,
  userId: string,
  name: string,
): Promise<{ id: string }> {
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    await tx
      .insert(scheduleDrafts)
      .values({ id, orgId: event.orgId, eventId: event.id, name, createdBy: userId });
    const live = await livePlacements(tx, event.id);
    if (live.length > 0) {
      await tx.insert(scheduleDraftPlacements).values(
        live.map((one) => ({
          draftId: id,
          sessionId: one.sessionId,
          startsAt: one.startsAt,
          endsAt: one.endsAt,
          roomId: one.roomId,
        })),
      );
    }
  });
  return { id };
}

/** GET …/schedule/drafts: newest change first. */
export async function listDrafts(db: Db, event: EventRow): Promise<DraftSummary[]> {
  const rows = await db
    .select({ draft: scheduleDrafts, fname: users.fname, lname: users.lname, email: users.email })
    .from(scheduleDrafts)
    .leftJoin(users, eq(users.id, scheduleDrafts.createdBy))
    .where(eq(scheduleDrafts.eventId, event.id))
    .orderBy(desc(scheduleDrafts.updatedAt), asc(scheduleDrafts.id));
  return rows.map(({ draft, fname, lname, email }) => ({
    id: draft.id,
    name: draft.name,
    version: draft.version,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
    createdBy:
      draft.createdBy && email !== null
        ? { id: draft.createdBy, name: `${fname ?? ""} ${lname ?? ""}`.trim() || email }
        : null,
  }));
}

/**
 * Every session of the event where the draft puts it; a session made after the draft (no row of
 * its own) stands where the live schedule has it.
 */
export async function draftPlacements(db: Db, event: EventRow, draftId: string): Promise<Placed[]> {
  const live = await livePlacements(db, event.id);
  const rows = await db
    .select()
    .from(scheduleDraftPlacements)
    .where(eq(scheduleDraftPlacements.draftId, draftId));
  const own = new Map(rows.map((row) => [row.sessionId, row]));
  return live.map((session) => {
    const row = own.get(session.sessionId);
    return row ? { ...session, startsAt: row.startsAt, endsAt: row.endsAt, roomId: row.roomId } : session;
  });
}

const placementOf = (one: Placed): DraftPlacement => ({
  sessionId: one.sessionId,
  startsAt: one.startsAt?.toISOString() ?? null,
  endsAt: one.endsAt?.toISOString() ?? null,
  roomId: one.roomId,
});

/** GET …/schedule/drafts/{draftId}. */
export async function getDraft(db: Db, event: EventRow, draftId: string): Promise<ScheduleDraft> {
  const row = await draftRow(db, event, draftId);
  const placements = await draftPlacements(db, event, row.id);
  placements.sort(
    (a, b) =>
      (a.startsAt ? +a.startsAt : Number.POSITIVE_INFINITY) -
        (b.startsAt ? +b.startsAt : Number.POSITIVE_INFINITY) ||
      a.title.localeCompare(b.title) ||
      a.sessionId.localeCompare(b.sessionId),
  );
  return { id: row.id, name: row.name, version: row.version, placements: placements.map(placementOf) };
}

/** PUT …/schedule/drafts/{draftId}/placements/{sessionId}: 409 when made on an older version. */
export async function placeInDraft(
  db: Db,
  event: EventRow,
  draftId: string,
  sessionId: string,
  body: PlacementBody,
): Promise<ScheduleDraft> {
  await inTransaction(db, async (tx) => {
    const draft = await draftRow(tx, event, draftId, true);
    if (body.version !== draft.version) {
      throw clash(scheduleMessages.staleDraft, [{ path: "version", message: scheduleMessages.staleDraft }]);
    }
    const [session] = await tx
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, event.id)));
    if (!session) throw absent(scheduleMessages.sessionNotFound);
    if (body.roomId !== null) {
      const [room] = await tx
        .select({ id: sessionSettingItems.id })
        .from(sessionSettingItems)
        .where(
          and(
            eq(sessionSettingItems.id, body.roomId),
            eq(sessionSettingItems.eventId, event.id),
            eq(sessionSettingItems.kind, "rooms"),
          ),
        );
      if (!room)
        throw invalid(scheduleMessages.roomNotFound, [
          { path: "roomId", message: "This room does not exist." },
        ]);
    }
    const place = {
      startsAt: body.startsAt === null ? null : new Date(body.startsAt),
      endsAt: body.endsAt === null ? null : new Date(body.endsAt),
      roomId: body.roomId,
    };
    await tx
      .insert(scheduleDraftPlacements)
      .values({ draftId: draft.id, sessionId, ...place })
      .onConflictDoUpdate({
        target: [scheduleDraftPlacements.draftId, scheduleDraftPlacements.sessionId],
        set: place,
      });
    await tx
      .update(scheduleDrafts)
      .set({ version: draft.version + 1, updatedAt: new Date() })
      .where(eq(scheduleDrafts.id, draft.id));
  });
  return getDraft(db, event, draftId);
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const isPlaced = (one: Placed) => one.startsAt !== null && one.roomId !== null;

/** GET …/schedule/drafts/{draftId}/changes: what applying it would change, by the draft's time order. */
export async function draftChanges(db: Db, event: EventRow, draftId: string): Promise<DraftChange[]> {
  const draft = await draftRow(db, event, draftId);
  const live = new Map((await livePlacements(db, event.id)).map((one) => [one.sessionId, one]));
  const changes: DraftChange[] = [];
  for (const after of await draftPlacements(db, event, draft.id)) {
    const before = live.get(after.sessionId);
    if (!before) continue;
    if (
      sameTime(before.startsAt, after.startsAt) &&
      sameTime(before.endsAt, after.endsAt) &&
      before.roomId === after.roomId
    ) {
      continue;
    }
    const change =
      isPlaced(after) && !isPlaced(before)
        ? "added"
        : !isPlaced(after) && isPlaced(before)
          ? "removed"
          : "moved";
    const side = (one: Placed) => {
      const { sessionId: _, ...rest } = placementOf(one);
      return rest;
    };
    changes.push({
      sessionId: after.sessionId,
      title: after.title,
      change,
      before: side(before),
      after: side(after),
    });
  }
  return changes.sort((a, b) =>
    (a.after.startsAt ?? a.before.startsAt ?? "~").localeCompare(
      b.after.startsAt ?? b.before.startsAt ?? "~",
    ),
  );
}

/**
 * POST …/schedule/drafts/{draftId}/apply: each changed session moves to the draft's place (an
 * update with its audit entry and webhook, like an edit by hand); then the draft goes.
 */
export async function applyDraft(
  db: Db,
  event: EventRow,
  userId: string,
  draftId: string,
): Promise<{ applied: number }> {
  const changes = await draftChanges(db, event, draftId);
  for (const change of changes) {
    await updateSession(db, event, userId, change.sessionId, {
      startsAt: change.after.startsAt,
      endsAt: change.after.endsAt,
      roomId: change.after.roomId,
    });
  }
  await db.delete(scheduleDrafts).where(eq(scheduleDrafts.id, draftId));
  return { applied: changes.length };
}

/** DELETE …/schedule/drafts/{draftId}: discarded; the live schedule is untouched. */
export async function deleteDraft(db: Db, event: EventRow, draftId: string): Promise<{ id: string }> {
  const row = await draftRow(db, event, draftId);
  await db.delete(scheduleDrafts).where(eq(scheduleDrafts.id, row.id));
  return { id: row.id };
}
