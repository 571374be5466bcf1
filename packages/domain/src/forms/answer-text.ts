import { optionLabel } from "../values/value-helpers.js";
import type { FormField, SubmissionValues } from "./definition.js";

/*
 * How a participant's answers read, shared by the organizer's submission page and the
 * submitter's confirmation mail (issue 19 item 3). Not imported by the forms widget (its budget).
 */

/** A participant's file, linked only when it is one of ours. */
export interface AnswerFile {
  name: string;
  /** `/api/uploads/{id}`, or null when the stored URL points anywhere else. */
  href: string | null;
}

/**
 * An answer as the organizer reads it. Always plain text (React escapes it), never markup: a
 * participant's `<img onerror=…>` shows as the characters they typed.
 */
export type Answer =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "files"; files: AnswerFile[] };

export const NOT_ANSWERED = "Not answered";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Only our own download route: no other origin, no `javascript:`, no walking out of /api/uploads/. */
export function safeUploadHref(url: unknown): string | null {
  if (typeof url !== "string" || !url.startsWith("/api/uploads/")) return null;
  const rest = url.slice("/api/uploads/".length);
  return /^[A-Za-z0-9_-]+$/.test(rest) ? url : null;
}

function fileOf(value: unknown): AnswerFile | null {
  if (!isRecord(value)) return null;
  const name = typeof value.name === "string" && value.name ? value.name : "File";
  return { name, href: safeUploadHref(value.url) };
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function numberText(field: FormField | undefined, value: number): string {
  if (field?.type === "currency") return `$${value.toFixed(2)}`;
  if (field?.type === "percent") return `${value}%`;
  return String(value);
}

/** How one stored value reads, given its field (or none when the field was removed since). */
export function answerOf(field: FormField | undefined, value: unknown): Answer {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
    return { kind: "empty" };
  }
  if (field?.type === "file" || field?.type === "image") {
    const files = (Array.isArray(value) ? value : [value]).map(fileOf).filter((file) => file !== null);
    return { kind: "files", files };
  }
  if (field?.type === "photo" && isRecord(value)) {
    const file = fileOf(value.file);
    return file ? { kind: "files", files: [file] } : { kind: "empty" };
  }
  if (typeof value === "boolean") return { kind: "text", text: value ? "Yes" : "No" };
  if (typeof value === "number") return { kind: "text", text: numberText(field, value) };
  if (typeof value === "string") {
    return {
      kind: "text",
      text: field?.type === "radioList" ? optionLabel(field.options ?? [], value) : value,
    };
  }
  if (Array.isArray(value)) {
    // Dropdown and countries keep {value, label}; event days are plain dates.
    const parts = value.map((item) => (isRecord(item) ? text(item.label ?? item.value) : text(item)));
    return { kind: "text", text: parts.join(", ") };
  }
  if (isRecord(value) && typeof value.formatted === "string") {
    return { kind: "text", text: value.formatted || text(value.iso) };
  }
  return { kind: "text", text: text(value) };
}

/** Values whose field is no longer on the form: still the participant's answers, shown apart. */
export function orphanValues(fields: readonly FormField[], values: SubmissionValues): [string, unknown][] {
  const known = new Set(fields.map((field) => field.id));
  return Object.entries(values).filter(([id]) => !known.has(id));
}
