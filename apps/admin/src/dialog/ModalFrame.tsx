import { type ReactNode, useEffect, useId, useRef } from "react";
import "./modal.css";
import { ModalBackdrop } from "./ModalBackdrop.js";
import { useModalFocus } from "./useModalFocus.js";

export interface ModalFrameProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** The buttons along the bottom, if the dialog has a footer. */
  footer?: ReactNode;
  /** Escape, the close button and a press on the backdrop; ignored while `busy`. */
  onClose(): void;
  /** Work is under way: the dialog cannot be closed. */
  busy?: boolean;
  /**
   * A dialog of several pages: when the key changes, focus moves to the new page's
   * `[data-autofocus]` element or else its title, so each page announces itself.
   */
  pageKey?: string;
  /** A size or layout modifier (`admin-modal--clone`). */
  className?: string;
}

/**
 * A modal dialog of the admin (the event-creation modal, the clone wizard): focus moves into it
 * and stays there (Tab wraps), Escape closes it, and focus returns to the opener when it closes
 * (spec 2 §2.1 modal, WAI-ARIA dialog pattern). z-index 100 (spec 2 §2.1 "Dimensions").
 */
export function ModalFrame({
  title,
  children,
  footer,
  onClose,
  busy = false,
  pageKey,
  className,
}: ModalFrameProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const onKeyDown = useModalFocus(dialog, { busy, onClose, starts: () => [heading.current] });

  useEffect(() => {
    const autofocus = dialog.current?.querySelector<HTMLElement>("[data-autofocus]");
    (autofocus ?? (pageKey === undefined ? dialog.current : heading.current))?.focus();
  }, [pageKey]);

  return (
    <ModalBackdrop className="admin-modal-backdrop" onDismiss={busy ? undefined : onClose}>
      <div
        ref={dialog}
        className={className ? `admin-modal ${className}` : "admin-modal"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="admin-modal__head">
          <h2 className="admin-modal__title" id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="admin-modal__close"
            aria-label="Close"
            onClick={onClose}
            disabled={busy}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="admin-modal__body">{children}</div>
        {footer ? <footer className="admin-modal__foot">{footer}</footer> : null}
      </div>
    </ModalBackdrop>
  );
}
