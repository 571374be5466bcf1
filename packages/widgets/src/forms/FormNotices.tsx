import { useRef, useState } from "react";
import { Dialog } from "../overlays/lazy-overlays.js";
import { useSignals } from "../runtime/signals.js";
import { formMessages } from "./form-messages.js";
import type { FormModel } from "./model.js";

/** "Draft restored" with Start over (confirmed in a dialog), or "editing your submission". */
export function DraftNotice({ model }: { model: FormModel }) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement | null>(null);
  const draft = model.draft.value;
  if (draft.stored === "submitted") {
    return (
      <p className="foyer-notice" part="notice" role="status">
        {formMessages.editingSubmission}
      </p>
    );
  }
  if (!draft.restored) return null;
  return (
    <div className="foyer-notice" part="notice" role="status">
      <span>{formMessages.draftRestored}</span>
      <button type="button" className="foyer-link-button" part="link" onClick={() => setConfirming(true)}>
        Start over
      </button>
      <button
        type="button"
        className="foyer-icon-button"
        aria-label="Dismiss"
        onClick={() => model.dismissRestored()}
      >
        ×
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Start over?"
        description="Your answers will be cleared. This cannot be undone."
        initialFocus={keep}
      >
        <div className="foyer-dialog__actions">
          <button
            ref={keep}
            type="button"
            className="foyer-button"
            part="button"
            onClick={() => setConfirming(false)}
          >
            Keep my answers
          </button>
          <button
            type="button"
            className="foyer-button foyer-button--danger"
            part="button"
            onClick={() => {
              setConfirming(false);
              model.startOver();
            }}
          >
            Start over
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** The errors of the last Next or Submit, announced (role="alert"), each a way to its field. */
export function ErrorSummary({ model }: { model: FormModel }) {
  useSignals();
  const message = model.formError.value;
  const errors = model.errors.value;
  const labels = new Map(
    model.steps.value.flatMap((step) => step.fields.map((field) => [field.id, field.label])),
  );
  const listed = Object.entries(errors).filter(([id]) => labels.has(id));
  if (!message && listed.length === 0) return null;
  return (
    <div className="foyer-error-summary" part="error-summary" role="alert" tabIndex={-1} data-focus="errors">
      {message ? <p className="foyer-error-summary__title">{message}</p> : null}
      {listed.length > 0 ? (
        <ul className="foyer-error-summary__list">
          {listed.map(([id, text]) => (
            <li key={id}>
              <button
                type="button"
                className="foyer-link-button"
                part="link"
                onClick={() => model.focusField(id)}
              >
                {labels.get(id)}: {text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Saving…", "Draft saved", or the failure with a Retry; nothing in preview. */
export function SaveStatus({ model }: { model: FormModel }) {
  useSignals();
  if (model.preview) return null;
  const status = model.status.value;
  const save = model.draft.value.save;
  const failed = save === "failed" && status !== "saving";
  return (
    <p
      className="foyer-save-status"
      part="save-status"
      role="status"
      data-state={failed ? "failed" : undefined}
    >
      {status === "saving"
        ? formMessages.saving
        : failed
          ? formMessages.draftSaveFailed
          : save === "saved"
            ? formMessages.draftSaved
            : ""}
      {failed ? (
        <button type="button" className="foyer-link-button" part="link" onClick={() => model.retrySave()}>
          Retry
        </button>
      ) : null}
    </p>
  );
}
