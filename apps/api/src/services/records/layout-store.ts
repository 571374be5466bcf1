import { randomUUID } from "node:crypto";
import {
  type LayoutCreateBody,
  type LayoutUpdateBody,
  layoutMessages,
  MAX_LAYOUTS,
  type SavedLayout,
} from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { inTransaction } from "../../db/transaction.js";
import { absent, clash, invalid } from "../refusal.js";

/*
 * The rules every list's saved layouts follow (issue 7 item 1 "starred fields and layouts"): a
 * module's record list (services/records/layouts.ts) and the organization's people and speakers
 * (services/organizations/list-layouts.ts). Names are unique per list ignoring case, starred keys must be
 * the list's columns, a list keeps at most MAX_LAYOUTS, and `position` orders them. Where the
 * rows live is the store's business; every write first takes the store's lock, so two people
 * saving the same name at once cannot both succeed.
 */

/** What every layout table stores. */
export interface StoredLayout {
  id: string;
  name: string;
  starredFields: string[];
  position: number;
  createdAt: Date;
}

/** A stored row as the API answers it (each list adds what it belongs to). */
export function savedLayoutOf(row: StoredLayout): SavedLayout {
  return {
    id: row.id,
    name: row.name,
    starredFields: row.starredFields,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

export type LayoutChanges = Partial<Pick<StoredLayout, "name" | "starredFields" | "position">>;

/** One list's layouts: its rows and the few statements that read and write them. */
export interface LayoutStore<Row extends StoredLayout> {
  /** The list as messages name it ("Contacts", "People"). */
  listName: string;
  /** Said when the list has MAX_LAYOUTS already. */
  tooMany: string;
  /** Holds the list's owner row until the transaction ends: its layout writes run one at a time. */
  lock(tx: Db): Promise<void>;
  /** The list's layouts, ordered by position, then creation, then id. */
  rows(db: Db): Promise<Row[]>;
  /** The keys a layout may star: the list's columns. */
  keys(db: Db): Promise<Set<string>>;
  insert(tx: Db, values: StoredLayout & { createdBy: string }): Promise<Row>;
  /** Changes a layout of this list (ids of other lists match nothing). */
  update(tx: Db, layoutId: string, changes: LayoutChanges): Promise<void>;
  remove(db: Db, layoutId: string): Promise<void>;
}

const conflict = (name: string) =>
  clash(layoutMessages.nameTaken(name), [{ path: "name", message: layoutMessages.nameTaken(name) }]);

/** The row with the keys the list no longer has (a field deleted since) left out. */
function known<Row extends StoredLayout>(row: Row, keys: ReadonlySet<string>): Row {
  return { ...row, starredFields: row.starredFields.filter((key) => keys.has(key)) };
}

/** 400 naming the first key that is not a column of the list. */
async function checkKeys<Row extends StoredLayout>(db: Db, store: LayoutStore<Row>, keys: readonly string[]) {
  const columns = await store.keys(db);
  const problems = keys.flatMap((key, index) =>
    columns.has(key)
      ? []
      : [{ path: `starredFields.${index}`, message: layoutMessages.unknownField(key, store.listName) }],
  );
  const first = problems[0];
  if (first) throw invalid(first.message, problems);
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A layout of this list, or 404 (another list's or organization's id reads as unknown). */
function findIn<Row extends StoredLayout>(rows: readonly Row[], layoutId: string): Row {
  const row = rows.find((each) => each.id === layoutId);
  if (!row) throw absent(layoutMessages.notFound);
  return row;
}

/** Puts the layout at `index` of the order (past the end: last) and numbers them all 0, 1, … */
async function moveLayout<Row extends StoredLayout>(
  tx: Db,
  store: LayoutStore<Row>,
  rows: readonly Row[],
  moving: Row,
  index: number,
) {
  const order = rows.filter((row) => row.id !== moving.id);
  order.splice(Math.min(index, order.length), 0, moving);
  for (const [position, row] of order.entries()) {
    if (row.position !== position) await store.update(tx, row.id, { position });
  }
}

/** The list's layouts in their order. */
export async function listStored<Row extends StoredLayout>(db: Db, store: LayoutStore<Row>): Promise<Row[]> {
  const rows = await store.rows(db);
  if (rows.length === 0) return [];
  const keys = await store.keys(db);
  return rows.map((row) => known(row, keys));
}

/** A new layout after the others; 409 for a name in use, 400 past MAX_LAYOUTS. */
export async function createStored<Row extends StoredLayout>(
  db: Db,
  store: LayoutStore<Row>,
  body: LayoutCreateBody,
  userId: string,
): Promise<Row> {
  await checkKeys(db, store, body.starredFields);
  return inTransaction(db, async (tx) => {
    await store.lock(tx);
    const rows = await store.rows(tx);
    if (rows.some((row) => sameName(row.name, body.name))) throw conflict(body.name);
    if (rows.length >= MAX_LAYOUTS) throw invalid(store.tooMany);
    const last = Math.max(-1, ...rows.map((row) => row.position));
    return store.insert(tx, {
      id: randomUUID(),
      name: body.name,
      starredFields: body.starredFields,
      position: last + 1,
      createdAt: new Date(),
      createdBy: userId,
    });
  });
}

/** A new name, starred fields, or place in the order (`position` 0 is first; the others move along). */
export async function updateStored<Row extends StoredLayout>(
  db: Db,
  store: LayoutStore<Row>,
  layoutId: string,
  body: LayoutUpdateBody,
): Promise<Row> {
  if (body.starredFields) await checkKeys(db, store, body.starredFields);
  const row = await inTransaction(db, async (tx) => {
    await store.lock(tx);
    const rows = await store.rows(tx);
    const current = findIn(rows, layoutId);
    const { name } = body;
    if (name !== undefined && rows.some((row) => row.id !== current.id && sameName(row.name, name)))
      throw conflict(name);
    if (body.position !== undefined) await moveLayout(tx, store, rows, current, body.position);
    const changes: LayoutChanges = {
      ...(name === undefined ? {} : { name }),
      ...(body.starredFields === undefined ? {} : { starredFields: body.starredFields }),
    };
    if (Object.keys(changes).length > 0) await store.update(tx, current.id, changes);
    return findIn(await store.rows(tx), current.id);
  });
  return known(row, await store.keys(db));
}

/** Deletes a layout of this list: 404 for any other id. */
export async function deleteStored<Row extends StoredLayout>(
  db: Db,
  store: LayoutStore<Row>,
  layoutId: string,
): Promise<{ id: string }> {
  const row = findIn(await store.rows(db), layoutId);
  await store.remove(db, row.id);
  return { id: row.id };
}
