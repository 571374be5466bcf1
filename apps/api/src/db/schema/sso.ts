import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessions } from "./auth.js";
import { organizations } from "./organizations.js";
import { users } from "./people.js";

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
  /** `oidc` (issuer, client id and secret) or `saml` (the IdP's metadata; issuer is its entity id). */
  protocol: text("protocol", { enum: ["oidc", "saml"] })
    .notNull()
    .default("oidc"),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  clientSecretSealed: text("client_secret_sealed").notNull(),
  /** SAML: the IdP metadata XML the admin pasted (entity id, SSO and logout URLs, signing certificates). */
  samlMetadata: text("saml_metadata"),
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
 * spent by the callback; it lasts a few minutes. For SAML the state is the RelayState and the
 * nonce the ID of the AuthnRequest (or LogoutRequest) the IdP's answer must be InResponseTo.
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
    /** `sign-in`, or `logout` for a SAML LogoutRequest awaiting the IdP's LogoutResponse. */
    purpose: text("purpose", { enum: ["sign-in", "logout"] })
      .notNull()
      .default("sign-in"),
    /** A link intent (/sso-link): the signed-in account the provider's identity is linked to. */
    linkUserId: text("link_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_sign_ins_expires_idx").on(table.expiresAt)],
);

/** SAML assertion IDs already accepted, kept until the assertion expires: a replayed response is refused. */
export const ssoSamlAssertions = pgTable(
  "sso_saml_assertions",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_saml_assertions_expires_idx").on(table.expiresAt)],
);

/**
 * A verified SAML sign-in waiting for the browser at /auth/callback, which spends its one-time code
 * (stored hashed) for the session's tokens; it lasts a few minutes.
 */
export const ssoSamlHandoffs = pgTable(
  "sso_saml_handoffs",
  {
    codeHash: text("code_hash").primaryKey(),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nameId: text("name_id").notNull(),
    nameIdFormat: text("name_id_format"),
    sessionIndex: text("session_index"),
    returnTo: text("return_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_saml_handoffs_expires_idx").on(table.expiresAt)],
);

/** The IdP session behind a Foyer session signed in with SAML: what single logout names. */
export const ssoSamlSessions = pgTable(
  "sso_saml_sessions",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    nameId: text("name_id").notNull(),
    nameIdFormat: text("name_id_format"),
    sessionIndex: text("session_index"),
  },
  (table) => [index("sso_saml_sessions_name_idx").on(table.connectionId, table.nameId)],
);

/**
 * A provider identity linked to a Foyer account (/sso-link, issue 21): the OIDC subject or the
 * SAML NameID of the connection. A sign-in with it signs in to this account before any email match.
 */
export const ssoIdentities = pgTable(
  "sso_identities",
  {
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sso_identities_subject_idx").on(table.connectionId, table.subject),
    index("sso_identities_user_idx").on(table.userId),
  ],
);
