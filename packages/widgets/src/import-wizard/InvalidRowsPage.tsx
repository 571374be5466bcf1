import { rowsWithErrors } from "@foyer/domain";
import { useId, useRef } from "react";
import { useSignals } from "../runtime/signals.js";
import { ACCEPT } from "./default-reader.js";
import type { ImportWizardModel } from "./model.js";
import { WizardButton } from "./WizardControls.js";
import { wizardText } from "./wizard-text.js";

/**
 * The validation results (spec 2 §2.2 invalidRows, 'Review Import', panel 755): '{ok} of {total}
 * rows passed validation checks', '{n} rows with issues', each problem with its row numbers, and
 * 'Download Error List as CSV', Back, Cancel, 'Re-Upload Resolved CSV' — or go on without them.
 */
export function InvalidRowsPage({ model }: { model: ImportWizardModel }) {
  useSignals();
  const id = useId();
  const picker = useRef<HTMLInputElement | null>(null);
  const detail = model.validation.value;
  if (!detail) return null;
  const { rows_ok: ok, rows_number: total } = detail.counters;
  const errors = detail.summaryErrors;
  return (
    <section className="foyer-iw-page foyer-iw-results" aria-labelledby={`${id}-heading`}>
      <div className="foyer-iw-results__panel" part="results-panel">
        <h3 className="foyer-iw__heading" id={`${id}-heading`} tabIndex={-1} data-page-heading="">
          {wizardText.passed(ok, total)}
        </h3>
        {/* Spec 2 §5 counts unique row numbers; when the server lists only a problem's first rows, the counters know the rest. */}
        <p className="foyer-iw-results__issues" part="issues-count">
          {wizardText.withIssues(Math.max(rowsWithErrors(errors), total - ok))}
        </p>
        <ul className="foyer-iw-problems" part="issues">
          {errors.map((error) => (
            <li className="foyer-iw-problem" key={error.id}>
              <p className="foyer-iw-problem__description">{error.description}</p>
              <p className="foyer-iw-problem__rows">
                {wizardText.rowsLabel(
                  [...error.rows].sort((a, b) => a - b),
                  error.total,
                )}
              </p>
            </li>
          ))}
        </ul>
        {/* Two groups that never break apart: on a narrow panel the second moves below as a whole (issue 22). */}
        <div className="foyer-iw-actions">
          <div className="foyer-iw-actions__group" part="actions-group">
            <WizardButton name="download" onClick={() => void model.downloadErrorList()}>
              {wizardText.downloadErrors}
            </WizardButton>
            <WizardButton name="back" onClick={() => model.backToMap()}>
              {wizardText.back}
            </WizardButton>
            <WizardButton name="cancel" onClick={() => model.cancel()}>
              {wizardText.cancel}
            </WizardButton>
          </div>
          <div className="foyer-iw-actions__group foyer-iw-actions__group--end" part="actions-group">
            {ok > 0 ? (
              <WizardButton name="continue" onClick={() => model.continueWithoutInvalidRows()}>
                {wizardText.continueWithout}
              </WizardButton>
            ) : null}
            <WizardButton name="reupload" primary onClick={() => picker.current?.click()}>
              {wizardText.reupload}
            </WizardButton>
          </div>
          <input
            ref={picker}
            type="file"
            className="foyer-iw-hidden"
            accept={ACCEPT}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const [file] = event.currentTarget.files ?? [];
              event.currentTarget.value = "";
              if (file) model.reupload(file);
            }}
          />
        </div>
      </div>
    </section>
  );
}
