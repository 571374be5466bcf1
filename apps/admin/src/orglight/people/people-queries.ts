import { type PeopleQuery, type SegmentKind, segmentMessages } from "@foyer/domain";
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
  /** Every saved segment of the organization: a save, rename or delete invalidates them all. */
  segments: (orgId: string) => ["orgs", orgId, "segments"] as const,
  segmentsOf: (orgId: string, kind: SegmentKind | "all") => [...peopleKeys.segments(orgId), kind] as const,
};

export const peopleQueries = {
  /** The saved segments of one kind, or of every kind the member may read. */
  segments: (api: OrgPeopleApi, orgId: string, kind?: SegmentKind) =>
    queryOptions({
      queryKey: peopleKeys.segmentsOf(orgId, kind ?? "all"),
      queryFn: () => api.segments(orgId, kind),
      meta: { errorMessage: segmentMessages.loadFailed },
    }),
  /** A page of people or speakers; the previous page stays on screen while the next loads. */
  list: (api: OrgPeopleApi, orgId: string, kind: SegmentKind, query: PeopleQuery) =>
    queryOptions({
      queryKey: peopleKeys.list(orgId, kind, query),
      queryFn: () => api.list(orgId, kind, query),
      meta: { errorMessage: listLoadFailed(kind) },
      placeholderData: keepPreviousData,
    }),
};
