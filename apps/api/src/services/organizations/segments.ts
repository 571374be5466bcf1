import { randomUUID } from "node:crypto";
import {
  MAX_SEGMENTS_PER_KIND,
  type RecordFilter,
  type Segment,
  type SegmentKind,
  segmentMessages,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { segments } from "../../db/schema/index.js";
import { absent, clash, invalid } from "../refusal.js";
import { countPeople, peopleWhere } from "./people.js";

/*
 * Saved segments of the organization's people and speakers (spec 1 §2 `people/segments/{id}`,
 * `speakers/segments/{id}`, `segments`): a name and the filters of one of the two lists, shared
 * by the organization's team. Every answer carries how many the filters keep today.
 */

export type SegmentRow = typeof segments.$inferSelect;

/** The segment as the API answers it, with how many its filters keep now. */
export async function segmentOf(db: Db, row: SegmentRow): Promise<Segment> {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters: row.filters,
    count: await countPeople(db, row.orgId, row.kind, row.filters),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /organizations/{orgId}/segments?kind=: the segments of `kinds`, by name, each with its count. */
export async function listSegments(db: Db, orgId: string, kinds: readonly SegmentKind[]): Promise<Segment[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select()
    .from(segments)
    .where(and(eq(segments.orgId, orgId), inArray(segments.kind, [...kinds])))
    .orderBy(asc(segments.kind), asc(sql`lower(${segments.name})`), asc(segments.id));
  return Promise.all(rows.map((row) => segmentOf(db, row)));
}

/** The organization's segment of this id, or null for any other (another organization's too). */
export async function findSegment(db: Db, orgId: string, segmentId: string): Promise<SegmentRow | null> {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.id, segmentId), eq(segments.orgId, orgId)));
  return row ?? null;
}

/** Names are unique within an organization's segments of one kind, ignoring case. */
async function requireFreeName(db: Db, orgId: string, kind: SegmentKind, name: string, except?: string) {
  const [taken] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(
      and(
        eq(segments.orgId, orgId),
        eq(segments.kind, kind),
        sql`lower(${segments.name}) = lower(${name}::text)`,
        except ? ne(segments.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

const nameTaken = () =>
  clash(segmentMessages.nameTaken, [{ path: "name", message: segmentMessages.nameTaken }]);

/** Runs a write; a save of the same name at the same moment meets the unique index: 409 too. */
async function savingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The filters, when the kind's list can apply them (a custom field's id, say, it cannot): else 400. */
function requireListFilters(orgId: string, kind: SegmentKind, filters: readonly RecordFilter[]) {
  peopleWhere(orgId, kind, "", filters);
}

/** POST /organizations/{orgId}/segments */
export async function createSegment(
  db: Db,
  orgId: string,
  userId: string,
  body: { kind: SegmentKind; name: string; filters: RecordFilter[] },
): Promise<Segment> {
  requireListFilters(orgId, body.kind, body.filters);
  await requireFreeName(db, orgId, body.kind, body.name);
  const [kept] = await db
    .select({ n: count() })
    .from(segments)
    .where(and(eq(segments.orgId, orgId), eq(segments.kind, body.kind)));
  if ((kept?.n ?? 0) >= MAX_SEGMENTS_PER_KIND) throw invalid(segmentMessages.tooMany);
  const [row] = await savingName(() =>
    db
      .insert(segments)
      .values({
        id: randomUUID(),
        orgId,
        kind: body.kind,
        name: body.name,
        filters: body.filters,
        createdBy: userId,
      })
      .returning(),
  );
  if (!row) throw new Error("The segment was not saved");
  return segmentOf(db, row);
}

/** PUT /organizations/{orgId}/segments/{segmentId}: rename it, change its filters, or both. */
export async function updateSegment(
  db: Db,
  row: SegmentRow,
  changes: { name?: string | undefined; filters?: RecordFilter[] | undefined },
): Promise<Segment> {
  if (changes.filters) requireListFilters(row.orgId, row.kind, changes.filters);
  if (changes.name !== undefined) await requireFreeName(db, row.orgId, row.kind, changes.name, row.id);
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.filters ? { filters: changes.filters } : {}),
  };
  if (Object.keys(set).length === 0) return segmentOf(db, row);
  const [saved] = await savingName(() =>
    db.update(segments).set(set).where(eq(segments.id, row.id)).returning(),
  );
  if (!saved) throw absent(segmentMessages.notFound);
  return segmentOf(db, saved);
}

/**
 * DELETE /organizations/{orgId}/segments/{segmentId}: the segment only, nobody in it is touched;
 * the answer is the segment as it was.
 */
export async function deleteSegment(db: Db, row: SegmentRow): Promise<Segment> {
  const segment = await segmentOf(db, row);
  await db.delete(segments).where(eq(segments.id, row.id));
  return segment;
}
