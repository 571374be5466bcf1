import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Everyone who can sign in: organizers and participants alike (spec 2 §3 "User"). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    fname: text("fname").notNull().default(""),
    lname: text("lname").notNull().default(""),
    photoUrl: text("photo_url"),
    phone: text("phone"),
    location: text("location"),
    timezone: text("timezone"),
    muteSounds: boolean("mute_sounds").notNull().default(false),
    isFoyerAdmin: boolean("is_foyer_admin").notNull().default(false),
    /**
     * Made on /signup and its address not confirmed yet: no password sign-in until it is
     * (issue 19 item 2). Accounts made any other way (forms, invitations, seeds) never wait.
     */
    awaitingConfirmation: boolean("awaiting_confirmation").notNull().default(false),
    /** When the address was proven: a /signup confirmation link, or a password reset link. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** The kind of account /signup/{template} preset (`signupTemplates`), if any. */
    signupTemplate: text("signup_template"),
    /** When /account/onboard was done or skipped; a /signup account goes there on its first sign-in. */
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

/** People an organization keeps records of; a contact may or may not be a user. */
export const contacts = pgTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    eventId: text("event_id"),
    userId: text("user_id"),
    fname: text("fname").notNull().default(""),
    lname: text("lname").notNull().default(""),
    email: text("email"),
    company: text("company"),
    title: text("title"),
    phone: text("phone"),
    country: text("country"),
    /** The account (sponsor, exhibitor) the contact belongs to, if any. */
    accountId: text("account_id"),
    /** The contact's photo (an upload), set by the participant on the portal's /profile. */
    photoUploadId: text("photo_upload_id"),
    /** Values of the contacts module's own fields, keyed by field id. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The import that created it (an import's revert removes exactly these). */
    importId: text("import_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An event's contacts (lists, search, export, matching by name) and an import's (revert): one
    // index serves both, and every contact an import writes costs one entry less (issue 4 speed).
    // No query looks contacts up by organization alone.
    index("contacts_event_import_idx").on(table.eventId, table.importId),
    // What an import wrote, in order, for its search indexing (services/search/search.ts).
    index("contacts_event_updated_idx").on(table.eventId, table.updatedAt, table.id),
    // Spec (issue 4): contacts match by email within the event, so a re-import never duplicates.
    uniqueIndex("contacts_event_email_idx")
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null and ${table.eventId} is not null`),
  ],
);
