import type { ImportCounters, ImportFieldGroup, ModuleKind, SummaryError } from "@foyer/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * A module of an event: its contacts, an accounts module (sponsors, exhibitors) or a module of
 * custom records. Records, fields, imports and exports all hang off a module (spec 2 §2.2, §7).
 */
export const modules = pgTable(
  "modules",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ModuleKind>().notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** What one record is called ('contact', 'sponsor', …). */
    recordName: text("record_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("modules_event_slug_idx").on(table.eventId, table.slug)],
);

/**
 * A module's fields beyond the built-in columns of its records (spec 1 §5 field types). Values
 * live in the record's `data`, keyed by the field's id.
 */
export const moduleFields = pgTable(
  "module_fields",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** An import field type (spec 1 §5), or another type the import does not support. */
    type: text("type").notNull(),
    required: boolean("required").notNull().default(false),
    recommended: boolean("recommended").notNull().default(false),
    options: jsonb("options").$type<string[]>(),
    multiple: boolean("multiple").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("module_fields_module_idx").on(table.moduleId)],
);

/** Companies of an event: sponsors and exhibitors (one accounts module each). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website"),
    email: text("email"),
    phone: text("phone"),
    country: text("country"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The import that created it (an import's revert removes exactly these). */
    importId: text("import_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Spec (issue 4): accounts match by name within the event, so a re-import never duplicates.
    uniqueIndex("accounts_module_name_idx").on(table.moduleId, sql`lower(${table.name})`),
    index("accounts_event_idx").on(table.eventId),
    index("accounts_import_idx").on(table.importId),
  ],
);

/** Records of a custom module. */
export const customRecords = pgTable(
  "custom_records",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contactId: text("contact_id"),
    accountId: text("account_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    importId: text("import_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("custom_records_module_name_idx").on(table.moduleId, sql`lower(${table.name})`),
    index("custom_records_import_idx").on(table.importId),
  ],
);

export type ImportRunStatus = "pending" | "processing" | "finished" | "failed" | "reverted";

/** One import run (validate-only or writing), with its mapping, progress and outcome. */
export const imports = pgTable(
  "imports",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    orgId: text("org_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    uploadId: text("upload_id").notNull(),
    fileName: text("file_name").notNull().default(""),
    /** Whether the file's first row holds the column names (a pasted table may not). */
    hasHeaders: boolean("has_headers").notNull().default(true),
    fieldGroups: jsonb("field_groups").$type<ImportFieldGroup[]>().notNull(),
    validateOnly: boolean("validate_only").notNull().default(false),
    skipInvalidRows: boolean("skip_invalid_rows").notNull().default(false),
    status: text("status").$type<ImportRunStatus>().notNull().default("pending"),
    totalRecords: integer("total_records").notNull().default(0),
    currentRecord: integer("current_record").notNull().default(0),
    /** Every data row up to this (1-based) number is done: written, or skipped as invalid. */
    writtenRows: integer("written_rows").notNull().default(0),
    progress: real("progress").notNull().default(0),
    latestOperation: text("latest_operation").notNull().default(""),
    counters: jsonb("counters").$type<ImportCounters>(),
    summaryErrors: jsonb("summary_errors").$type<SummaryError[]>().notNull().default([]),
    imported: boolean("imported").notNull().default(false),
    error: text("error"),
    /** The queue's id of the job that runs it. */
    jobId: text("job_id"),
    /**
     * Which worker runs it, until when: a retried or duplicate job waits for a live lease to end,
     * so two processes never write the same import at once; a crashed worker's lease runs out.
     */
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("imports_module_idx").on(table.moduleId, table.createdAt),
    index("imports_status_idx").on(table.status),
  ],
);
