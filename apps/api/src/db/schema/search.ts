import { sql } from "drizzle-orm";
import { customType, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * The event's content library (spec 1 §2 "content", permission module `content`): documents,
 * videos, links and pages organizers collect for an event. A file lives in `uploads`.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** document, video, link or page. */
    kind: text("kind").notNull().default("document"),
    url: text("url"),
    uploadId: text("upload_id"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_items_event_idx").on(table.eventId)],
);

/** A full-text vector, only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the organization's global search reads (issue 5 "global search"): one row per contact,
 * session and content item, kept by triggers on those tables (migration 0011) — except while an
 * import writes its batches (`foyer.bulk_write`), after which the import indexes what it wrote in
 * one statement. Searched by trigram (typos) and full text, both GIN-indexed; the entities
 * themselves carry no search index, so a 100,000-row import pays for none.
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    entityType: text("entity_type").$type<"contact" | "session" | "content">().notNull(),
    entityId: text("entity_id").notNull(),
    orgId: text("org_id").notNull(),
    eventId: text("event_id").notNull(),
    name: text("name").notNull(),
    detail: text("detail").notNull().default(""),
    /** Lower-case name and detail: what is matched. */
    terms: text("terms").notNull(),
    /** The terms' words, stored so that checking and ranking a match never parses them again. */
    tsv: tsvector("tsv").generatedAlwaysAs(sql`to_tsvector('simple', terms)`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // entity_id first: no index may lead a search to all of one type's rows (see services/search/search.ts).
    primaryKey({ columns: [table.entityId, table.entityType] }),
    // One pair per kind, so a search of sessions never walks the contacts' posting lists.
    ...(["contact", "session", "content"] as const).flatMap((type) => [
      index(`search_entries_${type}_trgm_idx`)
        .using("gin", sql`${table.terms} gin_trgm_ops`)
        .where(sql.raw(`entity_type = '${type}'`)),
      index(`search_entries_${type}_tsv_idx`)
        .using("gin", table.tsv)
        .where(sql.raw(`entity_type = '${type}'`)),
      // Typos are forgiven in names and titles: their trigrams are varied, where every contact's
      // terms share "company" and "example" (issue 23 item 7).
      index(`search_entries_${type}_name_trgm_idx`)
        .using("gin", sql`lower(${table.name}) gin_trgm_ops`)
        .where(sql.raw(`entity_type = '${type}'`)),
    ]),
  ],
);

/** A user's recent search terms in one organization (spec 1 §7 "Recent search terms"). */
export const recentSearches = pgTable(
  "recent_searches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("recent_searches_term_idx").on(table.userId, table.orgId, sql`lower(${table.term})`),
    index("recent_searches_latest_idx").on(table.userId, table.orgId, table.searchedAt),
  ],
);
