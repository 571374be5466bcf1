import type { ImportCounters, ModuleKind } from "@foyer/domain";

/** "row" for one, "rows" otherwise (0 rows, 2 rows). */
function rowWord(count: number): string {
  return count === 1 ? "row" : "rows";
}

/**
 * What the import wizard says (spec 2 §2.2, §5, §8): the spec's words where it quotes them, ours
 * in the same voice elsewhere (marked). One object so the components and the tests agree.
 */
export const wizardText = {
  title: "Import",
  titleInvalidRows: "Review Import",
  titleSummary: "Import Confirmation",
  close: "Close",
  loading: "Loading...",
  // Import file page.
  chooseOption: "Select an import option",
  uploadFile: "Upload a file to import",
  uploadHint: "CSV or Excel (.xlsx), one file", // ours
  copyPaste: "Copy & Paste",
  copyPasteHint: "Paste rows copied from a spreadsheet", // ours
  downloadSample: "Download Sample CSV",
  downloadSampleHint: "The columns this module reads, with an example row", // ours
  proTipLabel: "Pro Tip:",
  proTip:
    "Start from the sample CSV: its column headers match this module's fields, so every column is matched for you.", // ours
  oneFileOnly: "Drop one file at a time.", // ours
  // Copy & Paste page.
  copyPasteTitle: "Copy & Paste Your Data",
  pasteLabel: "Paste Data Table:",
  pastePlaceholder: "Paste table data here...",
  firstRowHeaders: "First row of CSV file is headers",
  back: "Back",
  next: "Next",
  cancel: "Cancel",
  // Mapping page.
  mappingTitle: "Map your columns to fields", // ours
  columnHeaders: "Column Headers",
  columnHeadersRequired: "Column Headers (Required)",
  useDefaultValue: "Use a default value", // ours
  defaultValueFor: (field: string) => `Default value for ${field}`, // ours
  importGroup: (group: string) => `Import ${group}`, // ours
  moreFields: (group: string) => `More ${group} fields...`,
  chooseMoreFields: (group: string) => `Choose more ${group} fields`, // the 'choose more group fields' modal
  all: "All",
  none: "None",
  searchFields: "Search fields",
  selected: "Selected",
  noFieldMatches: "No fields match your search.", // ours
  done: "Done",
  import: "Import",
  previewTitle: "Record preview", // ours (spec: mapCsvReview)
  previewEmpty: "No sample records to show yet: map a name or another field.", // ours
  // Validation results.
  // Spec 2 §2.2 and §8 write these counts in the plural; one row reads "row" (issue 22).
  passed: (ok: number, total: number) => `${ok} of ${total} ${rowWord(total)} passed validation checks`,
  withIssues: (count: number) => `${count} ${rowWord(count)} with issues`,
  /** "Rows 2, 5, 9" — at most 50 numbers, then "and N more" (of `total`, when the server listed only some). */
  rowsLabel: (rows: readonly number[], total = rows.length, shown = 50) => {
    const list = rows.slice(0, shown).join(", ");
    const more = Math.max(total, rows.length) - Math.min(rows.length, shown);
    return `${total === 1 ? "Row" : "Rows"} ${list}${more > 0 ? ` and ${more} more` : ""}`;
  }, // ours
  downloadErrors: "Download Error List as CSV",
  reupload: "Re-Upload Resolved CSV",
  continueWithout: "Continue without these rows", // ours
  // Processing overlay.
  processing: "Processing Data...",
  recordsProgress: (current: number, total: number) => `${current} of ${total} ${rowWord(total)}`, // ours
  // Summary.
  summaryWillBe: "Here is what this import will do:", // ours
  summaryWere: "Your import is complete.", // ours
  nothingToImport: "No records will be created or matched.", // ours
  /** Spec 2 §8 '{n} row(s) skipped due to issues', with the "(s)" resolved. */
  skipped: (count: number) => `${count} ${rowWord(count)} skipped due to issues`,
  downloadSkipped: "Download skipped rows .csv",
  issuesReport: "Issues report for skipped rows",
  // Errors (spec 2 §8).
  importFailed: "An error occurred importing the file",
  network: "Could not reach the server. Check your connection and try again.", // ours
  sessionEnded: "Your session has ended. Sign in again to import records.", // ours
  signIn: "Sign in with your Foyer organizer account to import records.", // ours (issue 4: embedded on another site)
  moduleFailed: "This module could not be loaded. Please try again.", // ours
  retry: "Try again", // ours
  errorColumn: "Error", // ours: the error list's extra column
  rowColumn: "Row", // ours
} as const;

/** Which page title (spec 2 §2.2): 'Review Import', 'Import Confirmation', otherwise 'Import'. */
export function pageTitle(page: string): string {
  if (page === "invalidRows") return wizardText.titleInvalidRows;
  if (page === "summaryScene") return wizardText.titleSummary;
  return wizardText.title;
}

/** A record noun in the plural ("sponsor" → "sponsors", "company" → "companies"). */
export function plural(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

const count = (n: number, noun: string) => `${n} ${n === 1 ? noun : plural(noun)}`;

/** 'will be' before the import, 'was'/'were' after it (spec 2 §2.2 "willBeImported"). */
const verb = (n: number, willBe: boolean) => (willBe ? "will be" : n === 1 ? "was" : "were");

export interface CounterLine {
  key: keyof ImportCounters;
  value: number;
  text: string;
}

/** What one record of each kind is called in the summary. */
export interface RecordNames {
  kind: ModuleKind;
  /** The module's own record name ('contact', 'sponsor', 'session', ...). */
  recordName: string;
}

/**
 * The summary's counter lines, with 'will be' or 'were/was' wording (spec 2 §2.2); counters
 * that are 0 are left out.
 */
export function counterLines(counters: ImportCounters, names: RecordNames, willBe: boolean): CounterLine[] {
  const account = names.kind === "accounts" ? names.recordName : "account";
  const contact = names.kind === "contacts" ? names.recordName : "contact";
  const custom = names.kind === "custom" ? names.recordName : "record";
  const lines: [keyof ImportCounters, (n: number) => string][] = [
    ["contacts_created", (n) => `${count(n, `new ${contact}`)} ${verb(n, willBe)} created`],
    [
      "existing_contacts",
      (n) => `${count(n, "row")} ${verb(n, willBe)} matched to existing ${plural(contact)}`,
    ],
    ["accounts_created", (n) => `${count(n, `new ${account}`)} ${verb(n, willBe)} created`],
    [
      "existing_accounts",
      (n) => `${count(n, "row")} ${verb(n, willBe)} matched to existing ${plural(account)}`,
    ],
    ["custom_records_created", (n) => `${count(n, `new ${custom}`)} ${verb(n, willBe)} created`],
    [
      "existing_custom_records",
      (n) => `${count(n, "row")} ${verb(n, willBe)} matched to existing ${plural(custom)}`,
    ],
    ["people_portal_created", (n) => `${count(n, "portal login")} ${verb(n, willBe)} created`],
  ];
  return lines
    .filter(([key]) => counters[key] > 0)
    .map(([key, text]) => ({ key, value: counters[key], text: text(counters[key]) }));
}
