import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/**
 * A named set of permission slugs (spec 2 §6 "Permissions are slug strings", `{module}_{action}`)
 * that an organization gives its members, on the organization (`org_users.role_id`) or on one
 * event's team (`event_users.role_id`). Admin flags (`is_admin`) pass every check without one.
 */
export const roles = pgTable(
  "roles",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("roles_org_name_idx").on(table.orgId, sql`lower(${table.name})`)],
);
