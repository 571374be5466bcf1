import { type FieldValue, formatUsPhone } from "@foyer/domain";
import { controlAria, type FieldProps } from "./field-props.js";

/** usPhone: stored as '+1 (xxx) xxx-xxxx' once the number is complete (spec 2 §5). */
export function PhoneField(props: FieldProps) {
  const { field, value, onChange, disabled } = props;
  const text = typeof value === "string" ? value : "";
  const store = (next: string): FieldValue => (next.trim() === "" ? null : next);
  return (
    <input
      {...controlAria(props)}
      className="foyer-input"
      part="input"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={text}
      placeholder={field.placeholder ?? "+1 (555) 123-4567"}
      disabled={disabled}
      onChange={(event) => onChange(store(event.currentTarget.value))}
      onBlur={() => {
        const formatted = formatUsPhone(text.trim());
        if (formatted !== text) onChange(store(formatted));
      }}
    />
  );
}
