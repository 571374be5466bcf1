import "../sessions/sessions.css";
import "./evaluation.css";
import type { ReviewItem } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { reviewListPath, reviewPath } from "./evaluation-paths.js";
import { Loaded } from "./Loaded.js";
import { ReviewForm } from "./ReviewForm.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const REVIEW_LOAD_FAILED = "An error occurred getting the session to evaluate";

/**
 * /event-light/{eventId}/sessions/review/{planId}/session/{sessionId} (spec 1 §2): one session
 * to score, its details as plain text beside the plan's criteria, with links to the sessions
 * before and after it. Only the plan's evaluators get in (the server's 403 gives way to the gate).
 */
export function ReviewPage({ planId, sessionId }: { planId: string; sessionId: string }) {
  const { eventId } = useEvent();
  const evaluations = useEvaluationsApi();
  const item = useQuery({
    queryKey: eventKey(eventId, "evaluation", "review", planId, sessionId),
    queryFn: () => evaluations.reviewItem(planId, sessionId),
    meta: { errorMessage: REVIEW_LOAD_FAILED },
  });
  const back = reviewListPath(eventId, planId);

  return (
    <div className="event-page">
      <EventLink className="event-back" href={back}>
        ← Sessions to evaluate
      </EventLink>
      <Loaded
        query={item}
        loadingText="Loading the session..."
        failedMessage={REVIEW_LOAD_FAILED}
        backHref={back}
        backLabel="Back to the sessions to evaluate"
      >
        {(data) => (
          <>
            <SessionView item={data} />
            <ReviewForm item={data} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function SessionView({ item }: { item: ReviewItem }) {
  const { eventId } = useEvent();
  const { plan, session, previousId, nextId } = item;
  const facts = [
    ["Track", session.track],
    ["Format", session.format],
    ["Level", session.level],
    ["Language", session.language],
    ["Status", session.status],
  ] as const;
  return (
    <>
      <header className="admin-section__head">
        <p className="session-page__eyebrow">{plan.name}</p>
        <h1 className="admin-section__title">{session.title}</h1>
      </header>
      <nav className="evaluation-steps" aria-label="Sessions of this plan">
        {previousId ? (
          <EventLink className="event-back" href={reviewPath(eventId, plan.id, previousId)}>
            ← Previous session
          </EventLink>
        ) : null}
        {nextId ? (
          <EventLink
            className="event-back evaluation-steps__next"
            href={reviewPath(eventId, plan.id, nextId)}
          >
            Next session →
          </EventLink>
        ) : null}
      </nav>
      {plan.instructions.trim() ? (
        <details className="admin-panel event-card">
          <summary>Instructions</summary>
          <p className="event-answers__text">{plan.instructions}</p>
        </details>
      ) : null}
      <section className="admin-panel event-card" aria-label="Session">
        {session.people.length > 0 ? (
          <ul className="evaluation-people" aria-label="People">
            {session.people.map((person) => (
              <li key={`${person.role}:${person.name}`}>
                <span className="event-table__muted">{person.role}:</span> {person.name}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="evaluation-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
        {session.description.trim() ? (
          <p className="event-answers__text">{session.description}</p>
        ) : (
          <p className="event-card__note">No description.</p>
        )}
      </section>
    </>
  );
}
