import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { sessionSettingItems } from "./sessions.js";

/*
 * The sessions settings' libraries (issue 25 item 7): the event's evaluation criteria, which a
 * new evaluation plan starts from, and its session templates, which a new session starts from.
 * Names are unique within the event, ignoring case.
 */

/** The event's library of evaluation criteria, in order (docs/evaluations.md "Criteria library"). */
export const eventCriteria = pgTable(
  "event_criteria",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    maxScore: integer("max_score").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("event_criteria_name_idx").on(table.eventId, sql`lower(${table.name})`)],
);

/**
 * Named presets for new sessions (docs/agenda.md "Session templates"). A setting item deleted
 * while a template points at it leaves the template without it.
 */
export const sessionTemplates = pgTable(
  "session_templates",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** The length the agenda gives a session made from it, or null (the agenda's default). */
    durationMinutes: integer("duration_minutes"),
    formatId: text("format_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    trackId: text("track_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    levelId: text("level_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    languageId: text("language_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("session_templates_name_idx").on(table.eventId, sql`lower(${table.name})`),
    index("session_templates_format_idx").on(table.formatId),
    index("session_templates_track_idx").on(table.trackId),
    index("session_templates_level_idx").on(table.levelId),
    index("session_templates_language_idx").on(table.languageId),
  ],
);
