import { z } from "zod";

/**
 * The account and contact searches of the search-and-pick dialog (spec 2 §4.7, §7 "Account
 * search", "Contact search"): `GET /api/account/list/{eventId}/search` and
 * `GET /api/contacts/event/{eventId}/contacts/search`, both with
 * `?userId&q&includePortalName=true&enforceEventRelationship=true`.
 */

/** The longest search term either search accepts (a longer one is refused with 400). */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The most hits one search answers with, sorted by name (case-insensitively), then id. */
export const RECORD_SEARCH_LIMIT = 50;

/** A sponsor, exhibitor or other account of the event. */
export const accountHit = z.object({
  kind: z.literal("account"),
  id: z.string(),
  name: z.string(),
  moduleId: z.string().describe("The accounts module it belongs to"),
  moduleSlug: z
    .string()
    .describe("That module's slug: `sponsors`, `exhibitors` or another accounts module's"),
  website: z.string().nullable(),
  portalName: z
    .string()
    .nullable()
    .describe("The account's portal name when `includePortalName=true` and it has one (none have yet)"),
});
export type AccountHit = z.infer<typeof accountHit>;

/** A contact (person) of the event. */
export const contactHit = z.object({
  kind: z.literal("contact"),
  id: z.string(),
  name: z.string().describe("`fname lname`, trimmed"),
  fname: z.string(),
  lname: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable().describe("The linked user's photo, if the contact is a user who has one"),
});
export type ContactHit = z.infer<typeof contactHit>;

/** One search hit of either kind. */
export type RecordHit = AccountHit | ContactHit;

/** The query both searches take (`userId` is added by the SDK's HTTP client). */
export interface RecordSearchQuery {
  /** Matched case-insensitively and literally anywhere in the name (contacts: or the email). */
  q?: string;
  /** @default true */
  includePortalName?: boolean;
  /** Only records of this event. Always true today: both searches only ever look in the event. */
  enforceEventRelationship?: boolean;
  /** Account search only: narrows to one accounts module by slug, e.g. `sponsors`. */
  moduleSlug?: string;
}

const flag = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .transform((value) => value === "true")
    .default(true);

/**
 * `?userId&q&includePortalName=true&enforceEventRelationship=true` (spec 2 §7) as the server reads
 * it. `userId` is the caller's own (the SDK adds it); who is asking comes from the bearer token.
 */
export const recordSearchQuery = z.object({
  userId: z.string().optional(),
  q: z
    .string({ error: "Search must be text" })
    .transform((value) => value.trim())
    .pipe(
      z.string().max(MAX_SEARCH_TERM_LENGTH, `Search must be at most ${MAX_SEARCH_TERM_LENGTH} characters`),
    )
    .default(""),
  includePortalName: flag("includePortalName"),
  enforceEventRelationship: flag("enforceEventRelationship"),
  moduleSlug: z
    .string({ error: "moduleSlug must be text" })
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "moduleSlug must be a module slug such as sponsors")
    .optional(),
});
