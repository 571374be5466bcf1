import type { RevertResult } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imports } from "../../db/schema/index.js";
import type { ModuleRow } from "../records/modules.js";
import { absent, clash, invalid } from "../refusal.js";
import { auditRemovedByRevert } from "./import-audit.js";
import { IMPORT_NOT_FOUND } from "./status.js";

export const REVERT_MESSAGES = {
  already: "This import was already reverted.",
  running: "This import is still running. Revert it once it has finished.",
  validateOnly: "This was a validation run: it wrote nothing, so there is nothing to revert.",
  nothing: "This import wrote nothing, so there is nothing to revert.",
} as const;

async function countOf(tx: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await tx.execute(query)) as unknown as { rows?: { n: number }[] };
  return Number((result.rows ?? (result as unknown as { n: number }[]))[0]?.n ?? 0);
}

/**
 * Undoes an import (issue 4 "Revert"): removes every record it created, in one transaction, and
 * marks it reverted. Records it only updated stay as they are now (their earlier values are not
 * kept); links from other records to the removed ones are cleared; each removed record's audit
 * gets a 'delete' entry with the values it had.
 */
export async function revertImport(
  db: Db,
  module: ModuleRow,
  importId: string,
  userId: string | null,
): Promise<RevertResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.moduleId, module.id)))
      .for("update");
    if (!row) throw absent(IMPORT_NOT_FOUND);
    if (row.validateOnly) throw invalid(REVERT_MESSAGES.validateOnly);
    if (row.status === "reverted") throw clash(REVERT_MESSAGES.already);
    if (row.status === "pending" || row.status === "processing") {
      throw clash(REVERT_MESSAGES.running);
    }
    if (!row.imported) throw invalid(REVERT_MESSAGES.nothing);
    const eventId = module.eventId;
    // What goes is written to each record's audit first, by who reverts.
    await auditRemovedByRevert(tx, { id: row.id, orgId: row.orgId, eventId, fileName: row.fileName }, userId);
    await tx.execute(sql`
      update contacts set account_id = null
      where event_id = ${eventId} and account_id in (select id from accounts where import_id = ${row.id})`);
    await tx.execute(sql`
      update custom_records set account_id = null
      where event_id = ${eventId} and account_id in (select id from accounts where import_id = ${row.id})`);
    await tx.execute(sql`
      update custom_records set contact_id = null
      where event_id = ${eventId} and contact_id in (
        select id from contacts where event_id = ${eventId} and import_id = ${row.id})`);
    // The removed records' tags go with them (record_tags.record_id is no foreign key).
    await tx.execute(sql`
      delete from record_tags
      where record_id in (select id from contacts where import_id = ${row.id} and event_id = ${eventId})
         or record_id in (select id from accounts where import_id = ${row.id} and event_id = ${eventId})
         or record_id in (select id from custom_records where import_id = ${row.id} and event_id = ${eventId})`);
    const contacts = await countOf(
      tx,
      sql`with removed as (delete from contacts where import_id = ${row.id} and event_id = ${eventId} returning 1)
          select count(*)::int as n from removed`,
    );
    const accounts = await countOf(
      tx,
      sql`with removed as (delete from accounts where import_id = ${row.id} and event_id = ${eventId} returning 1)
          select count(*)::int as n from removed`,
    );
    const customRecords = await countOf(
      tx,
      sql`with removed as (delete from custom_records where import_id = ${row.id} and event_id = ${eventId} returning 1)
          select count(*)::int as n from removed`,
    );
    await tx
      .update(imports)
      .set({ status: "reverted", revertedAt: sql`now()` })
      .where(eq(imports.id, row.id));
    return { removed: { contacts, accounts, custom_records: customRecords } };
  });
}
