import { Route } from "wouter";
import { configSetRoutes } from "./config-sets/config-set-routes.js";
import { PortalResourcesAdminPage } from "./content/PortalResourcesAdminPage.js";
import { FileRequestsPage } from "./file-requests/FileRequestsPage.js";
import { FileResultsPage } from "./file-requests/FileResultsPage.js";
import { PortalFilesPage } from "./file-requests/PortalFilesPage.js";
import { PortalMessagesPage } from "./messages/MessagesPage.js";
import { PageEditorPage } from "./pages/PageEditorPage.js";
import { PortalPagesPage } from "./pages/PortalPagesPage.js";
import { PortalTasksPage } from "./tasks/PortalTasksPage.js";

/**
 * The organizer's portal pages' routes under `prefix` (/event-light/:eventId). The area's guard
 * (EventLayout) asks for read on portal (portalTasks for portals/tasks), spec 1 §6.
 */
export function portalAdminRoutes(prefix: string) {
  return [
    ...configSetRoutes(prefix),
    <Route key="portals-tasks" path={`${prefix}/portals/tasks`}>
      <PortalTasksPage />
    </Route>,
    <Route key="portals-file-requests" path={`${prefix}/portals/file-requests`}>
      <FileRequestsPage />
    </Route>,
    <Route key="portals-file-results" path={`${prefix}/portals/file-requests/:fileRequestId/results`}>
      {(params) => <FileResultsPage requestId={params.fileRequestId} />}
    </Route>,
    <Route key="portals-files" path={`${prefix}/portals/files`}>
      <PortalFilesPage />
    </Route>,
    <Route key="portals-messages" path={`${prefix}/portals/messages`}>
      <PortalMessagesPage />
    </Route>,
    <Route key="portals-pages" path={`${prefix}/portals/pages`}>
      <PortalPagesPage />
    </Route>,
    <Route key="portals-page" path={`${prefix}/portals/pages/:pageId`}>
      {(params) => <PageEditorPage key={params.pageId} pageId={params.pageId} kind="page" />}
    </Route>,
    <Route key="portals-wiki-page" path={`${prefix}/portals/wikiPage/:wikiPageId`}>
      {(params) => <PageEditorPage key={params.wikiPageId} pageId={params.wikiPageId} kind="wiki" />}
    </Route>,
    <Route key="portals-content" path={`${prefix}/portals/content`}>
      <PortalResourcesAdminPage />
    </Route>,
  ];
}
