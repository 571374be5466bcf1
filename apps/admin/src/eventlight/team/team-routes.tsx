import { Route } from "wouter";
import { EventRolesPage, EventTeamPage } from "./EventTeamPages.js";

/** The team pages' routes under `prefix` (/event-light/:eventId): spec 1 §2 "team; team/permissions". */
export function teamRoutes(prefix: string) {
  return [
    <Route key="team" path={`${prefix}/team`}>
      <EventTeamPage />
    </Route>,
    <Route key="team-permissions" path={`${prefix}/team/permissions`}>
      <EventRolesPage />
    </Route>,
  ];
}
