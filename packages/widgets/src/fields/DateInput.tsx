import { useState } from "react";
import { preloadOverlays } from "../overlays/lazy-overlays.js";
import { isIsoDay } from "./calendar-days.js";
import { DatePicker } from "./DatePicker.js";

export interface DateInputProps {
  id: string;
  /** Names the calendar button: "Choose date for {label}". */
  label: string;
  text: string;
  onText(text: string): void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  describedBy: string | undefined;
}

/** A text input that takes YYYY-MM-DD, and a button that opens the calendar beside it. */
export function DateInput(props: DateInputProps) {
  const { id, label, text, onText, disabled } = props;
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <div className="foyer-date-input">
      <input
        id={id}
        className="foyer-input"
        part="input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        value={text}
        disabled={disabled}
        aria-invalid={props.invalid ? true : undefined}
        aria-required={props.required ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => onText(event.currentTarget.value)}
        onFocus={preloadOverlays}
      />
      <button
        ref={setButton}
        type="button"
        className="foyer-icon-button foyer-date-input__open"
        part="button"
        aria-label={`Choose date for ${label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onFocus={preloadOverlays}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6 1h2v2h4V1h2v2h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h3V1Zm10 7H4v9h12V8Z"
          />
        </svg>
      </button>
      <DatePicker
        open={open}
        anchor={button}
        selected={isIsoDay(text.trim()) ? text.trim() : null}
        onSelect={onText}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
