import "../sessions/sessions.css";
import type { PlanEvaluator } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useAppData } from "@foyer/widgets/react";
import { useId, useMemo, useState } from "react";
import { USERS_LOAD_FAILED } from "../../team/team-data.js";
import { describedBy, FieldError } from "./field-error.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

/** Said when the team cannot be listed for this user (it needs update on evaluationPlans). */
export const TEAM_NOT_LISTED =
  "Only those who may change evaluation plans can pick evaluators: the plan keeps the evaluators shown here.";

const isRefusal = (error: unknown) => isHttpError(error) && error.status === 403;

export interface EvaluatorPickerProps {
  /** The picked members' user ids. */
  selected: string[];
  /** The plan's evaluators as saved: listed even when the team cannot be. */
  known: readonly PlanEvaluator[];
  error: string | undefined;
  disabled: boolean;
  onChange(selected: string[]): void;
}

/**
 * The plan's evaluators, picked from the event's team (spec 1 §6 "An evaluator role exists at
 * event level"): a checkbox per member with name and email, and a box to filter the list.
 */
export function EvaluatorPicker({ selected, known, error, disabled, onChange }: EvaluatorPickerProps) {
  const evaluations = useEvaluationsApi();
  const id = useId();
  const [filter, setFilter] = useState("");
  // A refusal is not the page's failure: the editor still works with the plan's own evaluators.
  const members = useAppData(() => evaluations.candidates(), [evaluations], {
    errorMessage: USERS_LOAD_FAILED,
    expected: isRefusal,
  });
  const { state } = members;
  const candidates = useMemo(() => {
    const listed: PlanEvaluator[] = state.status === "ready" ? state.data : [];
    const byId = new Map([...known, ...listed].map((person) => [person.userId, person]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [state, known]);
  const query = filter.trim().toLowerCase();
  const shown = candidates.filter(
    (person) => person.name.toLowerCase().includes(query) || person.email.toLowerCase().includes(query),
  );
  const picked = new Set(selected);
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((one) => one !== userId));

  return (
    <fieldset className="evaluation-evaluators" {...describedBy(id, error)}>
      <legend className="foyer-field__label">Evaluators</legend>
      <p className="foyer-field__hint">
        {picked.size === 1 ? "1 evaluator selected" : `${picked.size} evaluators selected`}
      </p>
      <FieldError id={id} error={error} />
      {state.status === "loading" ? (
        <p className="event-card__note">Loading the team...</p>
      ) : state.status === "error" ? (
        isRefusal(state.error) ? (
          <p className="foyer-alert foyer-alert--info">{TEAM_NOT_LISTED}</p>
        ) : (
          <p className="foyer-alert foyer-alert--warning">
            {USERS_LOAD_FAILED}.{" "}
            <button type="button" className="session-link-button" onClick={members.reload}>
              Try again
            </button>
          </p>
        )
      ) : null}
      {candidates.length > 0 ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-filter`}>
            Filter team members
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="foyer-input"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : state.status === "ready" ? (
        <p className="event-card__note">The event's team has no members yet.</p>
      ) : null}
      {query && shown.length === 0 ? (
        <p className="event-card__note">No team member matches “{filter.trim()}”.</p>
      ) : null}
      <ul className="evaluation-evaluators__list" aria-label="Team members">
        {shown.map((person) => (
          <li key={person.userId}>
            <label className="evaluation-evaluators__item">
              <input
                type="checkbox"
                checked={picked.has(person.userId)}
                disabled={disabled}
                onChange={(event) => toggle(person.userId, event.target.checked)}
              />
              <span>
                {person.name}
                <span className="event-table__meta">{person.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
