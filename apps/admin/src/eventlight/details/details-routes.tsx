import { Route } from "wouter";
import { EventDetailsPage } from "./EventDetailsPage.js";

/** Spec 1 §2 "settings: details", below /event-light/{eventId}/. */
export const EVENT_DETAILS_SUBPATH = "settings/details";

/** The event's details page under `prefix`; the area's guard asks update on settings (spec 1 §6). */
export function detailsRoutes(prefix: string) {
  return [
    <Route key="settings-details" path={`${prefix}/${EVENT_DETAILS_SUBPATH}`}>
      <EventDetailsPage />
    </Route>,
  ];
}
