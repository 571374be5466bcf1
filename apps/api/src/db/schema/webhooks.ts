import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Signed webhooks (issue 21 item 2; services/webhooks). A subscription sends the events it names
 * to its URL, signed per Standard Webhooks with its `whsec_` secret. The secret is kept sealed with
 * the integration secrets box (services/integrations/secrets.ts): Foyer must sign with it, so it
 * cannot keep a hash only. `event_id` null: the organization's own subscription, which receives
 * the news of every event of the organization. `source` `zapier`: a subscription Zapier made
 * through its REST hooks (routes/zapier.ts), listed on the event's settings/integrations/zapier page.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The event types it receives (`contact.created`, …). */
    events: jsonb("events").$type<string[]>().notNull(),
    /** The `whsec_…` secret, sealed. */
    secretSealed: text("secret_sealed").notNull(),
    /** `active`, or `paused` (by an admin, or after deliveries kept failing). */
    status: text("status").notNull().default("active"),
    /** `manual` (made on a webhooks page or over the API) or `zapier` (a Zap's REST hook). */
    source: text("source").notNull().default("manual"),
    /** Why it was paused, when Foyer paused it. */
    pausedReason: text("paused_reason"),
    /** Deliveries in a row that failed for good; a success sets it back to 0. */
    failureStreak: integer("failure_streak").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhooks_org_idx").on(table.orgId), index("webhooks_event_idx").on(table.eventId)],
);

/**
 * One message to one subscription. Its id is the `webhook-id` header (`msg_…`), the same on
 * every attempt. `status`: pending (due at `next_attempt_at`), delivered, failed (out of tries).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The whole body sent, `{type, timestamp, data}`. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when it never answered. */
    lastStatusCode: integer("last_status_code"),
    /** The start of its answer, or why there was none (timeout, refused address): plain text. */
    lastResponse: text("last_response"),
    /** How long the last attempt took, in ms. */
    lastDurationMs: integer("last_duration_ms"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_deliveries_webhook_idx").on(table.webhookId, table.createdAt),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
  ],
);
