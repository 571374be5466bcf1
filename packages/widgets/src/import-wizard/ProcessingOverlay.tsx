import { remainingTimeText } from "@foyer/domain";
import { useEffect, useId, useRef } from "react";
import type { Processing } from "./model.js";
import { wizardText } from "./wizard-text.js";

/**
 * 'Processing Data...' (spec 2 §2.2, 398x164) over the wizard while a file is read and uploaded or
 * an import runs: a progress bar (a `<progress>`, so no style attribute) and the time left. Modal:
 * it takes focus and the wizard behind it is inert.
 */
export function ProcessingOverlay({ processing }: { processing: Processing }) {
  const id = useId();
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="foyer-iw-overlay" part="processing-backdrop">
      <div
        ref={box}
        className="foyer-iw-processing"
        part="processing"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-time`}
        tabIndex={-1}
        data-stage={processing.stage}
      >
        <h3 className="foyer-iw-processing__title" id={`${id}-title`}>
          {wizardText.processing}
        </h3>
        <progress
          className="foyer-iw-progress"
          part="progress"
          max={1}
          value={processing.ratio}
          aria-labelledby={`${id}-title`}
        />
        <p className="foyer-iw-processing__time" id={`${id}-time`}>
          {remainingTimeText(processing.pendingSeconds)}
        </p>
        {processing.total > 0 ? (
          <p className="foyer-iw-muted">{wizardText.recordsProgress(processing.current, processing.total)}</p>
        ) : null}
      </div>
    </div>
  );
}
