import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import type { ImportWizardModel } from "./model.js";
import { WizardButton } from "./WizardControls.js";
import { counterLines, wizardText } from "./wizard-text.js";

/**
 * The summary ('Import Confirmation', spec 2 §2.2): the counters with 'will be' wording before
 * the import and 'were/was' after it, '{n} row(s) skipped due to issues' with its two downloads,
 * then Import (before) or Done (after).
 */
export function SummaryPage({ model }: { model: ImportWizardModel }) {
  useSignals();
  const id = useId();
  const detail = model.summary.value;
  const module = model.module.value;
  if (!detail || !module) return null;
  const willBe = model.willBeImported.value;
  const lines = counterLines(detail.counters, module, willBe);
  const skipped = Math.max(detail.counters.skipped_rows, model.skippedRows.value.length);
  return (
    <section className="foyer-iw-page foyer-iw-summary" aria-labelledby={`${id}-heading`}>
      <h3 className="foyer-iw__heading" id={`${id}-heading`} tabIndex={-1} data-page-heading="">
        {willBe ? wizardText.summaryWillBe : wizardText.summaryWere}
      </h3>
      {lines.length > 0 ? (
        <ul className="foyer-iw-counters" part="counters">
          {lines.map((line) => (
            <li className="foyer-iw-counter" key={line.key} data-counter={line.key}>
              {line.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="foyer-iw-muted">{wizardText.nothingToImport}</p>
      )}
      {skipped > 0 ? (
        <div className="foyer-iw-skipped" part="skipped">
          <p className="foyer-iw-skipped__count">{wizardText.skipped(skipped)}</p>
          <div className="foyer-iw-skipped__downloads">
            <WizardButton name="download" onClick={() => void model.downloadSkippedRows()}>
              {wizardText.downloadSkipped}
            </WizardButton>
            <WizardButton name="download" onClick={() => void model.downloadIssuesReport()}>
              {wizardText.issuesReport}
            </WizardButton>
          </div>
        </div>
      ) : null}
      <div className="foyer-iw-actions">
        {willBe ? (
          <>
            <WizardButton name="back" onClick={() => model.backFromSummary()}>
              {wizardText.back}
            </WizardButton>
            <WizardButton name="cancel" onClick={() => model.cancel()}>
              {wizardText.cancel}
            </WizardButton>
            <WizardButton name="import" primary onClick={() => void model.confirmImport()}>
              {wizardText.import}
            </WizardButton>
          </>
        ) : (
          <WizardButton name="done" primary onClick={() => model.close()}>
            {wizardText.done}
          </WizardButton>
        )}
      </div>
    </section>
  );
}
