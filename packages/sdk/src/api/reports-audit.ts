import type {
  ActivityHistoryPage,
  ActivityHistoryType,
  Envelope,
  EventAuditPage,
  EventAuditQuery,
  EventReports,
  ReportId,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { getCsv } from "./csv-text.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * An event's reports and audit, and the imports, exports and integrations histories of an event or
 * an organization (issue 20 items 5 and 6; docs/reports-and-audit.md). Reports need read on
 * reports; the audit and histories read on history or on emails (spec 1 §6); others get 403.
 */

const seg = encodeURIComponent;

export interface ReportsApi {
  /** GET /events/{eventId}/reports: every figure of the reports page. */
  figures(options?: CallOptions): Promise<EventReports>;
  /** GET /events/{eventId}/reports/{reportId}/export: one report as a formula-safe CSV to save. */
  exportCsv(reportId: ReportId, options?: CallOptions): Promise<Blob>;
  /** GET /events/{eventId}/audit: newest first; pass the answer's `nextCursor` for the next page. */
  audit(query?: EventAuditQuery, options?: CallOptions): Promise<EventAuditPage>;
}

/**
 * @example
 * const reports = createReportsApi(sdk.http, eventId);
 * const { sessionsByStatus } = await reports.figures();
 */
export function createReportsApi(http: HttpClient, eventId: string): ReportsApi {
  const base = `events/${seg(eventId)}`;
  return {
    figures: async (options = {}) =>
      payloadOf(await http.get<Envelope<EventReports>>(`${base}/reports`, options), "GET reports"),
    exportCsv: (reportId, options = {}) => getCsv(http, `${base}/reports/${seg(reportId)}/export`, options),
    audit: async (query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<EventAuditPage>>(`${base}/audit`, {
          ...options,
          searchParams: {
            userId: query.userId || undefined,
            entityType: query.entityType,
            entityId: query.entityId || undefined,
            q: query.q?.trim() || undefined,
            from: query.from || undefined,
            to: query.to || undefined,
            cursor: query.cursor,
            limit: query.limit,
          },
        }),
        "GET audit",
      ),
  };
}

/** Whose history: an event's, or an organization's (its events' lines too). */
export type ActivityHistoryScope = { eventId: string } | { orgId: string };

export interface ActivityHistoryApi {
  /** GET …/history/{type}: newest first, paged. */
  list(
    type: ActivityHistoryType,
    query?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<ActivityHistoryPage>;
}

/**
 * @example
 * const history = createActivityHistoryApi(sdk.http, { orgId });
 * const { entries } = await history.list("exports");
 */
export function createActivityHistoryApi(http: HttpClient, scope: ActivityHistoryScope): ActivityHistoryApi {
  const base =
    "eventId" in scope ? `event/${seg(scope.eventId)}/history` : `organizations/${seg(scope.orgId)}/history`;
  return {
    list: async (type, query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<ActivityHistoryPage>>(`${base}/${seg(type)}`, {
          ...options,
          searchParams: { page: query.page, pageSize: query.pageSize },
        }),
        `GET history/${type}`,
      ),
  };
}
