import {
  type AuditChange,
  type AuditEntry,
  auditSnapshot,
  changedFields,
  errorCodes,
  historyTypesOf,
  type ModuleKind,
  meetsRequirement,
  messages,
  type PermissionAction,
  type RecordDetail,
  type RecordFieldDefinition,
  type RecordInput,
  type RecordType,
  type RecordUpdateResult,
  type RecordValue,
  readRecordInput,
  recordFieldsOf,
  recordMessages,
  recordModuleRequirement,
  recordTypeOf,
  recordValueText,
} from "@foyer/domain";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import {
  accounts,
  contacts,
  customRecords,
  imports,
  moduleFields,
  modules,
  recordFiles,
  recordTags,
  users,
} from "../../db/schema/index.js";
import { ApiError, forbidden, notFound } from "../../http/errors.js";
import { listAudit, recordAudit, recordAudits } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { eventAccess } from "../permissions/permissions.js";
import { type ModuleRow, moduleSummary } from "./modules.js";

/*
 * One record of an event (spec 1 §2 "contact/{recordId} and account/{recordId}, each with edit,
 * audit, files, history/{historyType}"): reading it with its fields, editing it field by field with
 * the import's value rules, deleting it, and its audit. Every write and its audit entry share one
 * transaction. Imports do not write an audit entry per row (a 100,000-row file would double its
 * writes): a record an import created starts its audit with "Created by import {file name}",
 * read from its import_id.
 */

export type ContactDb = typeof contacts.$inferSelect;
export type AccountDb = typeof accounts.$inferSelect;
export type CustomDb = typeof customRecords.$inferSelect;

/** A record row with its kind. */
export type LoadedRecord =
  | { type: "contact"; row: ContactDb }
  | { type: "account"; row: AccountDb }
  | { type: "record"; row: CustomDb };

/** A record the caller may act on: its event, module and row. */
export interface RecordRef {
  event: EventRow;
  module: ModuleRow;
  record: LoadedRecord;
}

const CONFLICT = 409;

/** The record of `type` with this id in this event; `lock` holds it until the transaction ends. */
export async function findRecord(
  db: Db,
  type: RecordType,
  eventId: string,
  recordId: string,
  lock = false,
): Promise<LoadedRecord | null> {
  if (type === "contact") {
    const query = db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, recordId), eq(contacts.eventId, eventId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? { type, row } : null;
  }
  if (type === "account") {
    const query = db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, recordId), eq(accounts.eventId, eventId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? { type, row } : null;
  }
  const query = db
    .select()
    .from(customRecords)
    .where(and(eq(customRecords.id, recordId), eq(customRecords.eventId, eventId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ? { type, row } : null;
}

/** The event's contacts module (contacts hang off the event, not a module id). */
export async function contactsModuleOf(db: Db, eventId: string): Promise<ModuleRow | null> {
  const rows = await db
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, eventId), eq(modules.kind, "contacts")))
    .orderBy(sql`${modules.slug} = 'contacts' desc`, asc(modules.createdAt));
  return rows[0] ?? null;
}

async function moduleOf(db: Db, record: LoadedRecord): Promise<ModuleRow | null> {
  if (record.type === "contact") return record.row.eventId ? contactsModuleOf(db, record.row.eventId) : null;
  const [row] = await db.select().from(modules).where(eq(modules.id, record.row.moduleId));
  return row ?? null;
}

/**
 * The record, for a member of its event whose profile allows `action` on the record's module
 * (spec 1 §6): an unknown event 404, a user outside it 403 'You don't have access to this page!',
 * a record that is not this event's (another event's or organization's id) 404, a member without
 * the permission 403 'You don't have permission to view this section!'.
 */
export async function requireRecord(
  db: Db,
  userId: string,
  eventId: string,
  type: RecordType,
  recordId: string,
  action: PermissionAction,
): Promise<RecordRef> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw forbidden(messages.noAccess);
  const record = await findRecord(db, type, event.id, recordId);
  const module = record ? await moduleOf(db, record) : null;
  if (!record || !module) throw notFound(recordMessages.notFound);
  if (!meetsRequirement(profile, recordModuleRequirement(module, action)))
    throw forbidden(messages.noPermission);
  return { event, module, record };
}

/**
 * A contact reached from the organization area (/org-light/{orgId}/contacts/dedupe/{contactId}):
 * the contact must be the organization's (another organization's id is 404), and the caller is
 * then checked on the contact's event like any event call.
 */
export async function requireOrgContact(
  db: Db,
  userId: string,
  orgId: string,
  contactId: string,
  action: PermissionAction,
): Promise<RecordRef> {
  const [row] = await db
    .select({ eventId: contacts.eventId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.orgId, orgId)));
  if (!row?.eventId) throw notFound(recordMessages.notFound);
  return requireRecord(db, userId, row.eventId, "contact", contactId, action);
}

/** The fields of a module's records: the built-in ones of its kind, then its own in order. */
export async function fieldsOf(db: Db, module: ModuleRow): Promise<RecordFieldDefinition[]> {
  const own = await db
    .select()
    .from(moduleFields)
    .where(eq(moduleFields.moduleId, module.id))
    .orderBy(asc(moduleFields.position), asc(moduleFields.createdAt), asc(moduleFields.id));
  return recordFieldsOf(
    module.kind,
    own.map((field) => ({
      id: field.id,
      name: field.name,
      type: field.type,
      required: field.required,
      options: field.options ?? null,
      multiple: field.multiple,
    })),
  );
}

const orNull = (value: string | null) => (value === "" ? null : value);

/** The built-in fields' columns, by field id. */
const COLUMNS: Record<ModuleKind, Record<string, string>> = {
  contacts: {
    FIRST_NAME: "fname",
    LAST_NAME: "lname",
    EMAIL: "email",
    COMPANY: "company",
    TITLE: "title",
    PHONE: "phone",
    COUNTRY: "country",
  },
  accounts: { NAME: "name", WEBSITE: "website", EMAIL: "email", PHONE: "phone", COUNTRY: "country" },
  custom: { NAME: "name" },
};

const KIND: Record<RecordType, ModuleKind> = { contact: "contacts", account: "accounts", record: "custom" };

/** An import's split name (a full-name field's cell): `{ first_name, last_name }`. */
const isSplitName = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "first_name" in value;

/** Every value of a record by field id: the built-in columns, then `data`. */
export function valuesOf(record: LoadedRecord): Record<string, RecordValue> {
  const row = record.row as unknown as Record<string, unknown>;
  const values: Record<string, RecordValue> = { ...(record.row.data as Record<string, RecordValue>) };
  // A full-name field the import filled reads as the one text the record page edits.
  for (const [key, value] of Object.entries(values)) {
    if (isSplitName(value)) values[key] = recordValueText({ type: "full-name" }, value);
  }
  for (const [field, column] of Object.entries(COLUMNS[KIND[record.type]])) {
    values[field] = orNull((row[column] as string | null) ?? null);
  }
  return values;
}

/** The columns and `data` of a record holding `values` (built-in names never go to `data`). */
export function columnsFor(type: RecordType, values: Readonly<Record<string, RecordValue>>) {
  const columns = COLUMNS[KIND[type]];
  const set: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = columns[field];
    if (column) {
      const text = value === null ? null : String(value);
      // fname and lname are never null; the others are.
      set[column] = column === "fname" || column === "lname" ? (text ?? "") : text;
    } else if (value !== null) data[field] = value;
  }
  return { ...set, data };
}

export function nameOf(record: LoadedRecord): string {
  return record.type === "contact" ? `${record.row.fname} ${record.row.lname}`.trim() : record.row.name;
}

/** GET /event/{eventId}/{type}/{recordId}: the record with every field and value. */
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

type Problem = { path: string; message: string };

function refuse(status: number, problems: Problem[], fields: readonly RecordFieldDefinition[]): never {
  const first = problems[0] as Problem;
  const field = fields.find((item) => `values.${item.id}` === first.path);
  const message = field ? `${field.name}: ${first.message}` : first.message;
  throw new ApiError(status, errorCodes.validation, message, problems);
}

/** Reads the changed values; every problem is listed by its field (details path `values.{id}`). */
export function readChanges(
  fields: readonly RecordFieldDefinition[],
  input: Readonly<Record<string, RecordInput>>,
  event: Pick<EventRow, "dateFrom" | "dateTo">,
): Record<string, RecordValue> {
  const context = { event: { dateFrom: event.dateFrom, dateTo: event.dateTo } };
  const problems: Problem[] = [];
  const changed: Record<string, RecordValue> = {};
  for (const [id, value] of Object.entries(input)) {
    const field = fields.find((item) => item.id === id);
    if (!field) {
      problems.push({ path: `values.${id}`, message: recordMessages.unknownField(id) });
      continue;
    }
    const result = readRecordInput(field, value, context);
    if (result.ok) changed[id] = result.value;
    else problems.push({ path: `values.${id}`, message: result.error });
  }
  if (problems.length > 0) refuse(400, problems, fields);
  return changed;
}

/** A contact needs a name or an email (the import's rule); the fields just emptied say so. */
function checkContactName(after: Record<string, RecordValue>, changed: Record<string, RecordValue>) {
  if (after.FIRST_NAME || after.LAST_NAME || after.EMAIL) return;
  const emptied = ["FIRST_NAME", "LAST_NAME", "EMAIL"].filter((id) => id in changed);
  return emptied.map((id) => ({ path: `values.${id}`, message: recordMessages.nameOrEmail }));
}

/** Another record of the event (contacts, by email) or module (others, by name) holding the new value. */
async function conflictOf(
  tx: Db,
  ref: RecordRef,
  changed: Record<string, RecordValue>,
): Promise<Problem | null> {
  const { record } = ref;
  if (record.type === "contact") {
    const email = typeof changed.EMAIL === "string" ? changed.EMAIL : null;
    if (!email) return null;
    const [taken] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.eventId, ref.event.id),
          sql`lower(${contacts.email}) = lower(${email})`,
          ne(contacts.id, record.row.id),
        ),
      )
      .limit(1);
    return taken ? { path: "values.EMAIL", message: recordMessages.emailTaken(email) } : null;
  }
  const name = typeof changed.NAME === "string" ? changed.NAME : null;
  if (!name) return null;
  const table = record.type === "account" ? accounts : customRecords;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.moduleId, ref.module.id),
        sql`lower(${table.name}) = lower(${name})`,
        ne(table.id, record.row.id),
      ),
    )
    .limit(1);
  return taken
    ? { path: "values.NAME", message: recordMessages.nameTaken(ref.module.recordName, name) }
    : null;
}

function tableOf(type: RecordType) {
  return type === "contact" ? contacts : type === "account" ? accounts : customRecords;
}

/** Writes a record's new values (columns and data). */
export async function writeValues(tx: Db, record: LoadedRecord, values: Record<string, RecordValue>) {
  const table = tableOf(record.type);
  await tx
    .update(table)
    .set({ ...columnsFor(record.type, values), updatedAt: sql`now()` } as never)
    .where(eq(table.id, record.row.id));
}

/**
 * PUT /event/{eventId}/{type}/{recordId}: changes the given fields only, each read with the
 * import's rule for its type; the change and its audit entry land together. Saving what is
 * already there changes nothing and writes no audit entry.
 */
export async function updateRecord(
  db: Db,
  ref: RecordRef,
  input: Readonly<Record<string, RecordInput>>,
  userId: string,
): Promise<RecordUpdateResult> {
  const fields = await fieldsOf(db, ref.module);
  const changed = readChanges(fields, input, ref.event);
  let changes: AuditChange[] = [];
  try {
    await db.transaction(async (tx) => {
      const record = await findRecord(tx, ref.record.type, ref.event.id, ref.record.row.id, true);
      if (!record) throw notFound(recordMessages.notFound);
      const before = valuesOf(record);
      const after = { ...before, ...changed };
      const missing = record.type === "contact" ? checkContactName(after, changed) : undefined;
      if (missing && missing.length > 0) refuse(400, missing, fields);
      const conflict = await conflictOf(tx, { ...ref, record }, changed);
      if (conflict) refuse(CONFLICT, [conflict], fields);
      changes = changedFields(auditSnapshot(fields, before), auditSnapshot(fields, after));
      if (changes.length === 0) return;
      await writeValues(tx, record, after);
      await recordAudit(tx, {
        orgId: ref.event.orgId,
        eventId: ref.event.id,
        entityType: record.type,
        entityId: record.row.id,
        action: "update",
        userId,
        changes,
      });
    });
  } catch (error) {
    // Another edit took the email or name between our check and our write.
    if (isUniqueViolation(error)) {
      const path = ref.record.type === "contact" ? "values.EMAIL" : "values.NAME";
      const value = String(changed[path.slice(7)] ?? "");
      const message =
        ref.record.type === "contact"
          ? recordMessages.emailTaken(value)
          : recordMessages.nameTaken(ref.module.recordName, value);
      refuse(CONFLICT, [{ path, message }], fields);
    }
    throw error;
  }
  const fresh = await findRecord(db, ref.record.type, ref.event.id, ref.record.row.id);
  if (!fresh) throw notFound(recordMessages.notFound);
  return { record: await recordDetail(db, { ...ref, record: fresh }), changes };
}

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

/** DELETE /event/{eventId}/{type}/{recordId}. */
export async function deleteRecordRef(db: Db, ref: RecordRef, userId: string): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const record = await findRecord(tx, ref.record.type, ref.event.id, ref.record.row.id, true);
    if (!record) throw notFound(recordMessages.notFound);
    await deleteWithAudit(
      tx,
      record,
      { orgId: ref.event.orgId, eventId: ref.event.id, module: ref.module },
      userId,
    );
  });
  return { id: ref.record.row.id };
}

/**
 * DELETE /modules/{moduleId}/records/{recordId} (the records list): a record of this module,
 * never another's, deleted with its audit entry.
 */
export async function deleteModuleRecord(
  db: Db,
  module: ModuleRow,
  recordId: string,
  userId: string | null,
): Promise<{ id: string }> {
  const type = recordTypeOf(module.kind);
  await db.transaction(async (tx) => {
    const record = await findRecord(tx, type, module.eventId, recordId, true);
    const inModule = record && (record.type === "contact" || record.row.moduleId === module.id);
    if (!record || !inModule) throw notFound(recordMessages.notFound);
    await deleteWithAudit(tx, record, { orgId: module.orgId, eventId: module.eventId, module }, userId);
  });
  return { id: recordId };
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
