import {
  type ModuleKind,
  type RecordFieldDefinition,
  type RecordType,
  type RecordValue,
  recordFieldsOf,
  recordValueText,
} from "@foyer/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords, moduleFields, modules } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import type { ModuleRow } from "./modules.js";

/*
 * Record rows (spec 1 §2 "contact/{recordId} and account/{recordId}"): finding a record of an
 * event, its module and fields, and writing its values. Reads answer null when there is no such
 * row; who may see it is gates.ts's business. The built-in fields live in columns, the others in
 * `data`: valuesOf and columnsFor map between a row and its values by field id.
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

/** The module a record belongs to (a contact's is its event's contacts module). */
export async function recordModuleOf(db: Db, record: LoadedRecord): Promise<ModuleRow | null> {
  if (record.type === "contact") return record.row.eventId ? contactsModuleOf(db, record.row.eventId) : null;
  const [row] = await db.select().from(modules).where(eq(modules.id, record.row.moduleId));
  return row ?? null;
}

/** The event of the organization's contact `contactId`; null when it is not the organization's or has no event. */
export async function orgContactEventId(db: Db, orgId: string, contactId: string): Promise<string | null> {
  const [row] = await db
    .select({ eventId: contacts.eventId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.orgId, orgId)));
  return row?.eventId ?? null;
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

/** The table of a record type. */
export function tableOf(type: RecordType) {
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
