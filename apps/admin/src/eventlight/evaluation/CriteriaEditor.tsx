import { CRITERION_NAME_MAX, MAX_CRITERIA, MAX_CRITERION_SCORE } from "@foyer/domain";
import { useId, useRef } from "react";
import { MoveButtons } from "../../list-kit/ItemButtons.js";
import { describedBy, FieldError } from "./field-error.js";
import { type CriterionDraft, newCriterion } from "./plan-draft.js";

const SMALL = "foyer-button foyer-button--ghost event-button--small";

export interface CriteriaEditorProps {
  criteria: CriterionDraft[];
  /** The plan's problems by path ("criteria", "criteria.0.name", …). */
  errors: Record<string, string>;
  disabled: boolean;
  onChange(criteria: CriterionDraft[]): void;
}

/**
 * The plan's criteria: a name and a maximum score each, added, removed and moved with buttons
 * (at least one stays). A saved criterion keeps its id through renames and moves.
 */
export function CriteriaEditor({ criteria, errors, disabled, onChange }: CriteriaEditorProps) {
  const id = useId();
  // The row just added takes focus, so a keyboard user types its name next.
  const focusKey = useRef<string | null>(null);

  const update = (index: number, patch: Partial<CriterionDraft>) =>
    onChange(criteria.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...criteria];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const add = () => {
    const item = newCriterion();
    focusKey.current = item.key;
    onChange([...criteria, item]);
  };

  return (
    <fieldset className="evaluation-criteria" {...describedBy(`${id}-list`, errors.criteria, `${id}-hint`)}>
      <legend className="foyer-field__label">Criteria</legend>
      <p className="foyer-field__hint" id={`${id}-hint`}>
        Evaluators give each session a whole number from 0 to each criterion's maximum score.
      </p>
      <FieldError id={`${id}-list`} error={errors.criteria} />
      <ol className="evaluation-criteria__list">
        {criteria.map((item, index) => {
          const rowId = `${id}-${index}`;
          const nameError = errors[`criteria.${index}.name`];
          const maxError = errors[`criteria.${index}.maxScore`];
          const label = item.name.trim() || `criterion ${index + 1}`;
          return (
            <li key={item.key} className="evaluation-criteria__item">
              <div className="foyer-field evaluation-criteria__name">
                <label className="foyer-field__label" htmlFor={`${rowId}-name`}>
                  Criterion {index + 1}
                </label>
                <input
                  ref={(element) => {
                    if (element && focusKey.current === item.key) {
                      focusKey.current = null;
                      element.focus();
                    }
                  }}
                  id={`${rowId}-name`}
                  className="foyer-input"
                  value={item.name}
                  maxLength={CRITERION_NAME_MAX}
                  disabled={disabled}
                  onChange={(event) => update(index, { name: event.target.value })}
                  {...describedBy(`${rowId}-name`, nameError)}
                />
                <FieldError id={`${rowId}-name`} error={nameError} />
              </div>
              <div className="foyer-field evaluation-criteria__max">
                <label className="foyer-field__label" htmlFor={`${rowId}-max`}>
                  Maximum score<span className="foyer-visually-hidden"> of criterion {index + 1}</span>
                </label>
                <input
                  id={`${rowId}-max`}
                  className="foyer-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_CRITERION_SCORE}
                  step={1}
                  value={item.maxScore}
                  disabled={disabled}
                  onChange={(event) => update(index, { maxScore: event.target.value })}
                  {...describedBy(`${rowId}-max`, maxError)}
                />
                <FieldError id={`${rowId}-max`} error={maxError} />
              </div>
              <span className="event-inline-actions evaluation-criteria__actions">
                <MoveButtons
                  name={label}
                  first={index === 0}
                  last={index === criteria.length - 1}
                  disabled={disabled}
                  onMove={(by) => move(index, by)}
                />
                <button
                  type="button"
                  className={`${SMALL} event-icon-button--danger`}
                  aria-label={`Remove ${label}`}
                  disabled={disabled || criteria.length === 1}
                  onClick={() => onChange(criteria.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="foyer-button foyer-button--secondary evaluation-criteria__add"
        disabled={disabled || criteria.length >= MAX_CRITERIA}
        onClick={add}
      >
        Add criterion
      </button>
    </fieldset>
  );
}
