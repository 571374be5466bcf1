import { eventPath } from "../event-paths.js";

/** The sponsor tiers page (spec 1 §2 "sponsors (portal, settings/tiers)"). */
export const TIERS_SUBPATH = "sponsors/settings/tiers";

export function tiersPath(eventId: string): string {
  return eventPath(eventId, TIERS_SUBPATH);
}
