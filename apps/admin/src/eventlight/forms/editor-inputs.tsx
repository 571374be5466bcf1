import { type ReactNode, type Ref, useId } from "react";

/** The server's messages by path (`steps.0.fields.2.label`); see `fieldErrorsOf` of `@foyer/sdk`. */
export type Errors = Record<string, string>;

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  type?: "text" | "number";
  maxLength?: number;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A labelled text input (or textarea) with its hint, or the server's message for it. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  type = "text",
  maxLength,
  placeholder,
  className,
  inputRef,
  disabled,
}: TextInputProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    className: "foyer-input",
    value,
    maxLength,
    placeholder,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  return (
    <div className={`foyer-field${className ? ` ${className}` : ""}`}>
      <label className="foyer-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={type}
          inputMode={type === "number" ? "decimal" : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p className="foyer-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="foyer-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An on/off setting: a checkbox announced as a switch, with what it does underneath. */
export function Toggle({
  label,
  checked,
  onChange,
  hint,
  error,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="event-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="event-toggle__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        aria-invalid={error ? true : undefined}
      />
      <div className="event-toggle__text">
        <label className="event-toggle__label" htmlFor={id}>
          {label}
        </label>
        {error ? (
          <p className="foyer-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : hint ? (
          <p className="foyer-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A small square button with an accessible name, for move/remove controls. */
export function IconButton({
  label,
  onClick,
  disabled,
  children,
  tone,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  tone?: "danger";
}) {
  return (
    <button
      type="button"
      className={`event-icon-button${tone ? ` event-icon-button--${tone}` : ""}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
