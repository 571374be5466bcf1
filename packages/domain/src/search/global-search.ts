import { z } from "zod";

/** What the organization's global search finds (spec 1 §3 "Search results"). */
export type SearchEntityType = "contact" | "session" | "content";

export const searchTypes = ["all", "contacts", "sessions", "content"] as const;
export type SearchType = (typeof searchTypes)[number];

/** The search's kinds a `type` asks for. */
export function entityTypesOf(type: SearchType): SearchEntityType[] {
  if (type === "contacts") return ["contact"];
  if (type === "sessions") return ["session"];
  if (type === "content") return ["content"];
  return ["contact", "session", "content"];
}

export interface GlobalSearchHit {
  id: string;
  type: SearchEntityType;
  name: string;
  /** A contact's email and company; a session's or content item's description, shortened. */
  detail: string;
  eventId: string;
  eventName: string;
  score: number;
}

export interface GlobalSearchResult {
  contacts: GlobalSearchHit[];
  sessions: GlobalSearchHit[];
  content: GlobalSearchHit[];
  /** Matches of each kind, counted up to `capped` (a total above it reads "{capped}+"). */
  totals: { contacts: number; sessions: number; content: number; capped: number };
}

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
