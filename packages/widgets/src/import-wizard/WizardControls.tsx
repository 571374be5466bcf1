import { mappingText } from "@foyer/domain";
import type { ReactNode } from "react";

export interface WizardButtonProps {
  /**
   * Names the button's own part, `button-{name}` (after `button` and, for the primary one,
   * `button-primary`), so hosts can style one button.
   * @example "back"
   */
  name: string;
  /** @default false */
  primary?: boolean;
  /** Extra classes after `foyer-iw-button`. */
  className?: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** A wizard action button (Back, Cancel, Import, Done …) with the classes and parts every page uses. */
export function WizardButton({
  name,
  primary = false,
  className,
  disabled,
  onClick,
  children,
}: WizardButtonProps) {
  const classes = ["foyer-iw-button", primary ? "foyer-iw-button--primary" : "", className ?? ""];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(" ")}
      part={primary ? `button button-primary button-${name}` : `button button-${name}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface WizardSwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}

/** An on/off switch with its label ('Import {group}', 'First row of CSV file is headers'). */
export function WizardSwitch({ checked, onChange, children }: WizardSwitchProps) {
  return (
    <label className="foyer-iw-toggle">
      <input
        type="checkbox"
        role="switch"
        className="foyer-iw-switch"
        part="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** The ' Required' or ' Recommended' mark after a field's name (spec 2 §4.2). */
export function FieldMark({ field }: { field: { required: boolean; recommended: boolean } }) {
  if (field.required)
    return <span className="foyer-iw-mark foyer-iw-mark--required"> {mappingText.required}</span>;
  if (field.recommended) return <span className="foyer-iw-mark"> {mappingText.recommended}</span>;
  return null;
}
