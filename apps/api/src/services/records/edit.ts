import {
  type AuditChange,
  auditSnapshot,
  changedFields,
  type RecordFieldDefinition,
  type RecordInput,
  type RecordUpdateResult,
  type RecordValue,
  readRecordInput,
  recordMessages,
} from "@foyer/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { accounts, contacts, customRecords } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { contactNews, recordDetail } from "./detail.js";
import { fieldsOf, findRecord, type RecordRef, valuesOf, writeValues } from "./store.js";

/*
 * Editing a record field by field (PUT /event/{eventId}/{type}/{recordId}) with the import's
 * value rules; the change and its audit entry share one transaction.
 */

type Problem = { path: string; message: string };

function refuse(
  kind: "invalid" | "conflict",
  problems: Problem[],
  fields: readonly RecordFieldDefinition[],
): never {
  const first = problems[0] as Problem;
  const field = fields.find((item) => `values.${item.id}` === first.path);
  const message = field ? `${field.name}: ${first.message}` : first.message;
  throw kind === "conflict" ? clash(message, problems) : invalid(message, problems);
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
  if (problems.length > 0) refuse("invalid", problems, fields);
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
      if (!record) throw absent(recordMessages.notFound);
      const before = valuesOf(record);
      const after = { ...before, ...changed };
      const missing = record.type === "contact" ? checkContactName(after, changed) : undefined;
      if (missing && missing.length > 0) refuse("invalid", missing, fields);
      const conflict = await conflictOf(tx, { ...ref, record }, changed);
      if (conflict) refuse("conflict", [conflict], fields);
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
      refuse("conflict", [{ path, message }], fields);
    }
    throw error;
  }
  const fresh = await findRecord(db, ref.record.type, ref.event.id, ref.record.row.id);
  if (!fresh) throw absent(recordMessages.notFound);
  const record = await recordDetail(db, { ...ref, record: fresh });
  if (record.type === "contact" && changes.length > 0) {
    const changed = changes.map((change) => change.field);
    await emitWebhookEvent(db, ref.event.id, "contact.updated", { ...contactNews(record), changed });
  }
  return { record, changes };
}
