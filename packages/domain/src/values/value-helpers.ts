/**
 * The value helpers of spec 2 §5 "Value helpers", shared by form fields (browser) and the server
 * that re-validates what forms send. Each answers data, never throws.
 */

// A pragmatic "standard address pattern": local part, one @, a dotted domain with a 2+ letter TLD.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > 320 || trimmed.includes("..")) return false;
  const [local] = trimmed.split("@");
  if (!local || local.length > 64 || local.startsWith(".") || local.endsWith(".")) return false;
  return EMAIL.test(trimmed);
}

/** True only for absolute https URLs with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export function isUuidV4(value: string): boolean {
  return UUID_V4.test(value);
}

/** '#' and 3 or 6 hex digits. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** rgb(r, g, b) or rgba(r, g, b, a): components 0–255, alpha 0–1 (optional). */
export function isRgbColor(value: string): boolean {
  const match =
    /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i.exec(
      value.trim(),
    );
  if (!match) return false;
  return [match[1], match[2], match[3]].every((part) => Number(part) <= 255);
}

/** The ten digits of a US number, with or without a leading 1; null when it is not one. */
export function usPhoneDigits(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return null;
}

/** '+1 (xxx) xxx-xxxx'; the input unchanged when it is not a US number. */
export function formatUsPhone(value: string): string {
  const digits = usPhoneDigits(value);
  if (!digits) return value;
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Strips '$' (and thousands commas and spaces) and parses; null when no number remains. */
export function parseCurrency(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : null;
}

export const UNKNOWN_VALUE_LABEL = "(Unknown value)";
export const UNDEFINED_LANGUAGE_LABEL = "(Undefined)";

/** The label of the option whose value matches, or '(Unknown value)'. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? UNKNOWN_VALUE_LABEL;
}
