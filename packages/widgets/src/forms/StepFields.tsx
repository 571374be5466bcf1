import { type FormField, shownStepTitle } from "@foyer/domain";
import { FieldControl } from "../fields/FieldControl.js";
import type { UploadControls } from "../fields/field-props.js";
import { useSignals } from "../runtime/signals.js";
import type { FormModel } from "./model.js";

/** One field bound to the model: its value, its error, and where its changes go. */
function BoundField({ model, field }: { model: FormModel; field: FormField }) {
  useSignals();
  const form = model.definition.value;
  if (!form) return null;
  const ids = model.ids(field.id);
  const error = model.errors.value[field.id];
  const describedBy = [field.description ? ids.help : null, error ? ids.error : null]
    .filter(Boolean)
    .join(" ");
  const uploads: UploadControls = {
    uploads: model.uploads.inProgress.value[field.id] ?? [],
    refused: model.uploads.refused.value[field.id] ?? null,
    start: (files) => model.startUpload(field, files),
    cancel: (key) => model.cancelUpload(field.id, key),
  };
  return (
    <FieldControl
      field={field}
      value={model.values.value[field.id]}
      onChange={(value) => model.setValue(field.id, value)}
      ids={ids}
      error={error}
      describedBy={describedBy || undefined}
      disabled={!model.editable.value}
      event={form.event}
      uploads={uploads}
    />
  );
}

/**
 * The current step: its title (focused after Back/Next), description and fields. A step without
 * a title shows no heading (issue 22): its heading, "Step 2 of 3", is for screen readers only.
 */
export function StepFields({ model }: { model: FormModel }) {
  useSignals();
  const step = model.step.value;
  const steps = model.steps.value;
  if (!step) return null;
  const index = model.stepIndex.value;
  const title = shownStepTitle(step, index);
  const count = steps.length > 1 ? `Step ${index + 1} of ${steps.length}` : null;
  const headingId = `${model.idPrefix}-step-title`;
  const heading = title ?? count;
  return (
    <section className="foyer-step" aria-labelledby={heading ? headingId : undefined}>
      {title && count ? <p className="foyer-step__count">{count}</p> : null}
      {heading ? (
        <h3
          className={title ? "foyer-step__title" : "foyer-visually-hidden"}
          part={title ? "step-header" : undefined}
          id={headingId}
          tabIndex={-1}
          data-focus="step"
        >
          {heading}
        </h3>
      ) : null}
      {step.description ? <p className="foyer-step__description">{step.description}</p> : null}
      <div className="foyer-step__fields">
        {step.fields.map((field) => (
          <BoundField key={field.id} model={model} field={field} />
        ))}
      </div>
    </section>
  );
}
