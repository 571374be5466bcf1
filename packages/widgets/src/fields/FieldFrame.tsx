import type { FormField } from "@foyer/domain";
import type { ReactNode } from "react";
import type { FieldIds } from "./field-props.js";

/**
 * How a field is labelled: a `<label for>` above one control; a named group (radios, days,
 * date and time) or a combobox that points at the label with `aria-labelledby`; or a checkbox
 * that carries its own label beside it.
 */
export type FieldLayout = "control" | "named" | "inline";

/** spec 2 §5: required fields show a red asterisk; the control itself says `aria-required`. */
export function RequiredMark({ field }: { field: FormField }) {
  return field.required ? (
    <span className="foyer-required" part="required" aria-hidden="true">
      *
    </span>
  ) : null;
}

export interface FieldFrameProps {
  field: FormField;
  ids: FieldIds;
  error: string | undefined;
  layout: FieldLayout;
  /** Say "required" in the label: a group of checkboxes has no control to carry `aria-required`. */
  sayRequired?: boolean;
  children: ReactNode;
}

/** Label, help, the control and its error, the same way for every field type. */
export function FieldFrame({ field, ids, error, layout, sayRequired = false, children }: FieldFrameProps) {
  return (
    <div
      className="foyer-field"
      part="field"
      data-field-id={field.id}
      data-type={field.type}
      data-invalid={error ? "" : undefined}
    >
      {layout === "inline" ? null : (
        <div className="foyer-field__label-row">
          {layout === "control" ? (
            <label className="foyer-field__label" part="label" id={ids.label} htmlFor={ids.input}>
              {field.label}
            </label>
          ) : (
            <span className="foyer-field__label" part="label" id={ids.label}>
              {field.label}
              {sayRequired && field.required ? (
                <span className="foyer-visually-hidden"> (required)</span>
              ) : null}
            </span>
          )}
          <RequiredMark field={field} />
        </div>
      )}
      {field.description ? (
        <p className="foyer-field__help" part="help" id={ids.help}>
          {field.description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="foyer-field__error" part="error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
