import {
  createdWebhook,
  deletedId,
  envelope,
  eventIdParams,
  orgIdParams,
  orgWebhookDeliveryParams,
  orgWebhookParams,
  pageQuery,
  webhookCreateBody,
  webhookDelivery,
  webhookDeliveryPage,
  webhookDeliveryParams,
  webhookParams,
  webhookSummary,
  webhookUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import { orgAdminAccess } from "../services/team/team.js";
import type { WebhookRuntime } from "../services/webhooks/runtime.js";
import {
  createWebhook,
  deleteWebhook,
  eventScope,
  getWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  updateWebhook,
  type WebhookScope,
} from "../services/webhooks/webhooks.js";

/**
 * Webhooks (issue 21 item 2). An event's (its settings/integrations/webhooks page): whoever may
 * change the event's settings (spec 1 §6 "update on settings") manages them. An organization's
 * own, which hear of every event of the organization (its settings/webhooks page): its admins
 * manage them, as they manage its API tokens. The two sets of routes are the same calls under
 * `/events/{eventId}` and `/organizations/{orgId}`. See docs/integrators.md "Webhooks".
 */
const EVENT_SETTINGS = [{ module: "settings" as const, action: "update" as const }];

/** One scope's routes: where they live, their params, and who may call them. */
interface ScopeRoutes {
  base: string;
  label: string;
  params: { list: z.ZodType; one: z.ZodType; delivery: z.ZodType };
  scopeOf(request: FastifyRequest, params: Record<string, string>): Promise<WebhookScope>;
}

export async function webhookRoutes(app: ApiApp, ctx: AuthContext & { webhooks: WebhookRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));
  const rt = ctx.webhooks;
  const scopes: ScopeRoutes[] = [
    {
      base: "/events/:eventId/webhooks",
      label: "The event's",
      params: { list: eventIdParams, one: webhookParams, delivery: webhookDeliveryParams },
      scopeOf: async (request, params) =>
        eventScope(
          await requireEventPermission(
            ctx.db,
            authOf(request).userId,
            String(params.eventId),
            EVENT_SETTINGS,
          ),
        ),
    },
    {
      base: "/organizations/:orgId/webhooks",
      label: "The organization's own (every event's news)",
      params: { list: orgIdParams, one: orgWebhookParams, delivery: orgWebhookDeliveryParams },
      scopeOf: async (request, params) => {
        const { organization } = await orgAdminAccess(ctx.db, authOf(request).userId, String(params.orgId));
        return { orgId: organization.id, eventId: null };
      },
    },
  ];
  for (const scope of scopes) registerScope(app, ctx, rt, scope);
}

function registerScope(app: ApiApp, ctx: AuthContext, rt: WebhookRuntime, routes: ScopeRoutes) {
  const { base, label, params } = routes;
  const scopeOf = (request: FastifyRequest) =>
    routes.scopeOf(request, request.params as Record<string, string>);
  const idOf = (request: FastifyRequest, name: "webhookId" | "deliveryId") =>
    String((request.params as Record<string, string>)[name]);

  app.get(
    base,
    {
      schema: {
        summary: `${label} webhooks (never their secrets)`,
        params: params.list,
        response: answers({ 200: envelope(z.array(webhookSummary)) }),
      },
    },
    async (request) => ({ payload: await listWebhooks(rt, await scopeOf(request)) }),
  );

  app.post(
    base,
    {
      schema: {
        summary: `${label} webhooks: subscribe a URL to event types; the answer holds the whsec_ secret, shown this once`,
        params: params.list,
        body: webhookCreateBody,
        response: answers({ 201: envelope(createdWebhook) }),
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const created = await createWebhook(rt, scope, authOf(request).userId, request.body);
      ctx.log.info({ ...scope, webhookId: created.id }, "webhook created");
      return reply.code(201).send({ payload: created });
    },
  );

  app.get(
    `${base}/:webhookId`,
    {
      schema: {
        summary: `${label} webhooks: one`,
        params: params.one,
        response: answers({ 200: envelope(webhookSummary) }),
      },
    },
    async (request) => ({
      payload: await getWebhook(rt, await scopeOf(request), idOf(request, "webhookId")),
    }),
  );

  app.put(
    `${base}/:webhookId`,
    {
      schema: {
        summary: `${label} webhooks: change one's URL or event types, or pause (active: false) and resume it`,
        params: params.one,
        body: webhookUpdateBody,
        response: answers({ 200: envelope(webhookSummary) }),
      },
    },
    async (request) => ({
      payload: await updateWebhook(rt, await scopeOf(request), idOf(request, "webhookId"), request.body),
    }),
  );

  app.delete(
    `${base}/:webhookId`,
    {
      schema: {
        summary: `${label} webhooks: delete one and its delivery log`,
        params: params.one,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const deleted = await deleteWebhook(rt, scope, idOf(request, "webhookId"));
      ctx.log.info({ ...scope, webhookId: deleted.id }, "webhook deleted");
      return { payload: deleted };
    },
  );

  app.get(
    `${base}/:webhookId/deliveries`,
    {
      schema: {
        summary: `${label} webhooks: one's deliveries, newest first (status, attempts, the receiver's last answer)`,
        params: params.one,
        querystring: pageQuery,
        response: answers({ 200: envelope(webhookDeliveryPage) }),
      },
    },
    async (request) => ({
      payload: await listDeliveries(rt, await scopeOf(request), idOf(request, "webhookId"), request.query),
    }),
  );

  app.post(
    `${base}/:webhookId/deliveries/:deliveryId/replay`,
    {
      schema: {
        summary: `${label} webhooks: send a delivery again now, with the same webhook-id`,
        params: params.delivery,
        response: answers({ 200: envelope(webhookDelivery) }),
      },
    },
    async (request) => ({
      payload: await replayDelivery(
        rt,
        await scopeOf(request),
        idOf(request, "webhookId"),
        idOf(request, "deliveryId"),
      ),
    }),
  );
}
