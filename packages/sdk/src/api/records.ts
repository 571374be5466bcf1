import {
  type BulkDeleteResult,
  type DeletedRecord,
  type Envelope,
  encodeRecordFilters,
  type ModuleSummary,
  type RecordFilter,
  type RecordListQuery,
  type RecordPage,
  type RecordSelection,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { getCsv, postCsv } from "./csv-text.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The record pages' calls: an event's modules (contacts, sponsors, exhibitors, custom modules),
 * one page of a module's records, deleting one or a selection, and the module's CSV export (spec
 * 2 §7 "Export CSV"), whole or of a selection. The server checks the caller is on the event's team on every call.
 */

export interface ExportScope {
  eventId: string;
  orgId: string;
  /** The list's filters: the file then holds the records the list shows. */
  filters?: readonly RecordFilter[] | undefined;
}

export interface RecordsApi {
  /** GET /event/{eventId}/modules */
  modules(eventId: string, options?: CallOptions): Promise<ModuleSummary[]>;
  /** GET /modules/{moduleId} */
  module(moduleId: string, options?: CallOptions): Promise<ModuleSummary>;
  /**
   * GET /modules/{moduleId}/records?page&pageSize&sort&q&role&filters: one page of records, with the
   * total and the table's columns (`role`: the contacts' role views, contacts module only). Unset parameters take the server's defaults (page 1, 50 a page,
   * oldest first).
   */
  list(moduleId: string, query?: RecordListQuery, options?: CallOptions): Promise<RecordPage>;
  /** DELETE /modules/{moduleId}/records/{recordId} */
  remove(moduleId: string, recordId: string, options?: CallOptions): Promise<DeletedRecord>;
  /**
   * The export's path under the API base: `/modules/{moduleId}/export?contentType=csv&eventId&orgId`.
   * It needs the bearer token, so a plain link cannot download it: use `exportCsv`.
   */
  exportUrl(moduleId: string, scope: ExportScope): string;
  /** GET the export with the bearer token; the CSV as a Blob to save. */
  exportCsv(moduleId: string, scope: ExportScope, options?: CallOptions): Promise<Blob>;
  /**
   * POST /modules/{moduleId}/records/bulk-delete: the selected records, or every record the
   * list's query finds (`{ all: true, query }`, sent as the list sends it), in one transaction.
   */
  bulkDelete(moduleId: string, selection: RecordSelection, options?: CallOptions): Promise<BulkDeleteResult>;
  /** POST /modules/{moduleId}/export: the selected records as CSV, a Blob to save. */
  exportSelected(moduleId: string, selection: RecordSelection, options?: CallOptions): Promise<Blob>;
}

const enc = encodeURIComponent;

/**
 * The parameters that choose which records a list holds, as the list call sends them; a bulk
 * call's `all` sends the very same, so "all" means what the list shows.
 */
function listFilterParams(query: Omit<RecordListQuery, "page" | "pageSize" | "sort">) {
  return {
    // An empty search is no search: leave it out rather than send `q=`.
    q: query.q?.trim() || undefined,
    role: query.role,
    filters: encodeRecordFilters(query.filters ?? []),
  };
}

/** A selection as a bulk call's body: `{ ids }`, or `{ all: true, …the list's parameters }`. */
export function selectionBody(selection: RecordSelection) {
  if ("ids" in selection) return { ids: selection.ids };
  const params = Object.entries(listFilterParams(selection.query)).filter(([, value]) => value !== undefined);
  return { all: true, ...Object.fromEntries(params) };
}

/**
 * The record calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const records = createRecordsApi(sdk.http);
 * const page = await records.list(moduleId, { page: 2, sort: "-name", q: "acme" });
 */
export function createRecordsApi(http: HttpClient): RecordsApi {
  const module = (moduleId: string) => `modules/${enc(moduleId)}`;
  const exportUrl = (moduleId: string, scope: ExportScope) => {
    const query = new URLSearchParams({ contentType: "csv", eventId: scope.eventId, orgId: scope.orgId });
    const filters = encodeRecordFilters(scope.filters ?? []);
    if (filters) query.set("filters", filters);
    return `/${module(moduleId)}/export?${query}`;
  };
  return {
    modules: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ModuleSummary[]>>(`event/${enc(eventId)}/modules`, options),
        "GET event modules",
      ),
    module: async (moduleId, options = {}) =>
      payloadOf(await http.get<Envelope<ModuleSummary>>(module(moduleId), options), "GET module"),
    list: async (moduleId, query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<RecordPage>>(`${module(moduleId)}/records`, {
          ...options,
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            sort: query.sort,
            ...listFilterParams(query),
          },
        }),
        "GET records",
      ),
    remove: async (moduleId, recordId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<DeletedRecord>>(`${module(moduleId)}/records/${enc(recordId)}`, options),
        "DELETE record",
      ),
    exportUrl,
    exportCsv: (moduleId, scope, options = {}) => getCsv(http, exportUrl(moduleId, scope), options),
    bulkDelete: async (moduleId, selection, options = {}) =>
      payloadOf(
        await http.post<Envelope<BulkDeleteResult>>(`${module(moduleId)}/records/bulk-delete`, {
          ...options,
          json: selectionBody(selection),
        }),
        "POST records bulk-delete",
      ),
    exportSelected: (moduleId, selection, options = {}) =>
      postCsv(http, `${module(moduleId)}/export`, selectionBody(selection), options),
  };
}
