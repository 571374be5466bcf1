import type { SourceSpeaker } from "../connector.js";

/** Text or null: trimmed, empty as null (platforms send "" and null alike). */
export function textOrNull(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** A full name split on the first space (spec 1 §5 "full-name is split on the first space"). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const trimmed = full.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** The same person written twice ("Ana  Lopez", "ana lópez") reads as one. */
export function normalizedName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A lower-cased email, or null when the value is not one. */
export function emailOrNull(value: unknown): string | null {
  const text = textOrNull(value);
  return text && /^[^\s@]+@[^\s@]+$/.test(text) ? text.toLowerCase() : null;
}

/** A speaker with every optional field null, for the mappers to fill. */
export function speaker(id: string, firstName: string, lastName: string): SourceSpeaker {
  return { id, firstName, lastName, email: null, company: null, title: null, bio: null };
}
