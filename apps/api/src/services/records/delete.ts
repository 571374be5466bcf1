import { auditSnapshot, changedFields, recordFieldsOf, recordTypeOf } from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, customRecords, recordFiles, recordTags } from "../../db/schema/index.js";
import { recordAudits } from "../audit/audit.js";
import type { ModuleRow } from "./modules.js";
import {
  fieldsOf,
  findRecord,
  type LoadedRecord,
  nameOf,
  type RecordRef,
  tableOf,
  valuesOf,
} from "./store.js";

/*
 * Deleting records with a 'delete' audit entry each, the links and attachments that point at
 * them cleared in the same transaction.
 */

/**
 * Deletes a record in the transaction `tx`: its links from other records are cleared, its file
 * attachments removed (the uploads stay), and a 'delete' audit entry keeps every value it had.
 */
export async function deleteWithAudit(
  tx: Db,
  record: LoadedRecord,
  scope: { orgId: string; eventId: string; module: ModuleRow },
  userId: string | null,
  note?: string,
): Promise<void> {
  await deleteManyWithAudit(tx, [record], scope, userId, note);
}

/** Ids per statement: well under PostgreSQL's 65,535 parameters however many records go. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * `deleteWithAudit` for many records of one module at once (the list's bulk delete, issue 7):
 * the same clean-up and one 'delete' audit entry each, in set-wide statements so thousands of
 * records take a few statements rather than a few per record. The organization's people lists
 * also delete contacts of no event (no event, no module: their built-in fields are audited).
 */
export async function deleteManyWithAudit(
  tx: Db,
  records: readonly LoadedRecord[],
  scope: { orgId: string; eventId: string | null; module: ModuleRow | null },
  userId: string | null,
  note?: string,
): Promise<void> {
  const first = records[0];
  if (!first) return;
  const type = first.type;
  const { eventId } = scope;
  const fields = scope.module ? await fieldsOf(tx, scope.module) : recordFieldsOf("contacts", []);
  const recordName = scope.module?.recordName ?? type;
  const audits = records.map((record) => ({
    orgId: scope.orgId,
    eventId: scope.eventId,
    entityType: record.type,
    entityId: record.row.id,
    action: "delete" as const,
    userId,
    changes: changedFields(auditSnapshot(fields, valuesOf(record)), {}),
    note: note ?? `Deleted ${nameOf(record) || `this ${recordName}`}`,
  }));
  const table = tableOf(type);
  for (const ids of chunks(records.map((record) => record.row.id))) {
    // Links are within one event: a record of no event has none.
    if (eventId !== null && type === "contact") {
      await tx
        .update(customRecords)
        .set({ contactId: null })
        .where(and(eq(customRecords.eventId, eventId), inArray(customRecords.contactId, ids)));
    } else if (eventId !== null && type === "account") {
      await tx
        .update(contacts)
        .set({ accountId: null })
        .where(and(eq(contacts.eventId, eventId), inArray(contacts.accountId, ids)));
      await tx
        .update(customRecords)
        .set({ accountId: null })
        .where(and(eq(customRecords.eventId, eventId), inArray(customRecords.accountId, ids)));
    }
    await tx
      .delete(recordFiles)
      .where(and(eq(recordFiles.entityType, type), inArray(recordFiles.entityId, ids)));
    // record_tags.record_id is no foreign key (it points into three tables): its rows go by hand.
    await tx.delete(recordTags).where(inArray(recordTags.recordId, ids));
    await tx.delete(table).where(inArray(table.id, ids));
  }
  await recordAudits(tx, audits);
}

/** DELETE /event/{eventId}/{type}/{recordId}; null when the record is gone (another request deleted it). */
export async function deleteRecordRef(
  db: Db,
  ref: RecordRef,
  userId: string,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const record = await findRecord(tx, ref.record.type, ref.event.id, ref.record.row.id, true);
    if (!record) return null;
    await deleteWithAudit(
      tx,
      record,
      { orgId: ref.event.orgId, eventId: ref.event.id, module: ref.module },
      userId,
    );
    return { id: ref.record.row.id };
  });
}

/**
 * DELETE /modules/{moduleId}/records/{recordId} (the records list): a record of this module,
 * never another's, deleted with its audit entry; null when the module has no such record.
 */
export async function deleteModuleRecord(
  db: Db,
  module: ModuleRow,
  recordId: string,
  userId: string | null,
): Promise<{ id: string } | null> {
  const type = recordTypeOf(module.kind);
  return db.transaction(async (tx) => {
    const record = await findRecord(tx, type, module.eventId, recordId, true);
    const inModule = record && (record.type === "contact" || record.row.moduleId === module.id);
    if (!record || !inModule) return null;
    await deleteWithAudit(tx, record, { orgId: module.orgId, eventId: module.eventId, module }, userId);
    return { id: recordId };
  });
}
