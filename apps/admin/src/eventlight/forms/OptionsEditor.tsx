import type { FormField } from "@foyer/domain";
import { useId } from "react";
import { type Errors, IconButton } from "./editor-inputs.js";
import { addOption, moveOption, removeOption, renameOption, setOptionValue } from "./form-editor-model.js";

/** The choices of a radio list or dropdown: label, stored value, order. */
export function OptionsEditor({
  field,
  path,
  errors,
  onChange,
}: {
  field: FormField;
  path: string;
  errors: Errors;
  onChange: (field: FormField) => void;
}) {
  const options = field.options ?? [];
  const headingId = useId();
  return (
    <fieldset className="event-options" aria-labelledby={headingId}>
      <legend className="foyer-field__label" id={headingId}>
        Options
      </legend>
      {errors[`${path}.options`] ? <p className="foyer-field__error">{errors[`${path}.options`]}</p> : null}
      {options.length > 0 ? (
        <div className="event-options__head" aria-hidden="true">
          <span>Label</span>
          <span>Stored value</span>
        </div>
      ) : null}
      <ol className="event-options__list">
        {options.map((option, index) => {
          const at = `${path}.options.${index}`;
          const problem = errors[`${at}.value`] ?? errors[`${at}.label`] ?? errors[at];
          const problemId = `${headingId}-${index}-error`;
          const name = option.label || `Option ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: values change as labels are typed; the position is the identity.
            <li key={index} className="event-options__row">
              <input
                className="foyer-input"
                aria-label={`Option ${index + 1} label`}
                value={option.label}
                maxLength={200}
                onChange={(event) => onChange(renameOption(field, index, event.target.value))}
                aria-invalid={errors[`${at}.label`] ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
              <input
                className="foyer-input event-mono"
                aria-label={`Option ${index + 1} value`}
                value={option.value}
                maxLength={100}
                onChange={(event) => onChange(setOptionValue(field, index, event.target.value))}
                aria-invalid={errors[`${at}.value`] ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
              <div className="event-options__controls">
                <IconButton
                  label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveOption(field, index, -1))}
                >
                  ↑
                </IconButton>
                <IconButton
                  label={`Move ${name} down`}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moveOption(field, index, 1))}
                >
                  ↓
                </IconButton>
                <IconButton
                  label={`Remove ${name}`}
                  tone="danger"
                  onClick={() => onChange(removeOption(field, index))}
                >
                  ✕
                </IconButton>
              </div>
              {problem ? (
                <p className="foyer-field__error event-options__error" id={problemId}>
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="foyer-button foyer-button--ghost event-button--small"
        onClick={() => onChange(addOption(field))}
        disabled={options.length >= 100}
      >
        + Add option
      </button>
    </fieldset>
  );
}
