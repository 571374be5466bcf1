import { randomUUID } from "node:crypto";
import {
  type DeletedTag,
  type EventTag,
  MAX_EVENT_TAGS,
  MAX_RECORD_TAGS,
  type RecordTag,
  recordMessages,
  type TagCreateBody,
  type TagUpdateBody,
  tagMessages,
} from "@foyer/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { recordTags, tags } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { findRecord, type RecordRef } from "./store.js";

/*
 * Tags of an event and the tags on its records (issue 7 "Fields and tags";
 * docs/fields-and-tags.md). Names are unique per event ignoring case (the index
 * tags_event_name_idx decides a race). A tag put on or taken off a record writes an audit entry
 * on the record ("Tags: VIP → VIP, Speaker"), in the same transaction; deleting a tag notes it on
 * every record that carried it. record_tags.record_id is not a foreign key (it points into one
 * of three tables), so whoever deletes or merges records clears or moves their tags:
 * records/delete.ts (deleting), imports/revert.ts (reverting) and contact-merge.ts (merging).
 */

export type TagRow = typeof tags.$inferSelect;

const tagOf = (row: Pick<TagRow, "id" | "name" | "color">): RecordTag => ({
  id: row.id,
  name: row.name,
  color: row.color,
});

const byName = [asc(sql`lower(${tags.name})`), asc(tags.id)];

const taken = (name: string) =>
  clash(tagMessages.nameTaken(name), [{ path: "name", message: tagMessages.nameTaken(name) }]);

/** Whether another tag of the event has this name, ignoring case. */
async function nameInUse(db: Db, eventId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.eventId, eventId),
        sql`lower(${tags.name}) = lower(${name})`,
        except ? sql`${tags.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** GET /events/{eventId}/tags: the event's tags by name, each with how many records carry it. */
export async function listTags(db: Db, event: EventRow): Promise<EventTag[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, n: count(recordTags.recordId) })
    .from(tags)
    .leftJoin(recordTags, eq(recordTags.tagId, tags.id))
    .where(eq(tags.eventId, event.id))
    .groupBy(tags.id)
    .orderBy(...byName);
  return rows.map((row) => ({ ...tagOf(row), recordCount: Number(row.n) }));
}

async function findTag(db: Db, eventId: string, tagId: string): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.eventId, eventId)));
  if (!row) throw absent(tagMessages.notFound);
  return row;
}

/** POST /events/{eventId}/tags. */
export async function createTag(db: Db, event: EventRow, body: TagCreateBody): Promise<EventTag> {
  if (await nameInUse(db, event.id, body.name)) throw taken(body.name);
  const [total] = await db.select({ n: count() }).from(tags).where(eq(tags.eventId, event.id));
  if ((total?.n ?? 0) >= MAX_EVENT_TAGS) throw invalid(tagMessages.tooMany);
  try {
    const [row] = await db
      .insert(tags)
      .values({ id: randomUUID(), orgId: event.orgId, eventId: event.id, name: body.name, color: body.color })
      .returning();
    if (!row) throw new Error("The new tag was not stored");
    return { ...tagOf(row), recordCount: 0 };
  } catch (error) {
    // Two people adding the same name at once: the index decides, the other hears why.
    if (isUniqueViolation(error)) throw taken(body.name);
    throw error;
  }
}

/** PUT /events/{eventId}/tags/{tagId}: a new name, colour, or both. */
export async function updateTag(
  db: Db,
  event: EventRow,
  tagId: string,
  body: TagUpdateBody,
): Promise<EventTag> {
  const row = await findTag(db, event.id, tagId);
  if (body.name !== undefined && (await nameInUse(db, event.id, body.name, row.id))) throw taken(body.name);
  try {
    await db
      .update(tags)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
      })
      .where(eq(tags.id, row.id));
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) throw taken(body.name);
    throw error;
  }
  const updated = (await listTags(db, event)).find((tag) => tag.id === row.id);
  if (!updated) throw absent(tagMessages.notFound);
  return updated;
}

/**
 * DELETE /events/{eventId}/tags/{tagId}: the tag leaves every record (each gets an audit note)
 * and the event's list, in one transaction.
 */
export async function deleteTag(db: Db, event: EventRow, tagId: string, userId: string): Promise<DeletedTag> {
  return inTransaction(db, async (tx) => {
    const row = await findTag(tx, event.id, tagId);
    await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, row.id)).for("update");
    const note = `Tag "${row.name}" was deleted from the event's tags`;
    // One statement for every record, however many carry it.
    await tx.execute(sql`
      insert into audit_log (id, org_id, event_id, entity_type, entity_id, action, changes, note, user_id)
      select gen_random_uuid()::text, ${event.orgId}, ${event.id},
             case m.kind when 'contacts' then 'contact' when 'accounts' then 'account' else 'record' end,
             rt.record_id, 'update',
             jsonb_build_array(jsonb_build_object('field', 'Tags', 'before', held.names,
                                                  'after', held.names - ${row.name}::text)),
             ${note}, ${userId}
      from record_tags rt
      join modules m on m.id = rt.module_id
      cross join lateral (
        select jsonb_agg(t.name order by lower(t.name), t.id) as names
        from record_tags other join tags t on t.id = other.tag_id
        where other.record_id = rt.record_id) held
      where rt.tag_id = ${row.id}`);
    const removed = await tx.delete(recordTags).where(eq(recordTags.tagId, row.id)).returning({
      recordId: recordTags.recordId,
    });
    await tx.delete(tags).where(eq(tags.id, row.id));
    return { id: row.id, removedFromRecords: removed.length };
  });
}

/** The tags on one record, by name. */
export async function tagsOfRecord(db: Db, recordId: string): Promise<RecordTag[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(recordTags)
    .innerJoin(tags, eq(tags.id, recordTags.tagId))
    .where(eq(recordTags.recordId, recordId))
    .orderBy(...byName);
  return rows.map(tagOf);
}

/** GET /event/{eventId}/{type}/{recordId}/tags. */
export async function recordTagList(db: Db, ref: RecordRef): Promise<RecordTag[]> {
  return tagsOfRecord(db, ref.record.row.id);
}

const names = (list: readonly RecordTag[]) => list.map((tag) => tag.name);

/**
 * Puts a tag on or takes it off a record, with the record held until the transaction ends (so
 * two changes at once each see the other's result in their audit). Doing what is already so
 * changes nothing and writes no entry.
 */
async function changeRecordTag(
  db: Db,
  ref: RecordRef,
  tagId: string,
  userId: string | null,
  change: "add" | "remove",
): Promise<RecordTag[]> {
  return inTransaction(db, async (tx) => {
    const tag = await findTag(tx, ref.event.id, tagId);
    const record = await findRecord(tx, ref.record.type, ref.event.id, ref.record.row.id, true);
    if (!record) throw absent(recordMessages.notFound);
    const before = await tagsOfRecord(tx, record.row.id);
    const has = before.some((item) => item.id === tag.id);
    if ((change === "add") === has) return before;
    if (change === "add") {
      if (before.length >= MAX_RECORD_TAGS) throw invalid(tagMessages.tooManyOnRecord);
      await tx
        .insert(recordTags)
        .values({ tagId: tag.id, moduleId: ref.module.id, recordId: record.row.id })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(recordTags)
        .where(and(eq(recordTags.tagId, tag.id), eq(recordTags.recordId, record.row.id)));
    }
    const after = await tagsOfRecord(tx, record.row.id);
    await recordAudit(tx, {
      orgId: ref.event.orgId,
      eventId: ref.event.id,
      entityType: record.type,
      entityId: record.row.id,
      action: "update",
      userId,
      changes: [{ field: "Tags", before: names(before), after: names(after) }],
      note: change === "add" ? tagMessages.added(tag.name) : tagMessages.removed(tag.name),
    });
    return after;
  });
}

/** POST /event/{eventId}/{type}/{recordId}/tags `{ tagId }`: the record's tags after. */
export const addRecordTag = (db: Db, ref: RecordRef, tagId: string, userId: string | null) =>
  changeRecordTag(db, ref, tagId, userId, "add");

/** DELETE /event/{eventId}/{type}/{recordId}/tags/{tagId}: the record's tags after. */
export const removeRecordTag = (db: Db, ref: RecordRef, tagId: string, userId: string) =>
  changeRecordTag(db, ref, tagId, userId, "remove");

/**
 * Merging contacts (contact-merge.ts): the survivor gets every tag the other had, in the merge's
 * transaction. Answers the survivor's tag names before and after, for the merge's audit entry.
 */
export async function moveRecordTags(
  tx: Db,
  fromId: string,
  toId: string,
): Promise<{ before: string[]; after: string[] }> {
  const before = names(await tagsOfRecord(tx, toId));
  await tx.execute(sql`
    insert into record_tags (tag_id, module_id, record_id, created_at)
    select tag_id, module_id, ${toId}, created_at from record_tags where record_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(recordTags).where(eq(recordTags.recordId, fromId));
  return { before, after: names(await tagsOfRecord(tx, toId)) };
}
