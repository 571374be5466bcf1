import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";
import { roles } from "./permissions.js";

/** Membership of an organization's team. */
export const orgUsers = pgTable(
  "org_users",
  {
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The member's permissions when not an admin; none at all without one (services/permissions/permissions.ts). */
    roleId: text("role_id").references(() => roles.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.userId] })],
);

/** Membership of an event's team (spec 2 §3 "event_roles"). */
export const eventUsers = pgTable(
  "event_users",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The member's permissions on this event when not an admin (services/permissions/permissions.ts). */
    roleId: text("role_id").references(() => roles.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_users_user_idx").on(table.userId),
  ],
);

/**
 * An invitation of an email without an account to an event's team (`event_id` set) or to an
 * organization (`event_id` null). When someone signs up or signs in with that email, it becomes
 * their membership (event_users / org_users) with its role and admin flag, and is deleted.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** A deleted role leaves the invitation without one (roles in use cannot be deleted anyway). */
    roleId: text("role_id").references(() => roles.id, { onDelete: "set null" }),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pending invitation per email and team; sign-in looks invitations up by email.
    uniqueIndex("team_invitations_event_email_idx")
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.eventId} is not null`),
    uniqueIndex("team_invitations_org_email_idx")
      .on(table.orgId, sql`lower(${table.email})`)
      .where(sql`${table.eventId} is null`),
    index("team_invitations_email_idx").on(sql`lower(${table.email})`),
  ],
);
