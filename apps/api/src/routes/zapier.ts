import {
  deletedId,
  sessionCreateBody,
  zapierContactBody,
  zapierEvent,
  zapierEventParams,
  zapierHookParams,
  zapierMe,
  zapierMessages,
  zapierSample,
  zapierSampleParams,
  zapierSubscribeBody,
  zapierSubscribed,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { ApiTokenPrincipal } from "../services/auth/api-tokens.js";
import type { AuthContext } from "../services/auth/auth.js";
import { notPermitted } from "../services/refusal.js";
import type { WebhookRuntime } from "../services/webhooks/runtime.js";
import {
  subscribeZap,
  unsubscribeZap,
  zapierCreateContact,
  zapierCreateSession,
  zapierEvents,
  zapierMe as zapierMeOf,
  zapierSamples,
} from "../services/webhooks/zapier.js";

/**
 * The endpoints Zapier's platform calls for a Foyer integration (issue 21 item 3; the event's
 * settings/integrations/zapier page shows how to connect). Every call needs an organization API
 * token: a person's id token gets 403. Each call is checked against the token's scopes as any
 * other call of the token is. Unlike the rest of the API, the answers are not wrapped in
 * `{payload}`: Zapier reads the fields it needs (the subscription's `id`, the samples' array) at
 * the top of the answer. See docs/integrators.md "Zapier".
 */
export async function zapierRoutes(app: ApiApp, ctx: AuthContext & { webhooks: WebhookRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));
  const rt = ctx.webhooks;
  const tokenOf = (request: FastifyRequest): ApiTokenPrincipal => {
    const token = authOf(request).apiToken;
    if (!token) throw notPermitted(zapierMessages.tokenOnly);
    return token;
  };

  app.get(
    "/zapier/me",
    {
      schema: {
        summary: "Zapier's authentication test: the API token's organization, name and scopes",
        response: answers({ 200: zapierMe }),
      },
    },
    async (request) => zapierMeOf(ctx.db, tokenOf(request)),
  );

  app.get(
    "/zapier/events",
    {
      schema: {
        summary: "The token's organization's events, for the Zap editor's Event field",
        response: answers({ 200: z.array(zapierEvent) }),
      },
    },
    async (request) => zapierEvents(ctx.db, tokenOf(request)),
  );

  app.post(
    "/zapier/events/:eventId/hooks",
    {
      schema: {
        summary:
          "REST-hook subscribe: send the event's news of one type to Zapier's hookUrl, signed as every webhook is",
        params: zapierEventParams,
        body: zapierSubscribeBody,
        response: answers({ 201: zapierSubscribed }),
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const hook = await subscribeZap(rt, token, request.params.eventId, request.body);
      ctx.log.info(
        { eventId: hook.eventId, webhookId: hook.id, tokenId: token.id },
        "Zapier hook subscribed",
      );
      return reply.code(201).send(hook);
    },
  );

  app.delete(
    "/zapier/events/:eventId/hooks/:hookId",
    {
      schema: {
        summary: "REST-hook unsubscribe: the id the subscribe answered",
        params: zapierHookParams,
        response: answers({ 200: deletedId }),
      },
    },
    async (request) => {
      const token = tokenOf(request);
      const { eventId, hookId } = request.params;
      const deleted = await unsubscribeZap(rt, token, eventId, hookId);
      ctx.log.info({ eventId, webhookId: deleted.id, tokenId: token.id }, "Zapier hook unsubscribed");
      return deleted;
    },
  );

  app.get(
    "/zapier/events/:eventId/samples/:type",
    {
      schema: {
        summary:
          "A trigger's sample list: recent news of the type in the event, newest first, shaped as its deliveries",
        params: zapierSampleParams,
        response: answers({ 200: z.array(zapierSample) }),
      },
    },
    async (request) => zapierSamples(ctx.db, tokenOf(request), request.params.eventId, request.params.type),
  );

  app.post(
    "/zapier/events/:eventId/contacts",
    {
      schema: {
        summary: "Zapier action: create a contact from its values by field id (EMAIL, FIRST_NAME, …)",
        params: zapierEventParams,
        body: zapierContactBody,
        response: answers({ 201: z.record(z.string(), z.unknown()) }),
      },
    },
    async (request, reply) => {
      const contact = await zapierCreateContact(
        ctx.db,
        tokenOf(request),
        request.params.eventId,
        request.body,
      );
      return reply.code(201).send(contact);
    },
  );

  app.post(
    "/zapier/events/:eventId/sessions",
    {
      schema: {
        summary: "Zapier action: create a session (title, description, times, …)",
        params: zapierEventParams,
        body: sessionCreateBody,
        response: answers({ 201: z.record(z.string(), z.unknown()) }),
      },
    },
    async (request, reply) => {
      const session = await zapierCreateSession(
        ctx.db,
        tokenOf(request),
        request.params.eventId,
        request.body,
      );
      return reply.code(201).send(session);
    },
  );
}
