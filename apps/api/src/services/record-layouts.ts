import { randomUUID } from "node:crypto";
import {
  type DeletedLayout,
  errorCodes,
  type LayoutCreateBody,
  type LayoutUpdateBody,
  layoutMessages,
  MAX_LAYOUTS,
  type ModuleLayout,
} from "@foyer/domain";
import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { moduleLayouts, modules } from "../db/schema/index.js";
import { ApiError, badRequest, notFound } from "../http/errors.js";
import type { ModuleRow } from "./modules.js";
import { columnsOf } from "./records.js";
import { inTransaction } from "./sessions-core.js";

/*
 * Layouts of a module's record list (issue 7 item 1, spec 2 "Module layout"): a name and the
 * starred field keys, in column order, that the list shows. A key is one of the list's columns
 * (services/records.ts `columnsOf`): a built-in key or a custom field's id. Keys are checked
 * against the module's fields when a layout is written; a field deleted later simply drops out
 * of the layouts as they are read. Writes lock the module's row, so two people saving the same
 * name at once cannot both succeed (the table has no unique index on the name).
 */

type LayoutRow = typeof moduleLayouts.$inferSelect;

const conflict = (name: string) =>
  new ApiError(409, errorCodes.validation, layoutMessages.nameTaken(name), [
    { path: "name", message: layoutMessages.nameTaken(name) },
  ]);

function layoutOf(row: LayoutRow, known: ReadonlySet<string>): ModuleLayout {
  return {
    id: row.id,
    moduleId: row.moduleId,
    name: row.name,
    starredFields: row.starredFields.filter((key) => known.has(key)),
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

async function fieldKeys(db: Db, module: ModuleRow): Promise<Set<string>> {
  return new Set((await columnsOf(db, module)).map((column) => column.id));
}

/** 400 naming the first key that is not a field of the module. */
async function checkKeys(db: Db, module: ModuleRow, keys: readonly string[]): Promise<void> {
  const known = await fieldKeys(db, module);
  const problems = keys.flatMap((key, index) =>
    known.has(key)
      ? []
      : [{ path: `starredFields.${index}`, message: layoutMessages.unknownField(key, module.name) }],
  );
  const first = problems[0];
  if (first) throw badRequest(first.message, problems);
}

/** Holds the module's row until the transaction ends: layout writes of one module run one at a time. */
async function lockModule(tx: Db, module: ModuleRow): Promise<void> {
  await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, module.id)).for("update");
}

async function nameInUse(db: Db, module: ModuleRow, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleLayouts.id })
    .from(moduleLayouts)
    .where(
      and(
        eq(moduleLayouts.moduleId, module.id),
        sql`lower(${moduleLayouts.name}) = lower(${name})`,
        except ? ne(moduleLayouts.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

/** A layout of this module, or 404 (another module's or organization's id reads as unknown). */
async function findLayout(db: Db, module: ModuleRow, layoutId: string): Promise<LayoutRow> {
  const [row] = await db
    .select()
    .from(moduleLayouts)
    .where(and(eq(moduleLayouts.id, layoutId), eq(moduleLayouts.moduleId, module.id)));
  if (!row) throw notFound(layoutMessages.notFound);
  return row;
}

async function orderedRows(db: Db, module: ModuleRow): Promise<LayoutRow[]> {
  return db
    .select()
    .from(moduleLayouts)
    .where(eq(moduleLayouts.moduleId, module.id))
    .orderBy(asc(moduleLayouts.position), asc(moduleLayouts.createdAt), asc(moduleLayouts.id));
}

/** Puts the layout at `index` of the module's order (past the end: last) and numbers them all 0, 1, … */
async function moveLayout(tx: Db, module: ModuleRow, layoutId: string, index: number): Promise<void> {
  const rows = await orderedRows(tx, module);
  const moving = rows.find((row) => row.id === layoutId);
  if (!moving) return;
  const order = rows.filter((row) => row.id !== layoutId);
  order.splice(Math.min(index, order.length), 0, moving);
  for (const [position, row] of order.entries()) {
    if (row.position !== position)
      await tx.update(moduleLayouts).set({ position }).where(eq(moduleLayouts.id, row.id));
  }
}

/** GET /modules/{moduleId}/layouts: the module's layouts in their order. */
export async function listLayouts(db: Db, module: ModuleRow): Promise<ModuleLayout[]> {
  const rows = await orderedRows(db, module);
  if (rows.length === 0) return [];
  const known = await fieldKeys(db, module);
  return rows.map((row) => layoutOf(row, known));
}

/** POST /modules/{moduleId}/layouts: a new layout after the others; 409 for a name in use. */
export async function createLayout(
  db: Db,
  module: ModuleRow,
  body: LayoutCreateBody,
  userId: string,
): Promise<ModuleLayout> {
  await checkKeys(db, module, body.starredFields);
  const row = await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    if (await nameInUse(tx, module, body.name)) throw conflict(body.name);
    const [stats] = await tx
      .select({ n: count(), last: max(moduleLayouts.position) })
      .from(moduleLayouts)
      .where(eq(moduleLayouts.moduleId, module.id));
    if ((stats?.n ?? 0) >= MAX_LAYOUTS) throw badRequest(layoutMessages.tooManyLayouts);
    const [created] = await tx
      .insert(moduleLayouts)
      .values({
        id: randomUUID(),
        moduleId: module.id,
        name: body.name,
        starredFields: body.starredFields,
        position: stats?.last === null || stats?.last === undefined ? 0 : stats.last + 1,
        createdBy: userId,
      })
      .returning();
    if (!created) throw new Error("The new layout was not stored");
    return created;
  });
  return layoutOf(row, new Set(row.starredFields));
}

/**
 * PUT /modules/{moduleId}/layouts/{layoutId}: a new name, starred fields, or place in the order
 * (`position` 0 is first; the others move along).
 */
export async function updateLayout(
  db: Db,
  module: ModuleRow,
  layoutId: string,
  body: LayoutUpdateBody,
): Promise<ModuleLayout> {
  if (body.starredFields) await checkKeys(db, module, body.starredFields);
  const row = await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const current = await findLayout(tx, module, layoutId);
    if (body.name !== undefined && (await nameInUse(tx, module, body.name, current.id)))
      throw conflict(body.name);
    if (body.position !== undefined) await moveLayout(tx, module, current.id, body.position);
    const changes = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.starredFields === undefined ? {} : { starredFields: body.starredFields }),
    };
    if (Object.keys(changes).length > 0)
      await tx.update(moduleLayouts).set(changes).where(eq(moduleLayouts.id, current.id));
    return findLayout(tx, module, current.id);
  });
  return layoutOf(row, await fieldKeys(db, module));
}

/** DELETE /modules/{moduleId}/layouts/{layoutId}. */
export async function deleteLayout(db: Db, module: ModuleRow, layoutId: string): Promise<DeletedLayout> {
  const row = await findLayout(db, module, layoutId);
  await db.delete(moduleLayouts).where(eq(moduleLayouts.id, row.id));
  return { id: row.id };
}
