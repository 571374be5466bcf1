import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { FormDialog } from "./FormDialog.js";

export interface NameDialogProps {
  /** The heading and accessible name ("Save layout as…", "Add session"). */
  title: string;
  /** The field's label ("Layout name", "Title"). */
  label: string;
  submitLabel: string;
  /** @default "Saving..." */
  busyLabel?: string;
  /** One line under the heading. */
  lead?: string;
  /** @default "" */
  initialName?: string;
  maxLength?: number;
  /** What is wrong with the trimmed name, checked as the server will, or null. */
  problem(name: string): string | null;
  /** Saves the trimmed name; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(name: string): Promise<void>;
  onCancel(): void;
  /** A modifier of the dialog's card. */
  className?: string;
  /** More fields, below the name (the new session's template). */
  children?: ReactNode;
}

/**
 * A modal form asking for one name: a layout's, a segment's, a new session's title. Focus starts
 * in the field (its text selected) and stays in the dialog; Escape cancels; focus goes back to
 * the opener when it closes.
 */
export function NameDialog({
  title,
  label,
  submitLabel,
  busyLabel = "Saving...",
  lead,
  initialName = "",
  maxLength,
  problem,
  onSubmit,
  onCancel,
  className,
  children,
}: NameDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const dialog = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    const wrong = problem(trimmed);
    if (wrong) {
      setError(wrong);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
    } catch (caught) {
      setError(userMessageOf(caught));
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <FormDialog
      title={title}
      formRef={dialog}
      initialFocus={input}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
      {...(className ? { className } : {})}
    >
      {lead ? <p className="records-dialog__text">{lead}</p> : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={fieldId}>
          {label}
        </label>
        <input
          ref={input}
          id={fieldId}
          className="foyer-input"
          value={name}
          maxLength={maxLength}
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p className="foyer-field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {children}
      <div className="records-dialog__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </FormDialog>
  );
}
