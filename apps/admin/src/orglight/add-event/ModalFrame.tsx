import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { onModalKeyDown } from "../../dialog/modal-keys.js";

export interface ModalFrameProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Escape, the close button and a press on the backdrop; ignored while `busy`. */
  onClose(): void;
  /** Work is under way: the dialog cannot be closed. */
  busy?: boolean;
}

/**
 * A modal dialog: focus moves into it and stays there (Tab wraps), Escape closes it, and focus
 * returns to the opener when it closes (spec 2 §2.1 modal, WAI-ARIA dialog pattern).
 */
export function ModalFrame({ title, children, onClose, busy = false }: ModalFrameProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.current;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => onModalKeyDown(event, dialog.current, { busy, onClose });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog closes it; Escape and the close button are the keyboard's ways out.
    <div
      className="org-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialog}
        className="org-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="org-modal__head">
          <h2 className="org-modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="org-modal__close"
            aria-label="Close"
            onClick={onClose}
            disabled={busy}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="org-modal__body">{children}</div>
      </div>
    </div>
  );
}
