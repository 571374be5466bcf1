import { PortalLoginPage } from "@foyer/widgets/portal";
import { NotFoundPage, readRedirectMessage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { AppPortalHost } from "../portal/AppPortalHost.js";
import { LoginCallbackPage } from "./LoginCallbackPage.js";

/** The portal's own sign-in page, with the reason the app sent the person there (if any). */
function PortalSignIn() {
  const notice = readRedirectMessage(useHistoryState());
  return (
    <AppPortalHost>
      <PortalLoginPage notice={notice} />
    </AppPortalHost>
  );
}

/** Portal sign-in (spec 1 §2 "Portal"). Chunk "auth". */
export default function AuthArea() {
  return (
    <Switch>
      <Route path="/portal-login/:portalSlug/:portalId" component={PortalSignIn} />
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
