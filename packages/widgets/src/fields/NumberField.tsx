import { useMemo } from "react";
import { controlAria, type FieldProps } from "./field-props.js";
import { numberCodec } from "./number-text.js";
import { useEditable } from "./useEditable.js";

/** number, currency (USD, '$' stripped, at most 2 decimals) and percent (0.5 means 0.5%). */
export function NumberField(props: FieldProps) {
  const { field, value, onChange, disabled } = props;
  const codec = useMemo(() => numberCodec(field), [field]);
  const [text, setText] = useEditable(value, codec);
  const affix = field.type === "currency" ? "$" : field.type === "percent" ? "%" : null;
  const input = (
    <input
      {...controlAria(props)}
      className="foyer-input"
      part="input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      placeholder={field.placeholder}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(codec.fromDraft(next) ?? null);
      }}
      // Tidy the display ("2.5" → "2.50") once the participant moves on.
      onBlur={() => setText(codec.toDraft(codec.fromDraft(text)))}
    />
  );
  if (!affix) return input;
  return (
    <div className="foyer-affixed" data-affix={field.type === "currency" ? "start" : "end"}>
      {field.type === "currency" ? (
        <span className="foyer-affixed__affix" aria-hidden="true">
          {affix}
        </span>
      ) : null}
      {input}
      {field.type === "percent" ? (
        <span className="foyer-affixed__affix" aria-hidden="true">
          {affix}
        </span>
      ) : null}
    </div>
  );
}
