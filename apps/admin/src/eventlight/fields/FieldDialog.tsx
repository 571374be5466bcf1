import {
  FIELD_NAME_MAX,
  fieldTypeInfo,
  fieldTypeLabel,
  fieldTypeOrder,
  hasOptions,
  type ImportFieldType,
  isSupportedFieldType,
  type ModuleField,
  type ModuleKind,
} from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormDialog } from "../../dialog/FormDialog.js";
import { FieldOptionsEditor } from "./FieldOptionsEditor.js";
import { draftOf, draftProblems, emptyDraft, type FieldDraft, withType } from "./field-draft.js";

export interface FieldDialogProps {
  module: { kind: ModuleKind; name: string };
  /** The field being edited; a new field when left out. */
  field?: ModuleField;
  /** The module's other fields (names are unique per module). */
  others: readonly ModuleField[];
  /** Saves the draft; a rejection keeps the dialog open with the server's sentence. */
  onSave(draft: FieldDraft): Promise<void>;
  onCancel(): void;
}

/**
 * Adding or editing a custom field in a modal form: its name, its type picked from a labelled
 * list with what each type takes, required and recommended, and a dropdown's options. The checks
 * the server makes run here first; what only the server knows (a type change while records hold
 * values) comes back as its sentence. Focus starts on the name, stays in the dialog, Escape
 * cancels, and focus returns to the opener.
 */
export function FieldDialog({ module, field, others, onSave, onCancel }: FieldDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<FieldDraft>(() => (field ? draftOf(field) : emptyDraft()));
  const [shown, setShown] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = field ? isSupportedFieldType(field.type) : true;
  const title = field ? `Edit ${field.name}` : `Add a field to ${module.name}`;

  const change = (next: FieldDraft) => {
    setDraft(next);
    // Problems already shown follow the edits; new ones wait for the next save.
    if (Object.keys(shown).length > 0) setShown(draftProblems(next, module, others));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = draftProblems(draft, module, others);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0] ?? "";
      const target =
        first === "name"
          ? nameInput.current
          : dialog.current?.querySelector<HTMLElement>("[aria-invalid=true]");
      target?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (caught) {
      setError(userMessageOf(caught));
      setBusy(false);
    }
  };

  const described = (key: string, hint?: string) =>
    [shown[key] ? `${id}-${key}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const typeHintId = `${id}-type-hint`;
  const typeHint = isSupportedFieldType(draft.type)
    ? fieldTypeInfo[draft.type].hint
    : `Foyer cannot read ${draft.type} fields: only the name can change.`;

  return (
    <FormDialog
      className="fields-dialog"
      title={title}
      formRef={dialog}
      initialFocus={nameInput}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className="foyer-input"
          value={draft.name}
          maxLength={FIELD_NAME_MAX}
          disabled={busy}
          aria-invalid={shown.name ? true : undefined}
          aria-describedby={described("name")}
          onChange={(event) => change({ ...draft, name: event.target.value })}
        />
        {shown.name ? (
          <p className="foyer-field__error" id={`${id}-name-error`}>
            {shown.name}
          </p>
        ) : null}
      </div>

      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-type`}>
          Type
        </label>
        <select
          id={`${id}-type`}
          className="foyer-input"
          value={draft.type}
          disabled={busy || !supported}
          aria-describedby={typeHintId}
          onChange={(event) => change(withType(draft, event.target.value as ImportFieldType))}
        >
          {supported ? null : <option value={draft.type}>{fieldTypeLabel(draft.type)}</option>}
          {fieldTypeOrder.map((type) => (
            <option key={type} value={type}>
              {fieldTypeInfo[type].label}
            </option>
          ))}
        </select>
        <p className="foyer-field__hint" id={typeHintId}>
          {typeHint}
          {field && supported && draft.type !== field.type
            ? " Records that hold a value keep it only when the type becomes Text or Long text."
            : ""}
        </p>
      </div>

      {hasOptions(draft.type) ? (
        <>
          <FieldOptionsEditor draft={draft} problems={shown} onChange={change} />
          <label className="fields-check">
            <input
              type="checkbox"
              checked={draft.multiple}
              disabled={busy}
              onChange={(event) => change({ ...draft, multiple: event.target.checked })}
            />{" "}
            Several options may be chosen
          </label>
          {shown.multiple ? <p className="foyer-field__error">{shown.multiple}</p> : null}
        </>
      ) : null}

      <fieldset className="fields-flags">
        <legend className="foyer-visually-hidden">Rules</legend>
        <label className="fields-check">
          <input
            type="checkbox"
            checked={draft.required}
            disabled={busy}
            aria-describedby={`${id}-required-hint`}
            onChange={(event) => change({ ...draft, required: event.target.checked })}
          />{" "}
          Required
        </label>
        <p className="foyer-field__hint" id={`${id}-required-hint`}>
          New {module.name.toLowerCase()} and edits need a value; the import always maps it.
        </p>
        <label className="fields-check">
          <input
            type="checkbox"
            checked={draft.recommended}
            disabled={busy}
            onChange={(event) => change({ ...draft, recommended: event.target.checked })}
          />{" "}
          Recommended in the import
        </label>
      </fieldset>

      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="records-dialog__actions">
        <button type="button" className="foyer-button foyer-button--ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : field ? "Save field" : "Add field"}
        </button>
      </div>
    </FormDialog>
  );
}
