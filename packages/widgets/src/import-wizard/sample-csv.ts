import {
  builtinImportFields,
  FIRST_NAME,
  FULL_NAME,
  type ImportField,
  type ImportFieldGroup,
  LAST_NAME,
  type ModuleSummary,
  toCsv,
} from "@foyer/domain";

/** A column of the sample file: its header and an example value in the import's value format. */
interface SampleColumn {
  name: string;
  type: string;
  options?: readonly string[] | undefined;
}

/** Example values in the formats the import reads (spec 2 §5 "Value formats for import"). */
const examples: Record<string, string> = {
  "full-name": "Ada Lovelace",
  email: "ada@example.org",
  // No leading "+": the CSV writer would neutralise it as a formula ("'+1 …").
  phone: "(555) 010-0199",
  date: "2025-06-02",
  datetime: "2025-06-02T09:30:00-04:00",
  time: "9:30",
  number: "42",
  currency: "19.99",
  percent: "0.5",
  boolean: "Yes",
  file: "https://example.org/files/brochure.pdf",
  countries: "US",
  "event-days": "06/02 - 06/03",
  textarea: "A few words about this record.",
};

const byName: Record<string, string> = {
  "first name": "Ada",
  "last name": "Lovelace",
  name: "Example",
  company: "Analytical Engines Ltd",
  title: "Mathematician",
  website: "https://example.org",
};

function exampleOf(column: SampleColumn): string {
  const named = byName[column.name.trim().toLowerCase()];
  if (named) return named;
  if (column.type === "dropdown") return column.options?.[0] ?? "";
  return examples[column.type] ?? "Example";
}

/** Supported fields, with the name entered as First and Last Name where the module has them. */
function columnsOf(fields: readonly Pick<ImportField, "id" | "name" | "type" | "options">[]): SampleColumn[] {
  const ids = new Set(fields.map((field) => field.id));
  const splitName = ids.has(FIRST_NAME) && ids.has(LAST_NAME);
  return fields
    .filter((field) => !(splitName && field.id === FULL_NAME))
    .map((field) => ({ name: field.name, type: field.type, options: field.options }));
}

/**
 * 'Download Sample CSV' (spec 2 §2.2): the column headers of the module's fields with one example
 * row. With the field groups of a mapping answer (a file was read in this visit), the module's own
 * group's fields, custom ones included; before that, the built-in fields of its kind.
 */
export function sampleCsv(module: Pick<ModuleSummary, "kind">, groups: readonly ImportFieldGroup[] = []) {
  const own = groups.find((group) => group.options.locked);
  const columns = own
    ? columnsOf(own.fields.filter((field) => field.supported))
    : columnsOf(builtinImportFields[module.kind]);
  return toCsv([columns.map((column) => column.name), columns.map(exampleOf)]);
}

/** The sample file's name: "sponsors-sample.csv". */
export function sampleFileName(module: Pick<ModuleSummary, "slug">): string {
  return `${module.slug || "import"}-sample.csv`;
}
