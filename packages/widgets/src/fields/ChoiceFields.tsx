import { optionLabel, UNKNOWN_VALUE_LABEL } from "@foyer/domain";
import { dayLabel, daysBetween } from "./calendar-days.js";
import { RequiredMark } from "./FieldFrame.js";
import { controlAria, type FieldProps } from "./field-props.js";

/** toggle and checkbox: a boolean (a switch for toggle); the label sits beside the box. */
export function BooleanField(props: FieldProps) {
  const { field, value, onChange, ids, disabled } = props;
  const toggle = field.type === "toggle";
  return (
    <div className={toggle ? "foyer-check foyer-check--switch" : "foyer-check"}>
      <input
        {...controlAria(props)}
        className={toggle ? "foyer-switch" : "foyer-checkbox"}
        part="input"
        type="checkbox"
        role={toggle ? "switch" : undefined}
        checked={value === true}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className="foyer-field__label" part="label" id={ids.label} htmlFor={ids.input}>
        {field.label}
      </label>
      <RequiredMark field={field} />
    </div>
  );
}

/** radioList: the chosen option's value. A stored value no option has shows '(Unknown value)'. */
export function RadioListField(props: FieldProps) {
  const { field, value, onChange, ids, disabled } = props;
  const options = field.options ?? [];
  const unknown =
    typeof value === "string" && value !== "" && !options.some((option) => option.value === value);
  return (
    <div
      className="foyer-choices"
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-required={field.required ? true : undefined}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.describedBy}
    >
      {options.map((option, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${index}`;
        return (
          <div className="foyer-check" key={option.value}>
            <input
              id={id}
              className="foyer-radio"
              part="input"
              type="radio"
              name={ids.input}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      {unknown ? <p className="foyer-field__note">Current answer: {optionLabel(options, value)}</p> : null}
    </div>
  );
}

/** eventDays: days between the event's date_from and date_to, stored sorted as 'YYYY-MM-DD'[]. */
export function EventDaysField(props: FieldProps) {
  const { value, onChange, ids, disabled, event } = props;
  const days = daysBetween(event.date_from, event.date_to);
  const chosen = new Set(Array.isArray(value) ? value.filter((day) => typeof day === "string") : []);
  const outside = [...chosen].filter((day) => !days.includes(day));
  const toggle = (day: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange([...next].sort());
  };
  return (
    <fieldset
      className="foyer-choices foyer-choices--days"
      aria-labelledby={ids.label}
      aria-describedby={props.describedBy}
    >
      {days.map((day, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${index}`;
        return (
          <div className="foyer-check" key={day}>
            <input
              id={id}
              className="foyer-checkbox"
              part="input"
              type="checkbox"
              value={day}
              checked={chosen.has(day)}
              disabled={disabled}
              aria-invalid={props.error ? true : undefined}
              onChange={(change) => toggle(day, change.currentTarget.checked)}
            />
            <label htmlFor={id}>{dayLabel(day)}</label>
          </div>
        );
      })}
      {days.length === 0 ? <p className="foyer-field__note">The event has no days to choose from.</p> : null}
      {outside.length > 0 ? (
        <p className="foyer-field__note">
          {UNKNOWN_VALUE_LABEL}: {outside.join(", ")}
        </p>
      ) : null}
    </fieldset>
  );
}
