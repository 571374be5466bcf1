import type { ReactNode } from "react";
import { Redirect, Route } from "wouter";
import { myEvaluationsPath } from "./evaluation-paths.js";
import { MonitorPage } from "./MonitorPage.js";
import { MyEvaluationsPage } from "./MyEvaluationsPage.js";
import { PlanEditorPage } from "./PlanEditorPage.js";
import { PlansPage } from "./PlansPage.js";
import { ReviewListPage } from "./ReviewListPage.js";
import { ReviewPage } from "./ReviewPage.js";

type Params = Record<string, string | undefined>;
const param = (params: Params, name: string) => decodeURIComponent(params[name] ?? "");

/** Spec 1 §2's pages that show the plans: evaluation, its plans, summary and monitor, and their sessions/ twins. */
const PLAN_LIST_SUBPATHS = [
  "evaluation",
  "evaluation/evaluation-plans",
  "evaluation/monitor",
  "evaluation/evaluation-summary",
  "sessions/evaluation",
  "sessions/evaluation-plans",
];

/** One page served at several subpaths (e.g. the editor with and without /step/{stepId}). */
function routesOf(prefix: string, subpaths: readonly string[], render: (params: Params) => ReactNode) {
  return subpaths.map((subpath) => (
    <Route key={subpath} path={`${prefix}/${subpath}`}>
      {(params: Params) => render(params)}
    </Route>
  ));
}

/**
 * The evaluation pages' routes under `prefix` (/event-light/:eventId). The area's guard asks for
 * read on evaluationPlans, except on my-evaluations and the review pages, which are the
 * evaluators' (the server lets only a plan's evaluators in).
 */
export function evaluationRoutes(prefix: string) {
  return [
    ...routesOf(prefix, PLAN_LIST_SUBPATHS, () => <PlansPage />),
    ...routesOf(prefix, ["evaluation/review"], (params) => (
      <Redirect to={myEvaluationsPath(param(params, "eventId"))} replace />
    )),
    ...routesOf(prefix, ["evaluation/add"], () => <PlanEditorPage />),
    ...routesOf(prefix, ["evaluation/edit/:planId", "evaluation/edit/:planId/step/:stepId"], (params) => (
      <PlanEditorPage key={params.planId} planId={param(params, "planId")} />
    )),
    ...routesOf(prefix, ["evaluation/my-evaluations"], () => <MyEvaluationsPage />),
    // A plan's pages under evaluation/ too (issue 20 item 9): review/{planId} and monitor/{planId}.
    ...routesOf(prefix, ["sessions/review/:planId", "evaluation/review/:planId"], (params) => (
      <ReviewListPage key={params.planId} planId={param(params, "planId")} />
    )),
    ...routesOf(
      prefix,
      ["sessions/review/:planId/session/:sessionId", "evaluation/review/:planId/session/:sessionId"],
      (params) => (
        <ReviewPage
          key={`${params.planId}/${params.sessionId}`}
          planId={param(params, "planId")}
          sessionId={param(params, "sessionId")}
        />
      ),
    ),
    // monitor/{planId}/session/{sessionId} (spec 1 §2) shows the plan's monitor too.
    ...routesOf(
      prefix,
      [
        "sessions/monitor/:planId",
        "sessions/monitor/:planId/session/:sessionId",
        "evaluation/monitor/:planId",
        "evaluation/monitor/:planId/session/:sessionId",
      ],
      (params) => <MonitorPage key={params.planId} planId={param(params, "planId")} />,
    ),
  ];
}
