import { type KeyboardEvent, type RefObject, useEffect } from "react";
import { onModalKeyDown } from "./modal-keys.js";

/** Remembers what had focus when a dialog opened and gives focus back to it when it closes. */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
}

export interface ModalFocusOptions {
  /** Work is under way: Escape does not close. */
  busy: boolean;
  onClose(): void;
  /** Elements that count as the beginning for Shift+Tab (a focused title), read at key time. */
  starts?: () => readonly (Element | null)[];
}

/**
 * The focus trap of every modal dialog of the admin (WAI-ARIA dialog pattern): focus returns to
 * the opener on close, and the returned keydown handler closes on Escape and wraps Tab inside
 * `dialog`. Where focus starts is the dialog's own choice (a field, its title).
 * @example const onKeyDown = useModalFocus(card, { busy, onClose });
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  { busy, onClose, starts }: ModalFocusOptions,
): (event: KeyboardEvent) => void {
  useReturnFocus();
  return (event) => onModalKeyDown(event, dialog.current, { busy, onClose, starts: starts?.() });
}
