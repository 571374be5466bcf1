import {
  envelope,
  idParams,
  portalReplyBody,
  portalThreadBody,
  portalThreadDetail,
  portalThreadSummary,
  portalUnreadCount,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  getMyThread,
  listMyThreads,
  myUnreadCount,
  replyToMyThread,
  startMyThread,
} from "../services/portal/messages.js";
import { participantOf } from "../services/portal/sessions.js";

const portalParams = idParams("portalSlug", "portalId");
const threadParams = idParams("portalSlug", "portalId", "threadId");

/**
 * The participant's message threads with the organizer team (spec 1 §2 "Portal": /messages;
 * issue 6). Each call resolves the participant first: 401 signed out, 404 unknown portal, 403 not
 * a member; then only their own contact's threads exist.
 */
export async function portalMessageRoutes(app: ApiApp, ctx: AuthContext) {
  const preValidation = requireAuth(ctx);
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, "messages");
  const base = "/portal/:portalSlug/:portalId/me/threads";

  app.get(
    base,
    {
      preValidation,
      schema: {
        summary: "The participant's threads with the organizer team, newest activity first",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalThreadSummary)) }),
      },
    },
    async (request) => ({ payload: await listMyThreads(ctx.db, await who(request, request.params)) }),
  );

  app.get(
    `${base}/unread-count`,
    {
      preValidation,
      schema: {
        summary: "How many of the participant's threads have something new from the organizers",
        params: portalParams,
        response: answers({ 200: envelope(portalUnreadCount) }),
      },
    },
    async (request) => ({ payload: await myUnreadCount(ctx.db, await who(request, request.params)) }),
  );

  app.post(
    base,
    {
      preValidation,
      schema: {
        summary: "Start a thread with the organizer team",
        params: portalParams,
        body: portalThreadBody,
        response: answers({ 201: envelope(portalThreadDetail) }),
      },
    },
    async (request, reply) => {
      const participant = await who(request, request.params);
      const thread = await startMyThread(ctx.db, participant, request.body, authOf(request).userId);
      return reply.code(201).send({ payload: thread });
    },
  );

  app.get(
    `${base}/:threadId`,
    {
      preValidation,
      schema: {
        summary: "One of the participant's threads with all its messages; marks it read",
        params: threadParams,
        response: answers({ 200: envelope(portalThreadDetail) }),
      },
    },
    async (request) => {
      const { params } = request;
      return { payload: await getMyThread(ctx.db, await who(request, params), params.threadId) };
    },
  );

  app.post(
    `${base}/:threadId/messages`,
    {
      preValidation,
      schema: {
        summary: "Reply in one of the participant's threads",
        params: threadParams,
        body: portalReplyBody,
        response: answers({ 201: envelope(portalThreadDetail) }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const participant = await who(request, params);
      const thread = await replyToMyThread(
        ctx.db,
        participant,
        params.threadId,
        request.body,
        authOf(request).userId,
      );
      return reply.code(201).send({ payload: thread });
    },
  );
}
