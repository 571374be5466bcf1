import { cloneMessages, remainingTimeText } from "@foyer/domain";
import type { CloneWizardState } from "./clone-wizard-model.js";

export const confirmationTitle = (name: string) => `Cloning Event: ${name}`;

/**
 * The confirmation (spec 2 §2.1 "Confirmation"): 'Cloning your event...', the wait explained,
 * the remaining time ('This can take a few minutes...' until it is known) and the progress.
 */
export function ConfirmationPage({ state }: { state: CloneWizardState }) {
  const percent = Math.round(Math.min(1, Math.max(0, state.progress)) * 100);
  return (
    <div className="clone-page clone-confirmation" role="status" aria-live="polite">
      <span className="foyer-spinner clone-confirmation__spinner" aria-hidden="true" />
      <p className="clone-confirmation__title">{cloneMessages.cloning}</p>
      <p className="clone-confirmation__text">{cloneMessages.cloningText}</p>
      <div
        className="clone-progress"
        role="progressbar"
        aria-label="Cloning progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="clone-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="clone-confirmation__remaining">{remainingTimeText(state.remainingSeconds)}</p>
    </div>
  );
}
