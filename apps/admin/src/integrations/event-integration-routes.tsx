import { Route } from "wouter";
import { EventIntegrationsPage } from "./EventIntegrationsPage.js";

/** Spec 1 §2 "settings: … integrations", below /event-light/{eventId}/. */
export const EVENT_INTEGRATIONS_SUBPATH = "settings/integrations";

/**
 * The event's integrations page under `prefix` (/event-light/:eventId). The area's guard asks
 * update on settings, as for every event settings route (spec 1 §6).
 */
export function eventIntegrationRoutes(prefix: string) {
  return [
    <Route key="settings-integrations" path={`${prefix}/${EVENT_INTEGRATIONS_SUBPATH}`}>
      <EventIntegrationsPage />
    </Route>,
  ];
}
