import "./evaluation.css";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { reviewListPath } from "./evaluation-paths.js";
import { progressLabel } from "./evaluation-words.js";
import { Loaded } from "./Loaded.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const MY_EVALUATIONS_LOAD_FAILED = "An error occurred getting your evaluations";
export const NOTHING_TO_EVALUATE = "You have no evaluations to do.";

/**
 * /event-light/{eventId}/evaluation/my-evaluations (spec 1 §6: where evaluators land): the plans
 * the user evaluates, each with its progress and a link to its sessions.
 */
export function MyEvaluationsPage() {
  const { eventId } = useEvent();
  const evaluations = useEvaluationsApi();
  const mine = useQuery({
    queryKey: eventKey(eventId, "evaluation", "mine"),
    queryFn: () => evaluations.mine(),
    meta: { errorMessage: MY_EVALUATIONS_LOAD_FAILED },
  });

  return (
    <section className="event-page" aria-labelledby="my-evaluations-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="my-evaluations-title">
          My evaluations
        </h1>
        <p className="admin-section__lead">The evaluation plans you score sessions in.</p>
      </header>
      <Loaded
        query={mine}
        loadingText="Loading your evaluations..."
        failedMessage={MY_EVALUATIONS_LOAD_FAILED}
        backHref="/home"
        backLabel="Back to your events"
      >
        {(plans) =>
          plans.length === 0 ? (
            <div className="admin-panel admin-panel--center admin-empty">
              <h2 className="admin-empty__title">{NOTHING_TO_EVALUATE}</h2>
            </div>
          ) : (
            <ul className="evaluation-cards" aria-label="Evaluation plans">
              {plans.map((plan) => (
                <li key={plan.id} className="admin-panel event-card">
                  <h2 className="event-card__title">
                    <EventLink className="event-table__link" href={reviewListPath(eventId, plan.id)}>
                      {plan.name}
                    </EventLink>
                  </h2>
                  <p className="event-card__note">{progressLabel(plan.done, plan.total)}</p>
                  <progress
                    className="evaluation-progress"
                    value={plan.done}
                    max={Math.max(plan.total, 1)}
                    aria-label={`${plan.name}: ${progressLabel(plan.done, plan.total)}`}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
