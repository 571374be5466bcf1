import "./dashboard/dashboard.css";
import "./event.css";
import "./forms/form-editor.css";
import "./forms/submissions.css";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { eventIntegrationRoutes } from "../integrations/event-integration-routes.js";
import { eventMailTemplateRoutes } from "../mail-templates/mail-template-routes.js";
import { workflowRoutes } from "../workflows/workflow-routes.js";
import { EventDashboardPage } from "./dashboard/EventDashboardPage.js";
import { detailsRoutes } from "./details/details-routes.js";
import { EventLayout } from "./EventLayout.js";
import { evaluationRoutes } from "./evaluation/evaluation-routes.js";
import { eventPath, type FormSection, formsPath, sectionOrder, sections } from "./event-paths.js";
import { fieldRoutes } from "./fields/field-routes.js";
import { FormEditorPage } from "./forms/FormEditorPage.js";
import { FormListPage } from "./forms/FormListPage.js";
import { SubmissionDetailPage } from "./forms/SubmissionDetailPage.js";
import { SubmissionsPage } from "./forms/SubmissionsPage.js";
import { historyRoutes } from "./history/history-routes.js";
import { NotFoundPanel } from "./PagePanels.js";
import { portalAdminRoutes } from "./portals/portal-admin-routes.js";
import { recordRoutes } from "./records/record-routes.js";
import { reportRoutes } from "./reports/report-routes.js";
import { sessionRoutes } from "./sessions/session-routes.js";
import { tierRoutes } from "./sponsor-tiers/tier-routes.js";
import { tagRoutes } from "./tags/tag-routes.js";
import { teamRoutes } from "./team/team-routes.js";

const prefix = "/event-light/:eventId";

/** The routes of one form section: its list, a form's editor, its submissions and one submission. */
function sectionRoutes(section: FormSection) {
  const base = `${prefix}/${sections[section].path}`;
  return [
    <Route key={`${section}-list`} path={base}>
      <FormListPage section={section} />
    </Route>,
    <Route key={`${section}-editor`} path={`${base}/:formId`}>
      {(params) => <FormEditorPage section={section} formId={params.formId} />}
    </Route>,
    <Route key={`${section}-submissions`} path={`${base}/:formId/submissions`}>
      {(params) => <SubmissionsPage section={section} formId={params.formId} />}
    </Route>,
    <Route key={`${section}-submission`} path={`${base}/:formId/submissions/:submissionId`}>
      {(params) => (
        <SubmissionDetailPage section={section} formId={params.formId} submissionId={params.submissionId} />
      )}
    </Route>,
  ];
}

/** The event area, /event-light/{eventId}/… (spec 1 §2 "Event area"): its forms so far. Chunk "event". */
export default function EventArea() {
  const [pathname] = useLocation();
  const eventId = decodeURIComponent(pathname.split("/")[2] ?? "");
  return (
    <EventLayout key={eventId} eventId={eventId}>
      <Switch>
        {/* The area's landing page (spec 1 §4: a new event opens on its dashboard). */}
        <Route path={prefix}>
          <Redirect to={eventPath(eventId, "dashboard")} replace />
        </Route>
        <Route path={`${prefix}/dashboard`} component={EventDashboardPage} />
        {sectionOrder.flatMap(sectionRoutes)}
        {recordRoutes(prefix)}
        {sessionRoutes(prefix)}
        {evaluationRoutes(prefix)}
        {teamRoutes(prefix)}
        {fieldRoutes(prefix)}
        {tagRoutes(prefix)}
        {tierRoutes(prefix)}
        {portalAdminRoutes(prefix)}
        {historyRoutes(prefix)}
        {reportRoutes(prefix)}
        {detailsRoutes(prefix)}
        {eventIntegrationRoutes(prefix)}
        {eventMailTemplateRoutes(prefix)}
        {workflowRoutes(prefix)}
        <Route>
          <NotFoundPanel backHref={formsPath(eventId, "sessions")} />
        </Route>
      </Switch>
    </EventLayout>
  );
}
