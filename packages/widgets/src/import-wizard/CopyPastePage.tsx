import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import type { ImportWizardModel } from "./model.js";
import { WizardButton, WizardSwitch } from "./WizardControls.js";
import { wizardText } from "./wizard-text.js";

/**
 * 'Copy & Paste Your Data' (spec 2 §2.2): 'Paste Data Table:', the 'First row of CSV file is
 * headers' toggle, Back, and Next, disabled until something is pasted.
 */
export function CopyPastePage({ model }: { model: ImportWizardModel }) {
  useSignals();
  const id = useId();
  const text = model.pasteText.value;
  const empty = text.trim() === "";
  return (
    <section className="foyer-iw-page foyer-iw-paste" aria-labelledby={`${id}-heading`}>
      <h3 className="foyer-iw__heading" id={`${id}-heading`} tabIndex={-1} data-page-heading="">
        {wizardText.copyPasteTitle}
      </h3>
      <label className="foyer-iw-label" htmlFor={`${id}-text`}>
        {wizardText.pasteLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="foyer-iw-input foyer-iw-paste__text"
        part="input"
        placeholder={wizardText.pastePlaceholder}
        spellCheck={false}
        value={text}
        onChange={(event) => model.setPasteText(event.currentTarget.value)}
      />
      <WizardSwitch checked={model.hasHeaders.value} onChange={(checked) => model.setHasHeaders(checked)}>
        {wizardText.firstRowHeaders}
      </WizardSwitch>
      <div className="foyer-iw-actions">
        <WizardButton name="back" onClick={() => model.backToStart()}>
          {wizardText.back}
        </WizardButton>
        <WizardButton name="next" primary disabled={empty} onClick={() => model.submitPaste()}>
          {wizardText.next}
        </WizardButton>
      </div>
    </section>
  );
}
