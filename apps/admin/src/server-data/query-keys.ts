/** A part of a cache key: a resource's name, an id, or the query's parameters. */
export type KeyPart = string | number | boolean | null | undefined | Readonly<Record<string, unknown>>;

/**
 * The cache key of an event's resource, `["events", eventId, "evaluation", "plans"]`: keys nest
 * like the API's paths, so invalidating a prefix (`eventKey(id, "evaluation")`) refreshes
 * everything under it. Features with many keys keep theirs beside them (`forms/form-queries.ts`).
 */
export const eventKey = (eventId: string, ...resource: KeyPart[]) =>
  ["events", eventId, ...resource] as const;

/** The cache key of an organization's resource, `["orgs", orgId, "events"]`. */
export const orgKey = (orgId: string, ...resource: KeyPart[]) => ["orgs", orgId, ...resource] as const;

/** The cache key of the signed-in user's own data, `["me", "events"]`. */
export const meKey = (...resource: KeyPart[]) => ["me", ...resource] as const;
