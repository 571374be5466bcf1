import "./tags.css";
import { isTagColor, tagColorName, tagPalette } from "@foyer/domain";
import { useId } from "react";

/**
 * A tag's colour, picked from the palette (spec 2 §9 "Default preset colour palette 21
 * colours"): a group of radio buttons drawn as swatches, each named ("Dark blue"), so arrows move
 * between them and a screen reader says which is chosen.
 */
export function TagColorPicker({
  value,
  onChange,
  legend = "Colour",
  disabled = false,
}: {
  value: string;
  onChange(color: string): void;
  /** The group's name ('Colour of VIP'). @default "Colour" */
  legend?: string;
  disabled?: boolean;
}) {
  const name = useId();
  // A colour outside the palette (set through the API) stays choosable as it is.
  const colors =
    tagPalette.some((entry) => entry.color === value) || !isTagColor(value)
      ? tagPalette
      : [...tagPalette, { name: value, color: value }];
  return (
    <fieldset className="tags-palette" disabled={disabled}>
      <legend className="foyer-field__label">
        {legend}: <span className="tags-palette__current">{tagColorName(value)}</span>
      </legend>
      <div className="tags-palette__swatches">
        {colors.map((entry) => (
          <label key={entry.color} className="tags-palette__swatch" title={entry.name}>
            <input
              type="radio"
              className="tags-palette__input"
              name={name}
              value={entry.color}
              checked={entry.color === value}
              onChange={() => onChange(entry.color)}
            />
            <span className="tags-palette__chip" style={{ background: entry.color }} aria-hidden="true" />
            <span className="foyer-visually-hidden">{entry.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A tag's colour dot; the colour is checked to be `#rrggbb` before it reaches a style. */
export function TagSwatch({ color }: { color: string }) {
  return (
    <span
      className="tags-swatch"
      style={isTagColor(color) ? { background: color } : undefined}
      aria-hidden="true"
    />
  );
}
