import type { DayGroup } from "@foyer/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { eventDayGroups } from "../../db/schema/index.js";
import { requireEventPermission } from "../permissions/permissions.js";

/**
 * GET /event/{eventId}/day-groups: the event's day labels (spec 2 §3 "Day group"), for its
 * members. Day Off is not stored: a day in no group is a day off.
 */
export async function eventDayGroupsOf(db: Db, userId: string, eventId: string): Promise<DayGroup[]> {
  await requireEventPermission(db, userId, eventId, null);
  const rows = await db
    .select()
    .from(eventDayGroups)
    .where(eq(eventDayGroups.eventId, eventId))
    .orderBy(asc(eventDayGroups.position), asc(eventDayGroups.groupId));
  return rows.map((row) => ({ id: row.groupId, name: row.name, color: row.color, days: row.days }));
}
