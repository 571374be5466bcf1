import { controlAria, type FieldProps } from "./field-props.js";

/** text, textarea and email: the typed string as it is (spec 2 §3). */
export function TextField(props: FieldProps) {
  const { field, value, onChange, disabled } = props;
  const text = typeof value === "string" ? value : "";
  if (field.type === "textarea") {
    return (
      <textarea
        {...controlAria(props)}
        className="foyer-input foyer-textarea"
        part="input"
        rows={5}
        value={text}
        placeholder={field.placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const email = field.type === "email";
  return (
    <input
      {...controlAria(props)}
      className="foyer-input"
      part="input"
      type={email ? "email" : "text"}
      inputMode={email ? "email" : undefined}
      autoComplete={email ? "email" : undefined}
      value={text}
      placeholder={field.placeholder}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
