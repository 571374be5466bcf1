import {
  type DeletedLayout,
  type LayoutCreateBody,
  type LayoutUpdateBody,
  type OrgListLayout,
  orgListMessages,
  type SegmentKind,
} from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { organizations, orgListLayouts } from "../../db/schema/index.js";
import {
  createStored,
  deleteStored,
  type LayoutStore,
  listStored,
  savedLayoutOf,
  updateStored,
} from "../records/layout-store.js";
import { PEOPLE_COLUMNS } from "./people.js";

/*
 * Saved column layouts of the organization's people and speakers lists (issue 7 item 1 "starred
 * fields and layouts" for `/people` and `/speakers`), with the module layouts' rules
 * (layout-store.ts): the starred keys are the list's built-in columns (services/organizations/people.ts).
 * Writes lock the organization's row.
 */

type LayoutRow = typeof orgListLayouts.$inferSelect;

function layoutOf(row: LayoutRow): OrgListLayout {
  return { ...savedLayoutOf(row), kind: row.kind };
}

const listNames: Record<SegmentKind, string> = { people: "People", speakers: "Speakers" };

/** The list's layouts, bounded by the organization and the kind. */
function storeOf(orgId: string, kind: SegmentKind): LayoutStore<LayoutRow> {
  const ofList = and(eq(orgListLayouts.orgId, orgId), eq(orgListLayouts.kind, kind));
  const own = (layoutId: string) => and(ofList, eq(orgListLayouts.id, layoutId));
  return {
    listName: listNames[kind],
    tooMany: orgListMessages.tooManyLayouts,
    lock: async (tx) => {
      await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .for("update");
    },
    rows: (db) =>
      db
        .select()
        .from(orgListLayouts)
        .where(ofList)
        .orderBy(asc(orgListLayouts.position), asc(orgListLayouts.createdAt), asc(orgListLayouts.id)),
    keys: async () => new Set(PEOPLE_COLUMNS[kind].map((column) => column.id)),
    insert: async (tx, values) => {
      const [created] = await tx
        .insert(orgListLayouts)
        .values({ ...values, orgId, kind })
        .returning();
      if (!created) throw new Error("The new layout was not stored");
      return created;
    },
    update: async (tx, layoutId, changes) => {
      await tx.update(orgListLayouts).set(changes).where(own(layoutId));
    },
    remove: async (db, layoutId) => {
      await db.delete(orgListLayouts).where(own(layoutId));
    },
  };
}

/** GET /organizations/{orgId}/{people|speakers}/layouts */
export async function listOrgLayouts(db: Db, orgId: string, kind: SegmentKind): Promise<OrgListLayout[]> {
  return (await listStored(db, storeOf(orgId, kind))).map(layoutOf);
}

/** POST /organizations/{orgId}/{people|speakers}/layouts: 409 for a name the list has. */
export async function createOrgLayout(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  body: LayoutCreateBody,
  userId: string,
): Promise<OrgListLayout> {
  return layoutOf(await createStored(db, storeOf(orgId, kind), body, userId));
}

/** PUT /organizations/{orgId}/{people|speakers}/layouts/{layoutId} */
export async function updateOrgLayout(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  layoutId: string,
  body: LayoutUpdateBody,
): Promise<OrgListLayout> {
  return layoutOf(await updateStored(db, storeOf(orgId, kind), layoutId, body));
}

/** DELETE /organizations/{orgId}/{people|speakers}/layouts/{layoutId} */
export async function deleteOrgLayout(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  layoutId: string,
): Promise<DeletedLayout> {
  return deleteStored(db, storeOf(orgId, kind), layoutId);
}
