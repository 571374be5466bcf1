import { Route } from "wouter";
import { EventIntegrationsPage } from "./EventIntegrationsPage.js";
import { WebhooksPage } from "./WebhooksPage.js";
import { ZapierPage } from "./ZapierPage.js";

/** Spec 1 §2 "settings: … integrations", below /event-light/{eventId}/. */
export const EVENT_INTEGRATIONS_SUBPATH = "settings/integrations";
/** Issue 21 item 2: the event's webhooks. */
export const EVENT_WEBHOOKS_SUBPATH = "settings/integrations/webhooks";
/** Issue 21 item 3: connecting the event to Zapier. */
export const EVENT_ZAPIER_SUBPATH = "settings/integrations/zapier";

/**
 * The event's integrations page under `prefix` (/event-light/:eventId). The area's guard asks
 * update on settings, as for every event settings route (spec 1 §6).
 */
export function eventIntegrationRoutes(prefix: string) {
  return [
    <Route key="settings-integrations" path={`${prefix}/${EVENT_INTEGRATIONS_SUBPATH}`}>
      <EventIntegrationsPage />
    </Route>,
    <Route key="settings-webhooks" path={`${prefix}/${EVENT_WEBHOOKS_SUBPATH}`}>
      <WebhooksPage />
    </Route>,
    <Route key="settings-zapier" path={`${prefix}/${EVENT_ZAPIER_SUBPATH}`}>
      <ZapierPage />
    </Route>,
  ];
}
