import { type BulkDeleteResult, bulkMessages, MAX_BULK_RECORDS, recordTypeOf } from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { invalid } from "../refusal.js";
import { deleteManyWithAudit } from "./delete.js";
import type { ModuleRow } from "./modules.js";
import { listRecords, type RecordQuery } from "./records.js";
import type { LoadedRecord } from "./store.js";

/*
 * Acting on many records of a module's list at once (issue 7 item 1 "bulk select"): the records
 * picked one by one, or every record the list's current query finds. Only the module's own
 * records are ever touched: an id of another module, event or organization matches nothing.
 */

/** A selection as the route read it: ids, or the list's query (its paging is ignored). */
export type BulkSelection = { ids: readonly string[] } | { all: true; query: RecordQuery };

const CHUNK = 1000;

/**
 * The ids a selection names, in the list's order for `all`: 400 when the list's query finds more
 * than one call may take (nothing is done then).
 */
export async function selectionIds(db: Db, module: ModuleRow, selection: BulkSelection): Promise<string[]> {
  if ("ids" in selection) return [...new Set(selection.ids)];
  const page = await listRecords(db, module, { ...selection.query, page: 1, pageSize: MAX_BULK_RECORDS });
  if (page.total > MAX_BULK_RECORDS) throw invalid(bulkMessages.allTooMany(page.total));
  return page.records.map((record) => record.id);
}

/** The module's records among `ids`; `lock` holds them until the transaction ends. */
async function recordsOf(db: Db, module: ModuleRow, ids: readonly string[], lock: boolean) {
  const type = recordTypeOf(module.kind);
  const found: LoadedRecord[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    if (type === "contact") {
      const query = db
        .select()
        .from(contacts)
        .where(and(eq(contacts.eventId, module.eventId), inArray(contacts.id, chunk)));
      for (const row of lock ? await query.for("update") : await query) found.push({ type, row });
    } else if (type === "account") {
      const query = db
        .select()
        .from(accounts)
        .where(and(eq(accounts.moduleId, module.id), inArray(accounts.id, chunk)));
      for (const row of lock ? await query.for("update") : await query) found.push({ type, row });
    } else {
      const query = db
        .select()
        .from(customRecords)
        .where(and(eq(customRecords.moduleId, module.id), inArray(customRecords.id, chunk)));
      for (const row of lock ? await query.for("update") : await query) found.push({ type, row });
    }
  }
  return found;
}

/**
 * POST /modules/{moduleId}/records/bulk-delete: the selected records of this module go in one
 * transaction, each with the 'delete' audit entry a single delete writes. Ids that are not this
 * module's records (another module's, another organization's, already deleted) are skipped.
 */
export async function bulkDeleteRecords(
  db: Db,
  module: ModuleRow,
  selection: BulkSelection,
  userId: string,
): Promise<BulkDeleteResult> {
  return inTransaction(db, async (tx) => {
    const ids = await selectionIds(tx, module, selection);
    const records = await recordsOf(tx, module, ids, true);
    await deleteManyWithAudit(tx, records, { orgId: module.orgId, eventId: module.eventId, module }, userId);
    return { deleted: records.length, ids: records.map((record) => record.row.id) };
  });
}
