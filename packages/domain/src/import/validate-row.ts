import { findCountryCode } from "../forms/countries.js";
import { isValidEmail } from "../values/value-helpers.js";
import {
  DEFAULT_VALUE_COLUMN,
  FIRST_NAME,
  FULL_NAME,
  type ImportField,
  LAST_NAME,
  type ModuleKind,
  type SummaryError,
} from "./contract.js";
import { restoreCell } from "./csv-out.js";
import {
  type CellResult,
  readBoolean,
  readCurrency,
  readDate,
  readDateTime,
  readDropdown,
  readEmail,
  readEventDays,
  readFileUrl,
  readFullName,
  readNumber,
  readPercent,
  readPhone,
  readTime,
} from "./value-formats.js";

/**
 * One row of an import file, checked against the chosen fields (spec 2 §5 "Value formats for
 * import"; the server validates every row, the wizard shows the descriptions and row numbers).
 */

/** A stored value: text, a number, yes/no, a list (multi-select, event days) or a split name. */
export type ImportValue = string | number | boolean | string[] | { first_name: string; last_name: string };

/** The values one row gives a group, by field id; null when the row leaves the optional group empty. */
export type GroupValues = Record<string, ImportValue>;

export interface RowProblem {
  /** What kind of problem: EMAIL_INVALID, REQUIRED_MISSING, … */
  errorId: string;
  /** 'Contacts - Email: "bob@" is not a valid email address' */
  description: string;
  /** The same without the cell's value, used once a field has too many different bad values. */
  generic: string;
}

export type RowOutcome =
  | { ok: true; groups: Record<string, GroupValues | null> }
  | { ok: false; problems: RowProblem[] };

/** A group of enabled fields as the server resolved it. */
export interface RowGroup {
  id: string;
  name: string;
  kind: ModuleKind;
  /** The module's own group: its required fields apply to every row. */
  locked: boolean;
  /** Enabled, supported fields only. */
  fields: readonly ImportField[];
}

export interface RowContext {
  /** Event days and their default year (spec 2 §5 "year defaults to the event year"). */
  event: { dateFrom: string; dateTo: string };
}

/** The value-free wording of each problem (see RowProblem.generic). */
const GENERIC: Record<string, string> = {
  REQUIRED_MISSING: "a value is required",
  EMAIL_INVALID: "not a valid email address",
  DROPDOWN_INVALID: "not one of the options",
  EVENT_DAYS_INVALID: "not a day or a range of days (e.g. 03/15-03/17)",
  PHONE_INVALID: "not a phone number",
  DATE_INVALID: "not a date: use yyyy-mm-dd or mm-dd-yyyy",
  NUMBER_INVALID: "not a number",
  CURRENCY_INVALID: "not an amount in USD with up to 2 decimals",
  BOOLEAN_INVALID: "not a yes/no value: use Y/N, Yes/No, 1/0 or True/False",
  FILE_INVALID: "not a file URL (http:// or https:// with a file path)",
  DATETIME_INVALID: "not a date and time: use yyyy-mm-ddThh:mm with an optional zone",
  TIME_INVALID: "not a time: use h:mm, hh:mm or h:mm:ss",
  COUNTRY_INVALID: "not a country: use an ISO code (US, USA) or the English name",
  PERCENT_INVALID: "not a percentage",
  NAME_OR_EMAIL_MISSING: "a contact needs a name or an email",
};

type Reader = (cell: string) => CellResult<ImportValue>;

const text: Reader = (cell) => ({ ok: true, value: cell.trim() });

/**
 * Remembers the answers of a reader whose columns repeat few values (countries, options, dates,
 * yes/no): a 100,000-row file then reads each distinct value once. Answers are shared, never changed.
 */
function remembered(read: Reader, limit = 4096): Reader {
  const cache = new Map<string, CellResult<ImportValue>>();
  return (cell) => {
    let result = cache.get(cell);
    if (result === undefined) {
      result = read(cell);
      if (cache.size < limit) cache.set(cell, result);
    }
    return result;
  };
}

const REMEMBERED = new Set(["dropdown", "event-days", "date", "time", "boolean", "countries"]);

type ReadableField = Pick<ImportField, "type" | "options" | "multiple">;

function readerFor(field: ReadableField, context: RowContext): { errorId: string; read: Reader } | null {
  switch (field.type) {
    case "text":
    case "textarea":
      return { errorId: "TEXT_INVALID", read: text };
    case "full-name":
      return { errorId: "NAME_INVALID", read: readFullName };
    case "email":
      return { errorId: "EMAIL_INVALID", read: readEmail };
    case "dropdown": {
      const options = field.options ?? [];
      const multiple = field.multiple ?? false;
      return {
        errorId: "DROPDOWN_INVALID",
        read: (cell) => {
          const result = readDropdown(cell, options, multiple);
          return result.ok ? { ok: true, value: multiple ? result.value : (result.value[0] ?? "") } : result;
        },
      };
    }
    case "event-days":
      return { errorId: "EVENT_DAYS_INVALID", read: (cell) => readEventDays(cell, context.event) };
    case "phone":
      return {
        errorId: "PHONE_INVALID",
        // Kept as typed ("+1 415 555 0101"); matching compares phoneKey copies (issue 22).
        read: (cell) => {
          const result = readPhone(cell);
          return result.ok ? { ok: true, value: cell.trim() } : result;
        },
      };
    case "date":
      return { errorId: "DATE_INVALID", read: readDate };
    case "number":
      return { errorId: "NUMBER_INVALID", read: readNumber };
    case "currency":
      return { errorId: "CURRENCY_INVALID", read: readCurrency };
    case "boolean":
      return { errorId: "BOOLEAN_INVALID", read: readBoolean };
    case "file":
      return { errorId: "FILE_INVALID", read: readFileUrl };
    case "datetime":
      return {
        errorId: "DATETIME_INVALID",
        read: (cell) => {
          const result = readDateTime(cell);
          return result.ok ? { ok: true, value: result.value.local + (result.value.offset ?? "") } : result;
        },
      };
    case "time":
      return { errorId: "TIME_INVALID", read: readTime };
    case "countries":
      return {
        errorId: "COUNTRY_INVALID",
        read: (cell) => {
          const code = findCountryCode(cell);
          return code
            ? { ok: true, value: code }
            : {
                ok: false,
                error: `"${cell.trim()}" is not a country: use an ISO code (US, USA) or the English name`,
              };
        },
      };
    case "percent":
      return { errorId: "PERCENT_INVALID", read: readPercent };
    default:
      return null;
  }
}

/**
 * One value read the way the import reads a cell of `field` (record edits use the same rules):
 * the value to store or a sentence saying what is wrong; null for a type the import cannot read.
 * @example readFieldValue({ type: "boolean" }, "Yes", context) // { ok: true, value: true }
 */
export function readFieldValue(
  field: ReadableField,
  cell: string,
  context: RowContext,
): CellResult<ImportValue> | null {
  const found = readerFor(field, context);
  return found ? found.read(cell) : null;
}

interface CompiledField {
  id: string;
  label: string;
  required: boolean;
  errorId: string;
  read: Reader;
  /** Column index, or -1 with `fixed` holding the default value. */
  index: number;
  fixed: CellResult<ImportValue> | null;
  /** Text and email cells are read inline: most of a file's cells, and no answer object each. */
  inline: "text" | "email" | null;
}

interface CompiledGroup {
  id: string;
  name: string;
  kind: ModuleKind;
  locked: boolean;
  fields: CompiledField[];
}

const MAX_DESCRIPTION = 200;

function problem(errorId: string, label: string, detail: string): RowProblem {
  const generic = `${label}: ${GENERIC[errorId] ?? detail}`;
  const description = `${label}: ${detail}`;
  return { errorId, description: description.length > MAX_DESCRIPTION ? generic : description, generic };
}

/**
 * Compiles the groups once and returns the reader of one row. A field reads its column (looked up
 * by header in `columns`) or its default value; unsupported fields and unknown columns are left
 * out (the server refuses such requests before it gets here).
 */
export function createRowReader(
  groups: readonly RowGroup[],
  columns: readonly string[],
  context: RowContext,
): (row: readonly string[]) => RowOutcome {
  const indexOf = new Map<string, number>();
  columns.forEach((column, index) => {
    if (!indexOf.has(column)) indexOf.set(column, index);
  });
  const compiled: CompiledGroup[] = groups.map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.kind,
    locked: group.locked,
    fields: group.fields.flatMap((field): CompiledField[] => {
      const found = readerFor(field, context);
      if (!found || !field.enabled) return [];
      const reader = REMEMBERED.has(field.type) ? { ...found, read: remembered(found.read) } : found;
      const useDefault = field.column === DEFAULT_VALUE_COLUMN;
      const index = useDefault ? -1 : (indexOf.get(field.column) ?? -2);
      if (index === -2) return [];
      const fixed = useDefault && field.default_value.trim() ? reader.read(field.default_value) : null;
      if (useDefault && !fixed && !field.required) return [];
      return [
        {
          id: field.id,
          label: `${group.name} - ${field.name}`,
          required: field.required,
          errorId: reader.errorId,
          read: reader.read,
          index,
          fixed,
          inline:
            field.type === "text" || field.type === "textarea"
              ? "text"
              : field.type === "email"
                ? "email"
                : null,
        },
      ];
    }),
  }));

  return (row) => {
    let problems: RowProblem[] | null = null;
    const values: Record<string, GroupValues | null> = {};
    for (const group of compiled) {
      const groupValues: GroupValues = {};
      let groupProblems: RowProblem[] | null = null;
      let missing: CompiledField[] | null = null;
      let filled = false;
      let fromFile = false;
      for (const field of group.fields) {
        let result: CellResult<ImportValue> | null = field.fixed;
        if (field.index >= 0) {
          const cell = restoreCell(row[field.index] ?? "");
          // Most cells start with a visible character: decide on it before trimming.
          if (cell.length === 0 || (cell.charCodeAt(0) <= 32 && cell.trim() === "")) {
            if (field.required) missing = append(missing, field);
            continue;
          }
          fromFile = true;
          if (field.inline === "text") {
            groupValues[field.id] = cell.trim();
            filled = true;
            continue;
          }
          if (field.inline === "email" && isValidEmail(cell)) {
            groupValues[field.id] = cell.trim();
            filled = true;
            continue;
          }
          result = field.read(cell);
        }
        if (!result) {
          if (field.required) missing = append(missing, field);
          continue;
        }
        if (result.ok) {
          groupValues[field.id] = result.value;
          filled = true;
        } else {
          groupProblems = append(groupProblems, problem(field.errorId, field.label, result.error));
        }
      }
      // An optional group the row leaves empty is no record (a sponsor row without a contact person);
      // default values alone do not make one.
      if (!group.locked && !fromFile) {
        values[group.id] = null;
        continue;
      }
      if (missing) {
        for (const field of missing) {
          groupProblems = append(
            groupProblems,
            problem("REQUIRED_MISSING", field.label, "a value is required"),
          );
        }
      }
      if (group.kind === "contacts" && !groupProblems && !hasNameOrEmail(groupValues)) {
        groupProblems = [problem("NAME_OR_EMAIL_MISSING", group.name, "a contact needs a name or an email")];
      }
      if (groupProblems) problems = problems ? problems.concat(groupProblems) : groupProblems;
      values[group.id] = filled || group.locked ? groupValues : null;
    }
    return problems ? { ok: false, problems } : { ok: true, groups: values };
  };
}

/** Lists are made only when a row has something to put in them (most rows have no problem). */
function append<T>(list: T[] | null, item: T): T[] {
  if (!list) return [item];
  list.push(item);
  return list;
}

function hasNameOrEmail(values: GroupValues): boolean {
  const full = values[FULL_NAME];
  return Boolean(
    values.EMAIL ||
      values[FIRST_NAME] ||
      values[LAST_NAME] ||
      (typeof full === "object" && !Array.isArray(full) && full.first_name),
  );
}

/**
 * Groups row problems into summary errors (spec 2 §3 "summaryErrors"): one entry per error id and
 * description, with its rows. A field with many different bad values falls back to the value-free
 * description, and at most `maxRowsPerError` rows are listed (`total` then says how many there
 * are); the number of rows with errors is always exact.
 */
export class SummaryErrorCollector {
  private readonly byKey = new Map<string, SummaryError & { total: number }>();
  private readonly distinct = new Map<string, number>();
  private rows = 0;

  constructor(
    private readonly limits: { maxRowsPerError: number; maxDescriptionsPerField: number } = {
      maxRowsPerError: 1000,
      maxDescriptionsPerField: 20,
    },
  ) {}

  /** Records the problems of one (1-based, data) row. */
  add(row: number, problems: readonly RowProblem[]): void {
    if (problems.length === 0) return;
    this.rows++;
    const seen = new Set<string>();
    for (const item of problems) {
      let key = `${item.errorId}\u0000${item.description}`;
      let description = item.description;
      if (!this.byKey.has(key)) {
        const fieldKey = `${item.errorId}\u0000${item.generic}`;
        const count = this.distinct.get(fieldKey) ?? 0;
        if (count >= this.limits.maxDescriptionsPerField) {
          key = `${item.errorId}\u0000${item.generic}`;
          description = item.generic;
        } else {
          this.distinct.set(fieldKey, count + 1);
        }
      }
      if (seen.has(key)) continue;
      seen.add(key);
      let entry = this.byKey.get(key);
      if (!entry) {
        entry = { id: item.errorId, description, rows: [], total: 0 };
        this.byKey.set(key, entry);
      }
      entry.total++;
      if (entry.rows.length < this.limits.maxRowsPerError) entry.rows.push(row);
    }
  }

  /** Rows with at least one problem. */
  get rowsWithErrors(): number {
    return this.rows;
  }

  /** The errors, first-seen first; `total` only where rows were cut short. */
  list(): SummaryError[] {
    return [...this.byKey.values()].map(({ total, ...error }) =>
      total > error.rows.length ? { ...error, total } : error,
    );
  }
}
