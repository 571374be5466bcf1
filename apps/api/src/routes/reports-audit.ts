import {
  activityHistoryPage,
  activityHistoryParams,
  activityHistoryQuery,
  envelope,
  eventAuditPage,
  eventAuditQuery,
  eventIdParams,
  eventReports,
  orgIdParams,
  reportParams,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import { eventAudit } from "../services/audit/event-audit.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventActivityHistory, orgActivityHistory } from "../services/history/activity.js";
import { eventReports as figures, reportCsv } from "../services/reports/reports.js";
import { csvReply } from "./imports.js";

/**
 * The event's reports, audit and other histories (issue 20 items 5 and 6; spec 1 §2 `reports`,
 * `audit`, `history/{historyType}`). Spec 1 §6: reports need read on reports; the audit and the
 * histories read on history or on emails. Every call checks it.
 */
export async function reportsAuditRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/events/:eventId/audit",
    {
      schema: {
        summary: "The event's audit: who changed which record or session, and when (newest first)",
        params: eventIdParams,
        querystring: eventAuditQuery,
        response: answers({ 200: envelope(eventAuditPage) }),
      },
    },
    async (request) => ({
      payload: await eventAudit(ctx.db, authOf(request).userId, request.params.eventId, request.query),
    }),
  );

  app.get(
    "/events/:eventId/reports",
    {
      schema: {
        summary:
          "The event's report figures: submissions, registrations, sessions, evaluations, portals, imports",
        params: eventIdParams,
        response: answers({ 200: envelope(eventReports) }),
      },
    },
    async (request) => ({ payload: await figures(ctx.db, authOf(request).userId, request.params.eventId) }),
  );

  app.get(
    "/events/:eventId/reports/:reportId/export",
    {
      schema: {
        summary: "One report as CSV (formula-safe); noted in the event's export history",
        params: reportParams,
        response: answers({ 200: fileAnswer("The report's rows as CSV") }),
      },
    },
    async (request, reply) => {
      const { eventId, reportId } = request.params;
      const { fileName, csv } = await reportCsv(ctx.db, authOf(request).userId, eventId, reportId);
      return reply.headers(csvReply(fileName)).send(csv);
    },
  );

  app.get(
    "/event/:eventId/history/:type",
    {
      schema: {
        summary: "The event's imports, exports or integration syncs, newest first",
        params: eventIdParams.extend(activityHistoryParams.shape),
        querystring: activityHistoryQuery,
        response: answers({ 200: envelope(activityHistoryPage) }),
      },
    },
    async (request) => {
      const { eventId, type } = request.params;
      return {
        payload: await eventActivityHistory(ctx.db, authOf(request).userId, eventId, type, request.query),
      };
    },
  );

  app.get(
    "/organizations/:orgId/history/:type",
    {
      schema: {
        summary: "The organization's imports, exports or integration syncs (its events' too), newest first",
        params: orgIdParams.extend(activityHistoryParams.shape),
        querystring: activityHistoryQuery,
        response: answers({ 200: envelope(activityHistoryPage) }),
      },
    },
    async (request) => {
      const { orgId, type } = request.params;
      return {
        payload: await orgActivityHistory(ctx.db, authOf(request).userId, orgId, type, request.query),
      };
    },
  );
}
