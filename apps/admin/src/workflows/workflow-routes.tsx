import { Route } from "wouter";
import { WorkflowBuilderPage } from "./WorkflowBuilderPage.js";
import { WorkflowsPage } from "./WorkflowsPage.js";

/**
 * Spec 1 §2 "workflows; workflows/builder with optional /{workflowId}", below /event-light/{eventId}.
 * The area's guard asks update on settings (spec 1 §6 "Event settings routes, workflows").
 */
export function workflowRoutes(prefix: string) {
  return [
    <Route key="workflows" path={`${prefix}/workflows`}>
      <WorkflowsPage />
    </Route>,
    <Route key="workflow-builder" path={`${prefix}/workflows/builder`}>
      <WorkflowBuilderPage />
    </Route>,
    <Route key="workflow-builder-one" path={`${prefix}/workflows/builder/:workflowId`}>
      {(params) => <WorkflowBuilderPage workflowId={params.workflowId} />}
    </Route>,
  ];
}
