import "./small-dialog.css";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId } from "react";
import { onModalKeyDown } from "./modal-keys.js";

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    if (initialFocus.current instanceof HTMLInputElement) initialFocus.current.select();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog cancels it; Escape and Cancel are the keyboard's ways.
    <div
      className="records-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <form
        ref={formRef}
        className={className ? `records-dialog ${className}` : "records-dialog"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => onModalKeyDown(event, formRef.current, { busy, onClose: onCancel })}
        onSubmit={onSubmit}
        noValidate
      >
        <h2 className="records-dialog__title" id={titleId}>
          {title}
        </h2>
        {children}
      </form>
    </div>
  );
}
