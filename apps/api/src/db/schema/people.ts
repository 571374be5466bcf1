import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contacts_org_idx").on(table.orgId), index("contacts_event_idx").on(table.eventId)],
);
