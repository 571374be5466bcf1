import { isValidEmail, usPhoneDigits } from "../values/value-helpers.js";
import { isCountryCode } from "./countries.js";
import {
  allFields,
  type FieldOption,
  type FieldValue,
  type FormDefinition,
  type FormField,
  type SubmissionValues,
  type UploadedFile,
} from "./definition.js";

export const fieldMessages = {
  required: "This field is required",
  email: "Enter a valid email address",
  number: "Enter a number",
  date: "Enter a date as YYYY-MM-DD",
  time: "Enter a time as HH:mm",
  datetime: "Enter a date and time",
  phone: "Enter a US phone number: +1 (xxx) xxx-xxxx",
  option: "Choose one of the options",
  country: "Choose a country from the list",
  eventDay: "Choose days of the event",
  file: "Upload the file again",
  unknownField: "This field is not on the form",
} as const;

export type ValidationResult =
  | { ok: true; values: SubmissionValues }
  | { ok: false; errors: Record<string, string>; values: SubmissionValues };

function isEmpty(value: FieldValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "boolean" && value === false)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    isRecord(value) &&
    typeof value.uploadId === "string" &&
    typeof value.name === "string" &&
    typeof value.size === "number" &&
    typeof value.type === "string" &&
    typeof value.url === "string"
  );
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

type Checked = { ok: true; value: FieldValue } | { ok: false; error: string };
const valid = (value: FieldValue): Checked => ({ ok: true, value });
const invalid = (error: string): Checked => ({ ok: false, error });

function checkNumber(field: FormField, value: unknown): Checked {
  if (typeof value !== "number" || !Number.isFinite(value)) return invalid(fieldMessages.number);
  if (field.min !== undefined && value < field.min) return invalid(`Enter ${field.min} or more`);
  if (field.max !== undefined && value > field.max) return invalid(`Enter ${field.max} or less`);
  const decimals = field.type === "currency" ? 2 : field.decimals;
  if (decimals !== undefined) {
    const factor = 10 ** decimals;
    if (Math.abs(Math.round(value * factor) - value * factor) > 1e-6) {
      return invalid(decimals === 0 ? "Enter a whole number" : `Use at most ${decimals} decimals`);
    }
  }
  return valid(value);
}

function pickOptions(field: FormField, value: unknown): FieldOption[] | null {
  const options = field.options ?? [];
  const list = Array.isArray(value) ? value : [value];
  if (!field.multiple && list.length > 1) return null;
  const picked: FieldOption[] = [];
  for (const item of list) {
    const wanted = isRecord(item) ? item.value : item;
    const option = options.find((candidate) => candidate.value === wanted);
    if (!option) return null;
    picked.push(option);
  }
  return picked;
}

/** One field's value, normalized to its result shape, or the message to show beside it. */
function checkField(field: FormField, value: unknown, event: FormDefinition["event"]): Checked {
  switch (field.type) {
    case "text":
    case "textarea": {
      if (typeof value !== "string") return invalid(fieldMessages.required);
      const limit = field.maxLength ?? (field.type === "text" ? 500 : 10_000);
      return value.length > limit ? invalid(`Use at most ${limit} characters`) : valid(value);
    }
    case "email":
      return typeof value === "string" && isValidEmail(value)
        ? valid(value.trim())
        : invalid(fieldMessages.email);
    case "number":
    case "currency":
    case "percent":
      return checkNumber(field, value);
    case "date":
      return typeof value === "string" && isIsoDate(value) ? valid(value) : invalid(fieldMessages.date);
    case "time":
      return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? valid(value)
        : invalid(fieldMessages.time);
    case "datetime":
      return isRecord(value) &&
        typeof value.iso === "string" &&
        typeof value.formatted === "string" &&
        !Number.isNaN(Date.parse(value.iso))
        ? valid({ iso: value.iso, formatted: value.formatted.slice(0, 200) })
        : invalid(fieldMessages.datetime);
    case "toggle":
    case "checkbox":
      return typeof value === "boolean" ? valid(value) : invalid(fieldMessages.required);
    case "radioList": {
      const picked = pickOptions({ ...field, multiple: false }, value);
      return picked?.[0] ? valid(picked[0].value) : invalid(fieldMessages.option);
    }
    case "dropdown": {
      const picked = pickOptions(field, value);
      return picked ? valid(picked) : invalid(fieldMessages.option);
    }
    case "countries": {
      const list = Array.isArray(value) ? value : [value];
      const codes = list.map((item) => (isRecord(item) ? item.value : item));
      if (
        (!field.multiple && list.length > 1) ||
        !codes.every((code) => typeof code === "string" && isCountryCode(code))
      ) {
        return invalid(fieldMessages.country);
      }
      return valid(
        list.map((item, index) => {
          const code = String(codes[index]);
          const label = isRecord(item) && typeof item.label === "string" ? item.label.slice(0, 100) : code;
          return { value: code, label };
        }),
      );
    }
    case "usPhone": {
      const digits = typeof value === "string" ? usPhoneDigits(value) : null;
      return digits
        ? valid(`+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`)
        : invalid(fieldMessages.phone);
    }
    case "eventDays": {
      const inEvent = (day: unknown): day is string =>
        typeof day === "string" && isIsoDate(day) && day >= event.date_from && day <= event.date_to;
      return Array.isArray(value) && value.every(inEvent)
        ? valid([...new Set(value)].sort())
        : invalid(fieldMessages.eventDay);
    }
    case "file":
    case "image": {
      const max = field.maxFiles ?? 1;
      if (!Array.isArray(value) || !value.every(isUploadedFile)) return invalid(fieldMessages.file);
      return value.length > max ? invalid(`Upload at most ${max} file${max === 1 ? "" : "s"}`) : valid(value);
    }
    case "photo":
      return isRecord(value) && typeof value.photoUrl === "string" && isUploadedFile(value.file)
        ? valid({ photoUrl: value.photoUrl, file: value.file })
        : invalid(fieldMessages.file);
  }
}

/**
 * Checks submitted values against the form. A draft (`final: false`) may leave required fields
 * empty; a submission may not. Unknown keys are refused so nothing unasked-for is stored.
 */
export function validateSubmission(
  definition: Pick<FormDefinition, "steps" | "event">,
  input: Record<string, unknown>,
  options: { final: boolean; stepIds?: string[] },
): ValidationResult {
  const fields = allFields(definition);
  const errors: Record<string, string> = {};
  const values: SubmissionValues = {};
  const known = new Set(fields.map((field) => field.id));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key] = fieldMessages.unknownField;
  const checkedSteps = options.stepIds ? new Set(options.stepIds) : null;
  for (const step of definition.steps) {
    for (const field of step.fields) {
      const raw = input[field.id] as FieldValue | undefined;
      const mustFill = field.required && options.final && (!checkedSteps || checkedSteps.has(step.id));
      if (isEmpty(raw)) {
        if (mustFill) errors[field.id] = fieldMessages.required;
        if (raw !== undefined) values[field.id] = raw ?? null;
        continue;
      }
      const checked = checkField(field, raw, definition.event);
      if (checked.ok) values[field.id] = checked.value;
      else errors[field.id] = checked.error;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, values };
}
