import type { DeletedRecord, Envelope, ModuleSummary, RecordListQuery, RecordPage } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { getCsv } from "./csv-text.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The record pages' calls: an event's modules (contacts, sponsors, exhibitors, custom modules),
 * one page of a module's records, deleting one, and the module's CSV export (spec 2 §7 "Export
 * CSV"). The server checks the caller is on the event's team on every call.
 */

export interface ExportScope {
  eventId: string;
  orgId: string;
}

export interface RecordsApi {
  /** GET /event/{eventId}/modules */
  modules(eventId: string, options?: CallOptions): Promise<ModuleSummary[]>;
  /** GET /modules/{moduleId} */
  module(moduleId: string, options?: CallOptions): Promise<ModuleSummary>;
  /**
   * GET /modules/{moduleId}/records?page&pageSize&sort&q&role: one page of records, with the
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
}

const enc = encodeURIComponent;

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
          // An empty search is no search: leave it out rather than send `q=`.
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            sort: query.sort,
            q: query.q?.trim() || undefined,
            role: query.role,
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
  };
}
