import type { IntegrationSource, SyncCounts } from "@foyer/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { jobs } from "./clone.js";
import { events, organizations } from "./organizations.js";
import { contacts, users } from "./people.js";

/*
 * The integration importer (issue 24; spec 1 §3 "Integration connection", "Event mapping"): an
 * organization's connections to On24, Cvent and Swoogo, which outside events map to which Foyer
 * events, which contacts came from which outside speakers, and the log of every sync.
 */

/**
 * A connection to an outside platform (spec 1 §3 "id, is_connected, connection_settings"). The
 * credential fields are one AES-256-GCM sealed JSON object (services/integrations/secrets.ts);
 * nothing of them is stored in clear.
 */
export const integrationConnections = pgTable(
  "integration_connections",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    source: text("source").$type<IntegrationSource>().notNull(),
    credentials: text("credentials").notNull(),
    /** Made with `?multiple=true`: one of several of its source; otherwise the organization's one. */
    multiple: boolean("multiple").notNull().default(false),
    /** Spec 1 §4 "A failed connect marks the new connection as invalid". */
    isConnected: boolean("is_connected").notNull().default(false),
    lastError: text("last_error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("integration_connections_org_idx").on(table.orgId, table.source),
    // Without ?multiple=true an organization has one connection per source, even when two
    // first connects arrive at once: the second becomes a change of the first.
    uniqueIndex("integration_connections_single_idx")
      .on(table.orgId, table.source)
      .where(sql`not ${table.multiple}`),
  ],
);

/** The Foyer fields a sync may write for a mapped event (domain `syncedFields`). */
export type SyncedField = "name" | "dates" | "timezone" | "speakers";

/**
 * An outside event chosen (or once chosen) for import, and the Foyer event it goes to (spec 1 §3
 * "Event mapping: external_event_id and lennd_event_id"). No Foyer event: the next sync creates
 * one. Deleting the Foyer event deletes its mappings: a later sync imports the outside event
 * again only when someone chooses it again.
 */
export const integrationEventMappings = pgTable(
  "integration_event_mappings",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    connectionId: text("connection_id")
      .notNull()
      .references(() => integrationConnections.id, { onDelete: "cascade" }),
    externalEventId: text("external_event_id").notNull(),
    externalEventName: text("external_event_name").notNull().default(""),
    foyerEventId: text("foyer_event_id").references(() => events.id, { onDelete: "cascade" }),
    /** Whether the next sync imports it (spec 1 §7 `selectedExternalEventIds`). */
    selected: boolean("selected").notNull().default(true),
    /** The field mappings: what a sync leaves alone on the Foyer event (none by default). */
    skippedFields: jsonb("skipped_fields").$type<SyncedField[]>().notNull().default([]),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("integration_event_mappings_external_idx").on(table.connectionId, table.externalEventId),
    index("integration_event_mappings_event_idx").on(table.foyerEventId),
    index("integration_event_mappings_org_idx").on(table.orgId),
  ],
);

/**
 * Which contact of an event an outside speaker became: a second sync finds it here first (then
 * by email), so it updates the contact instead of adding another. The event's speakers list
 * shows these contacts (services/sessions/roles.ts).
 */
export const integrationSpeakerLinks = pgTable(
  "integration_speaker_links",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    source: text("source").$type<IntegrationSource>().notNull(),
    externalId: text("external_id").notNull(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.source, table.externalId] }),
    index("integration_speaker_links_contact_idx").on(table.contactId),
  ],
);

export type SyncRunStatus = "running" | "completed" | "error";

/**
 * The sync log (spec 2 §6 `sbViewIntegrationsLog`): one row per sync of a connection, written when
 * it is asked for and when it ends. At most one runs per connection: the partial unique index
 * refuses a second at the database, so two calls at once cannot both start one.
 */
export const integrationSyncRuns = pgTable(
  "integration_sync_runs",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    connectionId: text("connection_id")
      .notNull()
      .references(() => integrationConnections.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<SyncRunStatus>().notNull().default("running"),
    counts: jsonb("counts").$type<SyncCounts>(),
    eventIds: jsonb("event_ids").$type<string[]>().notNull().default([]),
    /** Events left out and why ("'Webinar 3' has no dates."). */
    problems: jsonb("problems").$type<string[]>().notNull().default([]),
    message: text("message"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("integration_sync_runs_connection_idx").on(table.connectionId, table.startedAt),
    uniqueIndex("integration_sync_runs_running_idx")
      .on(table.connectionId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** Spec 1 §9 "only On24 is listed in the source picker"; issue 24: a setting lists Cvent and Swoogo too. */
export const orgIntegrationSettings = pgTable("org_integration_settings", {
  orgId: text("org_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  listAllSources: boolean("list_all_sources").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
