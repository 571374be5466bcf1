import { z } from "zod";
import { tokenSet } from "../auth.js";

/**
 * One-time join links of portal people (`/join/vu/{virtualUserHash}`, spec 1 §2, issue 21): an
 * organizer copies one per person on the portal's Customize tab; opening it signs the person in
 * and lands in the portal.
 */

export const joinLinkMessages = {
  /** Expired, used and unknown links all answer this (nothing tells a guesser which). */
  spent: "This join link has expired or was already used.",
  hashRequired: "The join link is incomplete: copy the whole link",
  copied: "Join link copied. It works once, within 7 days.",
} as const;

/** How long a join link works. */
export const JOIN_LINK_TTL_DAYS = 7;

/** POST /events/{eventId}/portals/{portalId}/users/{userId}/join-link */
export const joinLinkAnswer = z.object({
  url: z.string().describe("`{PUBLIC_URL}/join/vu/{hash}`; shown once, only its SHA-256 is kept"),
  expiresAt: z.string().describe("ISO 8601"),
});
export type JoinLinkAnswer = z.infer<typeof joinLinkAnswer>;

/** POST /auth/join: a join link's hash (43 base64url characters; anything else is refused). */
export const joinBody = z.object({
  hash: z
    .string({ error: joinLinkMessages.hashRequired })
    .trim()
    .min(1, joinLinkMessages.hashRequired)
    .max(128, joinLinkMessages.spent),
});

export const joinAnswer = z.object({
  tokens: tokenSet,
  /** The portal's address (our own path), where the page goes next. */
  redirectTo: z.string(),
});
export type JoinAnswer = z.infer<typeof joinAnswer>;
