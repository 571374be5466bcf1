import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { DateInput } from "./DateInput.js";
import { dateFieldsCss } from "./date-fields.css.js";
import type { FieldProps } from "./field-props.js";

/** date: 'YYYY-MM-DD' (spec 2 §3), typed or picked from the calendar. */
export function DateField(props: FieldProps) {
  useWidgetCss(dateFieldsCss);
  const { field, value, onChange, ids, disabled } = props;
  return (
    <DateInput
      id={ids.input}
      label={field.label}
      text={typeof value === "string" ? value : ""}
      onText={(text) => onChange(text.trim() === "" ? null : text.trim())}
      disabled={disabled}
      invalid={Boolean(props.error)}
      required={field.required}
      describedBy={props.describedBy}
    />
  );
}
