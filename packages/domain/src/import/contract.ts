import type { z } from "zod";
import type {
  importCounters,
  importDetail,
  importField,
  importFieldGroup,
  importHistoryItem,
  importMap,
  importStatus,
  revertResult,
  summaryError,
} from "./contract-schemas.js";
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

export type ImportField = z.infer<typeof importField>;

export type ImportFieldGroup = z.infer<typeof importFieldGroup>;

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

export type ImportCounters = z.infer<typeof importCounters>;

export type SummaryError = z.infer<typeof summaryError>;

export type ImportDetail = z.infer<typeof importDetail>;

export type ImportStatus = z.infer<typeof importStatus>;

export const importHistoryStatuses = ["pending", "processing", "finished", "failed", "reverted"] as const;

export type ImportHistoryItem = z.infer<typeof importHistoryItem>;

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
