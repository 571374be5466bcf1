import type { Ref } from "react";

export interface AuthFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and tied to it for screen readers. */
  error: string | undefined;
  disabled: boolean;
  /** Marks the input invalid without a message of its own (the form's alert says why). */
  invalid?: boolean;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled input of the sign-in area's forms (reset, sign-up, onboarding) with its error. */
export function AuthField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  invalid = false,
  type = "text",
  autoComplete,
  inputRef,
}: AuthFieldProps) {
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="foyer-input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      />
      {error ? (
        <p className="foyer-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
