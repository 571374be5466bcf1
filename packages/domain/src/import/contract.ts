import { z } from "zod";

/**
 * The record import's contract between the wizard and the server (spec 2 §2.2, §3, §4.2, §7).
 * Snake-case names are the spec's; the camel-case ones are ours where the spec is silent.
 *
 * The flow:
 * 1. The wizard reads the file in a worker (CSV, Excel or a pasted table), normalises it to a
 *    UTF-8 CSV and uploads it (`POST /api/uploads?purpose=module-import`, stored under
 *    `module-import/`, readable only by whoever uploaded it).
 * 2. `POST /api/modules/{moduleId}/import/mapping` with the upload's `url` → the `ImportMap`:
 *    field groups with every field's automatic column match, the file's columns and sample rows.
 * 3. `POST /api/modules/{moduleId}/import` with the chosen `fields_groups` and `validate_only:
 *    true` → `import_id`; the status is polled (first after 500 ms, then every 500 ms). Nothing
 *    is written; `detail` holds what *will be* created, kept and skipped, and the row errors.
 * 4. Row errors → the invalid-rows page; none (or the user chooses to skip them) → the summary
 *    with "will be" wording; confirming posts the same request without `validate_only` (and
 *    `skip_invalid_rows: true`), which writes in batches, and the summary then says "were".
 */

/** The import field types (spec 1 §5), plus any other field type a module has, which is unsupported. */
export const importFieldTypes = [
  "full-name",
  "text",
  "dropdown",
  "event-days",
  "phone",
  "date",
  "number",
  "currency",
  "boolean",
  "file",
  "datetime",
  "time",
  "countries",
  "textarea",
  "email",
  "percent",
] as const;
export type ImportFieldType = (typeof importFieldTypes)[number];

/** Spec 2 §3 "Field ids include FULL_NAME, FIRST_NAME, LAST_NAME"; custom fields use their own id. */
export const FULL_NAME = "FULL_NAME";
export const FIRST_NAME = "FIRST_NAME";
export const LAST_NAME = "LAST_NAME";

/** The `column` of a field that takes its `default_value` for every row instead of a CSV column. */
export const DEFAULT_VALUE_COLUMN = "__default_value__";

/** Spec 2 §9 "Sample rows 10". */
export const SAMPLE_ROWS = 10;

/** Spec 2 §5: record preview shows 5 fields for accounts, 6 for contacts, 4 for others. */
export const PREVIEW_FIELD_COUNT = { accounts: 5, contacts: 6, custom: 4 } as const;

/** Limits of one import file; past them the reader and the server answer with a sentence. */
export const IMPORT_LIMITS = {
  /** Columns in one file. */
  maxColumns: 1000,
  /** Data rows in one file (not counting the header). */
  maxRows: 1_000_000,
  /** Bytes of one file. */
  maxBytes: 200 * 1024 * 1024,
  /** Characters in one cell. */
  maxCellLength: 100_000,
} as const;

export const moduleKinds = ["contacts", "accounts", "custom"] as const;
export type ModuleKind = (typeof moduleKinds)[number];

/** A module of an event: contacts, an accounts module (sponsors, exhibitors) or custom records. */
export interface ModuleSummary {
  id: string;
  eventId: string;
  orgId: string;
  kind: ModuleKind;
  /** 'Contacts', 'Sponsors', 'Exhibitors' or the custom module's name. */
  name: string;
  /** 'contacts', 'sponsors', 'exhibitors', or the custom module's slug. */
  slug: string;
  /** What one record is called: 'contact', 'sponsor', 'exhibitor', … */
  recordName: string;
}

/** One field of a group on the mapping page (spec 2 §3 "Import field"). */
export const importField = z
  .object({
    id: z
      .string()
      .describe("FULL_NAME, FIRST_NAME, LAST_NAME, a built-in key such as EMAIL, or a custom field's id."),
    name: z.string(),
    column: z.string().describe("The CSV header it reads, '' when unmapped, or DEFAULT_VALUE_COLUMN."),
    type: z.string().describe("An import field type when supported; any other type name otherwise."),
    required: z.boolean(),
    recommended: z.boolean(),
    enabled: z.boolean().describe("Chosen for this import (shown on the mapping page)."),
    supported: z.boolean(),
    default_value: z.string(),
    options: z.array(z.string()).optional().describe("Dropdown options."),
    multiple: z.boolean().optional().describe("Dropdown: comma-separated multi-select."),
  })
  .meta({ id: "ImportField" });
export type ImportField = z.infer<typeof importField>;

/** A group of fields: the module's own records, or related contacts/accounts (spec 2 §3). */
export const importFieldGroup = z
  .object({
    id: z.string().describe("'contacts', 'accounts', or the custom module's id."),
    name: z.string().describe("'Contacts', 'Accounts', or the custom module's name."),
    description: z.string(),
    fields: z.array(importField),
    options: z.object({
      locked: z.boolean().describe("The current module's own group: always enabled, no toggle."),
      enabled: z.boolean(),
      kind: z.enum(moduleKinds),
    }),
  })
  .meta({ id: "ImportFieldGroup" });
export type ImportFieldGroup = z.infer<typeof importFieldGroup>;

/** The answer of `POST …/import/mapping` (spec 2 §3 "Import mapping object"). */
export const importMap = z.object({
  fields_groups: z.array(importFieldGroup),
  imported_columns: z.array(z.string()),
  first_lines: z
    .array(z.array(z.string()))
    .describe("The first SAMPLE_ROWS data rows, one cell per imported column."),
  rows_number: z.number().int().describe("Data rows in the file."),
});
export type ImportMap = z.infer<typeof importMap>;

/** Body of `POST …/import/mapping` (spec 2 §7). */
export interface ImportMappingRequest {
  url: string;
  org_id: string;
  event_id: string;
  block_id?: string;
  submission_record_id?: string;
  max_amount?: number;
  account_id?: string;
  record_type_id?: string;
  /** Whether the file's first row holds headers (a pasted table may not); default true. */
  has_headers?: boolean;
}

/** Body of `POST …/import` (spec 2 §7): only groups that have fields. */
export interface ImportRequest extends ImportMappingRequest {
  user_id: string;
  fields_groups: ImportFieldGroup[];
  /** Validate every row and count, write nothing. */
  validate_only?: boolean;
  /** Write the valid rows and skip the others; without it any row error writes nothing. */
  skip_invalid_rows?: boolean;
  /** The file's name, kept in the import history. */
  file_name?: string;
}

/** The answer of `POST …/import`: the import to follow at `GET …/import/{importId}`. */
export const importStarted = z.object({ import_id: z.string() });

/** Spec 2 §3 "Import result counters" (snake case in `detail.counters`). */
export const importCounters = z
  .object({
    rows_number: z.number().int(),
    rows_ok: z.number().int(),
    skipped_rows: z.number().int(),
    contacts_created: z.number().int(),
    existing_contacts: z.number().int(),
    accounts_created: z.number().int(),
    existing_accounts: z.number().int(),
    custom_records_created: z.number().int(),
    existing_custom_records: z.number().int(),
    people_portal_created: z.number().int(),
  })
  .meta({ id: "ImportCounters" });
export type ImportCounters = z.infer<typeof importCounters>;

/** One kind of problem and the (1-based, data-row) numbers of the rows that have it. */
export const summaryError = z.object({
  id: z.string(),
  description: z.string(),
  rows: z.array(z.number().int()),
  total: z
    .number()
    .int()
    .optional()
    .describe("How many rows have it, when `rows` lists only the first of them (at most 1,000)."),
});
export type SummaryError = z.infer<typeof summaryError>;

export const importDetail = z.object({
  counters: importCounters,
  summaryErrors: z.array(summaryError),
  imported: z
    .boolean()
    .describe("Whether rows were written (false for validate_only and for a refused import)."),
  validateOnly: z.boolean(),
  error: z.string().optional().describe("A failure's sentence."),
  errorsfile: z
    .object({ url: z.string() })
    .optional()
    .describe(
      'Spec 2 §3 "errorsfile.url": every invalid row with its problems, as CSV (when there are any).',
    ),
});
export type ImportDetail = z.infer<typeof importDetail>;

/** The answer of `GET …/import/{importId}` (spec 2 §3 "Import status"). */
export const importStatus = z
  .object({
    import_id: z.string(),
    finished: z.boolean(),
    current_record: z.number().int(),
    total_records: z.number().int(),
    pending_seconds: z.number(),
    success: z.boolean(),
    progress: z.number().describe("0..1"),
    latest_operation: z.string(),
    detail: importDetail,
  })
  .meta({ id: "ImportStatus" });
export type ImportStatus = z.infer<typeof importStatus>;

export const importHistoryStatuses = ["pending", "processing", "finished", "failed", "reverted"] as const;

/** One import in a module's history (`GET /api/modules/{moduleId}/imports`). */
export const importHistoryItem = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(importHistoryStatuses),
  validateOnly: z.boolean(),
  counters: importCounters,
  userName: z.string(),
  revertible: z.boolean().describe("Whether `POST …/import/{importId}/revert` can undo it."),
});
export type ImportHistoryItem = z.infer<typeof importHistoryItem>;

/** Answer of `POST /api/modules/{moduleId}/import/{importId}/revert`. */
export const revertResult = z.object({
  removed: z.object({
    contacts: z.number().int(),
    accounts: z.number().int(),
    custom_records: z.number().int(),
  }),
});
export type RevertResult = z.infer<typeof revertResult>;

export const emptyCounters = (): ImportCounters => ({
  rows_number: 0,
  rows_ok: 0,
  skipped_rows: 0,
  contacts_created: 0,
  existing_contacts: 0,
  accounts_created: 0,
  existing_accounts: 0,
  custom_records_created: 0,
  existing_custom_records: 0,
  people_portal_created: 0,
});

/** Spec 2 §5: rows with errors are counted as unique row numbers across the summary errors. */
export function rowsWithErrors(errors: readonly SummaryError[]): number {
  const rows = new Set<number>();
  for (const error of errors) for (const row of error.rows) rows.add(row);
  return rows.size;
}
