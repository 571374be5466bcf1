import type { FormField } from "@foyer/domain";
import { useEffect, useId, useRef } from "react";
import { ContactFieldSetting, type ContactFields } from "./ContactFieldSetting.js";
import { type Errors, IconButton, TextInput, Toggle } from "./editor-inputs.js";
import { MoveToStep, NumberSetting, TimeZoneSetting } from "./FieldSettingInputs.js";
import {
  type FormDraft,
  fieldTypeLabels,
  moveField,
  moveFieldToStep,
  removeField,
  settingsOf,
  updateField,
} from "./form-editor-model.js";
import { OptionsEditor } from "./OptionsEditor.js";

export type UpdateDraft = (change: (draft: FormDraft) => FormDraft) => void;

interface FieldRowProps {
  field: FormField;
  stepIndex: number;
  fieldIndex: number;
  fieldsInStep: number;
  stepTitles: readonly string[];
  /** Saved fields keep their id; new ones get one from their label when saved. */
  saved: boolean;
  errors: Errors;
  /** The event's contact fields a question's answers may be saved to. */
  contactFields: ContactFields;
  expanded: boolean;
  /** Focus the label when the row opens (a field just added). */
  autoFocus: boolean;
  onToggle: () => void;
  update: UpdateDraft;
}

/** One field of a step: a summary line with its controls, and its settings when opened. */
export function FieldRow(props: FieldRowProps) {
  const { field, stepIndex: s, fieldIndex: f, fieldsInStep, errors, expanded, onToggle, update } = props;
  const path = `steps.${s}.fields.${f}`;
  const name = field.label || "Untitled field";
  const panelId = useId();
  const hasError = Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
  return (
    <li
      className={`event-field${expanded ? " event-field--open" : ""}${hasError ? " event-field--invalid" : ""}`}
    >
      <div className="event-field__summary">
        <button
          type="button"
          className="event-field__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="event-field__chevron" aria-hidden="true">
            ›
          </span>
          <span className="event-field__label">
            {name}
            {field.required ? (
              <>
                <span className="event-field__required" aria-hidden="true">
                  *
                </span>
                <span className="foyer-visually-hidden"> (required)</span>
              </>
            ) : null}
          </span>
          <span className="event-tag">{fieldTypeLabels[field.type]}</span>
        </button>
        <div className="event-field__controls">
          <IconButton
            label={`Move ${name} up`}
            disabled={f === 0}
            onClick={() => update((d) => moveField(d, s, f, -1))}
          >
            ↑
          </IconButton>
          <IconButton
            label={`Move ${name} down`}
            disabled={f === fieldsInStep - 1}
            onClick={() => update((d) => moveField(d, s, f, 1))}
          >
            ↓
          </IconButton>
          <IconButton
            label={`Remove ${name}`}
            tone="danger"
            onClick={() => update((d) => removeField(d, s, f))}
          >
            ✕
          </IconButton>
        </div>
      </div>
      {expanded ? (
        <div className="event-field__panel" id={panelId}>
          <FieldSettings {...props} path={path} />
        </div>
      ) : null}
    </li>
  );
}

function FieldSettings({
  field,
  stepIndex: s,
  fieldIndex: f,
  stepTitles,
  saved,
  errors,
  contactFields,
  autoFocus,
  update,
  path,
}: FieldRowProps & { path: string }) {
  const settings = settingsOf(field.type);
  const change = (patch: Partial<Omit<FormField, "id" | "type">>) =>
    update((d) => updateField(d, s, f, patch));
  const changeField = (next: FormField) => change({ options: next.options });
  const labelRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) labelRef.current?.select();
  }, [autoFocus]);
  const error = (key: string) => errors[`${path}.${key}`];

  return (
    <>
      {errors[path] ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {errors[path]}
        </p>
      ) : null}
      <div className="event-grid">
        <TextInput
          label="Label"
          value={field.label}
          onChange={(label) => change({ label })}
          error={error("label")}
          maxLength={200}
          inputRef={labelRef}
          className="event-grid__wide"
        />
        <TextInput
          label="Help text"
          value={field.description ?? ""}
          onChange={(description) => change({ description: description || undefined })}
          error={error("description")}
          hint="Shown under the field."
          maxLength={1000}
          className="event-grid__wide"
        />
        {settings.placeholder ? (
          <TextInput
            label="Placeholder"
            value={field.placeholder ?? ""}
            onChange={(placeholder) => change({ placeholder: placeholder || undefined })}
            error={error("placeholder")}
            maxLength={200}
          />
        ) : null}
        {settings.decimals ? (
          <NumberSetting
            label="Decimals"
            value={field.decimals}
            onChange={(decimals) => change({ decimals })}
            error={error("decimals")}
            hint="Digits after the decimal point, 0–6."
          />
        ) : null}
        {settings.range ? (
          <>
            <NumberSetting
              label="Minimum"
              value={field.min}
              onChange={(min) => change({ min })}
              error={error("min")}
            />
            <NumberSetting
              label="Maximum"
              value={field.max}
              onChange={(max) => change({ max })}
              error={error("max")}
            />
          </>
        ) : null}
        {settings.maxLength ? (
          <NumberSetting
            label="Maximum length"
            value={field.maxLength}
            onChange={(maxLength) => change({ maxLength })}
            error={error("maxLength")}
            hint="Characters; leave empty for the default."
          />
        ) : null}
        {settings.maxFiles ? (
          <NumberSetting
            label="Maximum files"
            value={field.maxFiles}
            onChange={(maxFiles) => change({ maxFiles })}
            error={error("maxFiles")}
            hint="1–50; one file when empty."
          />
        ) : null}
        {settings.timezone ? (
          <TimeZoneSetting
            value={field.timezone}
            onChange={(timezone) => change({ timezone })}
            error={error("timezone")}
          />
        ) : null}
        <ContactFieldSetting
          question={field}
          contactFields={contactFields}
          onChange={(contactField) => change({ contactField })}
          error={error("contactField")}
        />
        {stepTitles.length > 1 ? (
          <MoveToStep
            stepTitles={stepTitles}
            current={s}
            onMove={(target) => update((d) => moveFieldToStep(d, s, f, target))}
          />
        ) : null}
      </div>
      {settings.options ? (
        <OptionsEditor field={field} path={path} errors={errors} onChange={changeField} />
      ) : null}
      <div className="event-field__switches">
        <Toggle
          label="Required"
          checked={field.required}
          onChange={(required) => change({ required })}
          error={error("required")}
        />
        {settings.multiple ? (
          <Toggle
            label="Allow several choices"
            checked={field.multiple ?? false}
            onChange={(multiple) => change({ multiple: multiple || undefined })}
            error={error("multiple")}
          />
        ) : null}
      </div>
      <p className="event-field__id">
        {saved ? (
          <>
            Stored as <code>{field.id}</code>
          </>
        ) : (
          "New field: its id is taken from the label when you save."
        )}
      </p>
    </>
  );
}
