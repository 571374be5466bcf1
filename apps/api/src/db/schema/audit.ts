import type { AuditAction, AuditChange, AuditEntityType } from "@foyer/domain";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Every change to a record or a session (issue 7 "Audit"): who, when, and each field's value before
 * and after. Entries outlive the user who made them (user_id is set null) and the entity itself,
 * so a deleted record's history can still be read by id.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    entityType: text("entity_type").$type<AuditEntityType>().notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    changes: jsonb("changes").$type<AuditChange[]>().notNull().default([]),
    note: text("note"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt),
    // The event's audit page reads newest first (issue 20 item 6).
    index("audit_log_event_idx").on(table.eventId, table.createdAt, table.id),
    // The organization dashboard's activity reads an organization's newest entries; deleting an
    // organization finds its entries by it.
    index("audit_log_org_idx").on(table.orgId, table.createdAt, table.id),
  ],
);
