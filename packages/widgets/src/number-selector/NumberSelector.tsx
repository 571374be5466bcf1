import { type KeyboardEvent, useEffect, useState } from "react";
import { uiKitCss } from "../ui-kit/ui-kit.css.js";
import { useUiCss } from "../ui-kit/useUiCss.js";
import {
  canDecrement,
  canIncrement,
  commitTyped,
  type NumberSelectorSize,
  stepNumber,
} from "./number-rules.js";
import { numberSelectorCss } from "./number-selector.css.js";

export interface NumberSelectorProps {
  /** The number, or `null` when empty (the first "+" then sets it to 1). */
  value: number | null;
  /** Called with the new value after a step, a key, or typing followed by blur. */
  onChange(value: number | null): void;
  /**
   * The accessible name of the number.
   * @example label: "Guests"
   */
  label: string;
  /** Lowest value; "−" is disabled there. @default no limit */
  min?: number | undefined;
  /** Highest value; "+" is disabled there. @default no limit */
  max?: number | undefined;
  /** How much one press changes the value. @default 1 */
  step?: number | undefined;
  /** Width: small 88, medium 100, big 145 px (spec 2 §2.3). @default "medium" */
  size?: NumberSelectorSize | undefined;
  /** @default false */
  disabled?: boolean | undefined;
  /** The "−" button's accessible name. @default `Decrease ${label}` */
  decrementLabel?: string | undefined;
  /** The "+" button's accessible name. @default `Increase ${label}` */
  incrementLabel?: string | undefined;
}

const textOf = (value: number | null) => (value === null ? "" : String(value));

/**
 * A "− value +" control (spec 2 §2.3): a spinbutton between two step buttons, bounded by `min`
 * and `max`. ArrowUp/ArrowDown step, Home/End jump to the bounds, typed text is clamped on blur.
 * @example <NumberSelector label="Guests" value={guests} onChange={setGuests} min={0} max={10} size="small" />
 */
export function NumberSelector({
  value,
  onChange,
  label,
  min,
  max,
  step = 1,
  size = "medium",
  disabled = false,
  decrementLabel,
  incrementLabel,
}: NumberSelectorProps) {
  useUiCss(uiKitCss);
  useUiCss(numberSelectorCss);
  const bounds = { min, max };
  const [draft, setDraft] = useState(() => textOf(value));
  // A value set from outside (or by a step) replaces whatever was being typed.
  useEffect(() => setDraft(textOf(value)), [value]);

  const change = (next: number | null) => {
    setDraft(textOf(next));
    if (next !== value) onChange(next);
  };
  const stepBy = (direction: 1 | -1) => change(stepNumber(value, direction, bounds, step));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === "ArrowUp" && canIncrement(value, bounds)) stepBy(1);
    else if (key === "ArrowDown" && canDecrement(value, bounds)) stepBy(-1);
    else if (key === "Home" && min !== undefined) change(min);
    else if (key === "End" && max !== undefined) change(max);
    else if (key === "Enter") change(commitTyped(draft, value, bounds));
    else return;
    event.preventDefault();
  };

  return (
    <span className="foyer-ui foyer-number-selector" part="number-selector" data-size={size}>
      <button
        type="button"
        className="foyer-number-selector__step"
        aria-label={decrementLabel ?? `Decrease ${label}`}
        disabled={disabled || !canDecrement(value, bounds)}
        onClick={() => stepBy(-1)}
      >
        −
      </button>
      <input
        className="foyer-number-selector__input"
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => change(commitTyped(draft, value, bounds))}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="foyer-number-selector__step"
        aria-label={incrementLabel ?? `Increase ${label}`}
        disabled={disabled || !canIncrement(value, bounds)}
        onClick={() => stepBy(1)}
      >
        +
      </button>
    </span>
  );
}
