import { shownStepTitle } from "@foyer/domain";
import { useEffect } from "react";
import { useSignals } from "../runtime/signals.js";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { confirmationCss } from "./confirmation.css.js";
import { formMessages } from "./form-messages.js";
import type { FormModel } from "./model.js";
import { describeValue } from "./value-text.js";

/** After a final submit: the form's confirmation message, what was sent, and a way back in. */
export function Confirmation({ model }: { model: FormModel }) {
  useSignals();
  useWidgetCss(confirmationCss);
  // Loaded on demand: when it arrives after the model asked for focus here, ask again.
  useEffect(() => {
    if (model.focus.peek()?.target === "confirmation") model.requestFocus({ target: "confirmation" });
  }, [model]);
  const form = model.definition.value;
  const sent = model.sent.value;
  if (!form) return null;
  const values = sent?.values ?? model.values.value;
  const headingId = `${model.idPrefix}-summary`;
  return (
    <section className="foyer-confirmation" part="confirmation">
      <p className="foyer-confirmation__message" role="status" tabIndex={-1} data-focus="confirmation">
        {form.confirmationMessage.trim() || formMessages.confirmation}
      </p>
      {model.preview ? <p className="foyer-notice">{formMessages.previewSubmitted}</p> : null}
      <h3 className="foyer-confirmation__title" id={headingId}>
        Your answers
      </h3>
      <div className="foyer-summary" part="summary">
        {form.steps.map((step, index) => (
          <div className="foyer-summary__step" key={step.id}>
            {form.steps.length > 1 && shownStepTitle(step, index) ? (
              <h4 className="foyer-summary__step-title">{shownStepTitle(step, index)}</h4>
            ) : null}
            <dl className="foyer-summary__list">
              {step.fields.map((field) => (
                <div className="foyer-summary__row" key={field.id}>
                  <dt>{field.label}</dt>
                  <dd>{describeValue(field, values[field.id])}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <button
        type="button"
        className="foyer-button"
        part="button button-edit"
        onClick={() => model.editSubmission()}
      >
        Edit your submission
      </button>
    </section>
  );
}
