import { envelope, idParams, joinAnswer, joinBody, joinLinkAnswer } from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, publicRoute } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { createJoinLink, join } from "../services/portal/join-links.js";
import type { Throttle } from "../services/throttle.js";

const userParams = idParams("eventId", "portalId", "userId");

/** The organizer's "Copy join link" on a portal's Customize tab (issue 21, `/join/vu/{hash}`). */
export async function joinLinkAdminRoutes(app: ApiApp, ctx: AuthContext & { publicUrl: string }) {
  app.addHook("preValidation", requireAuth(ctx));

  app.post(
    "/events/:eventId/portals/:portalId/users/:userId/join-link",
    {
      schema: {
        summary:
          "A one-time join link for someone who may sign in to the portal: works once within 7 days and replaces their previous unused one",
        params: userParams,
        response: answers({ 201: envelope(joinLinkAnswer) }),
      },
    },
    async (request, reply) => {
      const { eventId, portalId, userId } = request.params;
      const link = await createJoinLink(ctx, authOf(request).userId, eventId, portalId, userId);
      return reply.code(201).send({ payload: link });
    },
  );
}

/** /join/vu/{hash}'s call: spends the link and signs its person in. */
export async function joinRoutes(app: ApiApp, ctx: AuthContext & { throttle: Throttle }) {
  app.post(
    "/auth/join",
    {
      schema: {
        summary:
          "Spend a portal join link (one use): the same tokens as a password sign-in, and the portal's address",
        security: publicRoute,
        body: joinBody,
        response: answers({ 200: envelope(joinAnswer) }),
      },
    },
    async (request) => {
      await ctx.throttle.hit("join-link", { ip: request.ip });
      return {
        payload: await join(ctx, request.body.hash, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        }),
      };
    },
  );
}
