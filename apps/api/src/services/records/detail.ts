import { type AuditEntry, historyTypesOf, type RecordDetail } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, imports, users } from "../../db/schema/index.js";
import { listAudit } from "../audit/audit.js";
import { moduleSummary } from "./modules.js";
import { fieldsOf, nameOf, type RecordRef, valuesOf } from "./store.js";

/*
 * One record of an event as its page shows it (spec 1 §2 "contact/{recordId} and
 * account/{recordId}, each with edit, audit, files, history/{historyType}"): the record with its
 * fields, and its audit. Editing is edit.ts, deleting delete.ts, the rows store.ts and who may
 * see them gates.ts. Imports do not write an audit entry per row (a 100,000-row file would double
 * its writes): a record an import created starts its audit with "Created by import {file name}",
 * read from its import_id.
 */

/** GET /event/{eventId}/{type}/{recordId}: the record with every field and value. */
/** What a contact's webhook events carry (docs/integrators.md "Webhooks"): its values by field id. */
export function contactNews(detail: RecordDetail): Record<string, unknown> {
  const { id, name, values, account, userId, createdAt, updatedAt } = detail;
  return { id, name, values, account, userId, createdAt, updatedAt };
}

export async function recordDetail(db: Db, ref: RecordRef): Promise<RecordDetail> {
  const { record, module } = ref;
  const fields = await fieldsOf(db, module);
  const accountId = record.type === "account" ? null : record.row.accountId;
  const [account] = accountId
    ? await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.eventId, ref.event.id)))
    : [];
  const [created] = record.row.importId
    ? await db
        .select({ id: imports.id, fileName: imports.fileName })
        .from(imports)
        .where(eq(imports.id, record.row.importId))
    : [];
  return {
    type: record.type,
    id: record.row.id,
    eventId: ref.event.id,
    orgId: ref.event.orgId,
    module: moduleSummary(module),
    name: nameOf(record),
    fields,
    values: valuesOf(record),
    account: account ?? null,
    userId: record.type === "contact" ? record.row.userId : null,
    createdAt: record.row.createdAt.toISOString(),
    updatedAt: record.row.updatedAt.toISOString(),
    createdByImport: created ? { id: created.id, fileName: created.fileName || "(unnamed file)" } : null,
    historyTypes: historyTypesOf(record.type),
  };
}

/**
 * GET /event/{eventId}/{type}/{recordId}/audit: the record's entries, newest first, ending with
 * "Created by import {file name}" when an import created it (imports write no entry per row).
 */
export async function recordAuditTrail(db: Db, ref: RecordRef): Promise<AuditEntry[]> {
  const entries = await listAudit(db, ref.record.type, ref.record.row.id);
  const importId = ref.record.row.importId;
  if (!importId) return entries;
  const [row] = await db
    .select({ run: imports, fname: users.fname, lname: users.lname })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(eq(imports.id, importId));
  if (!row) return entries;
  const created: AuditEntry = {
    id: `import-${row.run.id}`,
    entityType: ref.record.type,
    entityId: ref.record.row.id,
    action: "create",
    changes: [],
    note: `Created by import ${row.run.fileName || "(unnamed file)"}`,
    user: row.run.userId
      ? { id: row.run.userId, name: `${row.fname ?? ""} ${row.lname ?? ""}`.trim() }
      : null,
    at: (row.run.startedAt ?? row.run.createdAt).toISOString(),
  };
  // Newest first: the import goes after every entry that is newer than it.
  const index = entries.findIndex((entry) => entry.at < created.at);
  return index === -1
    ? [...entries, created]
    : [...entries.slice(0, index), created, ...entries.slice(index)];
}
