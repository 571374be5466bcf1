import { randomUUID } from "node:crypto";
import {
  type BuiltinFieldSummary,
  builtinImportFields,
  type DeletedField,
  type FieldCreateBody,
  type FieldsOverviewModule,
  type FieldUpdateBody,
  type FieldUpdateResult,
  type FieldUsage,
  fieldShapeProblems,
  hasOptions,
  isReservedFieldName,
  isSafeTypeChange,
  isSupportedFieldType,
  MODULE_FIELDS_MAX,
  type ModuleField,
  type ModuleFieldList,
  meetsRequirement,
  moduleFieldMessages as messages,
  type PermissionProfile,
  recordModuleRequirement,
} from "@foyer/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imports, moduleFields, modules } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { clearContactLinks } from "../forms/contact-link.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { type ModuleRow, moduleSummary } from "./modules.js";
import { listModules } from "./records.js";

/*
 * A module's custom fields (issue 7 "Fields and tags"; docs/fields-and-tags.md): the rows of
 * module_fields, whose values live in each record's `data` under the field's id. Names are unique
 * per module ignoring case and never a built-in field's; every change that touches the module's
 * fields locks the module row first, so two organizers cannot add the same name at once.
 *
 * Changes that reach stored values happen in the same transaction as the field's own change:
 * deleting a field removes its value from every record; renaming a dropdown option renames it in
 * the records that hold it; turning multiple on or off wraps or unwraps their values. Changes that
 * would leave values the field can no longer read are refused with the number of records in the
 * way (a type change other than to text, removing an option in use). None of this writes a record
 * audit entry per record, as imports do not (a field change can touch 100,000 records).
 */

export type FieldRow = typeof moduleFields.$inferSelect;

const conflict = (message: string, path: string) => clash(message, [{ path, message }]);

/** A field row as the API answers it. */
export function moduleFieldOf(row: FieldRow): ModuleField {
  return {
    id: row.id,
    moduleId: row.moduleId,
    name: row.name,
    type: row.type,
    supported: isSupportedFieldType(row.type),
    required: row.required,
    recommended: row.recommended,
    options: hasOptions(row.type) ? (row.options ?? []) : null,
    multiple: hasOptions(row.type) && row.multiple,
    position: row.position,
  };
}

const fieldOrder = [asc(moduleFields.position), asc(moduleFields.createdAt), asc(moduleFields.id)];

async function fieldRows(db: Db, moduleId: string): Promise<FieldRow[]> {
  return db
    .select()
    .from(moduleFields)
    .where(eq(moduleFields.moduleId, moduleId))
    .orderBy(...fieldOrder);
}

/** The module's records as SQL: the table and the condition that picks them (contacts hang off the event). */
function recordsOf(module: ModuleRow): { table: SQL; where: SQL } {
  if (module.kind === "contacts") return { table: sql`contacts`, where: sql`event_id = ${module.eventId}` };
  const table = module.kind === "accounts" ? sql`accounts` : sql`custom_records`;
  return { table, where: sql`module_id = ${module.id}` };
}

/** The field's value is there and says something (not null, "" or an empty list). */
const holds = (fieldId: string) =>
  sql`(data -> ${fieldId}::text) is not null and (data -> ${fieldId}::text) not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)`;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function countWhere(db: Db, module: ModuleRow, condition: SQL): Promise<number> {
  const { table, where } = recordsOf(module);
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${table} where ${where} and ${condition}`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Who changes a field's stored values, and how the records' audit names the change. */
export interface ValueChange {
  userId: string | null;
  /** The field's name, as the audit's change names it. */
  fieldName: string;
  note: string;
}

const ENTITY_TYPE = { contacts: "contact", accounts: "account", custom: "record" } as const;

/**
 * Runs an update of the field's value in the module's records and answers how many it changed.
 * Each changed record gets an 'update' audit entry with the value before and after (issue 7
 * "every change to a record … is recorded"), in the same statement: the update reads each
 * record's value as it was from a snapshot of the same statement.
 */
async function updateWhere(
  db: Db,
  module: ModuleRow,
  set: SQL,
  condition: SQL,
  fieldId: string,
  change: ValueChange,
): Promise<number> {
  const { table, where } = recordsOf(module);
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with old as (select id, data -> ${fieldId}::text as before from ${table} where ${where} and ${condition}),
      changed as (
        update ${table} set ${set} from old where ${table}.id = old.id
        returning ${table}.id, old.before, ${table}.data -> ${fieldId}::text as after),
      logged as (
        insert into audit_log (id, org_id, event_id, entity_type, entity_id, action, changes, note, user_id)
        select gen_random_uuid()::text, ${module.orgId}, ${module.eventId}, ${ENTITY_TYPE[module.kind]}, id, 'update',
               jsonb_build_array(jsonb_build_object('field', ${change.fieldName}::text, 'before', before, 'after', after)),
               ${change.note}, ${change.userId}
        -- An empty value ("", []) going is no change anyone sees.
        from changed
        where before is distinct from after and before not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))
      select count(*)::int as n from changed`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** How many of the module's records hold a value of the field. */
export async function recordsHolding(db: Db, module: ModuleRow, fieldId: string): Promise<number> {
  return countWhere(db, module, holds(fieldId));
}

/** GET /events/{eventId}/fields: the modules the caller may read or manage, with their field counts. */
export async function fieldsOverview(
  db: Db,
  event: EventRow,
  profile: PermissionProfile,
): Promise<FieldsOverviewModule[]> {
  const all = await listModules(db, event);
  const visible = all
    .map((module) => ({
      module,
      canManage: meetsRequirement(profile, recordModuleRequirement(module, "manage_fields")),
    }))
    .filter(
      ({ module, canManage }) =>
        canManage || meetsRequirement(profile, recordModuleRequirement(module, "read")),
    );
  if (visible.length === 0) return [];
  const counts = await db
    .select({ moduleId: moduleFields.moduleId, n: sql<number>`count(*)::int` })
    .from(moduleFields)
    .where(
      inArray(
        moduleFields.moduleId,
        visible.map(({ module }) => module.id),
      ),
    )
    .groupBy(moduleFields.moduleId);
  const byModule = new Map(counts.map((row) => [row.moduleId, Number(row.n)]));
  return visible.map(({ module, canManage }) => ({
    module,
    fieldCount: byModule.get(module.id) ?? 0,
    canManage,
  }));
}

/** GET /modules/{moduleId}/fields: the built-in fields, then the custom ones in order. */
export async function listFields(db: Db, module: ModuleRow, canManage: boolean): Promise<ModuleFieldList> {
  const builtins: BuiltinFieldSummary[] = builtinImportFields[module.kind].map(({ id, name, type }) => ({
    id,
    name,
    type,
  }));
  return {
    module: moduleSummary(module),
    builtins,
    fields: (await fieldRows(db, module.id)).map(moduleFieldOf),
    canManage,
  };
}

async function findField(db: Db, module: ModuleRow, fieldId: string): Promise<FieldRow> {
  const [row] = await db
    .select()
    .from(moduleFields)
    .where(and(eq(moduleFields.id, fieldId), eq(moduleFields.moduleId, module.id)));
  if (!row) throw absent(messages.notFound);
  return row;
}

/** Holds the module row until the transaction ends: its field changes go one at a time. */
async function lockModule(tx: Db, module: ModuleRow): Promise<void> {
  await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, module.id)).for("update");
}

/** A name a field of `module` may take: not a built-in one, not another field's (ignoring case). */
function checkName(module: ModuleRow, rows: readonly FieldRow[], name: string, except?: string) {
  if (isReservedFieldName(module.kind, name)) {
    const message = messages.nameReserved(name, module.name);
    throw invalid(message, [{ path: "name", message }]);
  }
  const key = name.toLowerCase();
  if (rows.some((row) => row.id !== except && row.name.trim().toLowerCase() === key))
    throw conflict(messages.nameTaken(name, module.name), "name");
}

function refuseShape(shape: Parameters<typeof fieldShapeProblems>[0]) {
  const problems = fieldShapeProblems(shape);
  const first = problems[0];
  if (first) throw invalid(`${first.path}: ${first.message}`, problems);
}

/** A running import writes values by field id: the module's values stay put until it ends. */
async function refuseWhileImporting(tx: Db, module: ModuleRow): Promise<void> {
  const [running] = await tx
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.moduleId, module.id),
        eq(imports.validateOnly, false),
        inArray(imports.status, ["pending", "processing"]),
      ),
    )
    .limit(1);
  if (running) throw clash(messages.importRunning);
}

/** POST /modules/{moduleId}/fields: a new field at the end of the module's list. */
export async function createField(db: Db, module: ModuleRow, body: FieldCreateBody): Promise<ModuleField> {
  return inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const rows = await fieldRows(tx, module.id);
    checkName(module, rows, body.name);
    if (rows.length >= MODULE_FIELDS_MAX) throw invalid(messages.tooManyFields);
    const dropdown = hasOptions(body.type);
    const [row] = await tx
      .insert(moduleFields)
      .values({
        id: randomUUID(),
        moduleId: module.id,
        name: body.name,
        type: body.type,
        required: body.required,
        recommended: body.recommended,
        options: dropdown ? (body.options ?? []) : null,
        multiple: dropdown && body.multiple,
        position: rows.reduce((last, field) => Math.max(last, field.position), -1) + 1,
      })
      .returning();
    if (!row) throw new Error("The new field was not stored");
    return moduleFieldOf(row);
  });
}

/** A rename map as jsonb: old option → new option. */
const renameMap = (renames: ReadonlyMap<string, string>) =>
  sql`${JSON.stringify(Object.fromEntries(renames))}::jsonb`;

/**
 * Renames options in the records that hold them, all at once (so "A→B, B→A" swaps): a single
 * choice is replaced, a list has each item replaced and any duplicate left once, in order.
 */
async function renameValues(
  tx: Db,
  module: ModuleRow,
  fieldId: string,
  renames: ReadonlyMap<string, string>,
  change: ValueChange,
): Promise<number> {
  const map = renameMap(renames);
  const path = sql`array[${fieldId}::text]`;
  const single = await updateWhere(
    tx,
    module,
    sql`data = jsonb_set(data, ${path}, to_jsonb(${map} ->> (data ->> ${fieldId}::text)))`,
    sql`jsonb_typeof(data -> ${fieldId}::text) = 'string' and ${map} ? (data ->> ${fieldId}::text)`,
    fieldId,
    change,
  );
  const lists = await updateWhere(
    tx,
    module,
    sql`data = jsonb_set(data, ${path}, (
      select coalesce(jsonb_agg(value order by first), '[]'::jsonb) from (
        select coalesce(${map} ->> item, item) as value, min(position) as first
        from jsonb_array_elements_text(data -> ${fieldId}::text) with ordinality as items(item, position)
        group by 1) as renamed))`,
    sql`jsonb_typeof(data -> ${fieldId}::text) = 'array'
      and exists (select 1 from jsonb_array_elements_text(data -> ${fieldId}::text) as items(item) where ${map} ? item)`,
    fieldId,
    change,
  );
  return single + lists;
}

/** Records holding `option` of the field, as its single choice or among its list. */
const holdsOption = (fieldId: string, option: string) =>
  sql`(data ->> ${fieldId}::text = ${option}
    or (jsonb_typeof(data -> ${fieldId}::text) = 'array' and (data -> ${fieldId}::text) @> jsonb_build_array(${option}::text)))`;

/** Turning multiple on wraps each single choice in a list; off unwraps lists of one (or drops empty ones). */
async function switchMultiple(
  tx: Db,
  module: ModuleRow,
  row: FieldRow,
  multiple: boolean,
  change: ValueChange,
): Promise<number> {
  const id = row.id;
  const path = sql`array[${id}::text]`;
  if (multiple) {
    return updateWhere(
      tx,
      module,
      sql`data = jsonb_set(data, ${path}, jsonb_build_array(data -> ${id}::text))`,
      sql`jsonb_typeof(data -> ${id}::text) = 'string'`,
      id,
      change,
    );
  }
  const several = await countWhere(
    tx,
    module,
    sql`jsonb_typeof(data -> ${id}::text) = 'array' and jsonb_array_length(data -> ${id}::text) > 1`,
  );
  if (several > 0) throw conflict(messages.manyChosen(several, module.recordName), "multiple");
  const unwrapped = await updateWhere(
    tx,
    module,
    sql`data = jsonb_set(data, ${path}, (data -> ${id}::text) -> 0)`,
    sql`jsonb_typeof(data -> ${id}::text) = 'array' and jsonb_array_length(data -> ${id}::text) = 1`,
    id,
    change,
  );
  const emptied = await updateWhere(
    tx,
    module,
    sql`data = data - ${id}::text`,
    sql`jsonb_typeof(data -> ${id}::text) = 'array' and jsonb_array_length(data -> ${id}::text) = 0`,
    id,
    change,
  );
  return unwrapped + emptied;
}

/**
 * PUT /modules/{moduleId}/fields/{fieldId}: a new name, type, flags or options. Values follow
 * renamed options and a switch of multiple; a change that would strand values is refused, saying
 * how many records hold one.
 */
export async function updateField(
  db: Db,
  module: ModuleRow,
  fieldId: string,
  body: FieldUpdateBody,
  userId: string | null,
): Promise<FieldUpdateResult> {
  return inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const row = await findField(tx, module, fieldId);
    if (body.name !== undefined) checkName(module, await fieldRows(tx, module.id), body.name, row.id);

    const type = body.type ?? row.type;
    const touchesShape = [body.type, body.options, body.multiple, body.renames].some(
      (value) => value !== undefined,
    );
    // A type nobody here reads (a lookup, say) keeps its shape; only a type change with no values may replace it.
    if (touchesShape && !isSupportedFieldType(row.type) && body.type === undefined)
      throw invalid(messages.unsupportedType(row.name, row.type));
    const dropdown = hasOptions(type);
    const wasDropdown = hasOptions(row.type);
    const options = dropdown ? (body.options ?? (wasDropdown ? (row.options ?? []) : [])) : null;
    const multiple = dropdown ? (body.multiple ?? (wasDropdown && row.multiple)) : false;
    // Options or multiple sent for a type without them are refused, not dropped.
    refuseShape(
      dropdown
        ? { type, options, multiple }
        : { type, options: body.options, multiple: body.multiple ?? false },
    );

    // Renames: from an option the field had, to one of the options sent.
    const renames = new Map<string, string>();
    for (const { from, to } of body.renames ?? []) {
      if (!wasDropdown || !(row.options ?? []).includes(from)) throw invalid(messages.renameUnknown(from));
      if (!(options ?? []).includes(to)) throw invalid(messages.renameTarget(to));
      if (from !== to) renames.set(from, to);
    }
    const removed =
      wasDropdown && dropdown
        ? (row.options ?? []).filter((option) => !options?.includes(option) && !renames.has(option))
        : [];
    const typeChanges = type !== row.type;
    const multipleChanges = wasDropdown && dropdown && multiple !== row.multiple;

    let changedRecords = 0;
    if (typeChanges || multipleChanges || renames.size > 0 || removed.length > 0) {
      await refuseWhileImporting(tx, module);
      if (typeChanges) {
        const held = await recordsHolding(tx, module, row.id);
        const safe = isSupportedFieldType(row.type) && isSafeTypeChange(row, type);
        if (held > 0 && !safe)
          throw conflict(messages.typeUnsafe(row.name, row.type, type, held, module.recordName), "type");
      }
      for (const option of removed) {
        const held = await countWhere(tx, module, holdsOption(row.id, option));
        if (held > 0) throw conflict(messages.optionInUse(option, held, module.recordName), "options");
      }
      const change = { userId, fieldName: row.name, note: `The field ${row.name} was changed` };
      if (renames.size > 0) changedRecords += await renameValues(tx, module, row.id, renames, change);
      if (multipleChanges) changedRecords += await switchMultiple(tx, module, row, multiple, change);
    }

    const [updated] = await tx
      .update(moduleFields)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.required !== undefined ? { required: body.required } : {}),
        ...(body.recommended !== undefined ? { recommended: body.recommended } : {}),
        type,
        options,
        multiple,
      })
      .where(eq(moduleFields.id, row.id))
      .returning();
    if (!updated) throw absent(messages.notFound);
    return { field: moduleFieldOf(updated), changedRecords };
  });
}

/** GET /modules/{moduleId}/fields/{fieldId}/usage: what the delete dialog names. */
export async function fieldUsage(db: Db, module: ModuleRow, fieldId: string): Promise<FieldUsage> {
  const row = await findField(db, module, fieldId);
  return { fieldId: row.id, records: await recordsHolding(db, module, row.id) };
}

/**
 * DELETE /modules/{moduleId}/fields/{fieldId}: the field goes, and with it its value in every
 * record of the module and its place among the module's list columns, in one transaction.
 */
export async function deleteField(
  db: Db,
  module: ModuleRow,
  fieldId: string,
  userId: string | null,
): Promise<DeletedField> {
  return inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const row = await findField(tx, module, fieldId);
    await refuseWhileImporting(tx, module);
    const clearedRecords = await recordsHolding(tx, module, row.id);
    await updateWhere(
      tx,
      module,
      sql`data = data - ${row.id}::text`,
      sql`(data -> ${row.id}::text) is not null`,
      row.id,
      { userId, fieldName: row.name, note: `The field ${row.name} was deleted` },
    );
    // A saved list layout that shows the field as a column stops showing it.
    await tx.execute(
      sql`update module_layouts set starred_fields = starred_fields - ${row.id}::text where module_id = ${module.id}`,
    );
    // Form questions that saved their answers to it stop doing so.
    if (module.kind === "contacts") await clearContactLinks(tx, module.eventId, row.id);
    await tx.delete(moduleFields).where(eq(moduleFields.id, row.id));
    return { id: row.id, clearedRecords };
  });
}

/** PUT /modules/{moduleId}/fields/order: every custom field of the module, each once, in the new order. */
export async function reorderFields(
  db: Db,
  module: ModuleRow,
  ids: readonly string[],
  canManage: boolean,
): Promise<ModuleFieldList> {
  await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const rows = await fieldRows(tx, module.id);
    const current = new Set(rows.map((row) => row.id));
    if (current.size !== ids.length || !ids.every((id) => current.has(id))) {
      throw invalid(`ids: ${messages.orderMismatch}`, [{ path: "ids", message: messages.orderMismatch }]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(moduleFields).set({ position }).where(eq(moduleFields.id, id));
    }
  });
  return listFields(db, module, canManage);
}
