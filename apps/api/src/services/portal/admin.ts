import {
  type EventPortalSummary,
  type PermissionAction,
  type PortalSettings,
  portalSettingsOf,
} from "@foyer/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portals, portalUsers } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission, requirementOf } from "../permissions/permissions.js";
import { absent } from "../refusal.js";

/*
 * The organizer's side of an event's portals (issue 6 "Organizer side"). Every organizer call
 * starts here: the event permission first (spec 1 §6: `portal`, or `portalTasks` for tasks), then
 * the portal must be one of that event's, so an id from another event reads as unknown (404).
 */

export const PORTAL_NOT_IN_EVENT = "This portal does not exist.";

/** The permission module of an organizer portal page: tasks have their own (spec 1 §6). */
export type PortalModule = "portal" | "portalTasks";

export type PortalRow = typeof portals.$inferSelect;

export interface OrganizerPortal {
  event: EventRow;
  portal: PortalRow;
  settings: PortalSettings;
}

/** The event's portal `portalId`, when the user may `action` on `module`; 403/404 otherwise. */
export async function organizerPortalOf(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  module: PortalModule,
  action: PermissionAction,
): Promise<OrganizerPortal> {
  const event = await requireEventPermission(db, userId, eventId, requirementOf([module], action));
  const [portal] = await db
    .select()
    .from(portals)
    .where(and(eq(portals.id, portalId), eq(portals.eventId, event.id)));
  if (!portal) throw absent(PORTAL_NOT_IN_EVENT);
  return { event, portal, settings: portalSettingsOf(portal.settings) };
}

/** The event's portals by name (`GET /api/events/{eventId}/portals`), for read on `module`. */
export async function listEventPortals(
  db: Db,
  userId: string,
  eventId: string,
  module: PortalModule,
): Promise<EventPortalSummary[]> {
  const event = await requireEventPermission(db, userId, eventId, requirementOf([module], "read"));
  const rows = await db
    .select({ id: portals.id, slug: portals.slug, name: portals.name, userCount: count(portalUsers.userId) })
    .from(portals)
    .leftJoin(portalUsers, eq(portalUsers.portalId, portals.id))
    .where(eq(portals.eventId, event.id))
    .groupBy(portals.id)
    .orderBy(asc(portals.name), asc(portals.id));
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}
