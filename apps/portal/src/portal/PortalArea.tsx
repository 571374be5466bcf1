import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { PortalHomePage } from "./PortalHomePage.js";
import { PortalSwitchPage } from "./PortalSwitchPage.js";
import { PortalCalendarPage } from "./sessions/PortalCalendarPage.js";
import { PortalSessionPage } from "./sessions/PortalSessionPage.js";
import { PortalSessionsPage } from "./sessions/PortalSessionsPage.js";

/** The signed-in portal (spec 1 §2 "Portal"). Chunk "portal". */
export default function PortalArea() {
  return (
    <Switch>
      <Route path="/portal-switch/:portalSlug/:portalId" component={PortalSwitchPage} />
      <Route path="/portals/:portalSlug/:portalId" component={PortalHomePage} />
      <Route path="/portals/:portalSlug/:portalId/sessions" component={PortalSessionsPage} />
      <Route path="/portals/:portalSlug/:portalId/session/:sessionId" component={PortalSessionPage} />
      <Route path="/portals/:portalSlug/:portalId/calendar" component={PortalCalendarPage} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
