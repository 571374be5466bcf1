import { type DragEvent, useId, useState } from "react";
import { useSignals } from "../runtime/signals.js";
import { ACCEPT } from "./default-reader.js";
import type { ImportWizardModel } from "./model.js";
import { wizardText } from "./wizard-text.js";

/**
 * The import file page (spec 2 §2.2): 'Select an import option' with 'Upload a file to import'
 * (one file, csv or excel; a file can also be dropped on it), 'Copy & Paste', 'Download Sample
 * CSV', and an optional Pro Tip.
 */
export function ImportFilePage({ model, proTip }: { model: ImportWizardModel; proTip: string | false }) {
  useSignals();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    const [file] = files;
    if (files.length > 1 || !file) model.refuseFiles(wizardText.oneFileOnly);
    else model.chooseFile(file);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    <section className="foyer-iw-page foyer-iw-start" aria-labelledby={`${id}-heading`}>
      <h3 className="foyer-iw__heading" id={`${id}-heading`} tabIndex={-1} data-page-heading="">
        {wizardText.chooseOption}
      </h3>
      <ul className="foyer-iw-options" part="import-options">
        <li
          className="foyer-iw-option foyer-iw-option--file"
          part="import-option"
          data-dragging={dragging ? "" : undefined}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            id={`${id}-file`}
            className="foyer-iw-option__file"
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => {
              take(event.currentTarget.files);
              // The same file can be chosen again after fixing it.
              event.currentTarget.value = "";
            }}
          />
          <label className="foyer-iw-option__title" htmlFor={`${id}-file`}>
            {wizardText.uploadFile}
          </label>
          <span className="foyer-iw-option__hint" id={`${id}-file-hint`}>
            {wizardText.uploadHint}
          </span>
        </li>
        <ImportOption
          hintId={`${id}-paste-hint`}
          title={wizardText.copyPaste}
          hint={wizardText.copyPasteHint}
          onClick={() => model.openCopyPaste()}
        />
        <ImportOption
          hintId={`${id}-sample-hint`}
          title={wizardText.downloadSample}
          hint={wizardText.downloadSampleHint}
          onClick={() => model.downloadSample()}
        />
      </ul>
      {proTip ? (
        <p className="foyer-iw-tip" part="pro-tip">
          <strong>{wizardText.proTipLabel}</strong> {proTip}
        </p>
      ) : null}
    </section>
  );
}

interface ImportOptionProps {
  hintId: string;
  title: string;
  hint: string;
  onClick(): void;
}

/** An import option that is one button with its hint below ('Copy & Paste', 'Download Sample CSV'). */
function ImportOption({ hintId, title, hint, onClick }: ImportOptionProps) {
  return (
    <li className="foyer-iw-option" part="import-option">
      <button
        type="button"
        className="foyer-iw-option__title foyer-iw-option__button"
        aria-describedby={hintId}
        onClick={onClick}
      >
        {title}
      </button>
      <span className="foyer-iw-option__hint" id={hintId}>
        {hint}
      </span>
    </li>
  );
}
