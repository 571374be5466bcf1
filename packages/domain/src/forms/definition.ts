/**
 * Participant forms (spec 1 §2 "Forms"; spec 2 §3 "Form field types" and "Form field result
 * shapes"). Plain types and hand-written checks (no zod) so the embed bundle stays small.
 */

export const formKinds = ["intake", "submission", "application", "followup"] as const;
export type FormKind = (typeof formKinds)[number];

export const fieldTypes = [
  "text",
  "textarea",
  "email",
  "number",
  "currency",
  "percent",
  "date",
  "time",
  "datetime",
  "toggle",
  "checkbox",
  "radioList",
  "dropdown",
  "countries",
  "usPhone",
  "eventDays",
  "file",
  "image",
  "photo",
] as const;
export type FieldType = (typeof fieldTypes)[number];

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormField {
  id: string;
  type: FieldType;
  label: string;
  description?: string;
  required: boolean;
  placeholder?: string;
  /** radioList and dropdown. */
  options?: FieldOption[];
  /** dropdown and countries: several values. */
  multiple?: boolean;
  /** number: digits after the decimal point (spec: "number with decimal setting 2"). */
  decimals?: number;
  /** number, currency, percent. */
  min?: number;
  max?: number;
  /** text and textarea. */
  maxLength?: number;
  /** datetime: the field's time zone; the participant's guessed zone otherwise. */
  timezone?: string;
  /** file and image: at most this many files (1 unless multiple). */
  maxFiles?: number;
  /**
   * The contact field a final submission's answer is saved to: a built-in field's id (`EMAIL`,
   * `COMPANY`, …) or a custom field's id of the event's contacts module (forms/contact-link.ts).
   */
  contactField?: string;
}

export interface FormStep {
  id: string;
  title: string;
  description?: string;
  fields: FormField[];
}

export interface FormEventSummary {
  id: string;
  name: string;
  slug: string;
  timezone: string;
  date_from: string;
  date_to: string;
}

/** A form as participants see it. */
export interface FormDefinition {
  id: string;
  kind: FormKind;
  /** intake and submission forms are addressed by the event's slug; others by their own. */
  slug: string;
  name: string;
  description: string;
  event: FormEventSummary;
  requiresLogin: boolean;
  allowSignup: boolean;
  /** One submission per participant: a second visit edits the first. */
  singleSubmission: boolean;
  isOpen: boolean;
  confirmationMessage: string;
  steps: FormStep[];
}

export type SubmissionStatus = "draft" | "submitted";

export interface UploadedFile {
  uploadId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** spec 2 §3 "Form field result shapes". */
export type FieldValue =
  | string
  | number
  | boolean
  | string[]
  | FieldOption[]
  | UploadedFile[]
  | { iso: string; formatted: string }
  | { photoUrl: string; file: UploadedFile }
  | null;

export type SubmissionValues = Record<string, FieldValue>;

export interface Submission {
  id: string;
  form_id: string;
  status: SubmissionStatus;
  values: SubmissionValues;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export function allFields(definition: Pick<FormDefinition, "steps">): FormField[] {
  return definition.steps.flatMap((step) => step.fields);
}

/**
 * The title participants read for a step, or null for none (issue 22): an untitled step, or the
 * editor's old default "Step {n}" in its own place, which the step indicator already says.
 * @example shownStepTitle({ title: "Step 1" }, 0) // null
 */
export function shownStepTitle(step: Pick<FormStep, "title">, index: number): string | null {
  const title = step.title.trim();
  return title === "" || title === `Step ${index + 1}` ? null : title;
}
