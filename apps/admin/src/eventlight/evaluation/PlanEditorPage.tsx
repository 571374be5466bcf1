import "./evaluation.css";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { useSessionLibraryApi } from "../sessions/settings/useSessionLibrary.js";
import { plansPath } from "./evaluation-paths.js";
import { Loaded } from "./Loaded.js";
import { PlanForm } from "./PlanForm.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const PLAN_LOAD_FAILED = "An error occurred getting the evaluation plan";

/**
 * /event-light/{eventId}/evaluation/add and /evaluation/edit/{planId} (spec 1 §2 "evaluation:
 * add, edit/{planId} with optional /step/{stepId}"): a new plan, or a saved one loaded first.
 */
export function PlanEditorPage({ planId }: { planId?: string | undefined }) {
  const { eventId } = useEvent();
  const evaluations = useEvaluationsApi();
  const library = useSessionLibraryApi();
  const plan = useQuery({
    queryKey: eventKey(eventId, "evaluation", "plan", planId ?? null),
    // A new plan starts with the event's criteria library (issue 25 item 7); without it, empty.
    queryFn: async () =>
      planId
        ? { plan: await evaluations.plan(planId), library: [] }
        : { plan: null, library: await library.criteria().catch(() => []) },
    meta: { errorMessage: PLAN_LOAD_FAILED },
  });
  const back = plansPath(eventId);

  return (
    <section className="event-page" aria-labelledby="evaluation-plan-title">
      <EventLink className="event-back" href={back}>
        ← Evaluation plans
      </EventLink>
      <h1 className="admin-section__title" id="evaluation-plan-title">
        {planId ? "Edit evaluation plan" : "Add evaluation plan"}
      </h1>
      <Loaded
        query={plan}
        loadingText="Loading the evaluation plan..."
        failedMessage={PLAN_LOAD_FAILED}
        backHref={back}
        backLabel="Back to evaluation plans"
      >
        {(data) => <PlanForm key={data.plan?.id ?? "new"} plan={data.plan} library={data.library} />}
      </Loaded>
    </section>
  );
}
