import type { AgendaSettings, ConflictSettings, ScheduleSnapshot } from "@foyer/domain";
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
import { contacts, users } from "./people.js";
import { eventSessions, sessionSettingItems } from "./sessions.js";

/*
 * The agenda (issue 25; services/schedule, docs/agenda.md): published releases of an event's
 * schedule, drafts edited apart from it, and the event's agenda and conflict settings.
 */

/**
 * A published version of the schedule: every session with a time, a room and a public status,
 * frozen when it was released. The public exports serve the newest one.
 */
export const scheduleReleases = pgTable(
  "schedule_releases",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    changelog: text("changelog").notNull().default(""),
    /** The schedule as published (rooms, tracks, sessions with their speakers). */
    snapshot: jsonb("snapshot").$type<ScheduleSnapshot>().notNull(),
    releasedBy: text("released_by").references(() => users.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("schedule_releases_version_idx").on(table.eventId, sql`lower(${table.version})`),
    index("schedule_releases_event_idx").on(table.eventId, table.releasedAt),
  ],
);

/** A draft of the schedule: placements edited apart from the live one, then applied or discarded. */
export const scheduleDrafts = pgTable(
  "schedule_drafts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Raised by every change; a change sent with an older one is refused (409). */
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("schedule_drafts_event_idx").on(table.eventId)],
);

/**
 * A session's place in a draft (null time and room: unplaced there). A session with no row (made
 * after the draft) stands where the live schedule has it.
 */
export const scheduleDraftPlacements = pgTable(
  "schedule_draft_placements",
  {
    draftId: text("draft_id")
      .notNull()
      .references(() => scheduleDrafts.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    roomId: text("room_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.draftId, table.sessionId] }),
    index("schedule_draft_placements_session_idx").on(table.sessionId),
    index("schedule_draft_placements_room_idx").on(table.roomId),
  ],
);

/** The event's agenda settings (`sessions/settings/agenda`) and conflict severities (`…/conflicts`). */
export const scheduleSettings = pgTable("schedule_settings", {
  eventId: text("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  agenda: jsonb("agenda").$type<Partial<AgendaSettings>>().notNull().default({}),
  conflicts: jsonb("conflicts").$type<Partial<ConflictSettings>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a person (a contact of the event: speaker, moderator, chairperson) can be scheduled: any
 * number of windows; a person with none is always available. The agenda's `speaker_unavailable`
 * conflict and the scheduler read them (docs/agenda.md "Speaker availability").
 */
export const contactAvailability = pgTable(
  "contact_availability",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_availability_contact_idx").on(table.contactId, table.startsAt),
    index("contact_availability_event_idx").on(table.eventId),
  ],
);
