import { FIRST_NAME, FULL_NAME, type ImportFieldType, LAST_NAME, type ModuleKind } from "./contract.js";

/** A field every record of a kind has (a column of its table), before the module's own fields. */
export interface BuiltinImportField {
  /** Stable id: FULL_NAME, EMAIL, NAME, … */
  id: string;
  name: string;
  type: ImportFieldType;
  required: boolean;
  recommended: boolean;
}

const field = (
  id: string,
  name: string,
  type: ImportFieldType,
  flags: { required?: boolean; recommended?: boolean } = {},
): BuiltinImportField => ({
  id,
  name,
  type,
  required: flags.required ?? false,
  recommended: flags.recommended ?? false,
});

/** The built-in fields of each record kind, in the order the mapping page lists them. */
export const builtinImportFields: Record<ModuleKind, readonly BuiltinImportField[]> = {
  contacts: [
    field(FULL_NAME, "Full Name", "full-name"),
    field(FIRST_NAME, "First Name", "text"),
    field(LAST_NAME, "Last Name", "text"),
    field("EMAIL", "Email", "email", { recommended: true }),
    field("COMPANY", "Company", "text"),
    field("TITLE", "Title", "text"),
    field("PHONE", "Phone", "phone"),
    field("COUNTRY", "Country", "countries"),
  ],
  accounts: [
    field("NAME", "Name", "text", { required: true }),
    field("WEBSITE", "Website", "text"),
    field("EMAIL", "Email", "email"),
    field("PHONE", "Phone", "phone"),
    field("COUNTRY", "Country", "countries"),
  ],
  custom: [field("NAME", "Name", "text", { required: true })],
};

/** Whether `id` is a built-in field of `kind` (its value goes to a column, not to `data`). */
export function isBuiltinField(kind: ModuleKind, id: string): boolean {
  return builtinImportFields[kind].some((builtin) => builtin.id === id);
}
