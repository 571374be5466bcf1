import {
  type BulkDeleteResult,
  bulkMessages,
  MAX_BULK_RECORDS,
  meetsRequirement,
  orgListMessages,
  type RecordFilter,
  type SegmentKind,
  segmentRequirement,
} from "@foyer/domain";
import { and, asc, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, events } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { csvPieces, EXPORT_PAGE } from "../imports/export.js";
import { eventAccess } from "../permissions/permissions.js";
import { deleteManyWithAudit } from "../records/delete.js";
import { type ContactDb, contactsModuleOf } from "../records/store.js";
import { invalid, notPermitted } from "../refusal.js";
import { PEOPLE_COLUMNS, peopleWhere, sessionsSpoken } from "./people.js";

/*
 * Acting on many of the organization's people or speakers at once (issue 7 item 1 "bulk select"
 * for `/people` and `/speakers`): the rows picked one by one, or every row the list's search and
 * filters find. Only the list's own contacts are ever touched: an id of another organization,
 * or (on /speakers) of someone who does not speak, matches nothing.
 */

/** A selection as the route read it: ids, or the list's search and filters. */
export type PeopleSelection =
  | { ids: readonly string[] }
  | { all: true; q: string; filters?: readonly RecordFilter[] | undefined };

/** Deleting a contact needs update on contacts (spec 1 §6: the event lists' delete). */
const DELETE_CONTACTS = segmentRequirement("people", "update");
const CHUNK = 1000;

/**
 * The selection's WHERE, always within the list (the organization and the kind): 400 when "all"
 * finds more than one call may take (nothing is done then).
 */
export async function selectionWhere(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  selection: PeopleSelection,
): Promise<SQL | undefined> {
  if ("ids" in selection)
    return and(peopleWhere(orgId, kind, "", undefined), inArray(contacts.id, [...new Set(selection.ids)]));
  const where = peopleWhere(orgId, kind, selection.q, selection.filters);
  const [total] = await db.select({ n: count() }).from(contacts).where(where);
  const n = total?.n ?? 0;
  if (n > MAX_BULK_RECORDS) throw invalid(bulkMessages.allTooMany(n));
  return where;
}

/**
 * POST /organizations/{orgId}/{people|speakers}/export: the selected rows as CSV, with the
 * list's columns (the name as first and last name, so the file imports into an event again).
 */
export async function* exportPeopleCsv(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  where: SQL | undefined,
): AsyncGenerator<string> {
  const columns = PEOPLE_COLUMNS[kind];
  const header = columns.flatMap((column) =>
    column.id === "name" ? ["First name", "Last name"] : [column.name],
  );
  const sessions = kind === "speakers" ? sessionsSpoken(orgId) : sql<null>`null`;
  const read = async (after: string) => {
    const rows = await db
      .select({ contact: contacts, event: events.name, sessions })
      .from(contacts)
      .leftJoin(events, eq(events.id, contacts.eventId))
      .where(and(where, gt(contacts.id, after)))
      .orderBy(asc(contacts.id))
      .limit(EXPORT_PAGE);
    return rows.map((row) => ({ ...row, id: row.contact.id }));
  };
  yield* csvPieces(header, read, ({ contact, event, sessions: spoken }) =>
    columns.flatMap((column): unknown[] => {
      if (column.id === "name") return [contact.fname, contact.lname];
      if (column.id === "event") return [event];
      if (column.id === "sessions") return [spoken];
      if (column.id === "createdAt") return [contact.createdAt.toISOString()];
      return [(contact as unknown as Record<string, unknown>)[column.id]];
    }),
  );
}

/** The contacts of the organization among `ids`, held until the transaction ends. */
async function lockContacts(tx: Db, orgId: string, ids: readonly string[]): Promise<ContactDb[]> {
  const found: ContactDb[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const rows = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.orgId, orgId), inArray(contacts.id, chunk)))
      .orderBy(asc(contacts.id))
      .for("update");
    found.push(...rows);
  }
  return found;
}

/**
 * POST /organizations/{orgId}/{people|speakers}/bulk-delete: the selected contacts go in one
 * transaction, each with the 'delete' audit entry a single delete writes, in its own event's
 * audit. A contact's event decides who may delete it: the caller must be allowed to delete
 * contacts in every event the selection touches (organization admins are), else 403 and
 * nothing is deleted. Contacts of no event need only the organization's permission (checked by
 * the route).
 */
export async function bulkDeletePeople(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  selection: PeopleSelection,
  userId: string,
): Promise<BulkDeleteResult> {
  return inTransaction(db, async (tx) => {
    const where = await selectionWhere(tx, orgId, kind, selection);
    const picked = await tx.select({ id: contacts.id }).from(contacts).where(where);
    const rows = await lockContacts(
      tx,
      orgId,
      picked.map((row) => row.id),
    );
    const byEvent = new Map<string | null, ContactDb[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
    for (const eventId of byEvent.keys()) {
      if (eventId === null) continue;
      const { event, profile } = await eventAccess(tx, userId, eventId);
      if (!profile || !meetsRequirement(profile, DELETE_CONTACTS))
        throw notPermitted(orgListMessages.noDeleteIn(event.name));
    }
    for (const [eventId, group] of byEvent) {
      const module = eventId === null ? null : await contactsModuleOf(tx, eventId);
      const records = group.map((row) => ({ type: "contact" as const, row }));
      await deleteManyWithAudit(tx, records, { orgId, eventId, module }, userId);
    }
    return { deleted: rows.length, ids: rows.map((row) => row.id) };
  });
}
