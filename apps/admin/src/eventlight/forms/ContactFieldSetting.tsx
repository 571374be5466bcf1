import {
  canLinkTo,
  canLinkType,
  contactLinkMessages,
  type FormField,
  type RecordFieldDefinition,
} from "@foyer/domain";
import { useId } from "react";

/** The event's contact fields as the editor loaded them (GET …/forms/contact-fields). */
export type ContactFields =
  | { status: "loading" }
  | { status: "ready"; fields: readonly RecordFieldDefinition[] }
  | { status: "error" };

export const CONTACT_FIELD_LABEL = "Save answers to contact field";
export const NOT_SAVED = "Don't save to the contact";
export const CONTACT_FIELDS_FAILED = "The contact fields could not be loaded.";

/**
 * A question's link to a contact field (issue 7 "custom fields … used by records, forms"): only
 * fields that can hold the question's answer are offered; a link to a field deleted since reads
 * "Field removed" until it is changed.
 */
export function ContactFieldSetting({
  question,
  contactFields,
  onChange,
  error,
}: {
  question: FormField;
  contactFields: ContactFields;
  onChange: (contactField: string | undefined) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const value = question.contactField ?? "";
  if (!canLinkType(question.type) && !value) return null;
  const fields = contactFields.status === "ready" ? contactFields.fields : [];
  const fitting = fields.filter((field) => canLinkTo(question, field));
  const current = fields.find((field) => field.id === value);
  const hint =
    contactFields.status === "error"
      ? CONTACT_FIELDS_FAILED
      : "When a participant submits, the answer is written to their contact in this event.";
  return (
    <div className="foyer-field event-grid__wide">
      <label className="foyer-field__label" htmlFor={id}>
        {CONTACT_FIELD_LABEL}
      </label>
      <select
        id={id}
        className="foyer-input"
        value={value}
        disabled={contactFields.status !== "ready"}
        onChange={(event) => onChange(event.target.value || undefined)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
      >
        <option value="">{NOT_SAVED}</option>
        {value && !fitting.includes(current as RecordFieldDefinition) ? (
          <option value={value}>
            {contactFields.status !== "ready"
              ? "Loading..."
              : current
                ? `${current.name} (does not fit this question)`
                : contactLinkMessages.removed}
          </option>
        ) : null}
        <FieldGroup label="Contact" fields={fitting.filter((field) => field.builtin)} />
        <FieldGroup label="Custom fields" fields={fitting.filter((field) => !field.builtin)} />
      </select>
      {error ? (
        <p className="foyer-field__error" id={errorId}>
          {error}
        </p>
      ) : (
        <p className="foyer-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

function FieldGroup({ label, fields }: { label: string; fields: readonly RecordFieldDefinition[] }) {
  if (fields.length === 0) return null;
  return (
    <optgroup label={label}>
      {fields.map((field) => (
        <option key={field.id} value={field.id}>
          {field.name}
        </option>
      ))}
    </optgroup>
  );
}
