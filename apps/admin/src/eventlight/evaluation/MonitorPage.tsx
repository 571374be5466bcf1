import "../sessions/sessions.css";
import "../records/records.css";
import "./evaluation.css";
import type { MonitorView } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canChangePlans, editPlanPath, plansPath } from "./evaluation-paths.js";
import { countLabel, progressLabel } from "./evaluation-words.js";
import { Loaded } from "./Loaded.js";
import { MonitorSessionsTable } from "./MonitorSessionsTable.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const MONITOR_LOAD_FAILED = "An error occurred getting the plan's progress";
export const NO_EVALUATIONS = "No evaluations yet";

/**
 * /event-light/{eventId}/sessions/monitor/{planId} (spec 1 §2 "monitor/{planId}"): how far each
 * evaluator has got, and each session's average score per criterion and in total.
 */
export function MonitorPage({ planId }: { planId: string }) {
  const { eventId } = useEvent();
  const evaluations = useEvaluationsApi();
  const monitor = useQuery({
    queryKey: eventKey(eventId, "evaluation", "monitor", planId),
    queryFn: () => evaluations.monitor(planId),
    meta: { errorMessage: MONITOR_LOAD_FAILED },
  });
  const back = plansPath(eventId);
  return (
    <div className="event-page">
      <EventLink className="event-back" href={back}>
        ← Evaluation plans
      </EventLink>
      <Loaded
        query={monitor}
        loadingText="Loading the plan's progress..."
        failedMessage={MONITOR_LOAD_FAILED}
        backHref={back}
        backLabel="Back to evaluation plans"
      >
        {(view) => <MonitorContent view={view} />}
      </Loaded>
    </div>
  );
}

function MonitorContent({ view }: { view: MonitorView }) {
  const { eventId, profile } = useEvent();
  const { plan, evaluators, sessions } = view;
  return (
    <>
      <header className="event-page-head">
        <div className="admin-section__head">
          <p className="session-page__eyebrow">Monitor</p>
          <h1 className="admin-section__title">{plan.name}</h1>
          <p className="admin-section__lead">
            {countLabel(plan.sessionCount, "session")} · {countLabel(evaluators.length, "evaluator")} ·{" "}
            {countLabel(plan.evaluationCount, "evaluation")}
          </p>
        </div>
        {canChangePlans(profile) ? (
          <EventLink className="foyer-button foyer-button--secondary" href={editPlanPath(eventId, plan.id)}>
            Edit plan
          </EventLink>
        ) : null}
      </header>
      <section className="admin-panel event-card" aria-labelledby="monitor-evaluators">
        <h2 className="event-card__title" id="monitor-evaluators">
          Evaluators
        </h2>
        {evaluators.length === 0 ? (
          <p className="event-card__note">This plan has no evaluators yet.</p>
        ) : (
          <ul className="evaluation-progress-list">
            {evaluators.map((evaluator) => (
              <li key={evaluator.userId}>
                <span>
                  {evaluator.name}
                  <span className="event-table__meta">{evaluator.email}</span>
                </span>
                <span className="event-table__number">
                  {evaluator.done} of {plan.sessionCount}
                </span>
                <progress
                  className="evaluation-progress"
                  value={evaluator.done}
                  max={Math.max(plan.sessionCount, 1)}
                  aria-label={`${evaluator.name}: ${progressLabel(evaluator.done, plan.sessionCount)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {sessions.every((session) => session.evaluations === 0) ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">{NO_EVALUATIONS}</h2>
          <p className="admin-empty__text">
            {sessions.length === 0
              ? "The plan covers no sessions yet."
              : "Averages show here once evaluators have saved their scores."}
          </p>
        </div>
      ) : (
        <MonitorSessionsTable sessions={sessions} criteria={plan.criteria} />
      )}
    </>
  );
}
