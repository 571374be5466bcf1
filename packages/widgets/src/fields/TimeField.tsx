import { controlAria, type FieldProps } from "./field-props.js";

/** time: 'HH:mm' (spec 2 §3); the browser's time input answers in that shape. */
export function TimeField(props: FieldProps) {
  const { value, onChange, disabled } = props;
  return (
    <input
      {...controlAria(props)}
      className="foyer-input foyer-input--time"
      part="input"
      type="time"
      step={60}
      value={typeof value === "string" ? value : ""}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
