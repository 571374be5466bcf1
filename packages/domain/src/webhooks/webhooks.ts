import { z } from "zod";
import { idParams } from "../contract/common.js";

/*
 * Signed webhooks (issue 21 item 2): a subscription sends the event types it names to a public
 * https URL, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`) with its `whsec_` secret.
 */

export const webhookEventTypes = [
  "contact.created",
  "contact.updated",
  "session.created",
  "session.updated",
  "session.scheduled",
  "submission.created",
  "import.finished",
  "integration.synced",
  "schedule.released",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const MAX_WEBHOOKS_PER_EVENT = 20;
export const WEBHOOK_URL_MAX = 2000;

export const webhookMessages = {
  urlRequired: "Give the address Foyer sends events to",
  urlInvalid: "The address must be a full URL such as https://example.com/foyer-hooks",
  urlTooLong: `The address must be at most ${WEBHOOK_URL_MAX} characters`,
  httpsOnly: "The address must start with https://",
  eventsRequired: "Choose at least one event type",
  unknownEvent: (type: string) => `Unknown event type "${type}": use one of ${webhookEventTypes.join(", ")}`,
  tooMany: `An event can have at most ${MAX_WEBHOOKS_PER_EVENT} webhooks. Delete one first.`,
  tooManyForOrg: `An organization can have at most ${MAX_WEBHOOKS_PER_EVENT} webhooks of its own. Delete one first.`,
  notFound: "This webhook does not exist.",
  deliveryNotFound: "This delivery does not exist.",
  shownOnce: "Copy the secret now: you won't see it again.",
} as const;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const webhookUrl = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine(isUrl, webhookMessages.urlInvalid);

const webhookEventList = z
  .array(
    z.string().superRefine((value, ctx) => {
      if (!(webhookEventTypes as readonly string[]).includes(value))
        ctx.addIssue({ code: "custom", message: webhookMessages.unknownEvent(value) });
    }),
    { error: webhookMessages.eventsRequired },
  )
  .min(1, webhookMessages.eventsRequired)
  .max(webhookEventTypes.length * 2)
  .transform((types) => [...new Set(types)] as WebhookEventType[]);

export const webhookCreateBody = z.object({ url: webhookUrl, events: webhookEventList });
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

export const webhookUpdateBody = z
  .object({ url: webhookUrl, events: webhookEventList, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send url, events or active");
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookStatuses = ["active", "paused"] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

/** Who made a subscription: a person or program (`manual`), or a Zap through its REST hook (`zapier`). */
export const webhookSources = ["manual", "zapier"] as const;
export type WebhookSource = (typeof webhookSources)[number];

/** A subscription as the list shows it: never its secret. */
export const webhookSummary = z.object({
  id: z.string(),
  /** null: the organization's own subscription, receiving the news of all its events. */
  eventId: z.string().nullable(),
  url: z.string(),
  source: z.enum(webhookSources),
  events: z.array(z.string()),
  status: z.enum(webhookStatuses),
  /** Why Foyer paused it (deliveries kept failing); null when active or paused by a person. */
  pausedReason: z.string().nullable(),
  failureStreak: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookSummary = z.infer<typeof webhookSummary>;

/** The answer to a create: the secret, this once. */
export const createdWebhook = z.object({ id: z.string(), secret: z.string(), webhook: webhookSummary });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDelivery = z.object({
  /** The `webhook-id` header, the same on every attempt. */
  id: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** The start of the receiver's answer, or why there was none: plain text. */
  lastResponse: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryPage = z.object({
  items: z.array(webhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;

export const webhookParams = idParams("eventId", "webhookId");
export const webhookDeliveryParams = idParams("eventId", "webhookId", "deliveryId");
export const orgWebhookParams = idParams("orgId", "webhookId");
export const orgWebhookDeliveryParams = idParams("orgId", "webhookId", "deliveryId");
