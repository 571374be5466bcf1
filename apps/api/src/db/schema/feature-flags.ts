import type { FeatureFlagName } from "@foyer/domain";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Feature flags (spec 1 §6 "Feature flags are keyed by user, current organization and event";
 * spec 2 §6 names them). A row turns its flag on for whatever it names: a user, an organization,
 * an event, or any mix; an empty key matches everyone (services/permissions/feature-flags.ts).
 */
export const featureFlags = pgTable(
  "feature_flags",
  {
    id: text("id").primaryKey(),
    name: text("name").$type<FeatureFlagName>().notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    orgId: text("org_id").references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("feature_flags_name_user_idx").on(table.name, table.userId)],
);
