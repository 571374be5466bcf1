import { randomUUID } from "node:crypto";
import {
  type CreatedEvent,
  compareOrgEvents,
  eventSlugOf,
  eventStatusOf,
  type ImportEventsBody,
  isTimeZoneName,
  matchesEventSearch,
  type NewEventBody,
  newEventMessages,
  ORG_CREATE_EVENTS,
  type OrgEvent,
  type PermissionProfile,
} from "@foyer/domain";
import { and, eq, isNull, like, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { eventStars, events, eventUsers, users } from "../../db/schema/index.js";
import { tokenPrincipal } from "../auth/api-tokens.js";
import { EVENT_NOT_FOUND } from "../permissions/event-access.js";
import { createDefaultModules } from "../records/modules.js";
import { absent, invalid } from "../refusal.js";
import { requireOrgPermission } from "./organizations.js";

/*
 * The organization's events (spec 1 §2 "Organization area": events): the list with the user's
 * stars, starring, adding an event (spec 1 §4 "Event creation", §7 "Add event with orgId") and
 * importing many at once (issue 5 item 3, spec 2 §2.1 "an import-events option").
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
    // Archived events leave the lists (issue 20 item 1); their addresses still open them.
    .where(and(eq(events.orgId, orgId), isNull(events.archivedAt)));
  // Organization admins and platform admins pass every event check (services/permissions/permissions.ts).
  // So does an API token of the organization, within its scopes (services/auth/api-tokens.ts).
  const opensAll =
    Boolean(profile.isAdmin || profile.isFoyerAdmin) || (await tokenPrincipal(db, userId))?.orgId === orgId;
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
  if (!event) throw absent(EVENT_NOT_FOUND);
  if (starred) {
    await db.insert(eventStars).values({ userId, eventId }).onConflictDoNothing();
  } else {
    await db.delete(eventStars).where(and(eq(eventStars.userId, userId), eq(eventStars.eventId, eventId)));
  }
  return { event_id: eventId, starred };
}

/**
 * The first free slug of each base, `base`, `base-2`, `base-3`…, none given twice (slugs address
 * the event's public forms). One query per 200 bases.
 */
export async function freeSlugs(db: Db, bases: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(bases)];
  const taken = new Set<string>();
  for (let at = 0; at < distinct.length; at += 200) {
    const chunk = distinct.slice(at, at + 200);
    const rows = await db
      .select({ slug: events.slug })
      .from(events)
      .where(or(...chunk.flatMap((base) => [eq(events.slug, base), like(events.slug, `${base}-%`)])));
    for (const row of rows) taken.add(row.slug);
  }
  return bases.map((base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** The first free slug of `base`, `base-2`, `base-3`… */
export async function freeSlug(db: Db, base: string): Promise<string> {
  return (await freeSlugs(db, [base]))[0] as string;
}

/** A new event's own fields, its time zone chosen. */
export interface NewEventFields {
  name: string;
  date_from: string;
  date_to: string;
  timezone: string;
}

/**
 * Creates the events in one transaction (spec 1 §4): each with its default modules (contacts,
 * sponsors, exhibitors), a free slug, and its creator as an admin of its team. All or none.
 * Two creators may pick the same free slug at once: the unique index decides, the loser retries.
 */
async function insertOrgEvents(
  db: Db,
  userId: string,
  orgId: string,
  fields: readonly NewEventFields[],
): Promise<CreatedEvent[]> {
  const bases = fields.map((event) => eventSlugOf(event.name));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slugs =
          attempt < 3
            ? await freeSlugs(tx, bases)
            : bases.map((base) => `${base}-${randomUUID().slice(0, 8)}`);
        const ids = fields.map(() => randomUUID());
        const rows = await tx
          .insert(events)
          .values(
            fields.map((event, index) => ({
              id: ids[index] as string,
              orgId,
              name: event.name,
              slug: slugs[index] as string,
              dateFrom: event.date_from,
              dateTo: event.date_to,
              timezone: event.timezone,
            })),
          )
          .returning();
        for (const row of rows) await createDefaultModules(tx, { id: row.id, orgId });
        await tx
          .insert(eventUsers)
          .values(rows.map((row) => ({ eventId: row.id, userId, isAdmin: true })))
          .onConflictDoUpdate({ target: [eventUsers.eventId, eventUsers.userId], set: { isAdmin: true } });
        // In the order asked for, whatever order the database answered in.
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => {
          const row = byId.get(id);
          if (!row) throw new Error("a new event was not returned");
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
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * POST /event/organization/{orgId}/events (spec 1 §4): creates the event with its default
 * modules and makes its creator an admin of its team. Needs ORG_CREATE_EVENTS on the organization.
 */
export async function createOrgEvent(
  db: Db,
  userId: string,
  orgId: string,
  body: NewEventBody & { date_from: string; date_to: string },
): Promise<CreatedEvent> {
  await requireOrgPermission(db, userId, orgId, ORG_CREATE_EVENTS);
  if (body.orgId !== undefined && body.orgId !== orgId) {
    throw invalid(`orgId: ${newEventMessages.orgMismatch}`, [
      { path: "orgId", message: newEventMessages.orgMismatch },
    ]);
  }
  const { orgId: _orgId, ...fields } = body;
  const [created] = await insertOrgEvents(db, userId, orgId, [fields]);
  if (!created) throw new Error("the new event was not returned");
  return created;
}

/**
 * POST /event/organization/{orgId}/events/import (issue 5 item 3): every event of the import in
 * one transaction, as `createOrgEvent` makes one; a row without a time zone takes the creator's
 * own (UTC when they have none). Needs ORG_CREATE_EVENTS, as adding one event does.
 */
export async function importOrgEvents(
  db: Db,
  userId: string,
  orgId: string,
  body: ImportEventsBody,
): Promise<CreatedEvent[]> {
  await requireOrgPermission(db, userId, orgId, ORG_CREATE_EVENTS);
  const fallback = body.events.some((event) => !event.timezone) ? await ownTimeZone(db, userId) : "UTC";
  return insertOrgEvents(
    db,
    userId,
    orgId,
    body.events.map((event) => ({ ...event, timezone: event.timezone || fallback })),
  );
}

async function ownTimeZone(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return user?.timezone && isTimeZoneName(user.timezone) ? user.timezone : "UTC";
}
