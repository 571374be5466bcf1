import type { FormKind, FormStep, SubmissionStatus, SubmissionValues } from "@foyer/domain";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events } from "./organizations.js";
import { contacts, users } from "./people.js";

/** Participant forms: intake, submission (call for papers), application and follow-up. */
export const forms = pgTable(
  "forms",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FormKind>().notNull(),
    /** Application and follow-up forms are addressed by their own slug; the others by the event's. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    requiresLogin: boolean("requires_login").notNull().default(false),
    allowSignup: boolean("allow_signup").notNull().default(true),
    singleSubmission: boolean("single_submission").notNull().default(false),
    isOpen: boolean("is_open").notNull().default(true),
    confirmationMessage: text("confirmation_message").notNull().default(""),
    steps: jsonb("steps").$type<FormStep[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the organizer last saved the form (the editor's "Last edited"). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("forms_event_idx").on(table.eventId)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: text("id").primaryKey(),
    formId: text("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    /** The signed-in participant; null for anonymous submissions, which carry an edit token. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    editTokenHash: text("edit_token_hash"),
    /**
     * The contact of the event the submission created or matched (its answers linked to contact
     * fields); the organizer's list shows and links it (issue 22). Null when it touched none.
     */
    contactId: text("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    status: text("status").$type<SubmissionStatus>().notNull(),
    values: jsonb("values").$type<SubmissionValues>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [
    index("form_submissions_form_user_idx").on(table.formId, table.userId),
    index("form_submissions_contact_idx").on(table.contactId),
  ],
);

/** Files participants upload; the bytes live in the file storage under `event-files/`. */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /**
     * The form a visitor's upload was granted for (an anonymous upload needs a form's upload grant,
     * issue 23 item 3); its files count against the form's quota. Null for signed-in uploads.
     */
    formId: text("form_id").references(() => forms.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploads_form_idx").on(table.formId, table.createdAt)],
);
