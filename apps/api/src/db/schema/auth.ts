import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people.js";

/** A signed-in session; it is the family every refresh token of one sign-in belongs to. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; each use spends one and issues a child. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    parentId: text("parent_id"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("refresh_tokens_session_idx").on(table.sessionId),
    index("refresh_tokens_parent_idx").on(table.parentId),
  ],
);

/** Failed sign-ins, kept for the throttle window; keyed by account and by address. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: text("id").primaryKey(),
    account: text("account").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_account_ip_idx").on(table.account, table.ip, table.createdAt),
    index("login_failures_ip_idx").on(table.ip, table.createdAt),
  ],
);

/**
 * Single-use emailed links (services/auth/reset-links.ts), stored as hashes: `password` links
 * choose a password (/reset/{hash}), `confirm-email` links confirm a /signup account's address
 * (/account/confirm/{hash}).
 */
export const passwordResets = pgTable("password_resets", {
  id: text("id").primaryKey(),
  purpose: text("purpose").$type<"password" | "confirm-email">().notNull().default("password"),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * A throttled key's state (issue 23 item 3, services/throttle.ts): its bucket (what was done), its
 * key (who or what it counts against: `ip:…`, `email:…`, `form:…`) and its theoretical arrival
 * time, the one number the cell-rate algorithm keeps. Every API process reads and writes the same
 * rows; a row whose time has passed means a full allowance and is removed now and then.
 */
export const throttleKeys = pgTable(
  "throttle_keys",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    tat: timestamp("tat", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index("throttle_keys_tat_idx").on(table.tat),
  ],
);
