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
export interface AccountHit {
  kind: "account";
  id: string;
  name: string;
  /** The accounts module it belongs to. */
  moduleId: string;
  /** That module's slug: `sponsors`, `exhibitors` or another accounts module's. */
  moduleSlug: string;
  website: string | null;
  /** The account's portal name when `includePortalName=true` and it has one (none have yet). */
  portalName: string | null;
}

/** A contact (person) of the event. */
export interface ContactHit {
  kind: "contact";
  id: string;
  /** `fname lname`, trimmed. */
  name: string;
  fname: string;
  lname: string;
  email: string | null;
  company: string | null;
  title: string | null;
  /** The linked user's photo, if the contact is a user who has one. */
  photoUrl: string | null;
}

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
