import "../records/records.css";
import "./evaluation.css";
import type { ReviewList } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { myEvaluationsPath, reviewPath } from "./evaluation-paths.js";
import { progressLabel } from "./evaluation-words.js";
import { Loaded } from "./Loaded.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const REVIEW_LIST_LOAD_FAILED = "An error occurred getting the sessions to evaluate";
export const NOT_EVALUATED = "Not evaluated";

const dash = <span className="event-table__muted">—</span>;

/**
 * /event-light/{eventId}/sessions/review/{planId} (spec 1 §2 "review/{planId}"): the plan's
 * instructions and its sessions, each with the evaluator's total so far. Only the plan's
 * evaluators get in: the server's 403 gives way to the area's gate.
 */
export function ReviewListPage({ planId }: { planId: string }) {
  const { eventId } = useEvent();
  const evaluations = useEvaluationsApi();
  const review = useQuery({
    queryKey: eventKey(eventId, "evaluation", "review", planId),
    queryFn: () => evaluations.reviewList(planId),
    meta: { errorMessage: REVIEW_LIST_LOAD_FAILED },
  });
  const back = myEvaluationsPath(eventId);

  return (
    <div className="event-page">
      <EventLink className="event-back" href={back}>
        ← My evaluations
      </EventLink>
      <Loaded
        query={review}
        loadingText="Loading the sessions to evaluate..."
        failedMessage={REVIEW_LIST_LOAD_FAILED}
        backHref={back}
        backLabel="Back to my evaluations"
      >
        {(data) => <ReviewListView data={data} />}
      </Loaded>
    </div>
  );
}

function ReviewListView({ data }: { data: ReviewList }) {
  const { eventId } = useEvent();
  const { plan, sessions } = data;
  const done = sessions.filter((session) => session.total !== null).length;
  const maxTotal = plan.criteria.reduce((sum, item) => sum + item.maxScore, 0);
  return (
    <>
      <header className="admin-section__head">
        <h1 className="admin-section__title">{plan.name}</h1>
        <p className="admin-section__lead">{progressLabel(done, sessions.length)}</p>
      </header>
      {plan.instructions.trim() ? (
        <section className="admin-panel event-card" aria-label="Instructions">
          <p className="event-answers__text">{plan.instructions}</p>
        </section>
      ) : null}
      {sessions.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No sessions to evaluate yet</h2>
        </div>
      ) : (
        <div className="admin-panel admin-table-wrap">
          <table className="admin-table records-table">
            <caption className="foyer-visually-hidden">Sessions to evaluate</caption>
            <thead>
              <tr>
                <th scope="col">Session</th>
                <th scope="col">Track</th>
                <th scope="col">Format</th>
                <th scope="col">My total</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row" className="admin-table__name">
                    <EventLink className="event-table__link" href={reviewPath(eventId, plan.id, session.id)}>
                      {session.title}
                    </EventLink>
                  </th>
                  <td data-label="Track">{session.track ?? dash}</td>
                  <td data-label="Format">{session.format ?? dash}</td>
                  <td data-label="My total" className="event-table__number">
                    {session.total === null ? (
                      <span className="event-table__muted">{NOT_EVALUATED}</span>
                    ) : (
                      `${session.total} / ${maxTotal}`
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
