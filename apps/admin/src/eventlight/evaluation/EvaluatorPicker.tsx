import "../sessions/sessions.css";
import type { PlanEvaluator } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { eventKey } from "../../server-data/query-keys.js";
import { USERS_LOAD_FAILED } from "../../team/team-data.js";
import { useEvent } from "../event-context.js";
import { describedBy, FieldError } from "./field-error.js";
import { useEvaluationsApi } from "./useEvaluationsApi.js";

/** Said when the team cannot be listed for this user (it needs update on evaluationPlans). */
export const TEAM_NOT_LISTED =
  "Only those who may change evaluation plans can pick evaluators: the plan keeps the evaluators shown here.";

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
  const { eventId } = useEvent();
  const members = useQuery({
    queryKey: eventKey(eventId, "evaluation", "candidates"),
    queryFn: () => evaluations.candidates(),
    meta: { errorMessage: USERS_LOAD_FAILED, gate: false },
  });
  const candidates = useMemo(() => {
    const listed: PlanEvaluator[] = members.status === "success" ? members.data : [];
    const byId = new Map([...known, ...listed].map((person) => [person.userId, person]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [members.status, members.data, known]);
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
      {members.status === "pending" ? (
        <p className="event-card__note">Loading the team...</p>
      ) : members.status === "error" ? (
        isForbidden(members.error) ? (
          <p className="foyer-alert foyer-alert--info">{TEAM_NOT_LISTED}</p>
        ) : (
          <p className="foyer-alert foyer-alert--warning">
            {USERS_LOAD_FAILED}.{" "}
            <button type="button" className="session-link-button" onClick={() => void members.refetch()}>
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
      ) : members.status === "success" ? (
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
