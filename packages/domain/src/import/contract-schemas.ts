import { z } from "zod";
import { importHistoryStatuses, moduleKinds } from "./contract.js";

/**
 * The zod schemas of contract.ts: kept apart so browser bundles that import its labels and rules
 * never pull zod in (the embed build fails when a chunk contains it). Types stay in contract.ts.
 */
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
/** The answer of `POST …/import/mapping` (spec 2 §3 "Import mapping object"). */
export const importMap = z.object({
  fields_groups: z.array(importFieldGroup),
  imported_columns: z.array(z.string()),
  first_lines: z
    .array(z.array(z.string()))
    .describe("The first SAMPLE_ROWS data rows, one cell per imported column."),
  rows_number: z.number().int().describe("Data rows in the file."),
});
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
/** Answer of `POST /api/modules/{moduleId}/import/{importId}/revert`. */
export const revertResult = z.object({
  removed: z.object({
    contacts: z.number().int(),
    accounts: z.number().int(),
    custom_records: z.number().int(),
  }),
});
