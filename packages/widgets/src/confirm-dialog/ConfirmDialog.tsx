import { type ReactNode, useRef } from "react";
import { ModalFrame } from "../ui-kit/ModalFrame.js";

export interface ConfirmDialogProps {
  /** Heading, also the dialog's accessible name. */
  title: string;
  /** What will happen, read out as the dialog's description. */
  children: ReactNode;
  /**
   * The positive button's text.
   * @example confirmLabel: "Delete contact"
   */
  confirmLabel: string;
  /** The negative button's text. @default "Cancel" */
  cancelLabel?: string | undefined;
  /** Shown on the positive button while `busy`. */
  busyLabel?: string | undefined;
  /** The action is under way: both buttons wait and Escape does nothing. @default false */
  busy?: boolean | undefined;
  /** A failure to show above the buttons; the dialog stays open. */
  error?: string | null | undefined;
  /** Styles the positive button as destructive. @default true */
  danger?: boolean | undefined;
  onConfirm(): void;
  /** The negative button, Escape and a press on the backdrop. */
  onCancel(): void;
}

/**
 * Spec 2 §2.3 "Confirm dialog with positive and negative buttons": a modal alert dialog. Render
 * it while it is open. Focus starts on the negative button (a stray Enter changes nothing), Tab
 * stays inside, Escape cancels, and focus returns to where it was when it closes.
 * @example {asking && <ConfirmDialog title="Delete this contact?" confirmLabel="Delete contact" onConfirm={remove} onCancel={stop}>Ada will be removed.</ConfirmDialog>}
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
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      role="alertdialog"
      title={title}
      description={children}
      onDismiss={onCancel}
      busy={busy}
      initialFocus={cancel}
    >
      {error ? (
        <p className="foyer-ui-modal__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="foyer-ui-modal__actions">
        <button ref={cancel} type="button" className="foyer-ui-button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`foyer-ui-button ${danger ? "foyer-ui-button--danger" : "foyer-ui-button--primary"}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
