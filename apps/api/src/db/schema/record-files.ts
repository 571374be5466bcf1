import type { AuditEntityType } from "@foyer/domain";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { uploads } from "./forms.js";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Files attached to a record (spec 1 §2 "contact/{recordId} … files"): an upload of the uploads
 * table, linked to a contact, an account or a custom record. The record is named by its audit
 * entity type and id, as audit_log names it, since the three kinds live in three tables.
 * Detaching removes the link, not the upload (an upload may be linked elsewhere too).
 */
export const recordFiles = pgTable(
  "record_files",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    entityType: text("entity_type")
      .$type<Exclude<AuditEntityType, "session" | "workflow" | "user">>()
      .notNull(),
    entityId: text("entity_id").notNull(),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    /** Who attached it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One upload is attached to one record once.
    uniqueIndex("record_files_entity_upload_idx").on(table.entityType, table.entityId, table.uploadId),
  ],
);

/**
 * Contacts merged into another (issue 7 "dedupe/merge"): the survivor keeps this row, so what
 * pointed at the merged contact by its email, user or import (form submissions, the import that
 * created it) still shows in the survivor's history after the merged contact is deleted. `values`
 * is the merged contact's every value as it was, so nothing is lost.
 */
export const contactMerges = pgTable(
  "contact_merges",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The contact that stayed; when it is merged in turn, its rows move to the next survivor. */
    survivorId: text("survivor_id").notNull(),
    mergedId: text("merged_id").notNull(),
    mergedName: text("merged_name").notNull(),
    mergedEmail: text("merged_email"),
    mergedUserId: text("merged_user_id"),
    mergedImportId: text("merged_import_id"),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_merges_survivor_idx").on(table.survivorId)],
);
