import { type FieldOption, optionLabel } from "@foyer/domain";
import { useMemo } from "react";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { Combobox } from "./Combobox.js";
import { chosenValues } from "./chosen-values.js";
import { countryOptions } from "./country-options.js";
import type { FieldProps } from "./field-props.js";
import { selectFieldCss } from "./select-field.css.js";

/**
 * dropdown (single or multiple) and countries: records `[{value, label}]`. A stored value that no
 * option has shows '(Unknown value)' (spec 2 §5).
 */
export function SelectField(props: FieldProps) {
  useWidgetCss(selectFieldCss);
  const { field, value, onChange, ids, disabled } = props;
  const options = useMemo<FieldOption[]>(
    () => (field.type === "countries" ? countryOptions() : (field.options ?? [])),
    [field],
  );
  const selected = chosenValues(value);
  const multiple = field.multiple === true;
  const labels = selected.map((chosen) => optionLabel(options, chosen));
  // A value no option has keeps its stored record, so removing another one does not rename it.
  const stored: unknown[] = Array.isArray(value) ? value : [];
  const record = (chosen: string): FieldOption =>
    options.find((option) => option.value === chosen) ??
    stored.find(
      (item): item is FieldOption =>
        typeof item === "object" && item !== null && (item as FieldOption).value === chosen,
    ) ?? {
      value: chosen,
      label: chosen,
    };

  const pick = (picked: string) => {
    if (!multiple) return onChange([record(picked)]);
    const next = selected.includes(picked)
      ? selected.filter((chosen) => chosen !== picked)
      : [...selected, picked];
    onChange(next.map(record));
  };
  const remove = (removed: string) => onChange(selected.filter((chosen) => chosen !== removed).map(record));

  const placeholder = field.placeholder ?? "Select...";
  const text =
    selected.length === 0 ? placeholder : multiple ? `${selected.length} selected` : (labels[0] ?? "");
  return (
    <div className="foyer-select">
      <div className="foyer-select__row">
        <Combobox
          id={ids.input}
          labelId={ids.label}
          options={options}
          selected={selected}
          multiple={multiple}
          onPick={pick}
          text={text}
          empty={selected.length === 0}
          disabled={disabled}
          invalid={Boolean(props.error)}
          required={field.required}
          describedBy={props.describedBy}
        />
        {!multiple && selected.length > 0 && !field.required ? (
          <button
            type="button"
            className="foyer-icon-button"
            part="button"
            aria-label={`Clear ${field.label}`}
            disabled={disabled}
            onClick={() => onChange([])}
          >
            ×
          </button>
        ) : null}
      </div>
      {multiple && selected.length > 0 ? (
        <ul className="foyer-chips" aria-label={`${field.label}: chosen`}>
          {selected.map((chosen, index) => (
            <li className="foyer-chip" part="chip" key={chosen}>
              <span>{labels[index]}</span>
              <button
                type="button"
                className="foyer-chip__remove"
                aria-label={`Remove ${labels[index]}`}
                disabled={disabled}
                onClick={() => remove(chosen)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
