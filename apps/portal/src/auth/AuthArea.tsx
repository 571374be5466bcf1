import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { LoginCallbackPage } from "./LoginCallbackPage.js";
import { PortalLoginPage } from "./PortalLoginPage.js";

/** Portal sign-in (spec 1 §2 "Portal"). Chunk "auth". */
export default function AuthArea() {
  return (
    <Switch>
      <Route path="/portal-login/:portalSlug/:portalId" component={PortalLoginPage} />
      <Route path="/portal-login-callback" component={LoginCallbackPage} />
      <Route path="/intake-callback" component={LoginCallbackPage} />
      <Route path="/submit-callback" component={LoginCallbackPage} />
      <Route path="/applications-callback" component={LoginCallbackPage} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
