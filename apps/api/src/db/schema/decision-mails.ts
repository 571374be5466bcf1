import type { DecisionMailStatus, SessionDecision } from "@foyer/domain";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { mailMessages } from "./mail.js";
import { events, organizations } from "./organizations.js";
import { contacts, users } from "./people.js";
import { eventSessions } from "./sessions.js";

/**
 * Session decisions' outbox (issue 19 item 3): one row per person and session, written from the
 * decision's template as a draft that organizers review, edit and send; never sent by itself.
 * The unique key makes a person's decision mail one row: writing drafts again keeps a sent row
 * as it is, and sending claims `draft` rows atomically, so it is sent once. `messageId` is the
 * outbox message it became.
 */
export const decisionMails = pgTable(
  "decision_mails",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    decision: text("decision").$type<SessionDecision>().notNull(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name").notNull().default(""),
    /**
     * The words to send (the template's, or an organizer's edit) with the placeholders still in:
     * the person's values ({first_name}, {session_title}, {event_name}) go in when it is sent.
     */
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<DecisionMailStatus>().notNull().default("draft"),
    /** The organizer who last changed the words; null while they are the template's. */
    editedBy: text("edited_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    messageId: text("message_id").references(() => mailMessages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    // "A person's decision mail is sent once": one row per session and person.
    uniqueIndex("decision_mails_session_contact_idx").on(table.sessionId, table.contactId),
    index("decision_mails_event_status_idx").on(table.eventId, table.status, table.createdAt),
    index("decision_mails_message_idx").on(table.messageId),
    index("decision_mails_contact_idx").on(table.contactId),
    index("decision_mails_address_idx").on(table.eventId, sql`lower(${table.toAddress})`),
  ],
);
