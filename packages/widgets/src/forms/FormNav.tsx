import { useSignals } from "../runtime/signals.js";
import type { FormModel } from "./model.js";

/** Back, and Next or Submit. The primary button submits the `<form>`, so Enter works too. */
export function FormNav({ model }: { model: FormModel }) {
  useSignals();
  const status = model.status.value;
  const busy = status === "submitting";
  const first = model.stepIndex.value === 0;
  const last = model.isLastStep.value;
  return (
    <div className="foyer-form-nav">
      {first ? null : (
        <button
          type="button"
          className="foyer-button"
          part="button button-back"
          disabled={!model.editable.value}
          onClick={() => model.back()}
        >
          Back
        </button>
      )}
      <button
        type="submit"
        className="foyer-button foyer-button--primary"
        part={last ? "button button-primary button-submit" : "button button-primary button-next"}
        disabled={!model.editable.value}
        aria-busy={busy ? true : undefined}
      >
        {last ? (busy ? "Submitting…" : "Submit") : "Next"}
      </button>
    </div>
  );
}
