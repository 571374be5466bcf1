import { z } from "zod";

/*
 * Layouts of a module's record list (issue 7 item 1 "starred fields and layouts", spec 2 "Module
 * layout: starred_fields (module_id, layout_id, field_id, order, field)"): a named, ordered list of
 * starred field keys that the list shows as its columns. A key is one of the list's built-in
 * columns (`name`, `email`, `company`, …, `createdAt`) or a custom field's id, exactly as the
 * list's `columns` name them. Layouts belong to the module and are shared by the event's team.
 * API: `/api/modules/{moduleId}/layouts…`; the server parses every body with these.
 */

export const LAYOUT_NAME_MAX = 80;
/** The most columns a layout stars: wider tables stop being readable. */
export const MAX_LAYOUT_COLUMNS = 30;
/** The most layouts one module keeps. */
export const MAX_LAYOUTS = 50;

export const layoutMessages = {
  nameRequired: "Name the layout",
  nameTooLong: `A layout name must be at most ${LAYOUT_NAME_MAX} characters`,
  nameTaken: (name: string) => `A layout named “${name}” already exists.`,
  noColumns: "Star at least one field",
  tooManyColumns: `A layout can show at most ${MAX_LAYOUT_COLUMNS} columns`,
  starredTwice: "A field is starred twice",
  badKey: "A starred field must be a field key",
  unknownField: (key: string, moduleName: string) => `“${key}” is not a field of ${moduleName}`,
  tooManyLayouts: `A module can have at most ${MAX_LAYOUTS} layouts`,
  nothingToChange: "Send a name, starred fields or a position to change",
  badPosition: "Position must be a whole number from 0",
  notFound: "This layout does not exist.",
} as const;

/** A saved layout of any record list: a module's, or the organization's people or speakers. */
export const savedLayout = z.object({
  id: z.string(),
  name: z.string(),
  starredFields: z
    .array(z.string())
    .describe("Field keys in column order; keys of fields deleted since are left out"),
  position: z.number().int(),
  createdAt: z.string(),
});
export type SavedLayout = z.infer<typeof savedLayout>;

/** A saved layout (`GET /api/modules/{moduleId}/layouts`). */
export const moduleLayout = savedLayout.extend({ moduleId: z.string() }).meta({ id: "ModuleLayout" });
export type ModuleLayout = z.infer<typeof moduleLayout>;

/** Answer of `DELETE /api/modules/{moduleId}/layouts/{layoutId}`. */
export interface DeletedLayout {
  id: string;
}

const layoutName = z
  .string({ error: layoutMessages.nameRequired })
  .trim()
  .min(1, layoutMessages.nameRequired)
  .max(LAYOUT_NAME_MAX, layoutMessages.nameTooLong);

const fieldKey = z.string({ error: layoutMessages.badKey }).trim().min(1, layoutMessages.badKey).max(200);

const starredFields = z
  .array(fieldKey, { error: layoutMessages.noColumns })
  .min(1, layoutMessages.noColumns)
  .max(MAX_LAYOUT_COLUMNS, layoutMessages.tooManyColumns)
  .refine((keys) => new Set(keys).size === keys.length, layoutMessages.starredTwice);

const position = z
  .number({ error: layoutMessages.badPosition })
  .int(layoutMessages.badPosition)
  .min(0, layoutMessages.badPosition)
  .max(100_000, layoutMessages.badPosition);

/** POST /modules/{moduleId}/layouts: a new layout, after the others. */
export const layoutCreateBody = z.object({ name: layoutName, starredFields }).strict();
export type LayoutCreateBody = z.infer<typeof layoutCreateBody>;

/** PUT /modules/{moduleId}/layouts/{layoutId}: what changes (at least one of them). */
export const layoutUpdateBody = z
  .object({
    name: layoutName.optional(),
    starredFields: starredFields.optional(),
    position: position.optional(),
  })
  .strict()
  .refine(
    (body) => body.name !== undefined || body.starredFields !== undefined || body.position !== undefined,
    layoutMessages.nothingToChange,
  );
export type LayoutUpdateBody = z.infer<typeof layoutUpdateBody>;

/**
 * The keys of `columns` a layout shows, in its order: keys no longer among them (a field deleted
 * since the layout was saved) are skipped; without a layout, every column.
 * @example visibleColumns(page.columns, ["email", "name"]) // [Email, Name]
 */
export function visibleColumns<C extends { id: string }>(
  columns: readonly C[],
  starred: readonly string[] | null | undefined,
): C[] {
  if (!starred) return [...columns];
  const byKey = new Map(columns.map((column) => [column.id, column]));
  return starred.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [column] : [];
  });
}

/** Two starred lists are the same layout: same keys in the same order. */
export function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
