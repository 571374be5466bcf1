import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { PortalHomePage } from "./PortalHomePage.js";
import { PortalSwitchPage } from "./PortalSwitchPage.js";

/** The signed-in portal (spec 1 §2 "Portal"). Chunk "portal". */
export default function PortalArea() {
  return (
    <Switch>
      <Route path="/portal-switch/:portalSlug/:portalId" component={PortalSwitchPage} />
      <Route path="/portals/:portalSlug/:portalId" component={PortalHomePage} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
