import { countryCodes, countryName, type RecordFieldDefinition, type RecordValue } from "@foyer/domain";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { type Draft, draftOf, inputKind, isUnchanged, PLACEHOLDERS } from "./edit-model.js";

/** Where one field's save is: the indicator beside it says so. */
export type FieldStatus =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "error"; message: string };

export interface InlineFieldProps {
  field: RecordFieldDefinition;
  /** The value the server holds. */
  value: RecordValue | undefined;
  status: FieldStatus;
  /** Saves the draft (only called when it differs from `value`). */
  onCommit(draft: Draft): void;
}

const countries = countryCodes
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * One field of the record editor: text saves on blur or Enter (Escape puts the saved value
 * back), choices save as soon as they change. Its label, hint and error are tied to the control.
 */
export function InlineField({ field, value, status, onCommit }: InlineFieldProps) {
  const id = useId();
  const kind = inputKind(field);
  // The draft follows the saved value whenever that changes (a save, an undo).
  const storedKey = JSON.stringify(value ?? null);
  const [state, setState] = useState({ key: storedKey, draft: draftOf(field, value) });
  if (state.key !== storedKey) setState({ key: storedKey, draft: draftOf(field, value) });
  const draft = state.key === storedKey ? state.draft : draftOf(field, value);
  const setDraft = (next: Draft) => setState({ key: storedKey, draft: next });
  const commit = (next: Draft = draft) => {
    if (!isUnchanged(field, next, value)) onCommit(next);
  };
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const invalid = status.status === "error";
  const described = [invalid ? errorId : null, statusId].filter(Boolean).join(" ");
  const common = {
    id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": described,
    "aria-busy": status.status === "saving" || undefined,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      setDraft(draftOf(field, value));
      return;
    }
    const isArea = event.currentTarget instanceof HTMLTextAreaElement;
    if (event.key === "Enter" && (!isArea || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      commit();
    }
  };

  let control: ReactNode;
  switch (kind) {
    case "readonly":
      control = (
        <p className="record-field__readonly" id={id}>
          {typeof draft === "string" && draft ? draft : "Not set"}{" "}
          <span className="event-answers__empty">("{field.name}" fields are not currently supported)</span>
        </p>
      );
      break;
    case "textarea":
      control = (
        <textarea
          {...common}
          className="foyer-input record-field__textarea"
          value={draft as string}
          rows={3}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit()}
          onKeyDown={onKeyDown}
        />
      );
      break;
    case "select":
    case "country":
    case "boolean": {
      const options =
        kind === "boolean"
          ? [
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]
          : kind === "country"
            ? countries.map((country) => ({ value: country.code, label: country.name }))
            : (field.options ?? []).map((option) => ({ value: option, label: option }));
      const current = draft as string;
      // A stored value the options no longer hold stays visible (spec 2 §5 "(Unknown value)").
      const unknown = current && !options.some((option) => option.value === current);
      control = (
        <select
          {...common}
          className="foyer-input"
          value={current}
          onChange={(event) => {
            setDraft(event.target.value);
            commit(event.target.value);
          }}
        >
          <option value="">{field.required ? "Select..." : "Not set"}</option>
          {unknown ? <option value={current}>(Unknown value)</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "multiselect": {
      const chosen = draft as string[];
      control = (
        <fieldset className="record-field__choices" aria-describedby={described} id={id}>
          <legend className="foyer-visually-hidden">{field.name}</legend>
          {(field.options ?? []).map((option) => (
            <label key={option} className="record-field__choice">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((item) => item !== option);
                  setDraft(next);
                  commit(next);
                }}
              />{" "}
              {option}
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    default:
      control = (
        <input
          {...common}
          className="foyer-input"
          type={kind === "email" || kind === "tel" || kind === "url" || kind === "date" ? kind : "text"}
          inputMode={kind === "number" ? "decimal" : undefined}
          placeholder={PLACEHOLDERS[field.type]}
          value={draft as string}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit()}
          onKeyDown={onKeyDown}
        />
      );
  }

  return (
    <div className="foyer-field record-field" data-status={status.status}>
      {kind === "multiselect" ? (
        <span className="foyer-field__label">
          {field.name}
          {field.required ? <span className="record-field__required"> *</span> : null}
        </span>
      ) : (
        <label className="foyer-field__label" htmlFor={id}>
          {field.name}
          {field.required ? <span className="record-field__required"> *</span> : null}
        </label>
      )}
      {control}
      {invalid ? (
        <p className="foyer-field__error" id={errorId}>
          {status.message}
        </p>
      ) : null}
      <span className="record-field__status" id={statusId} aria-live="polite">
        {status.status === "saving" ? "Saving..." : status.status === "saved" ? "✓ Saved" : ""}
      </span>
    </div>
  );
}
