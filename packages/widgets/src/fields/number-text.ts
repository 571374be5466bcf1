import { type FieldValue, type FormField, parseCurrency } from "@foyer/domain";
import type { EditCodec } from "./useEditable.js";

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The digits after the point a field shows: currency 2 (USD), number its `decimals`. */
export function displayDecimals(field: FormField): number | undefined {
  return field.type === "currency" ? 2 : field.type === "number" ? field.decimals : undefined;
}

/**
 * Typed text to the stored value: a number when it reads as one ('$' stripped for currency,
 * '%' for percent), the text itself when not (validation then says "Enter a number"), null when empty.
 */
export function readNumberText(field: FormField, text: string): FieldValue {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (field.type === "currency") return parseCurrency(trimmed) ?? trimmed;
  const cleaned = (field.type === "percent" ? trimmed.replace(/%$/, "") : trimmed).replace(/[,\s]/g, "");
  return NUMBER.test(cleaned) ? Number(cleaned) : trimmed;
}

/** The stored value as shown: "2.50" for decimals 2 when the value has no more digits than that. */
export function writeNumberText(field: FormField, value: FieldValue | undefined): string {
  if (typeof value === "string") return value;
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  const decimals = displayDecimals(field);
  if (decimals !== undefined && decimals > 0 && Number(value.toFixed(decimals)) === value) {
    return value.toFixed(decimals);
  }
  return String(value);
}

export function numberCodec(field: FormField): EditCodec<FieldValue | undefined, string> {
  return {
    toDraft: (value) => writeNumberText(field, value),
    fromDraft: (text) => readNumberText(field, text),
  };
}
