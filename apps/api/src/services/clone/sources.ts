import type { CloneSourceEvent } from "@foyer/domain";
import { and, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, eventUsers, organizations, orgUsers, users } from "../../db/schema/index.js";
import { requireOrgPermission } from "../organizations/organizations.js";

/** More than any picker shows at once; the search narrows it. */
export const CLONE_SOURCES_LIMIT = 1000;

/** `term` as a LIKE pattern matching any part of a text, its wildcards taken literally. */
function containing(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * GET /event/clone-sources (spec 2 §2.1 "Event picker"): the events the user may clone, newest
 * first. Only non-draft events; a platform admin sees every organization's, anyone else the
 * events of their own organizations that they may open (its team, or an admin of it). `orgId`
 * narrows the list to one organization (the user must belong to it); `q` filters by name,
 * ignoring case.
 */
export async function listCloneSources(
  db: Db,
  userId: string,
  filter: { q: string; orgId?: string | undefined },
): Promise<CloneSourceEvent[]> {
  const [user] = await db.select({ admin: users.isFoyerAdmin }).from(users).where(eq(users.id, userId));
  const isFoyerAdmin = Boolean(user?.admin);
  if (filter.orgId) await requireOrgPermission(db, userId, filter.orgId, null);
  const conditions: (SQL | undefined)[] = [eq(events.isDraft, false)];
  if (filter.orgId) conditions.push(eq(events.orgId, filter.orgId));
  if (filter.q) conditions.push(sql`lower(${events.name}) like ${containing(filter.q)} escape '\\'`);
  if (!isFoyerAdmin) {
    conditions.push(isNotNull(orgUsers.userId), or(eq(orgUsers.isAdmin, true), isNotNull(eventUsers.userId)));
  }
  const rows = await db
    .select({ event: events, orgName: organizations.name })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.orgId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, events.orgId), eq(orgUsers.userId, userId)))
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    .where(and(...conditions))
    .orderBy(desc(events.dateFrom), events.name, events.id)
    .limit(CLONE_SOURCES_LIMIT);
  return rows.map(({ event, orgName }) => ({
    id: event.id,
    name: event.name,
    date_from: event.dateFrom,
    date_to: event.dateTo,
    timezone: event.timezone,
    org_id: event.orgId,
    org_name: orgName,
  }));
}
