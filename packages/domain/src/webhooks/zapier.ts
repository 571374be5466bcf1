import { z } from "zod";
import { entityId, idParams } from "../contract/common.js";
import { recordInput } from "../records/record-detail.js";
import { webhookEventTypes } from "./webhooks.js";

/*
 * Zapier (issue 21 item 3): the endpoints Zapier's platform calls for a Foyer integration, with an
 * organization API token. The authentication test answers the token's organization; a Zap's REST
 * hook subscribes Zapier's URL to one event type of one event (a webhook subscription, delivered
 * and signed as every other); a sample list per type shows the Zap editor recent records shaped as
 * the deliveries are; two actions create a contact and a session.
 */

export const zapierMessages = {
  tokenOnly: "Zapier connects with an organization API token: send it as Authorization: Bearer foyer_pat_…",
  hookUrlRequired: "Give the hookUrl Zapier sends for this Zap",
  eventRequired: `Name the event type: one of ${webhookEventTypes.join(", ")}`,
  valuesRequired: "Give at least one field of the contact, e.g. EMAIL",
  notZapier: "This subscription was not made by Zapier.",
} as const;

/** GET /zapier/me: the connection's label in Zapier ("Foyer (Acme Events, token ‘Zapier’)"). */
export const zapierMe = z.object({
  orgId: z.string(),
  orgName: z.string(),
  tokenId: z.string(),
  tokenName: z.string(),
  scopes: z.array(z.string()),
});
export type ZapierMe = z.infer<typeof zapierMe>;

/** GET /zapier/events: the organization's events, for the Zap editor's "Event" dropdown. */
export const zapierEvent = z.object({
  id: z.string(),
  name: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export type ZapierEvent = z.infer<typeof zapierEvent>;

const eventType = z.enum(webhookEventTypes, { error: zapierMessages.eventRequired });

/** POST /zapier/events/{eventId}/hooks: Zapier's `bundle.targetUrl` and the trigger's event type. */
export const zapierSubscribeBody = z.object({
  hookUrl: z
    .string({ error: zapierMessages.hookUrlRequired })
    .trim()
    .min(1, zapierMessages.hookUrlRequired)
    .max(2000)
    .pipe(z.url({ error: "hookUrl must be a full URL such as https://hooks.zapier.com/…" })),
  event: eventType,
});
export type ZapierSubscribeBody = z.infer<typeof zapierSubscribeBody>;

/** The subscription Zapier keeps: its `id` is what the unsubscribe sends back. */
export const zapierHook = z.object({
  id: z.string(),
  eventId: z.string(),
  event: z.string(),
  hookUrl: z.string(),
  createdAt: z.string(),
});
export type ZapierHook = z.infer<typeof zapierHook>;

/** The subscribe's answer: the subscription and its `whsec_` secret, for a Zap that checks signatures. */
export const zapierSubscribed = zapierHook.extend({ secret: z.string() });
export type ZapierSubscribed = z.infer<typeof zapierSubscribed>;

/** One sample: the body a delivery of the type sends, `{type, timestamp, eventId, data}`. */
export const zapierSample = z.object({
  type: z.string(),
  timestamp: z.string(),
  eventId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ZapierSample = z.infer<typeof zapierSample>;

/** The create-contact action: the contact's values by field id, flat (`{"EMAIL": "…", "FIRST_NAME": "…"}`). */
export const zapierContactBody = z
  .record(entityId, recordInput, { error: 'Send the contact\'s values by field id, e.g. {"EMAIL": "…"}' })
  .refine((values) => Object.keys(values).length > 0, zapierMessages.valuesRequired)
  .refine((values) => Object.keys(values).length <= 500, "A contact can have at most 500 values");

export const zapierEventParams = idParams("eventId");
export const zapierHookParams = idParams("eventId", "hookId");
export const zapierSampleParams = idParams("eventId").extend({ type: eventType });
