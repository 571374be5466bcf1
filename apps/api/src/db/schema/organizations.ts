import type { PortalSettings } from "@foyer/domain";
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people.js";
import { roles } from "./permissions.js";

export const organizations = pgTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  logoImageUrl: text("logo_image_url"),
  isLight: boolean("is_light").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    dateFrom: date("date_from").notNull(),
    dateTo: date("date_to").notNull(),
    timezone: text("timezone").notNull().default("UTC"),
    currency: text("currency").notNull().default("USD"),
    isDraft: boolean("is_draft").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("events_org_idx").on(table.orgId)],
);

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
    /** The member's permissions when not an admin; none at all without one (services/permissions.ts). */
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
    /** The member's permissions on this event when not an admin (services/permissions.ts). */
    roleId: text("role_id").references(() => roles.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_users_user_idx").on(table.userId),
  ],
);

/** A participant portal of an event; what it holds is in portal-content.ts. */
export const portals = pgTable(
  "portals",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    welcomeText: text("welcome_text").notNull().default(""),
    /** Log-in page, appearance, sections and editable profile fields (domain `PortalSettings`). */
    settings: jsonb("settings").$type<Partial<PortalSettings>>().notNull().default({}),
  },
  // A portal's address within its event: two created at once must not get the same one.
  (table) => [uniqueIndex("portals_event_slug_idx").on(table.eventId, table.slug)],
);

/** Who may use a portal. */
export const portalUsers = pgTable(
  "portal_users",
  {
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.portalId, table.userId] }),
    index("portal_users_user_idx").on(table.userId),
  ],
);
