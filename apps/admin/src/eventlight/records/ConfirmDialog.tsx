import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";

export interface ConfirmDialogProps {
  /** Heading, also the dialog's accessible name. */
  title: string;
  /** What will happen, read out as the dialog's description. */
  children: ReactNode;
  /** The positive button's text, e.g. "Delete contact". */
  confirmLabel: string;
  /** The negative button's text. @default "Cancel" */
  cancelLabel?: string;
  /** Shown on the positive button while `busy`. */
  busyLabel?: string;
  /** The action is under way: both buttons wait. */
  busy?: boolean;
  /** A failure to show above the buttons; the dialog stays open. */
  error?: string | null;
  /** Styles the positive button as destructive. @default true */
  danger?: boolean;
  onConfirm(): void;
  /** Cancel, Escape and a press on the backdrop. */
  onCancel(): void;
}

/**
 * Spec 2 §2.3 "Confirm dialog with positive and negative buttons": a modal alert dialog. Focus
 * starts on the negative button (a stray Enter changes nothing), Tab stays inside, Escape
 * cancels, and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  busyLabel,
  busy = false,
  error,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const buttons = [...dialog.current.querySelectorAll<HTMLElement>("button:not(:disabled)")];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop is not a control: Escape and Cancel are the keyboard's ways out.
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog cancels it.
    <div
      className="records-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={dialog}
        className="records-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 className="records-dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="records-dialog__text" id={textId}>
          {children}
        </div>
        {error ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="records-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`foyer-button ${danger ? "event-button--danger" : "foyer-button--primary"}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
