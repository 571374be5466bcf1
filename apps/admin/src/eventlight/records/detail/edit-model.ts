import type { RecordFieldDefinition, RecordInput, RecordValue } from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";

/**
 * The record editor's inputs (issue 7 "changing a value updates it at once and on the server"):
 * which control a field gets, the text it shows for a stored value, and what is sent back. The
 * server reads what is sent with the import's rules (spec 2 §5), so the text inputs take what an
 * import cell would ("Y", "03-16-2027", "+1 555 0100").
 */

export type InputKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "url"
  | "number"
  | "date"
  | "select"
  | "multiselect"
  | "boolean"
  | "country"
  | "readonly";

export function inputKind(field: Pick<RecordFieldDefinition, "type" | "editable" | "multiple">): InputKind {
  if (!field.editable) return "readonly";
  switch (field.type) {
    case "textarea":
      return "textarea";
    case "email":
      return "email";
    case "phone":
      return "tel";
    case "file":
      return "url";
    case "number":
    case "currency":
    case "percent":
      return "number";
    case "date":
      return "date";
    case "dropdown":
      return field.multiple ? "multiselect" : "select";
    case "boolean":
      return "boolean";
    case "countries":
      return "country";
    default:
      return "text";
  }
}

/** What the input holds: text, or the chosen options of a multi-select. */
export type Draft = string | string[];

/** Placeholders that say what the server reads (spec 2 §5 "Value formats for import"). */
export const PLACEHOLDERS: Partial<Record<string, string>> = {
  "event-days": "e.g. 03/15-03/17",
  time: "hh:mm",
  datetime: "yyyy-mm-ddThh:mm",
  currency: "0.00 (USD)",
  percent: "e.g. 12.5",
  file: "https://…",
  phone: "+1 555 0100",
};

/** The input's text for a stored value. */
export function draftOf(
  field: Pick<RecordFieldDefinition, "type" | "multiple">,
  value: RecordValue | undefined,
): Draft {
  if (field.type === "dropdown" && field.multiple) {
    return Array.isArray(value)
      ? value.map(String)
      : value === null || value === undefined
        ? []
        : [String(value)];
  }
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** What the editor sends for a draft: null clears, yes/no are booleans, a multi-select a list. */
export function inputOf(field: Pick<RecordFieldDefinition, "type">, draft: Draft): RecordInput {
  if (Array.isArray(draft)) return draft;
  if (field.type === "boolean") return draft === "yes" ? true : draft === "no" ? false : null;
  return draft.trim() === "" ? null : draft;
}

/** Whether the draft still shows the stored value (nothing to save). */
export function isUnchanged(
  field: Pick<RecordFieldDefinition, "type" | "multiple">,
  draft: Draft,
  value: RecordValue | undefined,
): boolean {
  const stored = draftOf(field, value);
  if (Array.isArray(draft) || Array.isArray(stored)) return JSON.stringify(draft) === JSON.stringify(stored);
  return draft.trim() === stored.trim();
}

/** A value in the audit and the comparison: "(empty)" for nothing, lists joined, yes/no. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(String).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The message of a refused save for one field: its own detail when the server gave one. */
export function fieldErrorOf(error: unknown, fieldId: string, fallback: string): string {
  return fieldErrorsOf(error)[`values.${fieldId}`] ?? fallback;
}
