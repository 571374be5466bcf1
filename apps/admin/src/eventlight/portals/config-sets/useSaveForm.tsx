import { type ReactNode, useState } from "react";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useFailure } from "../useFailure.js";

/**
 * A settings form saved as a whole (a portal's configuration, appearance, sign-in page, a choice
 * list): busy while saving, then "Saved." or the failure's sentence (a 403 leaves the area).
 */
export function useSaveForm() {
  const failure = useFailure();
  const run = useServerWrite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await run(work);
      setDone(true);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, setError, setDone, save };
}

/** The form's outcome, then Save (enabled once something changed) and any other actions. */
export function SaveBar({
  state,
  dirty,
  canWrite = true,
  label = "Save",
  children,
}: {
  state: { busy: boolean; error: string | null; done: boolean };
  dirty: boolean;
  /** Without it the outcome shows but no buttons. @default true */
  canWrite?: boolean;
  /** @default "Save" */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {state.error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state.done ? (
        <p className="foyer-alert foyer-alert--success" role="status">
          Saved.
        </p>
      ) : null}
      {canWrite ? (
        <div className="config-actions">
          <button
            type="submit"
            className="foyer-button foyer-button--primary"
            disabled={state.busy || !dirty}
          >
            {state.busy ? "Saving..." : label}
          </button>
          {children}
        </div>
      ) : null}
    </>
  );
}
