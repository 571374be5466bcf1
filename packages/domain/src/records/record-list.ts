import { z } from "zod";
import type { ContactRole } from "../sessions/session-contract.js";
import type { RecordFilter } from "./record-filters.js";

/**
 * A module's records as the record pages list them (`GET /api/modules/{moduleId}/records`): the
 * contacts, sponsors, exhibitors and custom-record pages the import wizard is used from.
 */

/** What every record has. `data` holds the module's own fields, keyed by field id. */
const recordRowBase = z.object({
  id: z.string(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()).describe("The module's own fields' values, by field id"),
  createdAt: z.string().describe("ISO timestamp"),
  importId: z.string().nullable().describe("The import that created it, if one did (its revert removes it)"),
});

export const contactRow = recordRowBase.extend({
  fname: z.string(),
  lname: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const accountRow = recordRowBase.extend({
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const customRecordRow = recordRowBase;
export type CustomRecordRow = z.infer<typeof customRecordRow>;

export type RecordRow = ContactRow | AccountRow | CustomRecordRow;

/** A column of the records table: a built-in key (`name`, `email`, …) or a module field's id. */
export const recordColumn = z.object({
  id: z.string(),
  name: z.string(),
  /** A module field's type (`countries`, `dropdown`, …): its cells read as `recordValueText` reads them. */
  type: z.string().optional().describe("A module field's type; built-in columns have none"),
});
export type RecordColumn = z.infer<typeof recordColumn>;

/** The keys a list sorts by; `-` sorts descending. Custom records have no email. */
export const recordSortKeys = ["name", "email", "createdAt"] as const;
export type RecordSortKey = (typeof recordSortKeys)[number];
export type RecordSort = RecordSortKey | `-${RecordSortKey}`;

/** Spec 2 §4.4: without a chosen sort, records come oldest first (then by id, so pages are stable). */
export const DEFAULT_RECORD_SORT: RecordSort = "createdAt";

/** The longest search term a list accepts. */
export const MAX_RECORD_QUERY_LENGTH = 200;

export interface RecordListQuery {
  /** @default 1 */
  page?: number;
  /** 1 to MAX_PAGE_SIZE. @default DEFAULT_PAGE_SIZE (50) */
  pageSize?: number;
  /** @default DEFAULT_RECORD_SORT */
  sort?: RecordSort;
  /** Matched, case-insensitively and literally, against the name and email. */
  q?: string;
  /** Contacts only: a role view (contacts/speakers, …): contacts in that role in the event's sessions. */
  role?: ContactRole | undefined;
  /** Every filter must hold (record-filters.ts); sent as the JSON `filters` parameter. */
  filters?: readonly RecordFilter[] | undefined;
}

export interface RecordPage<Row extends RecordRow = RecordRow> {
  records: Row[];
  total: number;
  page: number;
  pageSize: number;
  columns: RecordColumn[];
}

/**
 * Answer of `GET /api/modules/{moduleId}/records`. A row is a contact, an account or a custom
 * record, as the module's kind says (tried in that order: a contact has fname, an account website).
 */
export const recordPage = z.object({
  records: z.array(z.union([contactRow, accountRow, customRecordRow])),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  columns: z.array(recordColumn),
}) satisfies z.ZodType<RecordPage>;

/** Answer of `DELETE /api/modules/{moduleId}/records/{recordId}`. */
export interface DeletedRecord {
  id: string;
}

/**
 * Spec 2 §4.4 "Sort toggling cycles ascending, descending, then the default key": the sort after
 * a click on `key`'s column header.
 * @example nextSort(undefined, "name") // "name"; then "-name"; then undefined (the default)
 */
export function nextSort(current: RecordSort | undefined, key: RecordSortKey): RecordSort | undefined {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return undefined;
  return key;
}

/** Which way `sort` orders the column `key`, for `aria-sort`. */
export function sortDirectionOf(
  sort: RecordSort | undefined,
  key: string,
): "ascending" | "descending" | "none" {
  if (sort === key) return "ascending";
  if (sort === `-${key}`) return "descending";
  return "none";
}
