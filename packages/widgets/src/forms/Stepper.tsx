import { shownStepTitle } from "@foyer/domain";
import { useSignals } from "../runtime/signals.js";
import type { FormModel } from "./model.js";

/** The steps with their titles: current (`aria-current="step"`), complete, or still to come. */
export function Stepper({ model }: { model: FormModel }) {
  useSignals();
  const steps = model.steps.value;
  const current = model.stepIndex.value;
  const furthest = model.furthestStep.value;
  if (steps.length < 2) return null;
  return (
    <nav className="foyer-stepper" part="stepper" aria-label="Form steps">
      <ol className="foyer-stepper__list">
        {steps.map((step, index) => {
          const state = index === current ? "current" : index < current ? "complete" : "upcoming";
          const title = shownStepTitle(step, index);
          const content = (
            <>
              <span className="foyer-stepper__index" aria-hidden="true">
                {state === "complete" ? "✓" : index + 1}
              </span>
              {/* An untitled step is named by its number, for screen readers only (issue 22). */}
              {title === null ? (
                <span className="foyer-visually-hidden">Step {index + 1}</span>
              ) : (
                <span className="foyer-stepper__title">{title}</span>
              )}
              {state === "complete" ? <span className="foyer-visually-hidden"> (complete)</span> : null}
            </>
          );
          return (
            <li className="foyer-stepper__step" part="step" data-state={state} key={step.id}>
              {index !== current && index <= furthest ? (
                <button
                  type="button"
                  className="foyer-stepper__button"
                  disabled={!model.editable.value}
                  onClick={() => model.goToStep(index)}
                >
                  {content}
                </button>
              ) : (
                <span className="foyer-stepper__button" aria-current={index === current ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
