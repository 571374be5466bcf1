import { portalReplyBody, portalThreadBody } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  getMyThread,
  listMyThreads,
  myUnreadCount,
  replyToMyThread,
  startMyThread,
} from "../services/portal-messages.js";
import { participantOf } from "../services/portal-sessions.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const threadParams = portalParams.extend({ threadId: z.string().min(1).max(200) });

/**
 * The participant's message threads with the organizer team (spec 1 §2 "Portal": /messages;
 * issue 6). Each call resolves the participant first: 401 signed out, 404 unknown portal, 403 not
 * a member; then only their own contact's threads exist.
 */
export async function portalMessageRoutes(app: FastifyInstance, ctx: AuthContext) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, "messages");
  const base = "/portal/:portalSlug/:portalId/me/threads";

  app.get(base, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMyThreads(ctx.db, await who(request, params)) };
  });

  app.get(`${base}/unread-count`, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await myUnreadCount(ctx.db, await who(request, params)) };
  });

  app.post(base, auth, async (request, reply) => {
    const params = parse(portalParams, request.params, "params");
    const body = parse(portalThreadBody, request.body);
    const thread = await startMyThread(ctx.db, await who(request, params), body, authOf(request).userId);
    return reply.code(201).send({ payload: thread });
  });

  app.get(`${base}/:threadId`, auth, async (request) => {
    const params = parse(threadParams, request.params, "params");
    return { payload: await getMyThread(ctx.db, await who(request, params), params.threadId) };
  });

  app.post(`${base}/:threadId/messages`, auth, async (request, reply) => {
    const params = parse(threadParams, request.params, "params");
    const body = parse(portalReplyBody, request.body);
    const thread = await replyToMyThread(
      ctx.db,
      await who(request, params),
      params.threadId,
      body,
      authOf(request).userId,
    );
    return reply.code(201).send({ payload: thread });
  });
}
