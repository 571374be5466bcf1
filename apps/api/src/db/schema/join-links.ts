import { foreignKey, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { portalUsers } from "./organizations.js";
import { users } from "./people.js";

/**
 * A one-time join link of a portal person (`/join/vu/{hash}`, spec 1 §2, issue 21): only the
 * SHA-256 of its token is kept. Spent (deleted) by its one use; one unused link per person and
 * portal. It hangs on the person's portal access: removing the access removes their links.
 */
export const portalJoinLinks = pgTable(
  "portal_join_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    portalId: text("portal_id").notNull(),
    userId: text("user_id").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: "portal_join_links_access_fk",
      columns: [table.portalId, table.userId],
      foreignColumns: [portalUsers.portalId, portalUsers.userId],
    }).onDelete("cascade"),
    uniqueIndex("portal_join_links_person_idx").on(table.portalId, table.userId),
    index("portal_join_links_expires_idx").on(table.expiresAt),
  ],
);
