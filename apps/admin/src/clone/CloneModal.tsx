import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { onModalKeyDown } from "../dialog/modal-keys.js";

export interface CloneModalProps {
  /** The page's header title, also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** The buttons along the bottom. */
  footer?: ReactNode;
  /** Escape, the close button and a press on the backdrop; ignored while cloning. */
  onClose(): void;
  /** The clone runs: the dialog cannot be closed. */
  busy?: boolean;
  /** Changes when the page changes: focus moves to the new page's title. */
  pageKey: string;
}

/**
 * The clone wizard's modal (spec 2 §2.1 "Dimensions": width 1019, height 569 off the main page,
 * z-index 100). Focus moves in and stays (Tab wraps), Escape closes, focus returns to the opener.
 */
export function CloneModal({ title, children, footer, onClose, busy = false, pageKey }: CloneModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Each page announces itself: its title takes the focus (WAI-ARIA dialog, multi-step).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page key is the trigger.
  useEffect(() => {
    const autofocus = dialog.current?.querySelector<HTMLElement>("[data-autofocus]");
    (autofocus ?? heading.current)?.focus();
  }, [pageKey]);

  const onKeyDown = (event: KeyboardEvent) =>
    onModalKeyDown(event, dialog.current, { busy, onClose, starts: [heading.current] });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog closes it; Escape and the close button are the keyboard's ways out.
    <div
      className="clone-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialog}
        className="clone-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
      >
        <header className="clone-modal__head">
          <h2 className="clone-modal__title" id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="clone-modal__close"
            aria-label="Close"
            onClick={onClose}
            disabled={busy}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="clone-modal__body">{children}</div>
        {footer ? <footer className="clone-modal__foot">{footer}</footer> : null}
      </div>
    </div>
  );
}
