import type { KeyboardEvent } from "react";

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keys (WAI-ARIA dialog pattern): Escape closes it unless `busy`, and Tab wraps
 * around its focusable elements so focus stays inside. `starts` are elements that count as the
 * beginning for Shift+Tab besides the first focusable one (the dialog itself, a focused title).
 */
export function onModalKeyDown(
  event: KeyboardEvent,
  dialog: HTMLElement | null,
  { busy, onClose, starts = [] }: { busy: boolean; onClose(): void; starts?: readonly (Element | null)[] },
): void {
  if (event.key === "Escape") {
    event.stopPropagation();
    if (!busy) onClose();
    return;
  }
  if (event.key !== "Tab" || !dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog || starts.includes(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
