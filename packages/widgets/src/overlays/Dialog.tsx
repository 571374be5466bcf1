import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";
import { type MutableRefObject, type ReactNode, useId } from "react";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { useWidget } from "../runtime/widget-context.js";
import { overlaysCss } from "./overlays.css.js";

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape and on a press on the backdrop; the parent closes it. */
  onClose(): void;
  /** Heading, also the dialog's accessible name. */
  title: string;
  /** A sentence under the heading, read out as the dialog's description. */
  description?: string;
  /** The element focused on open. @default the first tabbable element */
  initialFocus?: MutableRefObject<HTMLElement | null>;
  /**
   * Body and buttons.
   * @example <Dialog open title="Start over?" onClose={close}><button onClick={close}>Cancel</button></Dialog>
   */
  children: ReactNode;
}

/**
 * A modal dialog over a backdrop, portalled into the shadow root. Focus is trapped inside while
 * open and returns to where it was when it closes.
 */
export function Dialog({ open, onClose, title, description, initialFocus, children }: DialogProps) {
  const { portalRoot, theme } = useWidget();
  useWidgetCss(overlaysCss);
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange(next) {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePressEvent: "mousedown" });
  const { getFloatingProps } = useInteractions([dismiss]);

  if (!open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <div className="foyer-dialog-backdrop" part="dialog-backdrop" data-theme={theme}>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? 0} returnFocus>
          <div
            ref={refs.setFloating}
            className="foyer-dialog"
            part="dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            {...getFloatingProps()}
          >
            <h2 className="foyer-dialog__title" id={titleId}>
              {title}
            </h2>
            {description ? (
              <p className="foyer-dialog__text" id={descriptionId}>
                {description}
              </p>
            ) : null}
            {children}
          </div>
        </FloatingFocusManager>
      </div>
    </FloatingPortal>
  );
}
