import "./small-dialog.css";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId } from "react";
import { ModalBackdrop } from "./ModalBackdrop.js";
import { useModalFocus } from "./useModalFocus.js";

export interface FormDialogProps {
  /** The heading and accessible name. */
  title: string;
  /** The form element (its problems are looked up in it). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The element that takes the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  /** A modifier of the dialog's card. */
  className?: string;
  children: ReactNode;
}

/**
 * A small modal form over a dimmed page (a name, a field): focus starts on `initialFocus` and stays
 * in the dialog, Escape or a press outside cancels (not while busy), focus returns to the opener.
 */
export function FormDialog({
  title,
  formRef,
  initialFocus,
  busy,
  onSubmit,
  onCancel,
  className,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const onKeyDown = useModalFocus(formRef, { busy, onClose: onCancel });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens.
  useEffect(() => {
    initialFocus.current?.focus();
    if (initialFocus.current instanceof HTMLInputElement) initialFocus.current.select();
  }, []);

  return (
    <ModalBackdrop className="records-dialog-backdrop" onDismiss={busy ? undefined : onCancel}>
      <form
        ref={formRef}
        className={className ? `records-dialog ${className}` : "records-dialog"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onSubmit={onSubmit}
        noValidate
      >
        <h2 className="records-dialog__title" id={titleId}>
          {title}
        </h2>
        {children}
      </form>
    </ModalBackdrop>
  );
}
