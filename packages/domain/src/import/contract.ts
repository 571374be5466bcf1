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

export type ModuleKind = "contacts" | "accounts" | "custom";

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
export interface ImportField {
  /** FULL_NAME, FIRST_NAME, LAST_NAME, a built-in key such as EMAIL, or a custom field's id. */
  id: string;
  name: string;
  /** The CSV header it reads, '' when unmapped, or DEFAULT_VALUE_COLUMN. */
  column: string;
  /** An ImportFieldType when supported; any other type name otherwise. */
  type: string;
  required: boolean;
  recommended: boolean;
  /** Chosen for this import (shown on the mapping page). */
  enabled: boolean;
  /** false → '"{name}" fields are not currently supported' and it cannot be toggled. */
  supported: boolean;
  default_value: string;
  /** Dropdown options (values must match one, case-insensitively). */
  options?: string[];
  /** Dropdown: comma-separated multi-select. */
  multiple?: boolean;
}

/** A group of fields: the module's own records, or related contacts/accounts (spec 2 §3). */
export interface ImportFieldGroup {
  /** 'contacts', 'accounts', or the custom module's id. */
  id: string;
  /** 'Contacts', 'Accounts', or the custom module's name. */
  name: string;
  description: string;
  fields: ImportField[];
  options: {
    /** The current module's own group: always enabled, no toggle. */
    locked: boolean;
    enabled: boolean;
    kind: ModuleKind;
  };
}

/** The answer of `POST …/import/mapping` (spec 2 §3 "Import mapping object"). */
export interface ImportMap {
  fields_groups: ImportFieldGroup[];
  imported_columns: string[];
  /** The first SAMPLE_ROWS data rows, one cell per imported column. */
  first_lines: string[][];
  /** Data rows in the file. */
  rows_number: number;
}

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

/** Spec 2 §3 "Import result counters" (snake case in `detail.counters`). */
export interface ImportCounters {
  rows_number: number;
  rows_ok: number;
  skipped_rows: number;
  contacts_created: number;
  existing_contacts: number;
  accounts_created: number;
  existing_accounts: number;
  custom_records_created: number;
  existing_custom_records: number;
  people_portal_created: number;
}

/** One kind of problem and the (1-based, data-row) numbers of the rows that have it. */
export interface SummaryError {
  id: string;
  description: string;
  rows: number[];
  /** How many rows have it, when `rows` lists only the first of them (the server lists at most 1,000). */
  total?: number;
}

export interface ImportDetail {
  counters: ImportCounters;
  summaryErrors: SummaryError[];
  /** Whether rows were written (false for validate_only and for a refused import). */
  imported: boolean;
  validateOnly: boolean;
  /** A failure's sentence ('An error occurred importing the file' shows it). */
  error?: string;
  /** Spec 2 §3 "errorsfile.url": every invalid row with its problems, as CSV (when there are any). */
  errorsfile?: { url: string };
}

/** The answer of `GET …/import/{importId}` (spec 2 §3 "Import status"). */
export interface ImportStatus {
  import_id: string;
  finished: boolean;
  current_record: number;
  total_records: number;
  pending_seconds: number;
  success: boolean;
  /** 0..1 */
  progress: number;
  latest_operation: string;
  detail: ImportDetail;
}

/** One import in a module's history (`GET /api/modules/{moduleId}/imports`). */
export interface ImportHistoryItem {
  id: string;
  fileName: string;
  createdAt: string;
  finishedAt: string | null;
  status: "pending" | "processing" | "finished" | "failed" | "reverted";
  validateOnly: boolean;
  counters: ImportCounters;
  userName: string;
  /** Whether `POST …/import/{importId}/revert` can undo it. */
  revertible: boolean;
}

/** Answer of `POST /api/modules/{moduleId}/import/{importId}/revert`. */
export interface RevertResult {
  removed: { contacts: number; accounts: number; custom_records: number };
}

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
