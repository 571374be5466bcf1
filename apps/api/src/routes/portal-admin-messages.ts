import { organizerThreadBody, portalReplyBody } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  getPortalThread,
  listPortalThreads,
  replyToPortalThread,
  startPortalThread,
} from "../services/portal-admin-messages.js";

const portalParams = z.object({
  eventId: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const threadParams = portalParams.extend({ threadId: z.string().min(1).max(200) });
const listQuery = z.object({
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});

/**
 * The organizer team's side of a portal's message threads (issue 6 `/messages`): read on
 * `portal` lists and opens them, update on `portal` replies and starts one with a contact.
 */
export async function portalAdminMessageRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/threads";

  app.get(base, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    const { unread } = parse(listQuery, request.query, "query");
    const threads = await listPortalThreads(ctx.db, authOf(request).userId, eventId, portalId, {
      unread: unread === "true",
    });
    return { payload: threads };
  });

  app.post(base, async (request, reply) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    const body = parse(organizerThreadBody, request.body);
    const thread = await startPortalThread(ctx.db, authOf(request).userId, eventId, portalId, body);
    return reply.code(201).send({ payload: thread });
  });

  app.get(`${base}/:threadId`, async (request) => {
    const { eventId, portalId, threadId } = parse(threadParams, request.params, "params");
    return {
      payload: await getPortalThread(ctx.db, authOf(request).userId, eventId, portalId, threadId),
    };
  });

  app.post(`${base}/:threadId/messages`, async (request, reply) => {
    const { eventId, portalId, threadId } = parse(threadParams, request.params, "params");
    const body = parse(portalReplyBody, request.body);
    const thread = await replyToPortalThread(
      ctx.db,
      authOf(request).userId,
      eventId,
      portalId,
      threadId,
      body,
    );
    return reply.code(201).send({ payload: thread });
  });
}
