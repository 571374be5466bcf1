import type { PeopleQuery, SegmentKind } from "@foyer/domain";
import type { OrgPeopleApi } from "@foyer/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { kindText } from "./people-paths.js";

/** Spec 2 §8, said when the list cannot be loaded. */
export const listLoadFailed = (kind: SegmentKind) => `An error occurred getting ${kindText[kind].many}`;

/** The cache keys of an organization's people: a delete or bulk action invalidates `kind`. */
export const peopleKeys = {
  kind: (orgId: string, kind: SegmentKind) => ["orgs", orgId, "people", kind] as const,
  list: (orgId: string, kind: SegmentKind, query: PeopleQuery) =>
    [...peopleKeys.kind(orgId, kind), "list", query] as const,
};

export const peopleQueries = {
  /** A page of people or speakers; the previous page stays on screen while the next loads. */
  list: (api: OrgPeopleApi, orgId: string, kind: SegmentKind, query: PeopleQuery) =>
    queryOptions({
      queryKey: peopleKeys.list(orgId, kind, query),
      queryFn: () => api.list(orgId, kind, query),
      meta: { errorMessage: listLoadFailed(kind) },
      placeholderData: keepPreviousData,
    }),
};
