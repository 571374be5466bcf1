import type { events } from "../../db/schema/index.js";

/** An unknown event's answer (404); access to a known one is decided by permissions.ts. */
export const EVENT_NOT_FOUND = "This event does not exist.";

export type EventRow = typeof events.$inferSelect;
