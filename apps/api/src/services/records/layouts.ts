import type { DeletedLayout, LayoutCreateBody, LayoutUpdateBody, ModuleLayout } from "@foyer/domain";
import { layoutMessages } from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { moduleLayouts, modules } from "../../db/schema/index.js";
import {
  createStored,
  deleteStored,
  type LayoutStore,
  listStored,
  savedLayoutOf,
  updateStored,
} from "./layout-store.js";
import type { ModuleRow } from "./modules.js";
import { columnsOf } from "./records.js";

/*
 * Layouts of a module's record list (issue 7 item 1, spec 2 "Module layout"): a name and the
 * starred field keys, in column order, that the list shows. A key is one of the list's columns
 * (services/records/records.ts `columnsOf`): a built-in key or a custom field's id. Keys are checked
 * against the module's fields when a layout is written; a field deleted later simply drops out
 * of the layouts as they are read. The rules are layout-store.ts's; writes lock the module's row.
 */

type LayoutRow = typeof moduleLayouts.$inferSelect;

function layoutOf(row: LayoutRow): ModuleLayout {
  return { ...savedLayoutOf(row), moduleId: row.moduleId };
}

/** The module's layouts table, bounded by the module. */
function storeOf(module: ModuleRow): LayoutStore<LayoutRow> {
  const own = (layoutId: string) =>
    and(eq(moduleLayouts.id, layoutId), eq(moduleLayouts.moduleId, module.id));
  return {
    listName: module.name,
    tooMany: layoutMessages.tooManyLayouts,
    lock: async (tx) => {
      await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, module.id)).for("update");
    },
    rows: (db) =>
      db
        .select()
        .from(moduleLayouts)
        .where(eq(moduleLayouts.moduleId, module.id))
        .orderBy(asc(moduleLayouts.position), asc(moduleLayouts.createdAt), asc(moduleLayouts.id)),
    keys: async (db) => new Set((await columnsOf(db, module)).map((column) => column.id)),
    insert: async (tx, values) => {
      const [created] = await tx
        .insert(moduleLayouts)
        .values({ ...values, moduleId: module.id })
        .returning();
      if (!created) throw new Error("The new layout was not stored");
      return created;
    },
    update: async (tx, layoutId, changes) => {
      await tx.update(moduleLayouts).set(changes).where(own(layoutId));
    },
    remove: async (db, layoutId) => {
      await db.delete(moduleLayouts).where(own(layoutId));
    },
  };
}

/** GET /modules/{moduleId}/layouts: the module's layouts in their order. */
export async function listLayouts(db: Db, module: ModuleRow): Promise<ModuleLayout[]> {
  return (await listStored(db, storeOf(module))).map(layoutOf);
}

/** POST /modules/{moduleId}/layouts: a new layout after the others; 409 for a name in use. */
export async function createLayout(
  db: Db,
  module: ModuleRow,
  body: LayoutCreateBody,
  userId: string,
): Promise<ModuleLayout> {
  return layoutOf(await createStored(db, storeOf(module), body, userId));
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
  return layoutOf(await updateStored(db, storeOf(module), layoutId, body));
}

/** DELETE /modules/{moduleId}/layouts/{layoutId}. */
export async function deleteLayout(db: Db, module: ModuleRow, layoutId: string): Promise<DeletedLayout> {
  return deleteStored(db, storeOf(module), layoutId);
}
