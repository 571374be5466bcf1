import type { MailStatus } from "@foyer/domain";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";
import { teamInvitations } from "./team.js";

/**
 * Every email Foyer makes, and what became of it (issue 19 item 1): the outbox and the delivery
 * log in one. A message is written whole (both parts rendered from its template) before it is
 * queued, so what was sent can always be read back. `held`: no SMTP_URL, it stays here for
 * platform admins to read; `queued` → `sent` (with the server's answer) or `failed` (with why).
 * The lease stops two workers from sending one message at once.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").references(() => organizations.id, { onDelete: "set null" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "set null" }),
    /** The recipient's account, when they have one. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    toName: text("to_name").notNull().default(""),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull().default(""),
    /** The template it was made from (`password-reset`, `team-invitation`, …). */
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status").$type<MailStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The SMTP server's answer to the last delivery that it accepted. */
    serverResponse: text("server_response"),
    /** Why the last attempt failed (kept while it is retried; final when `failed`). */
    failureReason: text("failure_reason"),
    queueJobId: text("queue_job_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_messages_created_idx").on(table.createdAt, table.id),
    index("mail_messages_to_idx").on(sql`lower(${table.toAddress})`),
    index("mail_messages_status_idx").on(table.status),
  ],
);

/**
 * The link in a team invitation's email for someone who has no account (issue 19 item 2): it
 * opens /reset/{hash}, where choosing a password makes the account with the invited email; the
 * invitation then becomes the membership at the first sign-in. Only the hash is stored; the link
 * goes with its invitation (cancelled or accepted).
 */
export const invitationLinks = pgTable(
  "invitation_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    invitationId: text("invitation_id")
      .notNull()
      .references(() => teamInvitations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("invitation_links_invitation_idx").on(table.invitationId)],
);

/**
 * The template editors' overrides (issue 19 item 4): an organization's template of a kind (no
 * event: the default for all its events) or an event's. One per kind at each level; a message
 * uses the event's, else the organization's, else Foyer's default (services/mail/template-source.ts).
 */
export const mailTemplates = pgTable(
  "mail_templates",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    /** The kind of mail (`portal-access`, …): a key of the `mailKinds` registry. */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("mail_templates_org_kind_idx")
      .on(table.orgId, table.kind)
      .where(sql`${table.eventId} is null`),
    uniqueIndex("mail_templates_event_kind_idx")
      .on(table.eventId, table.kind)
      .where(sql`${table.eventId} is not null`),
  ],
);
