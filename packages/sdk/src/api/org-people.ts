import {
  type BulkDeleteResult,
  type Envelope,
  encodeRecordFilters,
  type NewSegmentBody,
  type OrgListLayout,
  type PeoplePage,
  type PeopleQuery,
  type RecordSelection,
  type Segment,
  type SegmentKind,
  type SegmentUpdateBody,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { postCsv } from "./csv-text.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";
import { createLayoutsApi, type LayoutsApi } from "./record-layouts.js";
import { selectionBody } from "./records.js";

/*
 * The organization's people and speakers and their saved segments (spec 1 §2 "Organization
 * area": people, speakers, `…/segments/{segmentId}`, segments). The server checks every call:
 * read on contacts for people, read on speakers for speakers, update on them to save segments.
 */

export interface OrgPeopleApi {
  /**
   * GET /organizations/{orgId}/people|speakers?page&pageSize&sort&q&filters: one page, with the
   * total and the table's columns. Unset parameters take the server's defaults (page 1, 50 a
   * page, oldest first, no filters).
   */
  list(orgId: string, kind: SegmentKind, query?: PeopleQuery, options?: CallOptions): Promise<PeoplePage>;
  /** GET /organizations/{orgId}/segments?kind: the saved segments (of one kind), each with its count. */
  segments(orgId: string, kind?: SegmentKind, options?: CallOptions): Promise<Segment[]>;
  /** GET /organizations/{orgId}/segments/{segmentId} */
  segment(orgId: string, segmentId: string, options?: CallOptions): Promise<Segment>;
  /** POST /organizations/{orgId}/segments: 409 when the kind has a segment of that name. */
  createSegment(orgId: string, body: NewSegmentBody, options?: CallOptions): Promise<Segment>;
  /** PUT /organizations/{orgId}/segments/{segmentId}: a new name, new filters, or both. */
  updateSegment(
    orgId: string,
    segmentId: string,
    body: SegmentUpdateBody,
    options?: CallOptions,
  ): Promise<Segment>;
  /** DELETE /organizations/{orgId}/segments/{segmentId}: answers the segment as it was. */
  deleteSegment(orgId: string, segmentId: string, options?: CallOptions): Promise<Segment>;
  /** /organizations/{orgId}/people|speakers/layouts…: the list's saved column layouts. */
  layouts(orgId: string, kind: SegmentKind): LayoutsApi<OrgListLayout>;
  /**
   * POST /organizations/{orgId}/people|speakers/bulk-delete: the picked rows, or all the list's
   * search and filters find (`{ all: true, query }`), in one transaction. 403 when a contact is in
   * an event where the caller may not delete contacts (nothing is deleted then).
   */
  bulkDelete(
    orgId: string,
    kind: SegmentKind,
    selection: RecordSelection,
    options?: CallOptions,
  ): Promise<BulkDeleteResult>;
  /** POST /organizations/{orgId}/people|speakers/export: the selection as CSV, a Blob to save. */
  exportSelected(
    orgId: string,
    kind: SegmentKind,
    selection: RecordSelection,
    options?: CallOptions,
  ): Promise<Blob>;
}

const enc = encodeURIComponent;

/**
 * The people calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const people = createOrgPeopleApi(sdk.http);
 * const page = await people.list(orgId, "speakers", { filters: [{ field: "company", op: "contains", value: "acme" }] });
 */
export function createOrgPeopleApi(http: HttpClient): OrgPeopleApi {
  const org = (orgId: string) => `organizations/${enc(orgId)}`;
  const segment = (orgId: string, segmentId: string) => `${org(orgId)}/segments/${enc(segmentId)}`;
  return {
    list: async (orgId, kind, query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<PeoplePage>>(`${org(orgId)}/${kind}`, {
          ...options,
          // An empty search is no search, and no filters no parameter.
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            sort: query.sort,
            q: query.q?.trim() || undefined,
            filters: encodeRecordFilters(query.filters ?? []),
          },
        }),
        `GET ${kind}`,
      ),
    segments: async (orgId, kind, options = {}) =>
      payloadOf(
        await http.get<Envelope<Segment[]>>(`${org(orgId)}/segments`, { ...options, searchParams: { kind } }),
        "GET segments",
      ),
    segment: async (orgId, segmentId, options = {}) =>
      payloadOf(await http.get<Envelope<Segment>>(segment(orgId, segmentId), options), "GET segment"),
    createSegment: async (orgId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<Segment>>(`${org(orgId)}/segments`, { ...options, json: body }),
        "POST segment",
      ),
    updateSegment: async (orgId, segmentId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<Segment>>(segment(orgId, segmentId), { ...options, json: body }),
        "PUT segment",
      ),
    deleteSegment: async (orgId, segmentId, options = {}) =>
      payloadOf(await http.delete<Envelope<Segment>>(segment(orgId, segmentId), options), "DELETE segment"),
    layouts: (orgId, kind) => createLayoutsApi<OrgListLayout>(http, `${org(orgId)}/${kind}/layouts`),
    bulkDelete: async (orgId, kind, selection, options = {}) =>
      payloadOf(
        await http.post<Envelope<BulkDeleteResult>>(`${org(orgId)}/${kind}/bulk-delete`, {
          ...options,
          json: selectionBody(selection),
        }),
        `POST ${kind} bulk-delete`,
      ),
    exportSelected: (orgId, kind, selection, options = {}) =>
      postCsv(http, `${org(orgId)}/${kind}/export`, selectionBody(selection), options),
  };
}
