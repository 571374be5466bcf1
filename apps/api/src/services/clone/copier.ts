import { randomUUID } from "node:crypto";
import { shiftInstant } from "@foyer/domain";
import { and, asc, count, getTableColumns, getTableName, gt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import type { ClonePlan } from "./plan.js";

/*
 * The table-driven copier of the event clone (docs/cloning.md). Each table the clone copies is
 * one `TableSpec`: which rows of the source, which of their columns point at rows copied before
 * (and so are remapped to the new ids), which hold times (and so move by the shift), and what is
 * set to the new event. Adding a table is adding a spec to tables.ts, in the order of its
 * references.
 */

export type Row = Record<string, unknown>;

/** A column that points at a row of a table copied earlier. */
export interface RefRule {
  /** The name of the table it points into (its spec's `name`). */
  to: string;
  /** Without its target in the clone the row is left out (true) or keeps null there (false). */
  required: boolean;
}

export interface TableSpec<R extends Row = Row> {
  /** The table's SQL name: the id map's key, the docs' and the coverage test's name. */
  name: string;
  table: PgTable;
  /** What the progress line says while it is copied ("Copying sessions"). */
  label: string;
  /** The columns of the primary key (property names): rows are read in pages, in this order. */
  key: AnyPgColumn[];
  /** Copied at all in this clone (a content type the user may not read, say). @default always */
  enabled?(ctx: CloneContext): boolean;
  /** Which rows of the source. */
  where(ctx: CloneContext): SQL | undefined;
  /** Left out when false (an excluded row, say). */
  keep?(row: R, ctx: CloneContext): boolean;
  /** The row's own `id` is replaced by a new one, recorded for the references to it. */
  newId?: boolean;
  /** Columns pointing at rows copied earlier, remapped to the new ids. */
  refs?: Partial<Record<keyof R & string, RefRule>>;
  /** Bookkeeping times (created, updated, submitted): moved by the shift, never past the clone. */
  stamps?: (keyof R & string)[];
  /** Times on the event's schedule (a session's start and end): moved by the shift on its clock. */
  schedule?: (keyof R & string)[];
  /** Columns that take the new event's values (event_id, org_id, …). */
  set?(ctx: CloneContext, row: R): Partial<R>;
  /** Last touches on the new row (record data keyed by new field ids, shifted answers). */
  adjust?(copy: R, source: R, ctx: CloneContext): R;
}

/** Declares a spec with its table's row type (property names, as drizzle reads and writes them). */
export function tableSpec<T extends PgTable>(
  table: T,
  spec: Omit<TableSpec<T["$inferSelect"] & Row>, "table" | "name"> & { name?: string },
): TableSpec {
  return { name: spec.name ?? getTableName(table), table, ...spec } as unknown as TableSpec;
}

/** Old id → new id, per table. */
export class IdMap {
  private readonly maps = new Map<string, Map<string, string>>();

  assign(table: string, oldId: string): string {
    const id = randomUUID();
    this.set(table, oldId, id);
    return id;
  }

  /** Records a mapping made elsewhere (the event itself). */
  set(table: string, oldId: string, newId: string): void {
    const map = this.maps.get(table) ?? new Map<string, string>();
    this.maps.set(table, map);
    map.set(oldId, newId);
  }

  get(table: string, oldId: string): string | undefined {
    return this.maps.get(table)?.get(oldId);
  }

  size(table: string): number {
    return this.maps.get(table)?.size ?? 0;
  }
}

/** What every spec sees while the clone runs. */
export interface CloneContext {
  tx: Db;
  source: { id: string; orgId: string; timezone: string; slug: string };
  target: { id: string; orgId: string; slug: string };
  /** Whole days from the source's start to the new start. */
  shiftDays: number;
  /** The clone's time: no bookkeeping time moves past it. */
  now: Date;
  ids: IdMap;
  /** What the request and the user's permissions let the clone copy (plan.ts). */
  plan: ClonePlan;
  /** Facts one spec leaves for a later one (a field's type, a form's steps). */
  memo: {
    fieldTypes: Map<string, string>;
    formSteps: Map<string, unknown>;
  };
}

/** A bookkeeping time moved by the shift, never later than the clone itself. */
export function shiftStamp(value: unknown, ctx: Pick<CloneContext, "shiftDays" | "now" | "source">): unknown {
  if (!(value instanceof Date)) return value;
  const moved = shiftInstant(value.getTime(), ctx.shiftDays, ctx.source.timezone);
  return new Date(Math.min(moved, ctx.now.getTime()));
}

/** A time of the event's schedule moved by the shift on the event's clock. */
export function shiftSchedule(value: unknown, ctx: Pick<CloneContext, "shiftDays" | "source">): unknown {
  if (!(value instanceof Date)) return value;
  return new Date(shiftInstant(value.getTime(), ctx.shiftDays, ctx.source.timezone));
}

/** The new row for a source row, or null when it stays behind. */
export function copyRow(spec: TableSpec, row: Row, ctx: CloneContext): Row | null {
  if (spec.keep && !spec.keep(row, ctx)) return null;
  const copy: Row = { ...row };
  for (const [column, rule] of Object.entries(spec.refs ?? {}) as [string, RefRule][]) {
    const old = row[column];
    if (old === null || old === undefined) continue;
    const mapped = ctx.ids.get(rule.to, String(old));
    if (mapped === undefined && rule.required) return null;
    copy[column] = mapped ?? null;
  }
  if (spec.newId) copy.id = ctx.ids.assign(spec.name, String(row.id));
  for (const column of spec.stamps ?? []) copy[column] = shiftStamp(row[column], ctx);
  for (const column of spec.schedule ?? []) copy[column] = shiftSchedule(row[column], ctx);
  Object.assign(copy, spec.set?.(ctx, row) ?? {});
  return spec.adjust ? spec.adjust(copy, row, ctx) : copy;
}

/** How many source rows a spec reads (for the progress estimate). */
export async function countRows(spec: TableSpec, ctx: CloneContext): Promise<number> {
  if (spec.enabled && !spec.enabled(ctx)) return 0;
  const [row] = await ctx.tx.select({ n: count() }).from(spec.table).where(spec.where(ctx));
  return Number(row?.n ?? 0);
}

/** The condition "after this key" for keyset paging over one or several columns. */
function after(key: AnyPgColumn[], last: unknown[]): SQL | undefined {
  if (key.length === 1) return gt(key[0] as AnyPgColumn, last[0]);
  const columns = sql.join(key, sql`, `);
  const values = sql.join(
    last.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

/** The property name drizzle reads a column under. */
function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of ${getTableName(table)}`);
  return entry[0];
}

/**
 * Copies one table: reads the source rows in pages (keyset order on the key), maps each and
 * inserts the new rows in batches. `onRows` hears how many source rows were handled.
 */
export async function copyTable(
  spec: TableSpec,
  ctx: CloneContext,
  options: { batchSize: number; onRows(handled: number): Promise<void> },
): Promise<number> {
  if (spec.enabled && !spec.enabled(ctx)) return 0;
  const keyProps = spec.key.map((column) => propertyOf(spec.table, column));
  let last: unknown[] | null = null;
  let written = 0;
  for (;;) {
    const page = (await ctx.tx
      .select()
      .from(spec.table)
      .where(and(spec.where(ctx), last ? after(spec.key, last) : undefined))
      .orderBy(...spec.key.map((column) => asc(column)))
      .limit(options.batchSize)) as Row[];
    if (page.length === 0) break;
    const copies = page.map((row) => copyRow(spec, row, ctx)).filter((row): row is Row => row !== null);
    if (copies.length > 0) await ctx.tx.insert(spec.table).values(copies);
    written += copies.length;
    await options.onRows(page.length);
    const lastRow = page[page.length - 1] as Row;
    last = keyProps.map((prop) => lastRow[prop]);
    if (page.length < options.batchSize) break;
  }
  return written;
}
