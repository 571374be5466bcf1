import {
  emailHistoryMessages,
  emailHistoryPage,
  emailHistoryQuery,
  envelope,
  eventIdParams,
  idParams,
  mailMessage,
  orgIdParams,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventEmail, eventEmailHistory, orgEmail, orgEmailHistory } from "../services/mail/history.js";

/**
 * The event's and organization's `history/emails` (issue 19 item 5; spec 1 §2): what each person
 * was sent, with bounces and refusals. Spec 1 §6: read on history or on emails.
 */
export async function mailHistoryRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/event/:eventId/history/emails",
    {
      schema: {
        summary: "The event's emails, newest first, with their status (read on history or emails)",
        params: eventIdParams,
        querystring: emailHistoryQuery,
        response: answers({ 200: envelope(emailHistoryPage) }),
      },
    },
    async (request) => ({
      payload: await eventEmailHistory(ctx.db, authOf(request).userId, request.params.eventId, request.query),
    }),
  );

  app.get(
    "/event/:eventId/history/emails/:messageId",
    {
      schema: {
        summary: "One of the event's emails with both parts; single-use link tokens hidden",
        params: idParams("eventId", "messageId"),
        response: answers({ 200: envelope(mailMessage) }),
      },
    },
    async (request) => {
      const { eventId, messageId } = request.params;
      const message = await eventEmail(ctx.db, authOf(request).userId, eventId, messageId);
      return { payload: orNotFound(message, emailHistoryMessages.notFound) };
    },
  );

  app.get(
    "/organizations/:orgId/history/emails",
    {
      schema: {
        summary: "The organization's emails and its events', newest first (read on history or emails)",
        params: orgIdParams,
        querystring: emailHistoryQuery,
        response: answers({ 200: envelope(emailHistoryPage) }),
      },
    },
    async (request) => ({
      payload: await orgEmailHistory(ctx.db, authOf(request).userId, request.params.orgId, request.query),
    }),
  );

  app.get(
    "/organizations/:orgId/history/emails/:messageId",
    {
      schema: {
        summary: "One of the organization's emails with both parts; single-use link tokens hidden",
        params: idParams("orgId", "messageId"),
        response: answers({ 200: envelope(mailMessage) }),
      },
    },
    async (request) => {
      const { orgId, messageId } = request.params;
      const message = await orgEmail(ctx.db, authOf(request).userId, orgId, messageId);
      return { payload: orNotFound(message, emailHistoryMessages.notFound) };
    },
  );
}
