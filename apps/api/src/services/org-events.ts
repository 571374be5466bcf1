import { randomUUID } from "node:crypto";
import {
  type CreatedEvent,
  compareOrgEvents,
  eventSlugOf,
  eventStatusOf,
  matchesEventSearch,
  type NewEventBody,
  newEventMessages,
  ORG_CREATE_EVENTS,
  type OrgEvent,
  type PermissionProfile,
} from "@foyer/domain";
import { and, eq, like, or } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";
import { eventStars, events, eventUsers } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/errors.js";
import { EVENT_NOT_FOUND } from "./event-access.js";
import { createDefaultModules } from "./modules.js";
import { requireOrgPermission } from "./organizations.js";

/*
 * The organization's events (spec 1 §2 "Organization area": events): the list with the user's
 * stars, starring, and adding an event (spec 1 §4 "Event creation", §7 "Add event with orgId").
 */

export interface OrgEventFilter {
  q: string;
  status: "all" | OrgEvent["status"];
  starred: boolean;
}

/** Every event of the organization as the user sees it, starred first (no filter). */
export async function orgEventsOf(
  db: Db,
  userId: string,
  orgId: string,
  profile: PermissionProfile,
  now: Date = new Date(),
): Promise<OrgEvent[]> {
  const rows = await db
    .select({ event: events, star: eventStars.eventId, teamMember: eventUsers.userId })
    .from(events)
    .leftJoin(eventStars, and(eq(eventStars.eventId, events.id), eq(eventStars.userId, userId)))
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    .where(eq(events.orgId, orgId));
  // Organization admins and platform admins pass every event check (services/permissions.ts).
  const opensAll = Boolean(profile.isAdmin || profile.isFoyerAdmin);
  return rows
    .map(({ event, star, teamMember }) => {
      const item = {
        id: event.id,
        name: event.name,
        slug: event.slug,
        date_from: event.dateFrom,
        date_to: event.dateTo,
        timezone: event.timezone,
        is_draft: event.isDraft,
        starred: star !== null,
        can_open: opensAll || teamMember !== null,
      };
      return { ...item, status: eventStatusOf(item, now) };
    })
    .sort(compareOrgEvents);
}

/** GET /organizations/{orgId}/events: for every member of the organization. */
export async function listOrgEvents(
  db: Db,
  userId: string,
  orgId: string,
  filter: OrgEventFilter,
): Promise<OrgEvent[]> {
  const { profile } = await requireOrgPermission(db, userId, orgId, null);
  const all = await orgEventsOf(db, userId, orgId, profile);
  return all.filter(
    (event) =>
      (filter.status === "all" || event.status === filter.status) &&
      (!filter.starred || event.starred) &&
      matchesEventSearch(event, filter.q),
  );
}

/**
 * PUT (starred) and DELETE (not) /organizations/{orgId}/events/{eventId}/star: the user's own
 * star. 404 for an event of another organization, whatever the caller may see there.
 */
export async function setEventStar(
  db: Db,
  userId: string,
  orgId: string,
  eventId: string,
  starred: boolean,
): Promise<{ event_id: string; starred: boolean }> {
  await requireOrgPermission(db, userId, orgId, null);
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.orgId, orgId)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (starred) {
    await db.insert(eventStars).values({ userId, eventId }).onConflictDoNothing();
  } else {
    await db.delete(eventStars).where(and(eq(eventStars.userId, userId), eq(eventStars.eventId, eventId)));
  }
  return { event_id: eventId, starred };
}

/** The first free slug of `base`, `base-2`, `base-3`… (slugs address the event's public forms). */
export async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: events.slug })
        .from(events)
        .where(or(eq(events.slug, base), like(events.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * POST /event/organization/{orgId}/events (spec 1 §4): creates the event with its default
 * modules (contacts, sponsors, exhibitors) and makes its creator an admin of its team, in one
 * transaction. Needs ORG_CREATE_EVENTS on the organization.
 */
export async function createOrgEvent(
  db: Db,
  userId: string,
  orgId: string,
  body: NewEventBody & { date_from: string; date_to: string },
): Promise<CreatedEvent> {
  await requireOrgPermission(db, userId, orgId, ORG_CREATE_EVENTS);
  if (body.orgId !== undefined && body.orgId !== orgId) {
    throw badRequest(`orgId: ${newEventMessages.orgMismatch}`, [
      { path: "orgId", message: newEventMessages.orgMismatch },
    ]);
  }
  const base = eventSlugOf(body.name);
  // Two creators may pick the same free slug at once: the unique index decides, the loser retries.
  for (let attempt = 0; ; attempt++) {
    const slug = attempt < 3 ? await freeSlug(db, base) : `${base}-${randomUUID().slice(0, 8)}`;
    try {
      return await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await tx
          .insert(events)
          .values({
            id: randomUUID(),
            orgId,
            name: body.name,
            slug,
            dateFrom: body.date_from,
            dateTo: body.date_to,
            timezone: body.timezone,
          })
          .returning();
        if (!row) throw new Error("the new event was not returned");
        await createDefaultModules(tx, { id: row.id, orgId });
        await tx
          .insert(eventUsers)
          .values({ eventId: row.id, userId, isAdmin: true })
          .onConflictDoUpdate({ target: [eventUsers.eventId, eventUsers.userId], set: { isAdmin: true } });
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          org_id: row.orgId,
          date_from: row.dateFrom,
          date_to: row.dateTo,
          timezone: row.timezone,
          is_draft: row.isDraft,
        };
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
