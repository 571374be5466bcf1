import "../sessions/sessions.css";
import {
  EVALUATION_COMMENT_MAX,
  type EvaluationCriterion,
  type ReviewItem,
  type SessionEvaluation,
  scoreProblems,
} from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { eventKey } from "../../server-data/query-keys.js";
import { useEvent } from "../event-context.js";
import { reviewPath } from "./evaluation-paths.js";
import { ScoreField } from "./ScoreField.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

export const SAVED = "Saved";
export const UNSAVED = "Unsaved changes";

interface ReviewDraft {
  /** Score by criterion id, as typed ("" while not scored). */
  scores: Record<string, string>;
  comment: string;
}

function draftOf(criteria: readonly EvaluationCriterion[], saved: SessionEvaluation | null): ReviewDraft {
  return {
    scores: Object.fromEntries(
      criteria.map((item) => {
        const score = saved?.scores[item.id];
        return [item.id, score === undefined ? "" : String(score)];
      }),
    ),
    comment: saved?.comment ?? "",
  };
}

/** The typed scores as numbers; an empty box is no score (scoreProblems names it). */
function scoresOf(draft: ReviewDraft): Record<string, number | undefined> {
  return Object.fromEntries(
    Object.entries(draft.scores).map(([key, text]) => [key, text.trim() === "" ? undefined : Number(text)]),
  );
}

type SaveState = { status: "idle" } | { status: "saving" } | { status: "failed"; problems: string[] };

/**
 * The evaluator's scores of one session and a comment. Save checks every score with the
 * contract's scoreProblems first; "Save and next" moves on to the next session once saved. A
 * failed save keeps what was typed and says why.
 */
export function ReviewForm({ item }: { item: ReviewItem }) {
  const { eventId, setUnsaved, leaveTo } = useEvent();
  const queryClient = useQueryClient();
  const evaluate = useMutation({
    mutationFn: (body: Parameters<typeof evaluations.evaluate>[2]) =>
      evaluations.evaluate(plan.id, session.id, body),
    // The review list's scores and the monitor's counts change with it.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventKey(eventId, "evaluation"), refetchType: "none" }),
  });
  const evaluations = useEvaluationsApi();
  const id = useId();
  const { plan, session, nextId } = item;
  const [saved, setSaved] = useState(item.evaluation);
  const savedDraft = useMemo(() => draftOf(plan.criteria, saved), [plan.criteria, saved]);
  const [draft, setDraft] = useState(savedDraft);
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const [checked, setChecked] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(savedDraft);
  const busy = state.status === "saving";

  useEffect(() => setUnsaved(dirty), [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  // Each criterion's own sentence, shown under it once the user has tried to save.
  const problemOf = (criterion: EvaluationCriterion) =>
    checked ? scoreProblems([criterion], { [criterion.id]: scoresOf(draft)[criterion.id] })[0] : undefined;

  const save = async (andNext: boolean) => {
    if (busy) return;
    const scores = scoresOf(draft);
    const problems = scoreProblems(plan.criteria, scores);
    setChecked(true);
    if (problems.length > 0) return setState({ status: "failed", problems });
    setState({ status: "saving" });
    try {
      // Every score is a number now: scoreProblems has found none missing.
      const body = {
        scores: Object.fromEntries(plan.criteria.map((item) => [item.id, Number(draft.scores[item.id])])),
        comment: draft.comment,
      };
      const evaluation = await evaluate.mutateAsync(body);
      setSaved(evaluation);
      setDraft(draftOf(plan.criteria, evaluation));
      setState({ status: "idle" });
      setUnsaved(false);
      if (andNext && nextId) leaveTo(reviewPath(eventId, plan.id, nextId), { force: true });
    } catch (error) {
      setState({ status: "failed", problems: [userMessageOf(error)] });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form className="admin-panel evaluation-form" onSubmit={submit} noValidate aria-label="Your evaluation">
      <h2 className="event-card__title">Your evaluation</h2>
      {state.status === "failed" ? (
        <div className="foyer-alert foyer-alert--error" role="alert">
          {state.problems.length === 1 ? (
            state.problems[0]
          ) : (
            <ul className="evaluation-problems">
              {state.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {plan.criteria.map((criterion) => (
        <ScoreField
          key={criterion.id}
          criterion={criterion}
          value={draft.scores[criterion.id] ?? ""}
          error={problemOf(criterion)}
          disabled={busy}
          onChange={(value) =>
            setDraft((current) => ({ ...current, scores: { ...current.scores, [criterion.id]: value } }))
          }
        />
      ))}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-comment`}>
          Comment
        </label>
        <textarea
          id={`${id}-comment`}
          className="foyer-input"
          rows={4}
          maxLength={EVALUATION_COMMENT_MAX}
          value={draft.comment}
          disabled={busy}
          onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
        />
      </div>
      <div className="session-details__actions">
        <span className="session-details__state" role="status">
          {busy ? "Saving..." : dirty ? UNSAVED : saved ? SAVED : "Not evaluated yet"}
        </span>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          Save
        </button>
        {nextId ? (
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            disabled={busy}
            onClick={() => void save(true)}
          >
            Save and next
          </button>
        ) : null}
      </div>
    </form>
  );
}
