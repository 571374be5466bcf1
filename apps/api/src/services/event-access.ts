import { messages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { events, eventUsers, orgUsers, users } from "../db/schema/index.js";
import { forbidden, notFound } from "../http/errors.js";

/** Spec 2 §6 "Permission-gated view": a user outside the event's team is told this, word for word. */
export const NO_EVENT_ACCESS = messages.noAccess;
export const EVENT_NOT_FOUND = "This event does not exist.";

export type EventRow = typeof events.$inferSelect;

/**
 * Lets the event's team through: a platform admin (`isFoyerAdmin`), an admin of the event's
 * organization, or a member of the event's own team (`event_users`). Anyone else gets 403, an
 * unknown event 404. Permission profiles per module (spec 2 §6) replace this one check later.
 */
export async function requireEventTeam(db: Db, userId: string, eventId: string): Promise<EventRow> {
  const [row] = await db
    .select({
      event: events,
      platformAdmin: users.isFoyerAdmin,
      orgAdmin: orgUsers.isAdmin,
      teamMember: eventUsers.userId,
    })
    .from(events)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, events.orgId), eq(orgUsers.userId, userId)))
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  if (row.platformAdmin || row.orgAdmin || row.teamMember) return row.event;
  throw forbidden(NO_EVENT_ACCESS);
}
