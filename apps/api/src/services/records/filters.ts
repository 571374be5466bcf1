import { filterMessages, type RecordFilter, TAG_FILTER_FIELD } from "@foyer/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords, moduleFields, recordTags } from "../../db/schema/index.js";
import { invalid } from "../refusal.js";
import type { ModuleRow } from "./modules.js";

/*
 * The filters of a record list as SQL (issue 7 "filters", spec 1 §2 segments): every list that
 * filters — an event's contacts, accounts and custom records, their CSV export, and the
 * organization's people and speakers — turns `RecordFilter`s into a WHERE here, so a filter means
 * the same everywhere. Every filter must hold. Text compares ignore case; a missing value counts
 * as empty text, so "does not contain" and "is not" keep the records that have no value at all.
 */

/** What a list's filters can read. */
export interface FilterTarget {
  /** The built-in keys (`name`, `email`, `company`, …) and the text each one reads. */
  columns: ReadonlyMap<string, SQL | PgColumn>;
  /** The records' own fields: the `data` column and the ids of the fields that may be filtered. */
  fields?: { data: PgColumn; ids: ReadonlySet<string> } | undefined;
  /** The records' id, when the list filters by tags (`record_tags.record_id`). */
  tagged?: PgColumn | undefined;
}

/**
 * `q` as an ILIKE pattern that matches it literally anywhere: `%`, `_` and the escape character
 * itself are escaped, so "50%" finds "50%" and not "500".
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A contact's full name as the lists show it: "fname lname", trimmed. */
export const contactName = sql`trim(${contacts.fname} || ' ' || ${contacts.lname})`;

/** The contact's built-in columns, by the keys of the contacts list's columns (services/records/records.ts). */
export const contactColumns = new Map<string, SQL | PgColumn>([
  ["name", contactName],
  ["fname", contacts.fname],
  ["lname", contacts.lname],
  ["email", contacts.email],
  ["company", contacts.company],
  ["title", contacts.title],
  ["phone", contacts.phone],
  ["country", contacts.country],
]);

const accountColumns = new Map<string, SQL | PgColumn>([
  ["name", accounts.name],
  ["website", accounts.website],
  ["email", accounts.email],
  ["phone", accounts.phone],
  ["country", accounts.country],
]);

const customColumns = new Map<string, SQL | PgColumn>([["name", customRecords.name]]);

/** The WHERE of `filters` over `target`; nothing for none. 400 for a field the list does not have. */
export function filtersWhere(
  target: FilterTarget,
  filters: readonly RecordFilter[] | undefined,
): SQL | undefined {
  if (!filters || filters.length === 0) return undefined;
  return and(...filters.map((filter, index) => filterSql(target, filter, index)));
}

/**
 * The WHERE of `filters` over a module's records: its kind's built-in columns, its own fields
 * (a field of another module is refused, not ignored) and its tags.
 */
export async function moduleFiltersWhere(
  db: Db,
  module: ModuleRow,
  filters: readonly RecordFilter[] | undefined,
): Promise<SQL | undefined> {
  if (!filters || filters.length === 0) return undefined;
  const fieldRows = await db
    .select({ id: moduleFields.id })
    .from(moduleFields)
    .where(eq(moduleFields.moduleId, module.id));
  const ids = new Set(fieldRows.map((row) => row.id));
  const table = module.kind === "contacts" ? contacts : module.kind === "accounts" ? accounts : customRecords;
  const columns =
    module.kind === "contacts" ? contactColumns : module.kind === "accounts" ? accountColumns : customColumns;
  return filtersWhere({ columns, fields: { data: table.data, ids }, tagged: table.id }, filters);
}

function filterSql(target: FilterTarget, filter: RecordFilter, index: number): SQL {
  if (filter.field === TAG_FILTER_FIELD && target.tagged) return tagSql(target.tagged, filter, index);
  const column = target.columns.get(filter.field);
  if (column) return textSql(sql`coalesce(${column}, '')`, filter);
  if (target.fields?.ids.has(filter.field)) return fieldSql(target.fields.data, filter);
  throw invalid(filterMessages.badField, [
    { path: `filters.${index}.field`, message: filterMessages.badField },
  ]);
}

/** The filter's value, trimmed (the contract refuses a blank one where a value is needed). */
const filterValue = (filter: RecordFilter) => (filter.value ?? "").trim();

/** One operator over a text that is never null; `equals` is what `is` means for this text. */
function textSql(
  text: SQL,
  filter: RecordFilter,
  equals: SQL = sql`lower(${text}) = lower(${filterValue(filter)}::text)`,
): SQL {
  switch (filter.op) {
    case "contains":
      return sql`(${text} ilike ${containsPattern(filterValue(filter))} escape '\\')`;
    case "not_contains":
      return sql`not (${text} ilike ${containsPattern(filterValue(filter))} escape '\\')`;
    case "is":
      return sql`(${equals})`;
    case "is_not":
      return sql`not (${equals})`;
    case "empty":
      return sql`(${text} = '')`;
    case "not_empty":
      return sql`(${text} <> '')`;
  }
}

/**
 * A custom field's value as the table shows it: a list joined by ", ", yes/no spelled out, other
 * values as stored. `is` also matches one item of a list (a multi-select "is Vegan").
 */
function fieldSql(data: PgColumn, filter: RecordFilter): SQL {
  const key = filter.field;
  const value = sql`${data} -> ${key}::text`;
  const text = sql`coalesce(case jsonb_typeof(${value})
    when 'array' then (select string_agg(item, ', ') from jsonb_array_elements_text(${value}) as items(item))
    when 'boolean' then case when (${value})::boolean then 'Yes' else 'No' end
    else ${data} ->> ${key}::text end, '')`;
  const items = sql`case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end`;
  const equals = sql`lower(${text}) = lower(${filterValue(filter)}::text) or exists (
    select 1 from jsonb_array_elements_text(${items}) as items(item) where lower(item) = lower(${filterValue(filter)}::text))`;
  return textSql(text, filter, equals);
}

/** Tags (`value` a tag id): has the tag, has it not, has no tag at all, has any. */
function tagSql(recordId: PgColumn, filter: RecordFilter, index: number): SQL {
  const tagged = (tagId?: string) =>
    sql`exists (select 1 from ${recordTags} where ${recordTags.recordId} = ${recordId}${
      tagId === undefined ? sql`` : sql` and ${recordTags.tagId} = ${tagId}`
    })`;
  switch (filter.op) {
    case "is":
      return tagged(filterValue(filter));
    case "is_not":
      return sql`not ${tagged(filterValue(filter))}`;
    case "empty":
      return sql`not ${tagged()}`;
    case "not_empty":
      return tagged();
    default:
      throw invalid(filterMessages.tagOperator, [
        { path: `filters.${index}.op`, message: filterMessages.tagOperator },
      ]);
  }
}
