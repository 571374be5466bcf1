import { z } from "zod";

/** What the organization's global search finds (spec 1 §3 "Search results"). */
export const searchEntityTypes = ["contact", "session", "content"] as const;
export type SearchEntityType = (typeof searchEntityTypes)[number];

export const searchTypes = ["all", "contacts", "sessions", "content"] as const;
export type SearchType = (typeof searchTypes)[number];

/** The search's kinds a `type` asks for. */
export function entityTypesOf(type: SearchType): SearchEntityType[] {
  if (type === "contacts") return ["contact"];
  if (type === "sessions") return ["session"];
  if (type === "content") return ["content"];
  return ["contact", "session", "content"];
}

export const globalSearchHit = z
  .object({
    id: z.string(),
    type: z.enum(searchEntityTypes),
    name: z.string(),
    detail: z
      .string()
      .describe("A contact's email and company; a session's or content item's description, shortened"),
    eventId: z.string(),
    eventName: z.string(),
    score: z.number(),
  })
  .meta({ id: "GlobalSearchHit" });
export type GlobalSearchHit = z.infer<typeof globalSearchHit>;

/** Answer of `GET /api/search/organization/{orgId}`. */
export const globalSearchResult = z.object({
  contacts: z.array(globalSearchHit),
  sessions: z.array(globalSearchHit),
  content: z.array(globalSearchHit),
  totals: z
    .object({
      contacts: z.number().int(),
      sessions: z.number().int(),
      content: z.number().int(),
      capped: z.number().int(),
    })
    .describe('Matches of each kind, counted up to `capped` (a total above it reads "{capped}+")'),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;

/** Answer of `GET /api/search/organization/{orgId}/recent`: the user's recent terms, newest first. */
export const recentSearchTerms = z.object({ terms: z.array(z.string()) });

export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_MAX_LENGTH = 100;

/** `?term&type` of the global search: a term of 2 to 100 characters, type all (default) or one kind. */
export const globalSearchQuery = z.object({
  term: z
    .string({ error: "Type something to search for" })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(GLOBAL_SEARCH_MIN_LENGTH, `Type at least ${GLOBAL_SEARCH_MIN_LENGTH} characters to search`)
        .max(GLOBAL_SEARCH_MAX_LENGTH, `Search must be at most ${GLOBAL_SEARCH_MAX_LENGTH} characters`),
    ),
  type: z.enum(searchTypes, { error: "type must be all, contacts, sessions or content" }).default("all"),
});

/** How a total reads: "1000+" once it reaches the cap. */
export function totalLabel(total: number, capped: number): string {
  return total > capped ? `${capped}+` : String(total);
}
