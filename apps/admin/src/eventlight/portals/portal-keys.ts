import type { KeyPart } from "../../server-data/query-keys.js";

/**
 * The cache keys of an event's portals: the list (per module whose permission reads it) and each
 * portal's own resources under `["events", eventId, "portals", portalId, …]`, beside its messages
 * (messages/message-queries.ts). Invalidating `all` refreshes every portal page of the event.
 */
export const portalKeys = {
  all: (eventId: string) => ["events", eventId, "portals"] as const,
  list: (eventId: string, module: "portal" | "portalTasks") =>
    [...portalKeys.all(eventId), { module }] as const,
  /** A portal's resource: `portalKeys.of(eventId, portalId, "tasks")`. */
  of: (eventId: string, portalId: string, ...resource: KeyPart[]) =>
    [...portalKeys.all(eventId), portalId, ...resource] as const,
};
