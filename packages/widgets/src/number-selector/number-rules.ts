/**
 * The number selector's rules (spec 2 §2.3, §5, §6): "number selector (small 88, medium 100,
 * big 145 wide)"; "decrement disabled at min, increment at max, first add sets the value to 1";
 * "bounded by min and max". Pure functions: the component only wires them to its buttons.
 */

/** Widths in CSS pixels, spec 2 §2.3. */
export const numberSelectorWidths = { small: 88, medium: 100, big: 145 } as const;

export type NumberSelectorSize = keyof typeof numberSelectorWidths;

export interface NumberBounds {
  /** @default -Infinity */
  min?: number | undefined;
  /** @default Infinity */
  max?: number | undefined;
}

/** `value` brought inside `[min, max]`. */
export function clampNumber(value: number, { min = -Infinity, max = Infinity }: NumberBounds): number {
  return Math.min(max, Math.max(min, value));
}

/** Whether "−" can take a step: there is a value and it is above `min`. */
export function canDecrement(value: number | null, { min = -Infinity }: NumberBounds): boolean {
  return value !== null && value > min;
}

/** Whether "+" can take a step: the value is empty (the first add) or below `max`. */
export function canIncrement(value: number | null, { max = Infinity }: NumberBounds): boolean {
  return value === null || value < max;
}

/**
 * The value after one press of "+" (`direction` 1) or "−" (-1), kept within the bounds. The
 * first add on an empty value sets it to 1 (raised to `min` when 1 is below it); "−" leaves an
 * empty value empty.
 * @example stepNumber(null, 1, {}) // 1
 * @example stepNumber(5, 1, { max: 5 }) // 5
 */
export function stepNumber(
  value: number | null,
  direction: 1 | -1,
  bounds: NumberBounds,
  step = 1,
): number | null {
  if (value === null) return direction > 0 ? clampNumber(1, bounds) : null;
  return clampNumber(value + direction * step, bounds);
}

/**
 * What the typed text commits on blur: empty text empties the value, a number is clamped to the
 * bounds, anything else keeps `previous`.
 * @example commitTyped(" 12 ", 3, { max: 10 }) // 10
 */
export function commitTyped(text: string, previous: number | null, bounds: NumberBounds): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const typed = Number(trimmed);
  return Number.isFinite(typed) ? clampNumber(typed, bounds) : previous;
}
