import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/**
 * An organization's single sign-on connection (issue 21 item 5, `settings/sso`): an OpenID Connect
 * provider found by discovery from its issuer. The client secret is sealed with the app's secrets
 * box (services/integrations/secrets.ts) and never answered.
 */
export const ssoConnections = pgTable("sso_connections", {
  id: text("id").primaryKey(),
  orgId: text("org_id")
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: "cascade" }),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  clientSecretSealed: text("client_secret_sealed").notNull(),
  /** Whether a verified address of the connection's domains without an account gets one. */
  allowAccountCreation: boolean("allow_account_creation").notNull().default(false),
  /** Whether addresses of the connection's domains may no longer sign in with a password. */
  passwordSignInDisabled: boolean("password_sign_in_disabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The email domains (lower case) that sign in through a connection; one organization per domain. */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").primaryKey(),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
  },
  (table) => [index("sso_domains_connection_idx").on(table.connectionId)],
);

/**
 * A sign-in under way at the provider: its `state` (the key), `nonce` and PKCE code verifier,
 * spent by the callback; it lasts a few minutes.
 */
export const ssoSignIns = pgTable(
  "sso_sign_ins",
  {
    state: text("state").primaryKey(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    returnTo: text("return_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_sign_ins_expires_idx").on(table.expiresAt)],
);
