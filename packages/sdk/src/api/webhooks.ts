import type {
  CreatedWebhook,
  Envelope,
  WebhookCreateBody,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSummary,
  WebhookUpdateBody,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * An event's signed webhooks (issue 21 item 2; docs/integrators.md "Webhooks"): those who may
 * change the event's settings manage them at `/events/{eventId}/webhooks…`.
 */

export interface WebhooksApi {
  /** GET /events/{eventId}/webhooks: never their secrets. */
  list(eventId: string, options?: CallOptions): Promise<WebhookSummary[]>;
  /** POST /events/{eventId}/webhooks: `secret` (`whsec_…`) is in this answer only; keep it now. */
  create(eventId: string, input: WebhookCreateBody, options?: CallOptions): Promise<CreatedWebhook>;
  /** PUT /events/{eventId}/webhooks/{webhookId}: url, events, or `active` to pause and resume. */
  update(
    eventId: string,
    webhookId: string,
    changes: WebhookUpdateBody,
    options?: CallOptions,
  ): Promise<WebhookSummary>;
  /** DELETE /events/{eventId}/webhooks/{webhookId}, with its delivery log. */
  remove(eventId: string, webhookId: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/webhooks/{webhookId}/deliveries: newest first. */
  deliveries(
    eventId: string,
    webhookId: string,
    page?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<WebhookDeliveryPage>;
  /** POST …/deliveries/{deliveryId}/replay: sent again now, with the same webhook-id. */
  replay(
    eventId: string,
    webhookId: string,
    deliveryId: string,
    options?: CallOptions,
  ): Promise<WebhookDelivery>;
}

const enc = encodeURIComponent;

/**
 * The webhook calls over the SDK's HTTP client.
 * @example
 * const hooks = createWebhooksApi(sdk.http);
 * const { secret } = await hooks.create(eventId, { url: "https://crm.example.com/foyer", events: ["contact.created"] });
 */
export function createWebhooksApi(http: HttpClient): WebhooksApi {
  const list = (eventId: string) => `events/${enc(eventId)}/webhooks`;
  const one = (eventId: string, webhookId: string) => `${list(eventId)}/${enc(webhookId)}`;
  return {
    list: async (eventId, options = {}) =>
      payloadOf(await http.get<Envelope<WebhookSummary[]>>(list(eventId), options), "GET webhooks"),
    create: async (eventId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<CreatedWebhook>>(list(eventId), { ...options, json: input }),
        "POST webhooks",
      ),
    update: async (eventId, webhookId, changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<WebhookSummary>>(one(eventId, webhookId), { ...options, json: changes }),
        "PUT webhook",
      ),
    remove: async (eventId, webhookId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(one(eventId, webhookId), options),
        "DELETE webhook",
      ),
    deliveries: async (eventId, webhookId, page = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<WebhookDeliveryPage>>(`${one(eventId, webhookId)}/deliveries`, {
          ...options,
          searchParams: { page: page.page, pageSize: page.pageSize },
        }),
        "GET webhook deliveries",
      ),
    replay: async (eventId, webhookId, deliveryId, options = {}) =>
      payloadOf(
        await http.post<Envelope<WebhookDelivery>>(
          `${one(eventId, webhookId)}/deliveries/${enc(deliveryId)}/replay`,
          options,
        ),
        "POST webhook replay",
      ),
  };
}
