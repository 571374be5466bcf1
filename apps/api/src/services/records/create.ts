import { randomUUID } from "node:crypto";
import {
  auditSnapshot,
  changedFields,
  type ModuleKind,
  meetsRequirement,
  messages,
  type RecordDetail,
  type RecordInput,
  type RecordType,
  recordMessages,
  recordModuleRequirement,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { accounts, contacts, customRecords, modules } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { eventAccess } from "../permissions/permissions.js";
import { absent, clash, invalid, notPermitted } from "../refusal.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { contactNews, recordDetail } from "./detail.js";
import { readChanges } from "./edit.js";
import { MODULE_NOT_FOUND, type ModuleRow } from "./modules.js";
import { columnsFor, contactsModuleOf, fieldsOf, findRecord } from "./store.js";

/*
 * Adding one record by hand (POST /event/{eventId}/{type}): the same fields and value rules as an
 * edit, and a 'create' audit entry with every value, in one transaction. Imports create records
 * in bulk without an entry per row (services/records/detail.ts).
 */

const KIND: Record<RecordType, ModuleKind> = { contact: "contacts", account: "accounts", record: "custom" };

/** The module a new record goes to: the event's contacts module, or the given module of the right kind. */
async function targetModule(db: Db, eventId: string, type: RecordType, moduleId: string | undefined) {
  if (type === "contact") {
    const module = await contactsModuleOf(db, eventId);
    if (!module) throw absent(MODULE_NOT_FOUND);
    return module;
  }
  if (!moduleId)
    throw invalid("moduleId: Name the module the record goes to", [
      { path: "moduleId", message: "Name the module the record goes to" },
    ]);
  const [module] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.eventId, eventId), eq(modules.kind, KIND[type])));
  if (!module) throw absent(MODULE_NOT_FOUND);
  return module;
}

function conflict(type: RecordType, module: ModuleRow, values: Record<string, unknown>): never {
  const path = type === "contact" ? "values.EMAIL" : "values.NAME";
  const message =
    type === "contact"
      ? recordMessages.emailTaken(String(values.EMAIL ?? ""))
      : recordMessages.nameTaken(module.recordName, String(values.NAME ?? ""));
  throw clash(`${type === "contact" ? "Email" : "Name"}: ${message}`, [{ path, message }]);
}

/** POST /event/{eventId}/{type}: creates the record; 409 when a contact's email or a name is taken. */
export async function createRecord(
  db: Db,
  userId: string,
  eventId: string,
  type: RecordType,
  moduleId: string | undefined,
  input: Readonly<Record<string, RecordInput>>,
): Promise<RecordDetail> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  const module = await targetModule(db, event.id, type, moduleId);
  if (!meetsRequirement(profile, recordModuleRequirement(module, "update")))
    throw notPermitted(messages.noPermission);

  const fields = await fieldsOf(db, module);
  const values = readChanges(fields, input, event);
  const missing: { path: string; message: string }[] = fields
    .filter((field) => field.required && (values[field.id] === null || values[field.id] === undefined))
    .map((field) => ({ path: `values.${field.id}`, message: recordMessages.required }));
  if (type === "contact" && !values.FIRST_NAME && !values.LAST_NAME && !values.EMAIL) {
    missing.push({ path: "values.FIRST_NAME", message: recordMessages.nameOrEmail });
  }
  const [first] = missing;
  if (first) {
    const name = fields.find((field) => `values.${field.id}` === first.path)?.name;
    throw invalid(name ? `${name}: ${first.message}` : first.message, missing);
  }

  const id = randomUUID();
  const columns = columnsFor(type, values) as Record<string, unknown>;
  try {
    await db.transaction(async (tx) => {
      const base = { id, orgId: event.orgId, eventId: event.id, ...columns };
      if (type === "contact") {
        const email = typeof values.EMAIL === "string" ? values.EMAIL : null;
        if (email) {
          const [taken] = await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(and(eq(contacts.eventId, event.id), sql`lower(${contacts.email}) = lower(${email})`))
            .limit(1);
          if (taken) conflict(type, module, values);
        }
        await tx.insert(contacts).values(base as typeof contacts.$inferInsert);
      } else {
        const table = type === "account" ? accounts : customRecords;
        const [taken] = await tx
          .select({ id: table.id })
          .from(table)
          .where(
            and(eq(table.moduleId, module.id), sql`lower(${table.name}) = lower(${String(values.NAME)})`),
          )
          .limit(1);
        if (taken) conflict(type, module, values);
        await tx.insert(table).values({ ...base, moduleId: module.id } as typeof accounts.$inferInsert);
      }
      await recordAudit(tx, {
        orgId: event.orgId,
        eventId: event.id,
        entityType: type,
        entityId: id,
        action: "create",
        userId,
        changes: changedFields({}, auditSnapshot(fields, values)),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) conflict(type, module, values);
    throw error;
  }
  const record = await findRecord(db, type, event.id, id);
  if (!record) throw absent(recordMessages.notFound);
  const detail = await recordDetail(db, { event, module, record });
  if (type === "contact") await emitWebhookEvent(db, event.id, "contact.created", contactNews(detail));
  return detail;
}
