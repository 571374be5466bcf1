import {
  type IntegrationWizardStep,
  integrationWizardStepLabels,
  integrationWizardSteps,
} from "@foyer/domain";

/**
 * The wizard's stepper (spec 1 §2 "Paginator, stepper"; §9 "Wizard steps: 4"): each step
 * numbered, the current one marked for assistive technology, the ones behind it ticked.
 */
export function WizardStepper({ current }: { current: IntegrationWizardStep }) {
  const at = integrationWizardSteps.indexOf(current);
  return (
    <nav className="integration-stepper" aria-label="Import steps">
      <ol className="integration-stepper__list">
        {integrationWizardSteps.map((step, index) => {
          const state = index === at ? "current" : index < at ? "complete" : "upcoming";
          return (
            <li
              key={step}
              className="integration-stepper__step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="integration-stepper__index" aria-hidden="true">
                {state === "complete" ? "✓" : index + 1}
              </span>
              <span className="integration-stepper__title">{integrationWizardStepLabels[step]}</span>
              {state === "complete" ? <span className="foyer-visually-hidden"> (complete)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
