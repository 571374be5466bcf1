import type { FeatureFlagName } from "@foyer/domain";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { featureFlags } from "../../db/schema/index.js";

/*
 * Feature flags (spec 1 §6 "Feature flags are keyed by user, current organization and event").
 * A flag row names any of the three; an empty one matches all. Asked about an organization, only
 * rows for no particular event count (an event's flag does not open the whole organization).
 */

export interface FlagKey {
  userId: string;
  orgId?: string | undefined;
  eventId?: string | undefined;
}

/** Whether `name` is on for the user, in the organization and event given. */
export async function hasFeatureFlag(db: Db, name: FeatureFlagName, key: FlagKey): Promise<boolean> {
  const matches = (column: PgColumn, value: string | undefined) =>
    value === undefined ? isNull(column) : or(isNull(column), eq(column, value));
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.name, name),
        matches(featureFlags.userId, key.userId),
        matches(featureFlags.orgId, key.orgId),
        matches(featureFlags.eventId, key.eventId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
