import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { uploads } from "./forms.js";
import { portals } from "./organizations.js";
import { contacts, users } from "./people.js";

/*
 * What a participant portal holds besides sessions (issue 6; spec 1 §2 "Portal"): tasks, file
 * requests and what participants hand in, organizer-written pages, resources, message threads and
 * the participant's history. Everything a participant owns hangs off their contact in the
 * portal's event, so the server scopes every participant query by that one contact id.
 */

/** A task the organizers give to participants of one portal (`/tasks`). */
export const portalTasks = pgTable(
  "portal_tasks",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** A calendar day, `YYYY-MM-DD`, in the event's time zone; null when the task has none. */
    dueDate: text("due_date"),
    /** Where in the portal the task is done: a path below the portal, e.g. `profile`. */
    link: text("link"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portal_tasks_portal_idx").on(table.portalId)],
);

/** Who a task is assigned to (a contact of the portal's event), and when they did it. */
export const portalTaskAssignments = pgTable(
  "portal_task_assignments",
  {
    taskId: text("task_id")
      .notNull()
      .references(() => portalTasks.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.contactId] }),
    index("portal_task_assignments_contact_idx").on(table.contactId),
  ],
);

/** A request for documents (`/documents/request/{requestId}`): what to hand in, by when. */
export const portalFileRequests = pgTable(
  "portal_file_requests",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    instructions: text("instructions").notNull().default(""),
    /** A calendar day, `YYYY-MM-DD`, or null. */
    dueDate: text("due_date"),
    /** Accepted file kinds as extensions or MIME types (`.pdf`, `image/*`); empty: any. */
    acceptedTypes: jsonb("accepted_types").$type<string[]>().notNull().default([]),
    /** How many files one participant may hand in. */
    maxFiles: integer("max_files").notNull().default(1),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portal_file_requests_portal_idx").on(table.portalId)],
);

/** Who a file request asks (contacts of the portal's event). */
export const portalFileRequestRecipients = pgTable(
  "portal_file_request_recipients",
  {
    requestId: text("request_id")
      .notNull()
      .references(() => portalFileRequests.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.contactId] }),
    index("portal_file_request_recipients_contact_idx").on(table.contactId),
  ],
);

/** A file a participant handed in for a request, and the organizers' review of it. */
export const portalFileSubmissions = pgTable(
  "portal_file_submissions",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => portalFileRequests.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    /** `submitted`, then `accepted` or `rejected` by an organizer. */
    status: text("status").$type<"submitted" | "accepted" | "rejected">().notNull().default("submitted"),
    reviewNote: text("review_note").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("portal_file_submissions_request_contact_idx").on(table.requestId, table.contactId)],
);

/** An organizer-written page (`/pages/{pageId}`) or wiki page; its body is rendered safely. */
export const portalPages = pgTable(
  "portal_pages",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** `page`: shown to participants; `wiki`: the organizer team's own notes. */
    kind: text("kind").$type<"page" | "wiki">().notNull().default("page"),
    title: text("title").notNull(),
    /** Organizer-written HTML; never trusted: the portal renders an allow-listed subset. */
    body: text("body").notNull().default(""),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portal_pages_portal_idx").on(table.portalId, table.kind, table.position)],
);

/** A resource of a portal (`/resources`): a file or a link, with a description. */
export const portalResources = pgTable(
  "portal_resources",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    uploadId: text("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    /** An http(s) address, for a link resource. */
    url: text("url"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portal_resources_portal_idx").on(table.portalId, table.position)],
);

/** A conversation between one participant and the organizer team (`/messages`). */
export const portalThreads = pgTable(
  "portal_threads",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the participant last read it; a later message is unread for them. */
    participantReadAt: timestamp("participant_read_at", { withTimezone: true }),
    /** When someone of the organizer team last read it. */
    organizerReadAt: timestamp("organizer_read_at", { withTimezone: true }),
  },
  (table) => [
    index("portal_threads_portal_contact_idx").on(table.portalId, table.contactId),
    index("portal_threads_portal_last_idx").on(table.portalId, sql`${table.lastMessageAt} desc`),
  ],
);

/** One message of a thread. */
export const portalMessages = pgTable(
  "portal_messages",
  {
    id: text("id").primaryKey(),
    threadId: text("thread_id")
      .notNull()
      .references(() => portalThreads.id, { onDelete: "cascade" }),
    /** Written by the organizer team (true) or by the participant (false). */
    fromOrganizer: boolean("from_organizer").notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portal_messages_thread_idx").on(table.threadId, table.createdAt)],
);

/** What a participant did in a portal (`/history`), newest first. */
export const portalActivity = pgTable(
  "portal_activity",
  {
    id: text("id").primaryKey(),
    portalId: text("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** `task_done`, `task_reopened`, `document_uploaded`, `document_removed`, `message_sent`, `profile_updated`. */
    kind: text("kind").notNull(),
    /** A plain-text line naming what it was about (a task's or request's title, a subject). */
    summary: text("summary").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("portal_activity_contact_idx").on(table.portalId, table.contactId, sql`${table.at} desc`),
  ],
);
