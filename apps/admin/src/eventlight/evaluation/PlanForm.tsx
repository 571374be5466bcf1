import "../sessions/sessions.css";
import {
  type EvaluationPlan,
  type LibraryCriterion,
  PLAN_INSTRUCTIONS_MAX,
  PLAN_NAME_MAX,
} from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { eventKey } from "../../server-data/query-keys.js";
import { useEvent } from "../event-context.js";
import { CriteriaEditor } from "./CriteriaEditor.js";
import { EvaluatorPicker } from "./EvaluatorPicker.js";
import { canChangePlans, plansPath } from "./evaluation-paths.js";
import { describedBy, FieldError } from "./field-error.js";
import { bodyOf, draftOf, type PlanDraft, planProblems, sameDraft } from "./plan-draft.js";
import { StatusField } from "./StatusField.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const FIX_FIELDS = "Please correct the highlighted fields.";
export const planSaved = (name: string) => `“${name}” has been saved.`;

/** The paths a field of this form shows its own error at; others go in the form's alert. */
const FIELD_PATH = /^(name|instructions|statusId|evaluatorIds|criteria(\.\d+\.(name|maxScore))?)$/;

/** What the form's alert says: the sentences no field shows, else a pointer to the fields. */
function alertOf(errors: Record<string, string>): string {
  const unplaced = Object.entries(errors).filter(([path]) => !FIELD_PATH.test(path));
  return unplaced.length > 0 ? unplaced.map(([, message]) => message).join(" ") : FIX_FIELDS;
}

type SaveState = { status: "idle" } | { status: "saving" } | { status: "failed"; message: string };

/**
 * The plan's form: name, instructions (plain text), the sessions it covers, its criteria and its
 * evaluators. Save checks the contract's rules first, then sends the whole plan and goes back to
 * the list; the server's 400 sentences show beside their fields. Leaving with changes asks first.
 */
export function PlanForm({
  plan,
  library = [],
}: {
  plan: EvaluationPlan | null;
  /** A new plan's starting criteria: the event's library. */
  library?: readonly LibraryCriterion[];
}) {
  const { services } = useApp();
  const { eventId, profile, setUnsaved, leaveTo } = useEvent();
  const queryClient = useQueryClient();
  const savePlan = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      plan ? evaluations.update(plan.id, body) : evaluations.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKey(eventId, "evaluation") }),
  });
  const evaluations = useEvaluationsApi();
  const id = useId();
  const canWrite = canChangePlans(profile);
  const saved = useMemo(() => draftOf(plan, library), [plan, library]);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const dirty = !sameDraft(saved, draft);
  const disabled = !canWrite || state.status === "saving";

  useEffect(() => setUnsaved(dirty), [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  const change = (patch: Partial<PlanDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const problems = planProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return setState({ status: "failed", message: alertOf(problems) });
    setState({ status: "saving" });
    try {
      const body = bodyOf(draft);
      const result = await savePlan.mutateAsync(body);
      setUnsaved(false);
      services.toasts.show({ message: planSaved(result.name), severity: "success" });
      leaveTo(plansPath(eventId), { force: true });
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      const message = Object.keys(found).length > 0 ? alertOf(found) : userMessageOf(error);
      setState({ status: "failed", message });
    }
  };

  return (
    <form className="admin-panel evaluation-form" onSubmit={save} noValidate aria-label="Evaluation plan">
      {state.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="foyer-input"
          value={draft.name}
          maxLength={PLAN_NAME_MAX}
          required
          disabled={disabled}
          onChange={(event) => change({ name: event.target.value })}
          {...describedBy(`${id}-name`, errors.name)}
        />
        <FieldError id={`${id}-name`} error={errors.name} />
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-instructions`}>
          Instructions
        </label>
        <textarea
          id={`${id}-instructions`}
          className="foyer-input evaluation-form__instructions"
          value={draft.instructions}
          maxLength={PLAN_INSTRUCTIONS_MAX}
          rows={5}
          disabled={disabled}
          onChange={(event) => change({ instructions: event.target.value })}
          {...describedBy(`${id}-instructions`, errors.instructions, `${id}-instructions-hint`)}
        />
        <p className="foyer-field__hint" id={`${id}-instructions-hint`}>
          Shown to the evaluators above the sessions, as plain text.
        </p>
        <FieldError id={`${id}-instructions`} error={errors.instructions} />
      </div>
      <StatusField
        value={draft.statusId}
        saved={plan?.statusId ? { id: plan.statusId, name: plan.statusName ?? plan.statusId } : null}
        error={errors.statusId}
        disabled={disabled}
        onChange={(statusId) => change({ statusId })}
      />
      <CriteriaEditor
        criteria={draft.criteria}
        errors={errors}
        disabled={disabled}
        onChange={(criteria) => change({ criteria })}
      />
      <EvaluatorPicker
        selected={draft.evaluatorIds}
        known={plan?.evaluators ?? []}
        error={errors.evaluatorIds}
        disabled={disabled}
        onChange={(evaluatorIds) => change({ evaluatorIds })}
      />
      <div className="session-details__actions">
        {canWrite ? (
          <>
            <span className="session-details__state" role="status">
              {state.status === "saving" ? "Saving..." : dirty ? "Unsaved changes" : ""}
            </span>
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              onClick={() => leaveTo(plansPath(eventId))}
            >
              Cancel
            </button>
            <button type="submit" className="foyer-button foyer-button--primary" disabled={disabled}>
              {state.status === "saving" ? "Saving..." : "Save"}
            </button>
          </>
        ) : (
          <p className="foyer-field__hint">
            You can read this plan; changing it needs permission to edit evaluation plans.
          </p>
        )}
      </div>
    </form>
  );
}
