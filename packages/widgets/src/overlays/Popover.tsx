import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";
import type { MutableRefObject, ReactNode } from "react";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { useWidget } from "../runtime/widget-context.js";
import { useFloatingPosition } from "./floating-position.js";
import { overlaysCss } from "./overlays.css.js";

/** Why a popover asks to close. */
export type PopoverCloseReason = "escape" | "outside";

export interface PopoverProps {
  /** Whether the popover is shown. */
  open: boolean;
  /**
   * Called on Escape or a press outside the popover and its anchor. The parent closes it.
   * @example <Popover open={open} onClose={() => setOpen(false)} anchor={button} />
   */
  onClose(reason: PopoverCloseReason): void;
  /** The element it hangs from; focus returns here when it closes with Escape. */
  anchor: HTMLElement | null;
  /** Accessible name. Given one, the popover is a (non-modal) `role="dialog"`. */
  label?: string;
  /**
   * Move focus inside while open and back to the anchor on close (the date picker). A listbox
   * keeps focus on its combobox and points at options with `aria-activedescendant` instead.
   * @default true
   */
  manageFocus?: boolean;
  /** The element focused on open when `manageFocus`. @default the first tabbable element */
  initialFocus?: MutableRefObject<HTMLElement | null>;
  /** @default "bottom-start" */
  placement?: Placement;
  /** Be at least as wide as the anchor (listboxes). @default false */
  matchAnchorWidth?: boolean;
  /** Extra class on the floating element. */
  className?: string;
  children: ReactNode;
}

/**
 * A floating panel anchored to an element, portalled into the widget's `portalRoot` (inside
 * the shadow root, never `document.body`; ARCHITECTURE "overlays").
 */
export function Popover({
  open,
  onClose,
  anchor,
  label,
  manageFocus = true,
  initialFocus,
  placement = "bottom-start",
  matchAnchorWidth = false,
  className,
  children,
}: PopoverProps) {
  const { portalRoot, theme } = useWidget();
  useWidgetCss(overlaysCss);
  const { refs, floatingStyles, context, elements } = useFloating({
    open,
    onOpenChange(next, _event, reason) {
      if (next) return;
      onClose(reason === "escape-key" ? "escape" : "outside");
      if (reason === "escape-key") anchor?.focus();
    },
    elements: { reference: anchor },
    placement,
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, availableWidth, rects, elements: placed }) {
          const style = placed.floating.style;
          style.setProperty("max-height", `${Math.max(160, Math.floor(availableHeight))}px`);
          style.setProperty("max-width", `${Math.max(200, Math.floor(availableWidth))}px`);
          if (matchAnchorWidth) style.setProperty("min-width", `${Math.round(rects.reference.width)}px`);
        },
      }),
    ],
  });
  const dismiss = useDismiss(context);
  const { getFloatingProps } = useInteractions([dismiss]);
  useFloatingPosition(elements.floating, floatingStyles);

  if (!open) return null;
  const panel = (
    <div
      ref={refs.setFloating}
      className={className ? `foyer-popover ${className}` : "foyer-popover"}
      part="popover"
      data-theme={theme}
      {...(label ? { role: "dialog", "aria-label": label } : {})}
      {...getFloatingProps()}
    >
      {children}
    </div>
  );
  return (
    <FloatingPortal root={portalRoot}>
      {manageFocus ? (
        <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus ?? 0} returnFocus>
          {panel}
        </FloatingFocusManager>
      ) : (
        panel
      )}
    </FloatingPortal>
  );
}
