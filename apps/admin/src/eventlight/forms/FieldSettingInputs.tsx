import { useEffect, useId, useState } from "react";
import { TimeZonePicker } from "../../time-zone/TimeZonePicker.js";
import { TextInput } from "./editor-inputs.js";
import { numberSetting } from "./form-editor-model.js";

/** A number setting typed as text, so "1." or "-" survive until they become numbers. */
export function NumberSetting({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  useEffect(() => {
    setText((current) =>
      numberSetting(current) === value ? current : value === undefined ? "" : String(value),
    );
  }, [value]);
  return (
    <TextInput
      label={label}
      type="number"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(numberSetting(next));
      }}
      error={error}
      hint={hint}
    />
  );
}

export function TimeZoneSetting({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        Time zone
      </label>
      <TimeZonePicker
        id={id}
        value={value ?? ""}
        onChange={(zone) => onChange(zone || undefined)}
        emptyLabel="The participant's own time zone"
        invalid={Boolean(error)}
      />
      {error ? <p className="foyer-field__error">{error}</p> : null}
    </div>
  );
}

export function MoveToStep({
  stepTitles,
  current,
  onMove,
}: {
  stepTitles: readonly string[];
  current: number;
  onMove: (target: number) => void;
}) {
  const id = useId();
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        Step
      </label>
      <select
        id={id}
        className="foyer-input"
        value={current}
        onChange={(event) => onMove(Number(event.target.value))}
      >
        {stepTitles.map((title, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are listed in order; the index is the value.
          <option key={index} value={index}>
            {index + 1}. {title || "Untitled step"}
          </option>
        ))}
      </select>
    </div>
  );
}
