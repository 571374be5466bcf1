/**
 * A form question linked to a contact field (issue 7 "Fields and tags … used by records, forms"):
 * which contact fields can hold a question's answer, and the answer as the record page would
 * receive it, so the server reads it with the record page's and the import's rules
 * (`readRecordInput`). Organizer and server code only: the participant widgets never import it.
 */
import type { RecordFieldDefinition, RecordInput } from "../records/record-detail.js";
import type { FieldType, FieldValue, FormField } from "./definition.js";

/** The contact field types each question type's answer can be read as. */
const targetsOf: Record<FieldType, readonly string[]> = {
  text: ["text", "textarea"],
  textarea: ["text", "textarea"],
  email: ["email", "text", "textarea"],
  number: ["number", "text"],
  currency: ["currency", "number"],
  percent: ["percent"],
  date: ["date"],
  time: ["time"],
  datetime: ["datetime"],
  toggle: ["boolean"],
  checkbox: ["boolean"],
  radioList: ["dropdown", "text", "textarea"],
  dropdown: ["dropdown", "text", "textarea"],
  countries: ["countries"],
  usPhone: ["phone", "text"],
  eventDays: ["event-days"],
  file: [],
  image: [],
  photo: [],
};

/** What the server says of a bad link, and what the editor shows for a field deleted since. */
export const contactLinkMessages = {
  unknown: (id: string) => `There is no contact field "${id}" in this event`,
  incompatible: (field: string, type: string) =>
    `The contact field "${field}" (${type}) cannot hold the answer of this question`,
  notLinkable: "Answers of this type cannot be saved to a contact field",
  removed: "Field removed",
} as const;

/** Whether answers of `type` can be saved to any contact field. */
export const canLinkType = (type: FieldType): boolean => targetsOf[type].length > 0;

const optionKey = (text: string) => text.trim().toLowerCase();

/**
 * Whether `field` can hold the answer of `question`: a type that reads the answer; for a dropdown
 * field, every option of the question among its options (the import matches them ignoring case)
 * and several choices only where the field takes several.
 * @example canLinkTo({ type: "toggle", … }, { type: "boolean", … }) // true
 */
export function canLinkTo(
  question: Pick<FormField, "type" | "options" | "multiple">,
  field: Pick<RecordFieldDefinition, "type" | "options" | "multiple" | "editable">,
): boolean {
  if (!field.editable || !targetsOf[question.type].includes(field.type)) return false;
  const several =
    question.multiple === true && (question.type === "dropdown" || question.type === "countries");
  if (field.type === "dropdown") {
    if (several && !field.multiple) return false;
    const offered = new Set((field.options ?? []).map(optionKey));
    return (question.options ?? []).every((option) => offered.has(optionKey(option.label)));
  }
  // A list of choices does not fit in one text.
  return !several;
}

/**
 * The linked question's answer as the record page takes it for `field`; undefined for no answer.
 * @example contactInputOf(dropdownQuestion, textField, [{ value: "vip", label: "VIP" }]) // "VIP"
 */
export function contactInputOf(
  question: Pick<FormField, "type" | "options">,
  field: Pick<RecordFieldDefinition, "type" | "multiple">,
  answer: FieldValue | undefined,
): RecordInput | undefined {
  if (answer === undefined || answer === null || answer === "") return undefined;
  if (typeof answer === "string" || typeof answer === "number" || typeof answer === "boolean") {
    if (question.type === "radioList" && typeof answer === "string") {
      // A radio list stores the option's value; the contact keeps what participants read.
      return question.options?.find((option) => option.value === answer)?.label ?? answer;
    }
    return answer;
  }
  if (Array.isArray(answer)) {
    const items = answer as unknown[];
    if (items.length === 0) return undefined;
    if (question.type === "eventDays") return items.map(String).join(", ");
    if (question.type === "countries") return countryOf(items);
    if (question.type === "dropdown") {
      const labels = items.map(labelOf);
      return field.type === "dropdown" && field.multiple ? labels : labels.join(", ");
    }
    return undefined;
  }
  if ("iso" in answer) return answer.iso;
  return undefined;
}

const labelOf = (item: unknown): string =>
  typeof item === "object" && item !== null && "label" in item ? String(item.label) : String(item);

/** A countries answer holds `{ value: code, label }`; one country is kept (the contact holds one). */
function countryOf(items: unknown[]): string | undefined {
  if (items.length !== 1) return undefined;
  const [item] = items;
  return typeof item === "object" && item !== null && "value" in item ? String(item.value) : String(item);
}
