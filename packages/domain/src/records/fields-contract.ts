import { z } from "zod";
import { builtinImportFields } from "../import/builtin-fields.js";
import { type ImportFieldType, importFieldTypes, type ModuleKind } from "../import/contract.js";
import { moduleSummarySchema } from "./records-contract.js";

/**
 * A module's custom fields (issue 7 "Fields and tags", spec 1 §2 `fields/{moduleId}`): the fields
 * its records have beyond the built-in columns, stored in `module_fields` with their values in
 * each record's `data` keyed by the field's id. Every import field type (spec 1 §5) can be one;
 * the record page, the import's mapping and the export read them from there.
 *
 * Calls (`docs/fields-and-tags.md`): `GET /events/{eventId}/fields` (the event's modules with
 * their field counts), `GET|POST /modules/{moduleId}/fields`, `PUT /modules/{moduleId}/fields/order`,
 * `PUT|DELETE /modules/{moduleId}/fields/{fieldId}`, `GET …/fields/{fieldId}/usage`.
 */

export const FIELD_NAME_MAX = 100;
export const FIELD_OPTION_MAX = 200;
/** Options of one dropdown. */
export const FIELD_OPTIONS_MAX = 500;
/** Custom fields of one module. */
export const MODULE_FIELDS_MAX = 300;

/** What the type picker says of each type: its label and the values it takes (spec 1 §5 formats). */
export const fieldTypeInfo: Record<ImportFieldType, { label: string; hint: string }> = {
  text: { label: "Text", hint: "One line of text." },
  textarea: { label: "Long text", hint: "Several lines of text." },
  dropdown: { label: "Dropdown", hint: "One of a list of options, or several when multiple is on." },
  email: { label: "Email", hint: "An email address." },
  phone: { label: "Phone", hint: "A phone number, with an optional country code." },
  number: { label: "Number", hint: "A number; decimals allowed." },
  currency: { label: "Currency (USD)", hint: "An amount in USD with up to 2 decimals." },
  percent: { label: "Percent", hint: "A percentage: 0.5 means 0.5%." },
  boolean: { label: "Yes / No", hint: "Y/N, Yes/No, 1/0 or True/False." },
  date: { label: "Date", hint: "yyyy-mm-dd or mm-dd-yyyy." },
  time: { label: "Time", hint: "h:mm:ss, h:mm or hh:mm." },
  datetime: { label: "Date and time", hint: "ISO-like, with an optional time zone." },
  "event-days": {
    label: "Event days",
    hint: "Days of the event, e.g. 03/15-03/17; the year defaults to the event's.",
  },
  countries: { label: "Country", hint: "A country; ISO codes (US, USA) or the English name." },
  file: { label: "File link", hint: "The URL of a file." },
  "full-name": { label: "Full name", hint: "A person's name, split on the first space." },
};

/** The type picker's order: the everyday types first. */
export const fieldTypeOrder: readonly ImportFieldType[] = [
  "text",
  "textarea",
  "dropdown",
  "email",
  "phone",
  "number",
  "currency",
  "percent",
  "boolean",
  "date",
  "time",
  "datetime",
  "event-days",
  "countries",
  "file",
  "full-name",
];

const SUPPORTED = new Set<string>(importFieldTypes);

/** Whether a stored type is one the import, the record page and this API know (not e.g. "lookup"). */
export function isSupportedFieldType(type: string): type is ImportFieldType {
  return SUPPORTED.has(type);
}

/** "Dropdown", or the stored name of a type nobody here reads. */
export function fieldTypeLabel(type: string): string {
  return isSupportedFieldType(type) ? fieldTypeInfo[type].label : type;
}

/** Only dropdowns have options and may take several values. */
export const hasOptions = (type: string) => type === "dropdown";

/**
 * Names a custom field cannot take on a module of `kind`: its built-in fields, the list's own
 * columns ("Name", "Added") and "Tags" (the audit names tag changes so).
 */
export function reservedFieldNames(kind: ModuleKind): string[] {
  return [...builtinImportFields[kind].map((field) => field.name), "Name", "Added", "Tags"];
}

/** Whether `name` is reserved on `kind`, ignoring case and surrounding spaces. */
export function isReservedFieldName(kind: ModuleKind, name: string): boolean {
  const key = name.trim().toLowerCase();
  return reservedFieldNames(kind).some((reserved) => reserved.toLowerCase() === key);
}

/**
 * Types whose stored values stay valid as text: strings (an email, a date, a country code…) and
 * a single-choice dropdown's option. Anything else would leave values the new type cannot read.
 */
const TEXT_VALUED = new Set([
  "text",
  "textarea",
  "email",
  "phone",
  "date",
  "time",
  "datetime",
  "file",
  "countries",
]);

/**
 * Whether a field may change from `from` to `to` while records hold values (with none, any
 * supported type goes): only to text or long text, from a type whose values are text already.
 * @example isSafeTypeChange({ type: "email", multiple: false }, "text") // true
 */
export function isSafeTypeChange(from: { type: string; multiple: boolean }, to: string): boolean {
  if (from.type === to) return true;
  if (to !== "text" && to !== "textarea") return false;
  return TEXT_VALUED.has(from.type) || (from.type === "dropdown" && !from.multiple);
}

const recordsText = (n: number, recordName: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? recordName : `${recordName}s`}`;

export const moduleFieldMessages = {
  notFound: "This field does not exist.",
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${FIELD_NAME_MAX} characters`,
  controlCharacters: "Names and options cannot hold line breaks, tabs or other control characters",
  nameReserved: (name: string, moduleName: string) =>
    `"${name}" is a built-in field of ${moduleName}: choose another name`,
  nameTaken: (name: string, moduleName: string) => `${moduleName} already has a field named "${name}"`,
  badType: `Type must be one of ${importFieldTypes.join(", ")}`,
  optionsNeeded: "A dropdown needs at least one option",
  optionsOnlyDropdown: "Only dropdown fields have options",
  multipleOnlyDropdown: "Only dropdown fields can take several values",
  optionEmpty: "An option cannot be empty",
  optionTooLong: `An option can be at most ${FIELD_OPTION_MAX} characters`,
  tooManyOptions: `A dropdown can have at most ${FIELD_OPTIONS_MAX} options`,
  optionTwice: (option: string) => `The option "${option}" is listed twice`,
  optionComma: (option: string) =>
    `"${option}": an option of a multiple-choice dropdown cannot hold a comma (the import separates options with commas)`,
  tooManyFields: `A module can have at most ${MODULE_FIELDS_MAX} custom fields`,
  nothingToChange: "Send at least one of name, type, required, recommended, options, multiple",
  renameUnknown: (option: string) => `"${option}" is not an option of this field, so it cannot be renamed`,
  renameTarget: (option: string) => `The new name "${option}" must be one of the options sent`,
  typeUnsafe: (name: string, from: string, to: string, n: number, recordName: string) =>
    `"${name}" cannot change from ${fieldTypeLabel(from)} to ${fieldTypeLabel(to)} while ${recordsText(n, recordName)} hold a value: only Text and Long text keep every value. Clear the values first, or add a new field.`,
  unsupportedType: (name: string, type: string) =>
    `"${name}" is a ${type} field, which Foyer cannot edit here; only its name can change`,
  optionInUse: (option: string, n: number, recordName: string) =>
    `${recordsText(n, recordName)} hold the option "${option}": rename it instead of removing it, or change those values first`,
  manyChosen: (n: number, recordName: string) =>
    `${recordsText(n, recordName)} hold several options: keep multiple on, or leave one option on each first`,
  importRunning: "An import into this module is running: change its fields once it has finished",
  orderMismatch: "List each of the module's custom fields exactly once",
  listedTwice: "A field is listed twice",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

const fieldName = z
  .string({ error: moduleFieldMessages.nameRequired })
  .trim()
  .min(1, moduleFieldMessages.nameRequired)
  .max(FIELD_NAME_MAX, moduleFieldMessages.nameTooLong)
  .refine((value) => !CONTROL.test(value), moduleFieldMessages.controlCharacters);

const fieldOption = z
  .string({ error: "Each option must be text" })
  .trim()
  .min(1, moduleFieldMessages.optionEmpty)
  .max(FIELD_OPTION_MAX, moduleFieldMessages.optionTooLong)
  .refine((value) => !CONTROL.test(value), moduleFieldMessages.controlCharacters);

const fieldOptions = z
  .array(fieldOption, { error: "options must be a list of texts" })
  .max(FIELD_OPTIONS_MAX, moduleFieldMessages.tooManyOptions);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
const fieldType = z.enum(importFieldTypes, { error: moduleFieldMessages.badType });

/** A field's type, options and multiple, as they will be stored. */
export interface FieldShape {
  type: string;
  options?: readonly string[] | null | undefined;
  multiple: boolean;
}

/**
 * What is wrong with a field's type, options and multiple together: only dropdowns have options
 * (at least one, each once ignoring case, as the import matches them) and may be multiple; a
 * multiple one's options hold no comma. Empty when all is well.
 */
export function fieldShapeProblems(shape: FieldShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const options = shape.options ?? [];
  if (!hasOptions(shape.type)) {
    if (options.length > 0)
      problems.push({ path: "options", message: moduleFieldMessages.optionsOnlyDropdown });
    if (shape.multiple)
      problems.push({ path: "multiple", message: moduleFieldMessages.multipleOnlyDropdown });
    return problems;
  }
  if (options.length === 0) problems.push({ path: "options", message: moduleFieldMessages.optionsNeeded });
  const seen = new Set<string>();
  for (const [index, option] of options.entries()) {
    const key = option.toLowerCase();
    if (seen.has(key))
      problems.push({ path: `options.${index}`, message: moduleFieldMessages.optionTwice(option) });
    seen.add(key);
    if (shape.multiple && option.includes(","))
      problems.push({ path: `options.${index}`, message: moduleFieldMessages.optionComma(option) });
  }
  return problems;
}

/** POST /modules/{moduleId}/fields: a new field at the end of the module's list. */
export const fieldCreateBody = z
  .object({
    name: fieldName,
    type: fieldType,
    required: flag("required").default(false),
    recommended: flag("recommended").default(false),
    options: fieldOptions.optional(),
    multiple: flag("multiple").default(false),
  })
  .strict()
  .superRefine((body, context) => {
    for (const problem of fieldShapeProblems(body))
      context.addIssue({ code: "custom", path: problem.path.split("."), message: problem.message });
  });
export type FieldCreateBody = z.infer<typeof fieldCreateBody>;

/**
 * PUT /modules/{moduleId}/fields/{fieldId}: only what changes. `options` is the whole new list;
 * `renames` says which old option became which new one, so records holding it follow.
 */
export const fieldUpdateBody = z
  .object({
    name: fieldName.optional(),
    type: fieldType.optional(),
    required: flag("required").optional(),
    recommended: flag("recommended").optional(),
    options: fieldOptions.optional(),
    multiple: flag("multiple").optional(),
    renames: z
      .array(z.object({ from: fieldOption, to: fieldOption }).strict(), {
        error: "renames must be a list of { from, to }",
      })
      .max(FIELD_OPTIONS_MAX, moduleFieldMessages.tooManyOptions)
      .optional(),
  })
  .strict()
  .refine(
    (body) =>
      [body.name, body.type, body.required, body.recommended, body.options, body.multiple].some(
        (value) => value !== undefined,
      ),
    moduleFieldMessages.nothingToChange,
  );
export type FieldUpdateBody = z.infer<typeof fieldUpdateBody>;

/** PUT /modules/{moduleId}/fields/order: every custom field's id, in the new order. */
export const fieldOrderBody = z
  .object({
    ids: z
      .array(z.string().min(1).max(200), { error: "ids must be a list of field ids" })
      .max(MODULE_FIELDS_MAX, moduleFieldMessages.orderMismatch),
  })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    path: ["ids"],
    message: moduleFieldMessages.listedTwice,
  });
export type FieldOrderBody = z.infer<typeof fieldOrderBody>;

/** A custom field as the API answers it. */
export const moduleField = z
  .object({
    id: z.string(),
    moduleId: z.string(),
    name: z.string(),
    type: z
      .string()
      .describe("An import field type, or another stored type nobody here reads (then `supported` is false)"),
    supported: z.boolean(),
    required: z.boolean(),
    recommended: z.boolean().describe("The import's mapping marks it '*recommended'"),
    options: z.array(z.string()).nullable().describe("A dropdown's options; null for other types"),
    multiple: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: "ModuleField" });
export type ModuleField = z.infer<typeof moduleField>;

/** A built-in field of the module's records, listed so the page can show what is already there. */
export const builtinFieldSummary = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type BuiltinFieldSummary = z.infer<typeof builtinFieldSummary>;

/** GET /modules/{moduleId}/fields. */
export const moduleFieldList = z
  .object({
    module: moduleSummarySchema,
    builtins: z.array(builtinFieldSummary),
    fields: z.array(moduleField),
    canManage: z.boolean().describe("Whether the caller may change them (manage_fields on the module)"),
  })
  .meta({ id: "ModuleFieldList" });
export type ModuleFieldList = z.infer<typeof moduleFieldList>;

/** One module of GET /events/{eventId}/fields. */
export const fieldsOverviewModule = z.object({
  module: moduleSummarySchema,
  fieldCount: z.number().int(),
  canManage: z.boolean(),
});
export type FieldsOverviewModule = z.infer<typeof fieldsOverviewModule>;

/** GET /modules/{moduleId}/fields/{fieldId}/usage: how many records hold a value. */
export const fieldUsage = z.object({ fieldId: z.string(), records: z.number().int() });
export type FieldUsage = z.infer<typeof fieldUsage>;

/** PUT …/fields/{fieldId}: the field, and how many records' values followed the change. */
export const fieldUpdateResult = z.object({ field: moduleField, changedRecords: z.number().int() });
export type FieldUpdateResult = z.infer<typeof fieldUpdateResult>;

/** DELETE …/fields/{fieldId}: how many records lost their value with it. */
export const deletedField = z.object({ id: z.string(), clearedRecords: z.number().int() });
export type DeletedField = z.infer<typeof deletedField>;
