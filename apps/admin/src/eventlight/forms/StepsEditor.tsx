import { type FieldType, type FormStep, fieldTypes } from "@foyer/domain";
import { useId, useState } from "react";
import type { ContactFields } from "./ContactFieldSetting.js";
import { type Errors, IconButton, TextInput } from "./editor-inputs.js";
import { FieldRow, type UpdateDraft } from "./FieldEditor.js";
import {
  addField,
  addStep,
  describeStep,
  type FormDraft,
  fieldCount,
  fieldTypeLabels,
  MAX_FIELDS,
  MAX_STEPS,
  moveStep,
  removeStep,
  renameStep,
} from "./form-editor-model.js";

interface StepsEditorProps {
  draft: FormDraft;
  savedFieldIds: ReadonlySet<string>;
  errors: Errors;
  contactFields: ContactFields;
  update: UpdateDraft;
}

/** The form's steps, in order, each with its fields. */
export function StepsEditor({ draft, savedFieldIds, errors, contactFields, update }: StepsEditorProps) {
  // Open field editors by field id, so a field stays open when it moves.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const titles = draft.steps.map((step) => step.title);
  const full = fieldCount(draft) >= MAX_FIELDS;

  const add = (stepIndex: number, type: FieldType) => {
    const before = new Set(draft.steps.flatMap((step) => step.fields.map((field) => field.id)));
    const next = addField(draft, stepIndex, type);
    const added = next.steps[stepIndex]?.fields.find((field) => !before.has(field.id));
    update(() => next);
    if (added) {
      setOpen((current) => new Set(current).add(added.id));
      setJustAdded(added.id);
    }
  };

  return (
    <section className="event-steps" aria-labelledby="steps-title">
      <div className="event-steps__head">
        <h2 className="event-card__title" id="steps-title">
          Steps and fields
        </h2>
        <p className="event-card__lead">
          Participants fill the form in one step at a time. {fieldCount(draft)} of {MAX_FIELDS} fields.
        </p>
        {errors.steps ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {errors.steps}
          </p>
        ) : null}
      </div>
      <ol className="event-steps__list">
        {draft.steps.map((step, stepIndex) => (
          <StepCard
            key={step.id}
            step={step}
            stepIndex={stepIndex}
            stepCount={draft.steps.length}
            errors={errors}
            update={update}
            canAddField={!full}
            onAddField={(type) => add(stepIndex, type)}
          >
            {step.fields.length === 0 ? (
              <p className="event-step__empty">No fields in this step yet.</p>
            ) : (
              <ol className="event-step__fields" aria-label={`Fields of ${step.title || "this step"}`}>
                {step.fields.map((field, fieldIndex) => (
                  <FieldRow
                    key={field.id}
                    field={field}
                    stepIndex={stepIndex}
                    fieldIndex={fieldIndex}
                    fieldsInStep={step.fields.length}
                    stepTitles={titles}
                    saved={savedFieldIds.has(field.id)}
                    errors={errors}
                    contactFields={contactFields}
                    expanded={
                      open.has(field.id) || hasErrorAt(errors, `steps.${stepIndex}.fields.${fieldIndex}`)
                    }
                    autoFocus={justAdded === field.id}
                    onToggle={() => toggle(field.id)}
                    update={update}
                  />
                ))}
              </ol>
            )}
          </StepCard>
        ))}
      </ol>
      <button
        type="button"
        className="foyer-button foyer-button--secondary event-steps__add"
        onClick={() => update(addStep)}
        disabled={draft.steps.length >= MAX_STEPS}
      >
        + Add step
      </button>
    </section>
  );
}

const hasErrorAt = (errors: Errors, prefix: string) =>
  Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));

function StepCard({
  step,
  stepIndex,
  stepCount,
  errors,
  update,
  canAddField,
  onAddField,
  children,
}: {
  step: FormStep;
  stepIndex: number;
  stepCount: number;
  errors: Errors;
  update: UpdateDraft;
  canAddField: boolean;
  onAddField: (type: FieldType) => void;
  children: React.ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [type, setType] = useState<FieldType>("text");
  const typeId = useId();
  const path = `steps.${stepIndex}`;
  const name = step.title || `step ${stepIndex + 1}`;
  const questions = step.fields.length;

  return (
    <li
      className="admin-panel event-step"
      aria-label={step.title ? `Step ${stepIndex + 1}: ${step.title}` : `Step ${stepIndex + 1}`}
    >
      <div className="event-step__head">
        <span className="event-step__number" aria-hidden="true">
          {stepIndex + 1}
        </span>
        <TextInput
          label={`Step ${stepIndex + 1} title`}
          hint="Optional: without a title, participants see no heading for this step."
          value={step.title}
          onChange={(title) => update((d) => renameStep(d, stepIndex, title))}
          error={errors[`${path}.title`] ?? errors[`${path}.id`]}
          maxLength={200}
          className="event-step__title"
        />
        <div className="event-step__controls">
          <IconButton
            label={`Move ${name} up`}
            disabled={stepIndex === 0}
            onClick={() => update((d) => moveStep(d, stepIndex, -1))}
          >
            ↑
          </IconButton>
          <IconButton
            label={`Move ${name} down`}
            disabled={stepIndex === stepCount - 1}
            onClick={() => update((d) => moveStep(d, stepIndex, 1))}
          >
            ↓
          </IconButton>
          <IconButton
            label={`Remove ${name}`}
            tone="danger"
            disabled={stepCount <= 1}
            onClick={() => setConfirming(true)}
          >
            ✕
          </IconButton>
        </div>
      </div>
      {confirming ? (
        <div className="event-confirm" role="alertdialog" aria-label={`Remove ${name}?`}>
          <p className="event-confirm__text">
            Remove <strong>{name}</strong>
            {questions > 0 ? ` and its ${questions} ${questions === 1 ? "field" : "fields"}` : ""}? Nothing is
            deleted until you save.
          </p>
          <div className="event-confirm__actions">
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              onClick={() => setConfirming(false)}
            >
              Keep step
            </button>
            <button
              type="button"
              className="foyer-button event-button--danger"
              // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus so the keyboard lands on it.
              autoFocus
              onClick={() => {
                setConfirming(false);
                update((d) => removeStep(d, stepIndex));
              }}
            >
              Remove step
            </button>
          </div>
        </div>
      ) : null}
      <TextInput
        label="Step description"
        value={step.description ?? ""}
        onChange={(description) => update((d) => describeStep(d, stepIndex, description))}
        error={errors[`${path}.description`]}
        hint="Optional. Shown above the step's fields."
        maxLength={2000}
      />
      {children}
      <div className="event-step__add">
        <label className="foyer-visually-hidden" htmlFor={typeId}>
          Field type for {name}
        </label>
        <select
          id={typeId}
          className="foyer-input event-step__type"
          value={type}
          onChange={(event) => setType(event.target.value as FieldType)}
        >
          {fieldTypes.map((option) => (
            <option key={option} value={option}>
              {fieldTypeLabels[option]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => onAddField(type)}
          disabled={!canAddField}
        >
          Add field
        </button>
      </div>
    </li>
  );
}
