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
    /** The settings/details page (issue 20 item 1): what participants read about the event. */
    description: text("description").notNull().default(""),
    venue: text("venue").notNull().default(""),
    /** An upload under `event-logo/`, as `/api/uploads/{id}` (spec 2 §7 "logoImageUrl"). */
    logoImageUrl: text("logo_image_url"),
    /** Spec 2 §7 "isVirtualEventPublished": the event is published to its participants. */
    isPublished: boolean("is_published").notNull().default(false),
    /** Archived events leave the event lists and stay readable by address; null: not archived. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("events_org_idx").on(table.orgId)],
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
