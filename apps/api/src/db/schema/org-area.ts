import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { events } from "./organizations.js";
import { users } from "./people.js";

/**
 * The organization area's starred events (issue 5): each user stars events for themselves; a
 * star shows the event first in the organization's events list and in its navigation menu.
 */
export const eventStars = pgTable(
  "event_stars",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    // Deleting an event removes its stars: the cascade looks them up by event.
    index("event_stars_event_idx").on(table.eventId),
  ],
);
