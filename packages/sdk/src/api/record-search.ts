import type { AccountHit, ContactHit, Envelope } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The search-and-pick dialog's two searches (spec 2 §4.7, §7 "Account search", "Contact search"),
 * each with the spec's query: `q`, `includePortalName=true`, `enforceEventRelationship=true`
 * (the HTTP client adds `userId`). The server answers at most 50 hits by name, for the event's
 * team only.
 */

export interface AccountSearchOptions extends CallOptions {
  /**
   * Narrows to one accounts module by slug.
   * @example { moduleSlug: "sponsors" }
   */
  moduleSlug?: string | undefined;
}

export interface RecordSearchApi {
  /** GET /account/list/{eventId}/search?q&includePortalName=true&enforceEventRelationship=true */
  accounts(eventId: string, q: string, options?: AccountSearchOptions): Promise<AccountHit[]>;
  /** GET /contacts/event/{eventId}/contacts/search?q&includePortalName=true&enforceEventRelationship=true */
  contacts(eventId: string, q: string, options?: CallOptions): Promise<ContactHit[]>;
}

const enc = encodeURIComponent;

/**
 * The account and contact searches over the SDK's HTTP client (bearer token, userId, one refresh
 * and retry on 401). Pass a `signal` to drop a search the user has typed past.
 * @example
 * const search = createRecordSearchApi(sdk.http);
 * const [accounts, contacts] = await Promise.all([search.accounts(eventId, "acme"), search.contacts(eventId, "acme")]);
 */
export function createRecordSearchApi(http: HttpClient): RecordSearchApi {
  const query = (q: string, moduleSlug?: string) => ({
    q: q.trim(),
    includePortalName: true,
    enforceEventRelationship: true,
    moduleSlug: moduleSlug || undefined,
  });
  return {
    accounts: async (eventId, q, { moduleSlug, signal } = {}) =>
      payloadOf(
        await http.get<Envelope<AccountHit[]>>(`account/list/${enc(eventId)}/search`, {
          signal,
          searchParams: query(q, moduleSlug),
        }),
        "GET account search",
      ),
    contacts: async (eventId, q, { signal } = {}) =>
      payloadOf(
        await http.get<Envelope<ContactHit[]>>(`contacts/event/${enc(eventId)}/contacts/search`, {
          signal,
          searchParams: query(q),
        }),
        "GET contact search",
      ),
  };
}
