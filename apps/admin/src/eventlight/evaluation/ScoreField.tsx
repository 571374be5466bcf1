import type { EvaluationCriterion } from "@foyer/domain";
import { useId } from "react";
import { describedBy, FieldError } from "./field-error.js";

/** Up to this maximum a score is picked from radio buttons; above it, typed as a number. */
export const RADIO_MAX = 10;

export interface ScoreFieldProps {
  criterion: EvaluationCriterion;
  /** As typed or picked; "" while not scored. */
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

/**
 * One criterion's score, a whole number from 0 to its maximum: radio buttons 0…max for small
 * scales (one press, arrow keys move along), a number box for larger ones.
 */
export function ScoreField({ criterion, value, error, disabled, onChange }: ScoreFieldProps) {
  const id = useId();
  const range = `0 to ${criterion.maxScore}`;
  if (criterion.maxScore > RADIO_MAX) {
    return (
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={id}>
          {criterion.name} <span className="event-table__muted">({range})</span>
        </label>
        <input
          id={id}
          className="foyer-input evaluation-score__number"
          type="number"
          inputMode="numeric"
          min={0}
          max={criterion.maxScore}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, error)}
        />
        <FieldError id={id} error={error} />
      </div>
    );
  }
  const scores = Array.from({ length: criterion.maxScore + 1 }, (_, score) => String(score));
  return (
    <fieldset className="evaluation-score" {...describedBy(id, error)}>
      <legend className="foyer-field__label">
        {criterion.name} <span className="event-table__muted">({range})</span>
      </legend>
      <div className="evaluation-score__choices">
        {scores.map((score) => (
          <label key={score} className="evaluation-score__choice">
            <input
              type="radio"
              name={id}
              value={score}
              checked={value === score}
              disabled={disabled}
              onChange={() => onChange(score)}
            />
            <span>{score}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
