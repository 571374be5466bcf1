import "../records/records.css";
import "./evaluation.css";
import { type EvaluationPlan, evaluationMessages } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { addPlanPath, canChangePlans, editPlanPath, monitorPath } from "./evaluation-paths.js";
import { countLabel } from "./evaluation-words.js";
import { Loaded } from "./Loaded.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const PLANS_LOAD_FAILED = "An error occurred getting evaluation plans";
export const ADD_PLAN = "Add evaluation plan";
export const NO_PLANS = "No evaluation plans yet";

const SMALL = "foyer-button foyer-button--ghost event-button--small";

type Deleting = { plan: EvaluationPlan; busy: boolean; error: string | null };

/**
 * /event-light/{eventId}/evaluation/evaluation-plans (also sessions/evaluation-plans; spec 1 §2
 * "evaluation"): the event's plans with their criteria, evaluators, sessions and evaluations,
 * each with its editor and monitor; deleting one removes the evaluations made in it.
 */
export function PlansPage() {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const queryClient = useQueryClient();
  const evaluations = useEvaluationsApi();
  const plans = useQuery({
    queryKey: eventKey(eventId, "evaluation", "plans"),
    queryFn: () => evaluations.plans(),
    meta: { errorMessage: PLANS_LOAD_FAILED },
  });
  const removal = useMutation({
    mutationFn: (planId: string) => evaluations.remove(planId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKey(eventId, "evaluation") }),
  });
  const canWrite = canChangePlans(profile);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const visible = (all: EvaluationPlan[]) => all.filter((plan) => !removed.has(plan.id));
  const empty = plans.status === "success" && visible(plans.data).length === 0;

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await removal.mutateAsync(target.plan.id);
      setRemoved((ids) => new Set([...ids, target.plan.id]));
      setDeleting(null);
      services.toasts.show({ message: evaluationMessages.deleted(target.plan.name), severity: "success" });
    } catch (error) {
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  const addButton = (className: string) =>
    canWrite ? (
      <EventLink className={`foyer-button ${className}`} href={addPlanPath(eventId)}>
        {ADD_PLAN}
      </EventLink>
    ) : null;

  return (
    <section className="event-page" aria-labelledby="evaluation-plans-title">
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="evaluation-plans-title">
            Evaluation plans
          </h1>
          <p className="admin-section__lead">
            The criteria the event's sessions are scored on, and the team members who score them.
          </p>
        </div>
        {empty ? null : addButton("foyer-button--primary")}
      </header>
      <Loaded
        query={plans}
        loadingText="Loading evaluation plans..."
        failedMessage={PLANS_LOAD_FAILED}
        backHref="/home"
        backLabel="Back to your events"
      >
        {(all) => {
          const list = visible(all);
          if (list.length === 0) {
            return (
              <div className="admin-panel admin-panel--center admin-empty">
                <h2 className="admin-empty__title">{NO_PLANS}</h2>
                <p className="admin-empty__text">
                  A plan lists what sessions are scored on and who scores them.
                </p>
                {addButton("foyer-button--secondary")}
              </div>
            );
          }
          return (
            <PlanTable
              plans={list}
              canWrite={canWrite}
              onDelete={(plan) => setDeleting({ plan, busy: false, error: null })}
            />
          );
        }}
      </Loaded>
      {deleting ? (
        <ConfirmDialog
          title="Delete this evaluation plan?"
          confirmLabel="Delete plan"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.plan.name}</strong> will be deleted, with{" "}
            {deleting.plan.evaluationCount === 0
              ? "its criteria and evaluators"
              : `the ${countLabel(deleting.plan.evaluationCount, "evaluation")} made in it`}
            . This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function PlanTable({
  plans,
  canWrite,
  onDelete,
}: {
  plans: EvaluationPlan[];
  canWrite: boolean;
  onDelete(plan: EvaluationPlan): void;
}) {
  const { eventId } = useEvent();
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table records-table">
        <caption className="foyer-visually-hidden">Evaluation plans</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Criteria</th>
            <th scope="col">Evaluators</th>
            <th scope="col">Sessions</th>
            <th scope="col">Evaluations</th>
            <th scope="col">
              <span className="foyer-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <th scope="row" className="admin-table__name">
                {plan.name}
                <span className="event-table__meta">
                  {plan.statusName ? `Sessions with status ${plan.statusName}` : "All sessions"}
                </span>
              </th>
              <td data-label="Criteria" className="event-table__number">
                {plan.criteria.length}
              </td>
              <td data-label="Evaluators" className="event-table__number">
                {plan.evaluators.length}
              </td>
              <td data-label="Sessions" className="event-table__number">
                {plan.sessionCount}
              </td>
              <td data-label="Evaluations" className="event-table__number">
                {plan.evaluationCount}
              </td>
              <td className="event-table__actions">
                <span className="event-inline-actions">
                  <EventLink
                    className={SMALL}
                    href={editPlanPath(eventId, plan.id)}
                    aria-label={`${canWrite ? "Edit" : "View"} ${plan.name}`}
                  >
                    {canWrite ? "Edit" : "View"}
                  </EventLink>
                  <EventLink
                    className={SMALL}
                    href={monitorPath(eventId, plan.id)}
                    aria-label={`Monitor ${plan.name}`}
                  >
                    Monitor
                  </EventLink>
                  {canWrite ? (
                    <button
                      type="button"
                      className={`${SMALL} event-icon-button--danger`}
                      aria-label={`Delete ${plan.name}`}
                      onClick={() => onDelete(plan)}
                    >
                      Delete
                    </button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
