import { Route } from "wouter";
import { TiersPage } from "./TiersPage.js";
import { TIERS_SUBPATH } from "./tier-paths.js";

/**
 * The sponsor tiers page's route under `prefix` (/event-light/:eventId). The area's guard
 * (EventLayout) asks for read on sponsors, as for every sponsors/* page (spec 1 §6).
 */
export function tierRoutes(prefix: string) {
  return [
    <Route key="sponsors-tiers" path={`${prefix}/${TIERS_SUBPATH}`}>
      <TiersPage />
    </Route>,
  ];
}
