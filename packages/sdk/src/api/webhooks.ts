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
 * Signed webhooks (issue 21 item 2; docs/integrators.md "Webhooks"): an event's, which those who
 * may change the event's settings manage at `/events/{eventId}/webhooks…`, or an organization's
 * own, which hear of all its events and which its admins manage at `/organizations/{orgId}/webhooks…`.
 * The same calls for both: `ownerId` is the event's id or the organization's.
 */

/** Whose webhooks an API object manages. */
export type WebhookOwner = "events" | "organizations";

export interface WebhooksApi {
  /** GET /{owner}/{ownerId}/webhooks: never their secrets. */
  list(ownerId: string, options?: CallOptions): Promise<WebhookSummary[]>;
  /** POST /{owner}/{ownerId}/webhooks: `secret` (`whsec_…`) is in this answer only; keep it now. */
  create(ownerId: string, input: WebhookCreateBody, options?: CallOptions): Promise<CreatedWebhook>;
  /** PUT /{owner}/{ownerId}/webhooks/{webhookId}: url, events, or `active` to pause and resume. */
  update(
    ownerId: string,
    webhookId: string,
    changes: WebhookUpdateBody,
    options?: CallOptions,
  ): Promise<WebhookSummary>;
  /** DELETE /{owner}/{ownerId}/webhooks/{webhookId}, with its delivery log. */
  remove(ownerId: string, webhookId: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/webhooks/{webhookId}/deliveries: newest first. */
  deliveries(
    ownerId: string,
    webhookId: string,
    page?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<WebhookDeliveryPage>;
  /** POST …/deliveries/{deliveryId}/replay: sent again now, with the same webhook-id. */
  replay(
    ownerId: string,
    webhookId: string,
    deliveryId: string,
    options?: CallOptions,
  ): Promise<WebhookDelivery>;
}

const enc = encodeURIComponent;

/**
 * The webhook calls over the SDK's HTTP client.
 * @example
 * const hooks = createWebhooksApi(sdk.http); // an organization's own: createWebhooksApi(sdk.http, "organizations")
 * const { secret } = await hooks.create(eventId, { url: "https://crm.example.com/foyer", events: ["contact.created"] });
 */
export function createWebhooksApi(http: HttpClient, owner: WebhookOwner = "events"): WebhooksApi {
  const list = (ownerId: string) => `${owner}/${enc(ownerId)}/webhooks`;
  const one = (ownerId: string, webhookId: string) => `${list(ownerId)}/${enc(webhookId)}`;
  return {
    list: async (ownerId, options = {}) =>
      payloadOf(await http.get<Envelope<WebhookSummary[]>>(list(ownerId), options), "GET webhooks"),
    create: async (ownerId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<CreatedWebhook>>(list(ownerId), { ...options, json: input }),
        "POST webhooks",
      ),
    update: async (ownerId, webhookId, changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<WebhookSummary>>(one(ownerId, webhookId), { ...options, json: changes }),
        "PUT webhook",
      ),
    remove: async (ownerId, webhookId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(one(ownerId, webhookId), options),
        "DELETE webhook",
      ),
    deliveries: async (ownerId, webhookId, page = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<WebhookDeliveryPage>>(`${one(ownerId, webhookId)}/deliveries`, {
          ...options,
          searchParams: { page: page.page, pageSize: page.pageSize },
        }),
        "GET webhook deliveries",
      ),
    replay: async (ownerId, webhookId, deliveryId, options = {}) =>
      payloadOf(
        await http.post<Envelope<WebhookDelivery>>(
          `${one(ownerId, webhookId)}/deliveries/${enc(deliveryId)}/replay`,
          options,
        ),
        "POST webhook replay",
      ),
  };
}
