import {
  decisionDraftsBody,
  decisionDraftsResult,
  decisionMailDetail,
  decisionMailMessages,
  decisionMailPage,
  decisionMailPatch,
  decisionMailQuery,
  decisionSendBody,
  decisionSendResult,
  envelope,
  eventIdParams,
  idParams,
  type Requirement,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Mailer } from "../services/mail/outbox.js";
import type { EventRow } from "../services/permissions/event-access.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as decisions from "../services/sessions/decision-mails.js";
import { sendDecisionMails } from "../services/sessions/decision-sending.js";

const mailParams = idParams("eventId", "mailId");

/**
 * Decision emails are session news sent as email (spec 1 §6): reading them needs read on
 * sessions and on emails; writing, editing, discarding and sending need update on both.
 */
const READ: Requirement[] = [
  [{ module: "sessions", action: "read" }],
  [{ module: "emails", action: "read" }],
];
const WRITE: Requirement[] = [
  [{ module: "sessions", action: "update" }],
  [{ module: "emails", action: "update" }],
];

/**
 * Issue 19 item 3: the event's decision emails, written as drafts for organizers to review, edit
 * and send in bulk. An unknown event answers 404, and so does another event's decision email.
 */
export async function decisionMailRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The event of the path, once the caller meets every requirement. */
  const eventOf = async (
    request: FastifyRequest,
    eventId: string,
    needs: Requirement[],
  ): Promise<EventRow> => {
    const userId = authOf(request).userId;
    let event: EventRow | null = null;
    for (const requirement of needs)
      event = await requireEventPermission(ctx.db, userId, eventId, requirement);
    return event as EventRow;
  };
  const detailOf = async (event: EventRow, mailId: string) =>
    orNotFound(await decisions.readDecisionMail(ctx.db, event, mailId), decisionMailMessages.notFound);

  app.post(
    "/events/:eventId/decision-mails",
    {
      schema: {
        summary: "Write accepted or rejected drafts for the chosen sessions' speakers (nothing is sent)",
        params: eventIdParams,
        body: decisionDraftsBody,
        response: answers({ 200: envelope(decisionDraftsResult) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { decision, sessionIds } = request.body;
      return {
        payload: await decisions.writeDrafts(ctx.db, event, authOf(request).userId, decision, sessionIds),
      };
    },
  );

  app.get(
    "/events/:eventId/decision-mails",
    {
      schema: {
        summary: "One page of the event's decision emails (drafts, sent, discarded)",
        params: eventIdParams,
        querystring: decisionMailQuery,
        response: answers({ 200: envelope(decisionMailPage) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      const { page, pageSize } = request.query;
      return {
        payload: { ...(await decisions.listDecisionMails(ctx.db, event.id, request.query)), page, pageSize },
      };
    },
  );

  app.get(
    "/events/:eventId/decision-mails/:mailId",
    {
      schema: {
        summary: "One decision email with its words and the person's values",
        params: mailParams,
        response: answers({ 200: envelope(decisionMailDetail) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await detailOf(event, request.params.mailId) };
    },
  );

  app.put(
    "/events/:eventId/decision-mails/:mailId",
    {
      schema: {
        summary: "Replace a draft's subject and message",
        params: mailParams,
        body: decisionMailPatch,
        response: answers({ 200: envelope(decisionMailDetail) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { mailId } = request.params;
      await decisions.editDecisionMail(ctx.db, event, authOf(request).userId, mailId, request.body);
      return { payload: await detailOf(event, mailId) };
    },
  );

  app.delete(
    "/events/:eventId/decision-mails/:mailId",
    {
      schema: {
        summary: "Discard a draft (writing drafts again brings it back)",
        params: mailParams,
        response: answers({ 200: envelope(decisionMailDetail) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      await decisions.discardDecisionMail(ctx.db, event, request.params.mailId);
      return { payload: await detailOf(event, request.params.mailId) };
    },
  );

  app.post(
    "/events/:eventId/decision-mails/send",
    {
      schema: {
        summary: "Send the chosen drafts, or every draft matching a filter; each person's is sent once",
        params: eventIdParams,
        body: decisionSendBody,
        response: answers({ 200: envelope(decisionSendResult) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const sendMany = ctx.mail.sendMany;
      return {
        payload: await sendDecisionMails(ctx.db, sendMany, event, authOf(request).userId, request.body),
      };
    },
  );
}
