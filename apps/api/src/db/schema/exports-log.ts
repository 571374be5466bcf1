import type { ExportKind } from "@foyer/domain";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Every CSV someone downloaded (issue 20 item 6, `history/exports`): a module's records, a report,
 * an organization's list. Written when the download is asked for; what it held is the data of
 * that moment, so only what, who and when are kept. The person's name stays if they leave.
 */
export const exportLog = pgTable(
  "export_log",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Null for an organization's own list (its people, across its events). */
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ExportKind>().notNull(),
    /** What was exported, in words ('Contacts', 'Sessions by status'). */
    subject: text("subject").notNull(),
    /** The module of a module export; the report of a report export. */
    moduleId: text("module_id"),
    reportId: text("report_id"),
    fileName: text("file_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("export_log_event_idx").on(table.eventId, table.createdAt),
    index("export_log_org_idx").on(table.orgId, table.createdAt),
  ],
);
