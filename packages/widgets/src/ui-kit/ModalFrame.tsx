import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from "react";
import { createPortal } from "react-dom";
import { deepActiveElement } from "../forms/focus-target.js";
import { WidgetContext } from "../runtime/widget-context.js";
import { uiKitCss } from "./ui-kit.css.js";
import { useUiCss } from "./useUiCss.js";

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface ModalFrameProps {
  /** `alertdialog` for confirmations. @default "dialog" */
  role?: "dialog" | "alertdialog";
  /** Heading, also the accessible name. */
  title: string;
  /** Read out as the description. */
  description?: ReactNode;
  /** Escape and a press on the backdrop. Ignored while `busy`. */
  onDismiss(): void;
  busy?: boolean;
  /** Focused on open. @default the first tabbable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog box. */
  className?: string;
  children: ReactNode;
}

/** The element that has focus in the root `node` lives in, looking through shadow roots. */
function activeIn(node: Node): Element | null {
  return deepActiveElement(node.getRootNode() as Document | ShadowRoot);
}

/**
 * The modal box the shared dialogs are built on. It works with or without a widget around it:
 * inside one it portals into the shadow root's `portalRoot` (ARCHITECTURE "overlays"), in the
 * apps it renders in place. Focus moves in on open, Tab stays inside, focus returns on close;
 * keys are handled on the dialog itself, so no listener is left on `document`.
 */
export function ModalFrame({
  role = "dialog",
  title,
  description,
  onDismiss,
  busy = false,
  initialFocus,
  className,
  children,
}: ModalFrameProps) {
  useUiCss(uiKitCss);
  const widget = useContext(WidgetContext);
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const opener = activeIn(node);
    const target = initialFocus?.current ?? node.querySelector<HTMLElement>(TABBABLE) ?? node;
    target.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onDismiss();
      return;
    }
    const node = box.current;
    if (event.key !== "Tab" || !node) return;
    const tabbable = [...node.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) return event.preventDefault();
    const active = activeIn(node);
    if (event.shiftKey && (active === first || active === node)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const modal = (
    // The backdrop is not a control: Escape and the dialog's own buttons are the keyboard's ways out.
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog dismisses it.
    <div
      className="foyer-ui foyer-ui-backdrop"
      part="dialog-backdrop"
      data-theme={widget?.theme}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onDismiss();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, set from a prop. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal belongs to both roles it takes. */}
      <div
        ref={box}
        className={className ? `foyer-ui-modal ${className}` : "foyer-ui-modal"}
        part="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="foyer-ui-modal__title" id={titleId}>
          {title}
        </h2>
        {description ? (
          <div className="foyer-ui-modal__text" id={textId}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
  return widget ? createPortal(modal, widget.portalRoot) : modal;
}
