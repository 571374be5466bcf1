import {
  countryName,
  type FieldValue,
  type FormField,
  formatUsPhone,
  isCountryCode,
  optionLabel,
  UNKNOWN_VALUE_LABEL,
} from "@foyer/domain";
import { dayLabel } from "../fields/calendar-days.js";
import { chosenValues } from "../fields/chosen-values.js";
import { participantLocale } from "../fields/country-options.js";
import { filesOf } from "../fields/field-files.js";

export const NOT_ANSWERED = "Not answered";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A stored answer as one line of text for the confirmation summary (always text, never markup). */
export function describeValue(field: FormField, value: FieldValue | undefined): string {
  if (value === undefined || value === null || value === "") return NOT_ANSWERED;
  if (Array.isArray(value) && value.length === 0) return NOT_ANSWERED;
  switch (field.type) {
    case "toggle":
    case "checkbox":
      return value === true ? "Yes" : "No";
    case "currency":
      return typeof value === "number" ? usd.format(value) : String(value);
    case "percent":
      return typeof value === "number" ? `${value}%` : String(value);
    case "usPhone":
      return typeof value === "string" ? formatUsPhone(value) : String(value);
    case "radioList":
      return typeof value === "string" ? optionLabel(field.options ?? [], value) : UNKNOWN_VALUE_LABEL;
    case "dropdown":
      return chosenValues(value)
        .map((chosen) => optionLabel(field.options ?? [], chosen))
        .join(", ");
    case "countries":
      return chosenValues(value)
        .map((code) => (isCountryCode(code) ? countryName(code, participantLocale()) : UNKNOWN_VALUE_LABEL))
        .join(", ");
    case "eventDays":
      return Array.isArray(value) ? value.map((day) => dayLabel(String(day))).join("; ") : String(value);
    case "datetime":
      return typeof value === "object" && "formatted" in value ? value.formatted : String(value);
    case "file":
    case "image":
      return filesOf(value)
        .map((file) => file.name)
        .join(", ");
    case "photo":
      return typeof value === "object" && "file" in value ? value.file.name : String(value);
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}
