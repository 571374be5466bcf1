import { FIELD_OPTION_MAX, FIELD_OPTIONS_MAX } from "@foyer/domain";
import { useEffect, useId, useRef } from "react";
import { IconButton } from "../forms/editor-inputs.js";
import { addOption, type FieldDraft, moveOption, removeOption, setOption } from "./field-draft.js";

/**
 * A dropdown field's options: one text per option, in order; moving, removing and adding with
 * buttons (each named after its option). Editing an option the field had renames it, and the
 * records holding it follow on save.
 */
export function FieldOptionsEditor({
  draft,
  problems,
  onChange,
}: {
  draft: FieldDraft;
  problems: Record<string, string>;
  onChange(draft: FieldDraft): void;
}) {
  const legendId = useId();
  const listProblem = problems.options;
  const list = useRef<HTMLOListElement>(null);
  const count = useRef(draft.options.length);
  useEffect(() => {
    // A row just added is where the user types next.
    if (draft.options.length === count.current + 1)
      list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
    count.current = draft.options.length;
  }, [draft.options.length]);
  return (
    <fieldset className="fields-options" aria-labelledby={legendId}>
      <legend className="foyer-field__label" id={legendId}>
        Options
      </legend>
      {listProblem ? <p className="foyer-field__error">{listProblem}</p> : null}
      <ol ref={list} className="fields-options__list">
        {draft.options.map((row, index) => {
          const problem = problems[`options.${index}`];
          const problemId = `${legendId}-${row.key}-error`;
          const label = row.value.trim() || `option ${index + 1}`;
          return (
            <li key={row.key} className="fields-options__row">
              <input
                className="foyer-input"
                aria-label={`Option ${index + 1}`}
                value={row.value}
                maxLength={FIELD_OPTION_MAX}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => onChange(setOption(draft, index, event.target.value))}
              />
              <span className="fields-options__controls">
                <IconButton
                  label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveOption(draft, index, -1))}
                >
                  ↑
                </IconButton>
                <IconButton
                  label={`Move ${label} down`}
                  disabled={index === draft.options.length - 1}
                  onClick={() => onChange(moveOption(draft, index, 1))}
                >
                  ↓
                </IconButton>
                <IconButton
                  label={`Remove ${label}`}
                  tone="danger"
                  onClick={() => onChange(removeOption(draft, index))}
                >
                  ✕
                </IconButton>
              </span>
              {row.original !== null && row.original !== row.value.trim() && row.value.trim() ? (
                <span className="fields-options__note">Renames “{row.original}”</span>
              ) : null}
              {problem ? (
                <p className="foyer-field__error fields-options__error" id={problemId}>
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
        disabled={draft.options.length >= FIELD_OPTIONS_MAX}
        onClick={() => onChange(addOption(draft))}
      >
        + Add option
      </button>
    </fieldset>
  );
}
