import { SESSION_TITLE_MAX } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

export interface SessionTitleDialogProps {
  /** The dialog's heading and accessible name ('Add session'). */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** One line under the heading. */
  lead?: string;
  /** Creates the session; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(title: string): Promise<void>;
  onCancel(): void;
}

/**
 * A modal form asking for a new session's title, the one thing a session needs; everything else
 * is set on its details page. Focus starts in the field and stays in the dialog; Escape cancels;
 * focus returns to the opener when it closes.
 */
export function SessionTitleDialog({
  title,
  submitLabel,
  lead,
  onSubmit,
  onCancel,
}: SessionTitleDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const dialog = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!value.trim()) {
      setError("Title is required");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value.trim());
    } catch (caught) {
      setError(userMessageOf(caught));
      setBusy(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const controls = [...dialog.current.querySelectorAll<HTMLElement>("input, button:not(:disabled)")];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog cancels it; Escape and Cancel are the keyboard's ways.
    <div
      className="records-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <form
        ref={dialog}
        className="records-dialog sessions-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onSubmit={submit}
        noValidate
      >
        <h2 className="records-dialog__title" id={titleId}>
          {title}
        </h2>
        {lead ? <p className="records-dialog__text">{lead}</p> : null}
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={fieldId}>
            Title
          </label>
          <input
            ref={input}
            id={fieldId}
            className="foyer-input"
            value={value}
            maxLength={SESSION_TITLE_MAX}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
            onChange={(event) => setValue(event.target.value)}
          />
          {error ? (
            <p className="foyer-field__error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="records-dialog__actions">
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
            {busy ? "Adding..." : submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
