import type { ApiTokenScope } from "@foyer/domain";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Organization API tokens (issue 21 item 1; services/auth/api-tokens.ts). A token is
 * `foyer_pat_<id>_<secret>`: the id finds the row, the secret is compared by its SHA-256 hash
 * (a 256-bit random secret needs no slow password hash: nothing can be guessed). Each token acts
 * as its own principal, a users row of the same id without a password or memberships, so what it
 * writes and the audit entries it leaves name it ("API token ‘name’").
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    /** Also the id of the token's principal in users. */
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: jsonb("scopes").$type<ApiTokenScope[]>().notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The first characters of the token, shown in the list to recognize it (`foyer_pat_ab12…`). */
    prefix: text("prefix").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_tokens_org_idx").on(table.orgId)],
);
