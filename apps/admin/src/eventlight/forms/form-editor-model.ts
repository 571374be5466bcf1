import type { FieldOption, FieldType, FormField, FormStep, FormUpdate, OrganizerForm } from "@foyer/domain";

/*
 * The form editor's operations, as pure functions over the draft: the page keeps the draft in
 * state and replaces it with what these return. Nothing here mutates its input.
 */

export type FormDraft = FormUpdate;

export const MAX_STEPS = 50;
export const MAX_FIELDS = 200;

export const fieldTypeLabels: Record<FieldType, string> = {
  text: "Short text",
  textarea: "Paragraph",
  email: "Email",
  number: "Number",
  currency: "Currency (USD)",
  percent: "Percent",
  date: "Date",
  time: "Time",
  datetime: "Date and time",
  toggle: "Toggle",
  checkbox: "Checkbox",
  radioList: "Radio list",
  dropdown: "Dropdown",
  countries: "Countries",
  usPhone: "US phone",
  eventDays: "Event days",
  file: "File upload",
  image: "Image upload",
  photo: "Photo",
};

/** Which settings the editor offers for a type (the server refuses the others). */
export function settingsOf(type: FieldType) {
  return {
    placeholder: ["text", "textarea", "email", "number", "currency", "percent", "usPhone"].includes(type),
    options: type === "radioList" || type === "dropdown",
    multiple: type === "dropdown" || type === "countries",
    decimals: type === "number",
    range: type === "number" || type === "currency" || type === "percent",
    maxLength: type === "text" || type === "textarea",
    maxFiles: type === "file" || type === "image",
    timezone: type === "datetime",
  };
}

export function draftOf(form: OrganizerForm): FormDraft {
  return {
    name: form.name,
    description: form.description,
    requiresLogin: form.requiresLogin,
    allowSignup: form.allowSignup,
    singleSubmission: form.singleSubmission,
    isOpen: form.isOpen,
    confirmationMessage: form.confirmationMessage,
    steps: form.steps,
  };
}

export type FormSettings = Omit<FormDraft, "steps">;

/** Changes form settings. Without sign-in nobody can be recognised again: one-per-person goes off. */
export function changeSettings(draft: FormDraft, patch: Partial<FormSettings>): FormDraft {
  const next = { ...draft, ...patch };
  if (!next.requiresLogin) next.singleSubmission = false;
  return next;
}

/** Same content, whatever the order of keys or `undefined` settings. */
export function isDirty(saved: FormDraft, draft: FormDraft): boolean {
  return canonical(saved) !== canonical(draft);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** A step or field id from its title or label: `Co-speaker name` → `co_speaker_name`. */
export function idFrom(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 48)
    .replace(/_+$/, "");
  return slug || fallback;
}

/** An option value from its label: `Gluten free` → `gluten-free`. */
export function valueFrom(label: string): string {
  return (
    label
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 64) || "option"
  );
}

export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

function uniqueValue(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const fieldCount = (draft: FormDraft) =>
  draft.steps.reduce((sum, step) => sum + step.fields.length, 0);

function fieldIds(draft: FormDraft, except?: FormField): Set<string> {
  return new Set(draft.steps.flatMap((step) => step.fields.filter((f) => f !== except).map((f) => f.id)));
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function withStep(draft: FormDraft, stepIndex: number, change: (step: FormStep) => FormStep): FormDraft {
  return { ...draft, steps: draft.steps.map((step, index) => (index === stepIndex ? change(step) : step)) };
}

// Steps ------------------------------------------------------------------------------------------

export function addStep(draft: FormDraft): FormDraft {
  if (draft.steps.length >= MAX_STEPS) return draft;
  // Untitled until the organizer names it: participants never see a default "Step 3" (issue 22).
  const id = uniqueName(`step_${draft.steps.length + 1}`, new Set(draft.steps.map((step) => step.id)));
  return { ...draft, steps: [...draft.steps, { id, title: "", fields: [] }] };
}

export function renameStep(draft: FormDraft, stepIndex: number, title: string): FormDraft {
  return withStep(draft, stepIndex, (step) => ({ ...step, title }));
}

export function describeStep(draft: FormDraft, stepIndex: number, description: string): FormDraft {
  return withStep(draft, stepIndex, (step) => ({ ...step, description: description || undefined }));
}

export function moveStep(draft: FormDraft, stepIndex: number, delta: -1 | 1): FormDraft {
  return { ...draft, steps: move(draft.steps, stepIndex, stepIndex + delta) };
}

/** A form keeps at least one step. */
export function removeStep(draft: FormDraft, stepIndex: number): FormDraft {
  if (draft.steps.length <= 1) return draft;
  return { ...draft, steps: draft.steps.filter((_, index) => index !== stepIndex) };
}

// Fields -----------------------------------------------------------------------------------------

export function newField(type: FieldType, taken: ReadonlySet<string>): FormField {
  const label = fieldTypeLabels[type];
  const field: FormField = { id: uniqueName(idFrom(label, "field"), taken), type, label, required: false };
  if (settingsOf(type).options) field.options = [{ value: "option-1", label: "Option 1" }];
  return field;
}

export function addField(draft: FormDraft, stepIndex: number, type: FieldType): FormDraft {
  if (fieldCount(draft) >= MAX_FIELDS) return draft;
  const field = newField(type, fieldIds(draft));
  return withStep(draft, stepIndex, (step) => ({ ...step, fields: [...step.fields, field] }));
}

/** Changes some settings of a field; a setting set to `undefined` is removed. */
export function updateField(
  draft: FormDraft,
  stepIndex: number,
  fieldIndex: number,
  patch: Partial<Omit<FormField, "id" | "type">>,
): FormDraft {
  return withStep(draft, stepIndex, (step) => ({
    ...step,
    fields: step.fields.map((field, index) => {
      if (index !== fieldIndex) return field;
      const next: Record<string, unknown> = { ...field, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as unknown as FormField;
    }),
  }));
}

export function moveField(draft: FormDraft, stepIndex: number, fieldIndex: number, delta: -1 | 1): FormDraft {
  return withStep(draft, stepIndex, (step) => ({
    ...step,
    fields: move(step.fields, fieldIndex, fieldIndex + delta),
  }));
}

/** Moves a field to the end of another step. */
export function moveFieldToStep(draft: FormDraft, stepIndex: number, fieldIndex: number, target: number) {
  const field = draft.steps[stepIndex]?.fields[fieldIndex];
  if (!field || target === stepIndex || !draft.steps[target]) return draft;
  const without = removeField(draft, stepIndex, fieldIndex);
  return withStep(without, target, (step) => ({ ...step, fields: [...step.fields, field] }));
}

export function removeField(draft: FormDraft, stepIndex: number, fieldIndex: number): FormDraft {
  return withStep(draft, stepIndex, (step) => ({
    ...step,
    fields: step.fields.filter((_, index) => index !== fieldIndex),
  }));
}

// Ids -------------------------------------------------------------------------------------------

/**
 * Gives steps and fields that were never saved ids from their titles and labels (`Co-speaker` →
 * `co_speaker`), just before saving. Saved ones keep theirs: participants' answers and links
 * (/step/{stepId}) use them. Ids stay put while the organizer types, so nothing re-renders away.
 */
export function finalizeIds(draft: FormDraft, saved: Pick<FormDraft, "steps">): FormDraft {
  const savedSteps = new Set(saved.steps.map((step) => step.id));
  const savedFields = new Set(saved.steps.flatMap((step) => step.fields.map((field) => field.id)));
  const stepIds = new Set(savedSteps);
  const ids = new Set(savedFields);
  return {
    ...draft,
    steps: draft.steps.map((step) => {
      const stepId = savedSteps.has(step.id) ? step.id : uniqueName(idFrom(step.title, "step"), stepIds);
      stepIds.add(stepId);
      return {
        ...step,
        id: stepId,
        fields: step.fields.map((field) => {
          if (savedFields.has(field.id)) return field;
          const id = uniqueName(idFrom(field.label, "field"), ids);
          ids.add(id);
          return { ...field, id };
        }),
      };
    }),
  };
}

// Options of radio lists and dropdowns -----------------------------------------------------------

const optionsOf = (field: FormField): FieldOption[] => field.options ?? [];

export function addOption(field: FormField): FormField {
  const options = optionsOf(field);
  const label = `Option ${options.length + 1}`;
  const value = uniqueValue(valueFrom(label), new Set(options.map((option) => option.value)));
  return { ...field, options: [...options, { value, label }] };
}

/** The value follows the label for as long as nobody set it by hand. */
export function renameOption(field: FormField, index: number, label: string): FormField {
  const options = optionsOf(field);
  return {
    ...field,
    options: options.map((option, at) => {
      if (at !== index) return option;
      const base = valueFrom(option.label);
      const derived = option.value === base || new RegExp(`^${base}-\\d+$`).test(option.value);
      if (!derived) return { ...option, label };
      const taken = new Set(options.filter((_, other) => other !== index).map((other) => other.value));
      return { label, value: uniqueValue(valueFrom(label), taken) };
    }),
  };
}

export function setOptionValue(field: FormField, index: number, value: string): FormField {
  return {
    ...field,
    options: optionsOf(field).map((option, at) => (at === index ? { ...option, value } : option)),
  };
}

export function moveOption(field: FormField, index: number, delta: -1 | 1): FormField {
  return { ...field, options: move(optionsOf(field), index, index + delta) };
}

export function removeOption(field: FormField, index: number): FormField {
  return { ...field, options: optionsOf(field).filter((_, at) => at !== index) };
}

// Numbers typed into inputs ----------------------------------------------------------------------

/** "" → undefined (the setting is removed); anything else as a number, NaN included for the server to refuse. */
export function numberSetting(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

// Server errors ----------------------------------------------------------------------------------

/** Errors at `prefix` or below it, e.g. to open the field that holds one. */
export function hasErrorsUnder(errors: Record<string, string>, prefix: string): boolean {
  return Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
}
