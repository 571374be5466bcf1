import { useSignals } from "../runtime/signals.js";
import { formMessages } from "./form-messages.js";
import type { FormModel } from "./model.js";

/** Loading, not found, closed and load-error states: a message and nothing to fill in. */
export function FormStatusView({ model }: { model: FormModel }) {
  useSignals();
  const status = model.status.value;
  const message = model.statusMessage.value;
  if (status === "loading") {
    return (
      <p className="foyer-form-status" part="status" role="status" aria-live="polite" aria-busy="true">
        <span className="foyer-spinner" aria-hidden="true" />
        {formMessages.loading}
      </p>
    );
  }
  if (status === "error") {
    return (
      <div className="foyer-form-status foyer-form-status--error" part="status">
        <p role="alert">{message ?? formMessages.loadFailed}</p>
        <button type="button" className="foyer-button" part="button" onClick={() => model.retryLoad()}>
          Try again
        </button>
      </div>
    );
  }
  const text = status === "closed" ? (message ?? formMessages.closed) : (message ?? formMessages.notFound);
  return (
    <p className="foyer-form-status" part="status" role="status">
      {text}
    </p>
  );
}
