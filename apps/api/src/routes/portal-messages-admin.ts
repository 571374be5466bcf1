import {
  envelope,
  idParams,
  organizerThreadBody,
  organizerThreadDetail,
  organizerThreadSummary,
  portalReplyBody,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  getPortalThread,
  listPortalThreads,
  replyToPortalThread,
  startPortalThread,
} from "../services/portal/messages-admin.js";

const portalParams = idParams("eventId", "portalId");
const threadParams = idParams("eventId", "portalId", "threadId");
const listQuery = z.object({
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});

/**
 * The organizer team's side of a portal's message threads (issue 6 `/messages`): read on
 * `portal` lists and opens them, update on `portal` replies and starts one with a contact.
 */
export async function portalMessageAdminRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/threads";

  app.get(
    base,
    {
      schema: {
        summary: "The portal's threads, newest activity first (`unread=true`: those the team has not read)",
        params: portalParams,
        querystring: listQuery,
        response: answers({ 200: envelope(z.array(organizerThreadSummary)) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      const threads = await listPortalThreads(ctx.db, authOf(request).userId, eventId, portalId, {
        unread: request.query.unread === "true",
      });
      return { payload: threads };
    },
  );

  app.post(
    base,
    {
      schema: {
        summary: "Start a thread with a contact of the event",
        params: portalParams,
        body: organizerThreadBody,
        response: answers({ 201: envelope(organizerThreadDetail) }),
      },
    },
    async (request, reply) => {
      const { eventId, portalId } = request.params;
      const thread = await startPortalThread(ctx.db, authOf(request).userId, eventId, portalId, request.body);
      return reply.code(201).send({ payload: thread });
    },
  );

  app.get(
    `${base}/:threadId`,
    {
      schema: {
        summary: "A thread with every message; reading it marks it read for the team",
        params: threadParams,
        response: answers({ 200: envelope(organizerThreadDetail) }),
      },
    },
    async (request) => {
      const { eventId, portalId, threadId } = request.params;
      return {
        payload: await getPortalThread(ctx.db, authOf(request).userId, eventId, portalId, threadId),
      };
    },
  );

  app.post(
    `${base}/:threadId/messages`,
    {
      schema: {
        summary: "Reply to a thread as the organizer team",
        params: threadParams,
        body: portalReplyBody,
        response: answers({ 201: envelope(organizerThreadDetail) }),
      },
    },
    async (request, reply) => {
      const { eventId, portalId, threadId } = request.params;
      const thread = await replyToPortalThread(
        ctx.db,
        authOf(request).userId,
        eventId,
        portalId,
        threadId,
        request.body,
      );
      return reply.code(201).send({ payload: thread });
    },
  );
}
