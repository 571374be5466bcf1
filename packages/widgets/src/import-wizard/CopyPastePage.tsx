import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import type { ImportWizardModel } from "./model.js";
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
      <label className="foyer-iw-toggle">
        <input
          type="checkbox"
          role="switch"
          className="foyer-iw-switch"
          part="switch"
          checked={model.hasHeaders.value}
          aria-checked={model.hasHeaders.value}
          onChange={(event) => model.setHasHeaders(event.currentTarget.checked)}
        />
        <span>{wizardText.firstRowHeaders}</span>
      </label>
      <div className="foyer-iw-actions">
        <button
          type="button"
          className="foyer-iw-button"
          part="button button-back"
          onClick={() => model.backToStart()}
        >
          {wizardText.back}
        </button>
        <button
          type="button"
          className="foyer-iw-button foyer-iw-button--primary"
          part="button button-primary button-next"
          disabled={empty}
          onClick={() => model.submitPaste()}
        >
          {wizardText.next}
        </button>
      </div>
    </section>
  );
}
