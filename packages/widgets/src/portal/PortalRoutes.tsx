import { Route, Switch } from "wouter";
import { NotFoundPage } from "../status-pages/NotFoundPage.js";
import { PortalDocumentPage } from "./documents/PortalDocumentPage.js";
import { PortalDocumentsPage } from "./documents/PortalDocumentsPage.js";
import { PortalHistoryPage } from "./history/PortalHistoryPage.js";
import { PortalMessagesPage } from "./messages/PortalMessagesPage.js";
import { PortalHomePage } from "./PortalHomePage.js";
import { PortalPageMissing } from "./PortalPageMissing.js";
import { PortalSwitchPage } from "./PortalSwitchPage.js";
import { PortalCustomPage } from "./pages/PortalCustomPage.js";
import { PortalProfilePage } from "./profile/PortalProfilePage.js";
import { PortalResourcePage } from "./resources/PortalResourcePage.js";
import { PortalResourcesPage } from "./resources/PortalResourcesPage.js";
import { PortalCalendarPage } from "./sessions/PortalCalendarPage.js";
import { PortalSessionPage } from "./sessions/PortalSessionPage.js";
import { PortalSessionsPage } from "./sessions/PortalSessionsPage.js";
import { PortalTasksPage } from "./tasks/PortalTasksPage.js";

/**
 * The signed-in portal's pages (spec 1 §2 "Portal"), the same in the portal app (browser history)
 * and in the `<foyer-portal>` widget (memory or hash location). Needs a `PortalHostContext`.
 */
export function PortalRoutes() {
  return (
    <Switch>
      <Route path="/portal-switch/:portalSlug/:portalId" component={PortalSwitchPage} />
      <Route path="/portals/:portalSlug/:portalId" component={PortalHomePage} />
      <Route path="/portals/:portalSlug/:portalId/sessions" component={PortalSessionsPage} />
      <Route path="/portals/:portalSlug/:portalId/session/:sessionId" component={PortalSessionPage} />
      <Route path="/portals/:portalSlug/:portalId/calendar" component={PortalCalendarPage} />
      <Route path="/portals/:portalSlug/:portalId/messages" component={PortalMessagesPage} />
      <Route path="/portals/:portalSlug/:portalId/profile" component={PortalProfilePage} />
      <Route path="/portals/:portalSlug/:portalId/history" component={PortalHistoryPage} />
      <Route path="/portals/:portalSlug/:portalId/tasks" component={PortalTasksPage} />
      <Route path="/portals/:portalSlug/:portalId/resources" component={PortalResourcesPage} />
      <Route path="/portals/:portalSlug/:portalId/resources/:resourceId" component={PortalResourcePage} />
      <Route path="/portals/:portalSlug/:portalId/pages/:pageId" component={PortalCustomPage} />
      {/* /documents is not in the spec's list: a convenience list of the participant's requests. */}
      <Route path="/portals/:portalSlug/:portalId/documents" component={PortalDocumentsPage} />
      <Route
        path="/portals/:portalSlug/:portalId/documents/request/:requestId"
        component={PortalDocumentPage}
      />
      <Route path="/portals/:portalSlug/:portalId/*" component={PortalPageMissing} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
