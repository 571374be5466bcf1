import type { ParticipantRole, SessionSettingKind } from "@foyer/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { uploads } from "./forms.js";
import { events, organizations } from "./organizations.js";
import { contacts, users } from "./people.js";

/**
 * The lists a session picks from (spec 1 §2 "sessions settings": rooms, tracks, languages,
 * statuses, formats, levels), one table for all six kinds. A name is unique within its event and
 * kind, ignoring case.
 */
export const sessionSettingItems = pgTable(
  "session_setting_items",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SessionSettingKind>().notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    /** `#rrggbb` (tracks and statuses are colour-coded), or null. */
    colour: text("colour"),
    /** Statuses: whether sessions with it are part of the published schedule (releases, exports). */
    isPublic: boolean("is_public").notNull().default(false),
    /** Statuses: whether sessions with it count as accepted (the ones the scheduler places). */
    countsAsAccepted: boolean("counts_as_accepted").notNull().default(false),
    /** Rooms: how many people fit, or null when unknown. */
    capacity: integer("capacity"),
    /** Rooms: the daily hours (`HH:MM`, event time zone) it can be used, or null (all day). */
    opensAt: text("opens_at"),
    closesAt: text("closes_at"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("session_setting_items_name_idx").on(table.eventId, table.kind, sql`lower(${table.name})`),
  ],
);

/**
 * An event's sessions (spec 1 §2 "sessions/{sessionId}"). A subsession points at its session
 * (one level deep) and goes when it goes. Deleting a setting item clears it from the sessions
 * that used it (the service writes each change to the session's audit first).
 */
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnyPgColumn => eventSessions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    roomId: text("room_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    trackId: text("track_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    formatId: text("format_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    levelId: text("level_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    languageId: text("language_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    statusId: text("status_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    /** How many people are expected (the agenda's capacity conflict), or null when unknown. */
    expectedAudience: integer("expected_audience"),
    /** Whether it spans every room at its time (a keynote, lunch): the agenda draws it across the grid. */
    plenum: boolean("plenum").notNull().default(false),
    /** The length the agenda gives it when it is placed without times (from its template), or null. */
    durationMinutes: integer("duration_minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list (top-level sessions of an event in agenda order) and a session's subsessions.
    index("event_sessions_event_start_idx").on(table.eventId, table.startsAt),
    index("event_sessions_parent_idx").on(table.parentId),
    // A setting item's delete clears it from the sessions that use it: one index per reference.
    index("event_sessions_room_idx").on(table.roomId),
    index("event_sessions_track_idx").on(table.trackId),
    index("event_sessions_format_idx").on(table.formatId),
    index("event_sessions_level_idx").on(table.levelId),
    index("event_sessions_language_idx").on(table.languageId),
    index("event_sessions_status_idx").on(table.statusId),
  ],
);

/**
 * Who takes part in a session (spec 2 §3 "Contact-type fields: Speakers, Moderator,
 * Chairperson"): contacts of the session's event, ordered within their role.
 */
export const sessionParticipants = pgTable(
  "session_participants",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    role: text("role").$type<ParticipantRole>().notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.contactId, table.role] }),
    // The contacts page's role views: contacts by role across an event's sessions.
    index("session_participants_contact_idx").on(table.contactId, table.role),
  ],
);

/**
 * The files an event asks its sessions for (spec 1 §2 "settings with … files"; issue 25 item 7):
 * "Slides" in pdf, pptx or key, at most 50 MB, required. A name is unique within its event,
 * ignoring case. Deleting a kind keeps the files linked under it, with no kind.
 */
export const sessionFileKinds = pgTable(
  "session_file_kinds",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower case, without the dot: `["pdf", "pptx"]`. */
    extensions: jsonb("extensions").$type<string[]>().notNull(),
    maxSizeMb: integer("max_size_mb").notNull(),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("session_file_kinds_name_idx").on(table.eventId, sql`lower(${table.name})`)],
);

/** The personas a session is for (session settings Personas, many per session; issue 25 item 7). */
export const sessionPersonas = pgTable(
  "session_personas",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    personaId: text("persona_id")
      .notNull()
      .references(() => sessionSettingItems.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.personaId] }),
    // The list's persona filter and a persona's usage count.
    index("session_personas_persona_idx").on(table.personaId),
  ],
);

/** A session's file content: uploads (`POST /api/uploads`) linked to it. */
export const sessionFiles = pgTable(
  "session_files",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    /** The file kind it was linked as (checked against the kind's extensions and size), or null. */
    kindId: text("kind_id").references(() => sessionFileKinds.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.uploadId] }),
    index("session_files_upload_idx").on(table.uploadId),
    index("session_files_kind_idx").on(table.kindId),
  ],
);
