import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";
import { type KeyboardEvent, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { useFloatingPosition } from "../overlays/floating-position.js";
import { WidgetContext } from "../runtime/widget-context.js";
import { uiKitCss } from "../ui-kit/ui-kit.css.js";
import { useUiCss } from "../ui-kit/useUiCss.js";
import { popoverMenuCss } from "./popover-menu.css.js";

export interface PopoverMenuItem {
  /** Handed to `onSelect` when picked. */
  value: string;
  label: string;
  /** Shown but not pickable. @default false */
  disabled?: boolean | undefined;
}

export interface PopoverMenuProps {
  /** The menu button's content. */
  label: ReactNode;
  /** The menu button's accessible name when `label` is an icon. */
  buttonLabel?: string | undefined;
  items: readonly PopoverMenuItem[];
  /**
   * Called with the picked item's value; the menu then closes.
   * @example onSelect={(value) => (value === "delete" ? askToDelete() : edit())}
   */
  onSelect(value: string): void;
  /** @default "bottom-start" */
  placement?: Placement | undefined;
  /** Class of the menu button. @default "foyer-ui-button" */
  buttonClassName?: string | undefined;
}

/** The next enabled index from `from` going `by` (wrapping), or -1 when nothing is enabled. */
function nextEnabled(items: readonly PopoverMenuItem[], from: number, by: 1 | -1): number {
  for (let moved = 1; moved <= items.length; moved++) {
    const index = (from + by * moved + items.length * moved) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return -1;
}

/**
 * A button that opens a menu on click and closes it after a pick (spec 2 §2.3), following the
 * ARIA menu button pattern: arrow keys, Home and End move between items, Enter and Space pick,
 * Escape closes and gives focus back to the button. Portalled into the widget's shadow root, or
 * `document.body` in the apps; positioned by floating-ui through the CSSOM.
 * @example <PopoverMenu label="Actions" items={[{ value: "edit", label: "Edit" }]} onSelect={run} />
 */
export function PopoverMenu({
  label,
  buttonLabel,
  items,
  onSelect,
  placement = "bottom-start",
  buttonClassName = "foyer-ui-button",
}: PopoverMenuProps) {
  useUiCss(uiKitCss);
  useUiCss(popoverMenuCss);
  const widget = useContext(WidgetContext);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const button = useRef<HTMLButtonElement | null>(null);
  const itemElements = useRef<(HTMLElement | null)[]>([]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const { refs, floatingStyles, context, elements } = useFloating({
    open,
    onOpenChange(next) {
      if (!next) close(false);
    },
    placement,
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  // Escape is handled below (it must give focus back); useDismiss covers presses outside.
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getFloatingProps } = useInteractions([dismiss]);
  useFloatingPosition(elements.floating, floatingStyles);

  // The portal mounts the menu a render late: wait for the floating element, then focus the item.
  const menu = elements.floating;
  useEffect(() => {
    if (open && menu && active >= 0) itemElements.current[active]?.focus();
  }, [open, menu, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const pick = (item: PopoverMenuItem | undefined) => {
    if (!item || item.disabled) return;
    close(true);
    onSelect(item.value);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") openAt(nextEnabled(items, -1, 1));
    else if (event.key === "ArrowUp") openAt(nextEnabled(items, items.length, -1));
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === "ArrowDown") setActive(nextEnabled(items, active, 1));
    else if (key === "ArrowUp") setActive(nextEnabled(items, active, -1));
    else if (key === "Home") setActive(nextEnabled(items, -1, 1));
    else if (key === "End") setActive(nextEnabled(items, items.length, -1));
    else if (key === "Enter" || key === " ") pick(items[active]);
    else if (key === "Escape") close(true);
    else if (key === "Tab") return close(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <button
        ref={(element) => {
          button.current = element;
          refs.setReference(element);
        }}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(nextEnabled(items, -1, 1)))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open ? (
        <FloatingPortal root={widget?.portalRoot}>
          <div
            ref={refs.setFloating}
            id={menuId}
            className="foyer-ui foyer-popover-menu"
            part="popover-menu"
            data-theme={widget?.theme}
            role="menu"
            aria-label={buttonLabel ?? (typeof label === "string" ? label : undefined)}
            tabIndex={-1}
            {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
          >
            {items.map((item, index) => (
              // Keys reach the menu's own handler (roving focus, ARIA menu pattern).
              // biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space are handled on the menu.
              <div
                key={item.value}
                ref={(element) => {
                  itemElements.current[index] = element;
                }}
                className="foyer-popover-menu__item"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={item.disabled ? true : undefined}
                onClick={() => pick(item)}
                onMouseEnter={() => !item.disabled && setActive(index)}
              >
                {item.label}
              </div>
            ))}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
