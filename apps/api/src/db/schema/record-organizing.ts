import type { RecordFilter, SegmentKind } from "@foyer/domain";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";
import { accounts, modules } from "./records.js";

/**
 * Tags of an event (issue 7 "Fields and tags", spec 1 §2 `/tags`): named, coloured labels an
 * organizer puts on contacts, accounts and custom records of the event's modules.
 */
export const tags = pgTable(
  "tags",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A `#rrggbb` colour. */
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("tags_event_name_idx").on(table.eventId, sql`lower(${table.name})`)],
);

/** A tag on one record of a module (a contact, an account or a custom record, by id). */
export const recordTags = pgTable(
  "record_tags",
  {
    tagId: text("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    recordId: text("record_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tagId, table.recordId] }),
    index("record_tags_record_idx").on(table.recordId),
    index("record_tags_module_idx").on(table.moduleId),
  ],
);

/**
 * A saved view of a module's record list (spec 2 "Module layout": starred fields with their
 * order): the starred fields are the list's columns, in order. Shared by the event's team.
 */
export const moduleLayouts = pgTable(
  "module_layouts",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Field keys, in column order: a built-in key (`email`, …) or a custom field's id. */
    starredFields: jsonb("starred_fields").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("module_layouts_module_idx").on(table.moduleId)],
);

/**
 * A saved column layout of the organization's people or speakers list (issue 7 "starred fields
 * and layouts" for `/people` and `/speakers`): the built-in fields shown, in order.
 */
export const orgListLayouts = pgTable(
  "org_list_layouts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SegmentKind>().notNull(),
    name: text("name").notNull(),
    /** Built-in field keys (`email`, `company`, …), in column order. */
    starredFields: jsonb("starred_fields").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("org_list_layouts_org_kind_idx").on(table.orgId, table.kind)],
);

/**
 * A saved filter over the organization's people or speakers (spec 1 §2
 * `people/segments/{segmentId}`, `speakers/segments/{segmentId}`).
 */
export const segments = pgTable(
  "segments",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SegmentKind>().notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<RecordFilter[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name per list, whatever its letter case (two saves at once cannot both pass).
    uniqueIndex("segments_org_kind_name_idx").on(table.orgId, table.kind, sql`lower(${table.name})`),
  ],
);

/** Sponsor tiers of an event's sponsors module (spec 1 §2 `sponsors/settings/tiers`). */
export const sponsorTiers = pgTable(
  "sponsor_tiers",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sponsor_tiers_module_name_idx").on(table.moduleId, sql`lower(${table.name})`)],
);

/** A sponsor in a tier; a sponsor is in at most one tier. */
export const sponsorTierAccounts = pgTable(
  "sponsor_tier_accounts",
  {
    tierId: text("tier_id")
      .notNull()
      .references(() => sponsorTiers.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tierId, table.accountId] }),
    uniqueIndex("sponsor_tier_accounts_account_idx").on(table.accountId),
  ],
);
