import type { Envelope, GlobalSearchResult, SearchType } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The organization's global search (spec 1 §7 "Search: one call with orgId, term and type (all)",
 * "Recent search terms for the organization"): contacts, sessions and content of the events the
 * user may read, ranked, with a total per kind.
 */

export interface GlobalSearchOptions extends CallOptions {
  /** One kind only; all by default. */
  type?: SearchType | undefined;
}

export interface GlobalSearchApi {
  /** GET /search/organization/{orgId}?term&type */
  search(orgId: string, term: string, options?: GlobalSearchOptions): Promise<GlobalSearchResult>;
  /** GET /search/organization/{orgId}/recent: the user's latest terms, newest first. */
  recent(orgId: string, options?: CallOptions): Promise<string[]>;
}

const enc = encodeURIComponent;

/**
 * @example
 * const search = createGlobalSearchApi(sdk.http);
 * const { contacts, totals } = await search.search(orgId, "lovlace");
 */
export function createGlobalSearchApi(http: HttpClient): GlobalSearchApi {
  return {
    search: async (orgId, term, { type = "all", signal } = {}) =>
      payloadOf(
        await http.get<Envelope<GlobalSearchResult>>(`search/organization/${enc(orgId)}`, {
          signal,
          searchParams: { term: term.trim(), type },
        }),
        "GET search",
      ),
    recent: async (orgId, { signal } = {}) =>
      payloadOf(
        await http.get<Envelope<{ terms: string[] }>>(`search/organization/${enc(orgId)}/recent`, { signal }),
        "GET recent searches",
      ).terms,
  };
}
