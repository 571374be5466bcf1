import type { FieldOption } from "@foyer/domain";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Popover, preloadOverlays } from "../overlays/lazy-overlays.js";
import { createTypeAhead } from "./type-ahead.js";

export interface ComboboxProps {
  id: string;
  /** The field label's id; names the combobox and its listbox. */
  labelId: string;
  options: readonly FieldOption[];
  /** Values currently chosen. */
  selected: readonly string[];
  multiple: boolean;
  /** Single: choose `value` and close. Multiple: add or remove it and stay open. */
  onPick(value: string): void;
  /** What the closed combobox shows. */
  text: string;
  /** True when `text` is the placeholder. */
  empty: boolean;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  describedBy: string | undefined;
}

const PAGE = 10;

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the combobox and `aria-activedescendant`
 * points at the option; arrows, Home/End, PageUp/PageDown, Enter, Escape and type-ahead.
 */
export function Combobox(props: ComboboxProps) {
  const { id, labelId, options, selected, multiple, onPick, disabled } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [typeAhead] = useState(() => createTypeAhead());
  const list = useRef<HTMLUListElement | null>(null);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const last = options.length - 1;
  const firstSelected = options.findIndex((option) => selected.includes(option.value));

  useEffect(() => {
    if (!open) return;
    const option = list.current?.children[active];
    if (option && typeof option.scrollIntoView === "function") option.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const show = (index: number) => {
    setActive(Math.max(0, Math.min(last, index)));
    setOpen(true);
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onPick(option.value);
    if (!multiple) setOpen(false);
  };
  const search = (letter: string) => {
    const found = typeAhead.find(letter, options, open ? active : Math.max(firstSelected, -1));
    if (found !== null) show(found);
    else if (!open) show(Math.max(firstSelected, 0));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey;
    if (printable && !(key === " " && !typeAhead.active)) {
      event.preventDefault();
      search(key);
      return;
    }
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"].includes(key)) {
        event.preventDefault();
        if (key === "Home") show(0);
        else if (key === "End") show(last);
        else show(Math.max(firstSelected, 0));
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: last,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
    };
    if (key === "ArrowUp" && altKey) {
      event.preventDefault();
      pick(active);
      setOpen(false);
    } else if (key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, moves[key] ?? active)));
    } else if (key === "Enter" || key === " ") {
      event.preventDefault();
      pick(active);
    } else if (key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <>
      <div
        ref={setAnchor}
        id={id}
        className="foyer-input foyer-combobox"
        part="input combobox"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={`${labelId} ${id}-value`}
        aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
        aria-disabled={disabled ? true : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-required={props.required ? true : undefined}
        aria-describedby={props.describedBy}
        data-empty={props.empty ? "" : undefined}
        onKeyDown={disabled ? undefined : onKeyDown}
        onClick={() => {
          if (disabled) return;
          if (open) setOpen(false);
          else show(Math.max(firstSelected, 0));
        }}
        onBlur={() => setOpen(false)}
        onFocus={preloadOverlays}
      >
        <span id={`${id}-value`} className="foyer-combobox__value">
          {props.text}
        </span>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </div>
      <Popover
        open={open}
        anchor={anchor}
        onClose={() => setOpen(false)}
        manageFocus={false}
        matchAnchorWidth
        className="foyer-popover--listbox"
      >
        <ul
          ref={list}
          id={listId}
          className="foyer-listbox"
          part="listbox"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of an APG select-only combobox.
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple ? true : undefined}
          // Pressing an option must not move focus off the combobox (aria-activedescendant).
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y: an option is pointed at with aria-activedescendant; the combobox keeps focus and handles the keys (APG).
            <li
              key={option.value}
              id={optionId(index)}
              className="foyer-option"
              part="option"
              // biome-ignore lint/a11y: options are pointed at with aria-activedescendant, never focused (APG).
              role="option"
              aria-selected={selected.includes(option.value)}
              data-active={index === active ? "" : undefined}
              onClick={() => pick(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </Popover>
    </>
  );
}
