import {
  createdWebhook,
  deletedId,
  envelope,
  eventIdParams,
  pageQuery,
  webhookCreateBody,
  webhookDelivery,
  webhookDeliveryPage,
  webhookDeliveryParams,
  webhookParams,
  webhookSummary,
  webhookUpdateBody,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import type { WebhookRuntime } from "../services/webhooks/runtime.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  updateWebhook,
} from "../services/webhooks/webhooks.js";

/**
 * An event's webhooks (issue 21 item 2; its settings/integrations/webhooks page): whoever may
 * change the event's settings (spec 1 §6 "update on settings") manages them. See
 * docs/integrators.md "Webhooks".
 */
const EVENT_SETTINGS = [{ module: "settings" as const, action: "update" as const }];

export async function webhookRoutes(app: ApiApp, ctx: AuthContext & { webhooks: WebhookRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));
  const rt = ctx.webhooks;
  const settings = (request: Parameters<typeof authOf>[0], eventId: string) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, EVENT_SETTINGS);

  app.get(
    "/events/:eventId/webhooks",
    {
      schema: {
        summary: "The event's webhooks (never their secrets)",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(webhookSummary)) }),
      },
    },
    async (request) => {
      const event = await settings(request, request.params.eventId);
      return { payload: await listWebhooks(rt, event) };
    },
  );

  app.post(
    "/events/:eventId/webhooks",
    {
      schema: {
        summary: "Subscribe a URL to event types: the answer holds the whsec_ secret, shown this once",
        params: eventIdParams,
        body: webhookCreateBody,
        response: answers({ 201: envelope(createdWebhook) }),
      },
    },
    async (request, reply) => {
      const event = await settings(request, request.params.eventId);
      const created = await createWebhook(rt, event, authOf(request).userId, request.body);
      ctx.log.info({ eventId: event.id, webhookId: created.id }, "webhook created");
      return reply.code(201).send({ payload: created });
    },
  );

  app.get(
    "/events/:eventId/webhooks/:webhookId",
    {
      schema: {
        summary: "One webhook",
        params: webhookParams,
        response: answers({ 200: envelope(webhookSummary) }),
      },
    },
    async (request) => {
      const event = await settings(request, request.params.eventId);
      return { payload: await getWebhook(rt, event, request.params.webhookId) };
    },
  );

  app.put(
    "/events/:eventId/webhooks/:webhookId",
    {
      schema: {
        summary: "Change a webhook's URL or event types, or pause (active: false) and resume it",
        params: webhookParams,
        body: webhookUpdateBody,
        response: answers({ 200: envelope(webhookSummary) }),
      },
    },
    async (request) => {
      const event = await settings(request, request.params.eventId);
      return { payload: await updateWebhook(rt, event, request.params.webhookId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/webhooks/:webhookId",
    {
      schema: {
        summary: "Delete a webhook and its delivery log",
        params: webhookParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const event = await settings(request, request.params.eventId);
      const deleted = await deleteWebhook(rt, event, request.params.webhookId);
      ctx.log.info({ eventId: event.id, webhookId: deleted.id }, "webhook deleted");
      return { payload: deleted };
    },
  );

  app.get(
    "/events/:eventId/webhooks/:webhookId/deliveries",
    {
      schema: {
        summary: "A webhook's deliveries, newest first: status, attempts, the receiver's last answer",
        params: webhookParams,
        querystring: pageQuery,
        response: answers({ 200: envelope(webhookDeliveryPage) }),
      },
    },
    async (request) => {
      const event = await settings(request, request.params.eventId);
      return { payload: await listDeliveries(rt, event, request.params.webhookId, request.query) };
    },
  );

  app.post(
    "/events/:eventId/webhooks/:webhookId/deliveries/:deliveryId/replay",
    {
      schema: {
        summary: "Send a delivery again now, with the same webhook-id",
        params: webhookDeliveryParams,
        response: answers({ 200: envelope(webhookDelivery) }),
      },
    },
    async (request) => {
      const { eventId, webhookId, deliveryId } = request.params;
      const event = await settings(request, eventId);
      return { payload: await replayDelivery(rt, event, webhookId, deliveryId) };
    },
  );
}
