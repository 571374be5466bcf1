import type { UpdateMeBody, User, UserEvent } from "@foyer/domain";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, eventUsers, organizations, orgUsers, users } from "../../db/schema/index.js";

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow, eventRoles: { eventId: string; isAdmin: boolean }[]): User {
  const displayName = `${row.fname} ${row.lname}`.trim() || row.email;
  return {
    id: row.id,
    email: row.email,
    fname: row.fname,
    lname: row.lname,
    displayName,
    photoUrl: row.photoUrl,
    phone: row.phone,
    location: row.location,
    timezone: row.timezone,
    mute_sounds: row.muteSounds,
    isFoyerAdmin: row.isFoyerAdmin,
    event_roles: eventRoles.map((role) => ({ event_id: role.eventId, is_admin: role.isAdmin })),
  };
}

export const USER_NOT_FOUND = "User not found";

/** GET /user/me; null when the user is gone (deleted since the token was issued). */
export async function getMe(db: Db, userId: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const roles = await db
    .select({ eventId: eventUsers.eventId, isAdmin: eventUsers.isAdmin })
    .from(eventUsers)
    .where(eq(eventUsers.userId, userId));
  return toUser(row, roles);
}

/** PUT /user/me: only the fields of updateMeBody; email and admin flags are not the user's to set. */
export async function updateMe(db: Db, userId: string, changes: UpdateMeBody): Promise<User | null> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (changes.fname !== undefined) set.fname = changes.fname;
  if (changes.lname !== undefined) set.lname = changes.lname;
  if (changes.photoUrl !== undefined) set.photoUrl = changes.photoUrl;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.location !== undefined) set.location = changes.location;
  if (changes.timezone !== undefined) set.timezone = changes.timezone;
  if (changes.mute_sounds !== undefined) set.muteSounds = changes.mute_sounds;
  await db.update(users).set(set).where(eq(users.id, userId));
  return getMe(db, userId);
}

/**
 * GET /user/me/events: events of the organizations the user belongs to, and events whose team
 * the user is on. Newest first.
 */
export async function listMyEvents(db: Db, userId: string): Promise<UserEvent[]> {
  const orgIds = db.select({ id: orgUsers.orgId }).from(orgUsers).where(eq(orgUsers.userId, userId));
  const teamEventIds = db
    .select({ id: eventUsers.eventId })
    .from(eventUsers)
    .where(eq(eventUsers.userId, userId));
  const rows = await db
    .select({
      event: events,
      orgName: organizations.name,
      teamAdmin: eventUsers.isAdmin,
      orgAdmin: orgUsers.isAdmin,
    })
    .from(events)
    .innerJoin(organizations, eq(events.orgId, organizations.id))
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, events.orgId), eq(orgUsers.userId, userId)))
    // Archived events leave the lists (issue 20 item 1); their addresses still open them.
    .where(
      and(or(inArray(events.orgId, orgIds), inArray(events.id, teamEventIds)), isNull(events.archivedAt)),
    )
    .orderBy(desc(events.dateFrom), events.name);
  return rows.map(({ event, orgName, teamAdmin, orgAdmin }) => ({
    id: event.id,
    name: event.name,
    slug: event.slug,
    date_from: event.dateFrom,
    date_to: event.dateTo,
    timezone: event.timezone,
    org_id: event.orgId,
    org_name: orgName,
    is_draft: event.isDraft,
    is_admin: Boolean(teamAdmin || orgAdmin),
  }));
}
