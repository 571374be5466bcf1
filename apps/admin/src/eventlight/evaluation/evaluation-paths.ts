import { MY_EVALUATIONS_SUBPATH, meetsRequirement, type PermissionProfile } from "@foyer/domain";
import { canOpen, eventPath } from "../event-paths.js";

/*
 * Where the evaluation pages live (spec 1 §2): the plans at evaluation/evaluation-plans (also
 * sessions/evaluation-plans), their editor at evaluation/add and evaluation/edit/{planId}, the
 * evaluator's list at evaluation/my-evaluations, a plan's review list at sessions/review/{planId}
 * with one session at …/session/{sessionId}, and a plan's monitor at sessions/monitor/{planId}.
 */

export const PLANS_SUBPATH = "evaluation/evaluation-plans";

const seg = encodeURIComponent;

export function plansPath(eventId: string): string {
  return eventPath(eventId, PLANS_SUBPATH);
}

export function addPlanPath(eventId: string): string {
  return eventPath(eventId, "evaluation/add");
}

export function editPlanPath(eventId: string, planId: string): string {
  return eventPath(eventId, `evaluation/edit/${seg(planId)}`);
}

export function myEvaluationsPath(eventId: string): string {
  return eventPath(eventId, MY_EVALUATIONS_SUBPATH);
}

export function reviewListPath(eventId: string, planId: string): string {
  return eventPath(eventId, `sessions/review/${seg(planId)}`);
}

export function reviewPath(eventId: string, planId: string, sessionId: string): string {
  return `${reviewListPath(eventId, planId)}/session/${seg(sessionId)}`;
}

export function monitorPath(eventId: string, planId: string): string {
  return eventPath(eventId, `sessions/monitor/${seg(planId)}`);
}

/** Whether `pathname` is one of the plan managers' pages (list, editor, monitor). */
function isPlansPage(pathname: string, eventId: string): boolean {
  const evaluation = eventPath(eventId, "evaluation");
  const sessions = eventPath(eventId, "sessions");
  if (pathname.startsWith(myEvaluationsPath(eventId))) return false;
  return (
    pathname === evaluation ||
    pathname.startsWith(`${evaluation}/`) ||
    pathname === `${sessions}/evaluation` ||
    pathname === `${sessions}/evaluation-plans` ||
    pathname.startsWith(`${sessions}/monitor/`)
  );
}

/** Whether `pathname` is the evaluator's list or one of its plans' review pages. */
function isMyEvaluationsPage(pathname: string, eventId: string): boolean {
  return (
    pathname.startsWith(myEvaluationsPath(eventId)) ||
    pathname.startsWith(eventPath(eventId, "sessions/review/"))
  );
}

/**
 * The evaluation entries of the event's side navigation: "Evaluations" (the plans) for those
 * who read evaluationPlans, "My evaluations" for them and the event's evaluators (spec 1 §6).
 */
export function evaluationNavLinks(eventId: string, pathname: string, profile: PermissionProfile) {
  return [
    canOpen(profile, PLANS_SUBPATH)
      ? {
          key: "evaluations",
          href: plansPath(eventId),
          label: "Evaluations",
          active: isPlansPage(pathname, eventId),
        }
      : null,
    // Plan managers may be evaluators too (admins never hold the evaluator role itself).
    profile.isEvaluator || canOpen(profile, PLANS_SUBPATH)
      ? {
          key: "my-evaluations",
          href: myEvaluationsPath(eventId),
          label: "My evaluations",
          active: isMyEvaluationsPage(pathname, eventId),
        }
      : null,
  ];
}

/** Whether the profile may add, change and delete plans (update on evaluationPlans; the server checks it too). */
export function canChangePlans(profile: PermissionProfile): boolean {
  return meetsRequirement(profile, [{ module: "evaluationPlans", action: "update" }]);
}
