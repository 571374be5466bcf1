import {
  FIELD_NAME_MAX,
  type FieldUpdateBody,
  fieldShapeProblems,
  hasOptions,
  type ImportFieldType,
  isReservedFieldName,
  type ModuleField,
  type ModuleKind,
  moduleFieldMessages,
} from "@foyer/domain";
import type { FieldInput } from "@foyer/sdk";

/**
 * The add/edit field dialog's model (issue 7 "Fields and tags"): what the form holds, the checks
 * the server would make (so most mistakes are said before sending), and the body it sends. An
 * option row remembers the option it started as, so editing its text is a rename that the
 * records holding it follow.
 */

export interface OptionRow {
  /** Stable React key. */
  key: string;
  /** The option as the server has it; null for a row added in this dialog. */
  original: string | null;
  value: string;
}

export interface FieldDraft {
  name: string;
  /** An import field type, or a stored type nobody here reads (kept as it is). */
  type: string;
  required: boolean;
  recommended: boolean;
  multiple: boolean;
  options: OptionRow[];
}

let counter = 0;
const nextKey = () => `option-${++counter}`;

export const newOption = (value = "", original: string | null = null): OptionRow => ({
  key: nextKey(),
  original,
  value,
});

/** A new field's starting point: one line of text. */
export function emptyDraft(): FieldDraft {
  return { name: "", type: "text", required: false, recommended: false, multiple: false, options: [] };
}

/** The form filled from a field. */
export function draftOf(field: ModuleField): FieldDraft {
  return {
    name: field.name,
    type: field.type,
    required: field.required,
    recommended: field.recommended,
    multiple: field.multiple,
    options: (field.options ?? []).map((option) => newOption(option, option)),
  };
}

/** A new type: a dropdown starts with two empty options to fill, other types have none. */
export function withType(draft: FieldDraft, type: ImportFieldType): FieldDraft {
  if (!hasOptions(type)) return { ...draft, type, multiple: false };
  const options = draft.options.length > 0 ? draft.options : [newOption(), newOption()];
  return { ...draft, type, options };
}

const trimmedOptions = (draft: FieldDraft) => draft.options.map((row) => row.value.trim());

/** Problems by form path ("name", "options", "options.2"), as the server words them. */
export function draftProblems(
  draft: FieldDraft,
  module: { kind: ModuleKind; name: string },
  others: readonly Pick<ModuleField, "name">[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) problems.name = moduleFieldMessages.nameRequired;
  else if (name.length > FIELD_NAME_MAX) problems.name = moduleFieldMessages.nameTooLong;
  else if (isReservedFieldName(module.kind, name))
    problems.name = moduleFieldMessages.nameReserved(name, module.name);
  else if (others.some((other) => other.name.trim().toLowerCase() === name.toLowerCase()))
    problems.name = moduleFieldMessages.nameTaken(name, module.name);
  if (hasOptions(draft.type)) {
    const options = trimmedOptions(draft);
    options.forEach((option, index) => {
      if (!option) problems[`options.${index}`] = moduleFieldMessages.optionEmpty;
    });
    for (const problem of fieldShapeProblems({
      type: draft.type,
      options: options.filter(Boolean),
      multiple: draft.multiple,
    })) {
      // Shape problems count non-empty options only: map them back to their rows.
      const index = Number(problem.path.split(".")[1]);
      const row = Number.isNaN(index) ? -1 : nthFilled(options, index);
      problems[row >= 0 ? `options.${row}` : problem.path] ??= problem.message;
    }
  }
  return problems;
}

function nthFilled(options: readonly string[], n: number): number {
  let seen = -1;
  for (const [index, option] of options.entries()) {
    if (option) seen++;
    if (seen === n) return index;
  }
  return -1;
}

/** POST body of a new field. */
export function createBodyOf(draft: FieldDraft): FieldInput {
  const dropdown = hasOptions(draft.type);
  return {
    name: draft.name.trim(),
    type: draft.type as ImportFieldType,
    required: draft.required,
    recommended: draft.recommended,
    ...(dropdown ? { options: trimmedOptions(draft), multiple: draft.multiple } : {}),
  };
}

/** PUT body of an edited field: only what changed, with the options renamed; null when nothing did. */
export function updateBodyOf(field: ModuleField, draft: FieldDraft): FieldUpdateBody | null {
  const body: FieldUpdateBody = {};
  const name = draft.name.trim();
  if (name !== field.name) body.name = name;
  if (draft.type !== field.type) body.type = draft.type as ImportFieldType;
  if (draft.required !== field.required) body.required = draft.required;
  if (draft.recommended !== field.recommended) body.recommended = draft.recommended;
  if (hasOptions(draft.type)) {
    const options = trimmedOptions(draft);
    if (JSON.stringify(options) !== JSON.stringify(field.options ?? [])) body.options = options;
    if (draft.multiple !== field.multiple) body.multiple = draft.multiple;
    const renames = draft.options
      .filter((row) => row.original !== null && row.original !== row.value.trim())
      .map((row) => ({ from: row.original as string, to: row.value.trim() }));
    if (renames.length > 0) body.renames = renames;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** The options removed in this dialog that the field had (the server refuses those in use). */
export function removedOptions(field: ModuleField, draft: FieldDraft): string[] {
  const kept = new Set(draft.options.map((row) => row.original));
  return (field.options ?? []).filter((option) => !kept.has(option));
}

export function moveOption(draft: FieldDraft, index: number, by: -1 | 1): FieldDraft {
  const options = [...draft.options];
  const [row] = options.splice(index, 1);
  if (!row) return draft;
  options.splice(index + by, 0, row);
  return { ...draft, options };
}

export function setOption(draft: FieldDraft, index: number, value: string): FieldDraft {
  return { ...draft, options: draft.options.map((row, at) => (at === index ? { ...row, value } : row)) };
}

export function removeOption(draft: FieldDraft, index: number): FieldDraft {
  return { ...draft, options: draft.options.filter((_, at) => at !== index) };
}

export function addOption(draft: FieldDraft): FieldDraft {
  return { ...draft, options: [...draft.options, newOption()] };
}
