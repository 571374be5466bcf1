import { FULL_NAME, toCsv } from "@foyer/domain";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords } from "../../db/schema/index.js";
import { recordExport } from "../history/exports.js";
import type { ModuleRow } from "../records/modules.js";
import { groupFields, groupSources } from "./field-groups.js";

/**
 * GET /modules/{moduleId}/export?contentType=csv (spec 2 §7, issue 4 "Export"): the module's
 * records as CSV, with the import's field names as headers so the file imports again as it is.
 * Read in pages by id and written as it goes, so a large module never sits in memory; every cell
 * goes through csvCell (a value like "=SUM(A1)" opens as text, never as a formula).
 */

/** Rows read per statement. */
export const EXPORT_PAGE = 2000;

/** A stored value as one cell: lists joined, yes/no spelled out, a split name joined again. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") {
    const name = value as { first_name?: unknown; last_name?: unknown };
    if ("first_name" in name) return [name.first_name, name.last_name].filter(Boolean).join(" ");
    return JSON.stringify(value);
  }
  return String(value);
}

interface ExportColumn {
  name: string;
  value: (record: Record<string, unknown> & { data: Record<string, unknown> }) => unknown;
}

const BUILTIN_COLUMNS: Record<string, string> = {
  FIRST_NAME: "fname",
  LAST_NAME: "lname",
  EMAIL: "email",
  COMPANY: "company",
  TITLE: "title",
  PHONE: "phone",
  COUNTRY: "country",
  NAME: "name",
  WEBSITE: "website",
};

export interface ExportFilter {
  /** Contacts of one account only. */
  accountId?: string | undefined;
  /** The record list's filters as SQL (services/records/filters.ts). */
  where?: SQL | undefined;
  /** Only these records (the list's selection, issue 7 "bulk select"); ids of other modules match nothing. */
  ids?: readonly string[] | undefined;
}

export function exportFileName(module: ModuleRow): string {
  return `${module.slug}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Notes a module export in the event's export history (issue 20 item 6). */
export async function recordModuleExport(db: Db, module: ModuleRow, userId: string, fileName: string) {
  await recordExport(db, {
    orgId: module.orgId,
    eventId: module.eventId,
    userId,
    kind: "module",
    subject: module.name,
    moduleId: module.id,
    fileName,
  });
}

/** The CSV, in pieces: a byte-order mark (spreadsheets then read UTF-8), the header, then pages of rows. */
export async function* exportCsv(
  db: Db,
  module: ModuleRow,
  filter: ExportFilter = {},
): AsyncGenerator<string> {
  const [own] = await groupSources(db, module);
  if (!own) return;
  const fields = (await groupFields(db, own)).filter((field) => field.id !== FULL_NAME);
  const columns: ExportColumn[] = fields.map((field) => {
    const column = BUILTIN_COLUMNS[field.id];
    return {
      name: field.name,
      value: column ? (record) => record[column] : (record) => record.data[field.id],
    };
  });
  yield* csvPieces(
    columns.map((column) => column.name),
    (after) => readPage(db, module, filter, after),
    (record) => columns.map((column) => column.value(record)),
  );
}

/**
 * A CSV in pieces: a byte-order mark (spreadsheets then read UTF-8) and the header, then each
 * page `read` answers after the last id so far (at most EXPORT_PAGE rows, by id), every value
 * through cellText and csvCell. The organization's people export writes with it too.
 */
export async function* csvPieces<R extends { id: string }>(
  header: readonly string[],
  read: (after: string) => Promise<R[]>,
  cells: (record: R) => unknown[],
): AsyncGenerator<string> {
  yield `\ufeff${toCsv([header])}`;
  let after = "";
  for (;;) {
    const page = await read(after);
    if (page.length === 0) return;
    yield toCsv(page.map((record) => cells(record).map(cellText)));
    after = page[page.length - 1]?.id as string;
    if (page.length < EXPORT_PAGE) return;
  }
}

type ExportRecord = Record<string, unknown> & { id: string; data: Record<string, unknown> };

async function readPage(
  db: Db,
  module: ModuleRow,
  filter: ExportFilter,
  after: string,
): Promise<ExportRecord[]> {
  if (module.kind === "contacts") {
    const where: SQL[] = [eq(contacts.eventId, module.eventId), gt(contacts.id, after)];
    if (filter.accountId) where.push(eq(contacts.accountId, filter.accountId));
    if (filter.where) where.push(filter.where);
    if (filter.ids) where.push(inArray(contacts.id, [...filter.ids]));
    return db
      .select()
      .from(contacts)
      .where(and(...where))
      .orderBy(asc(contacts.id))
      .limit(EXPORT_PAGE);
  }
  if (module.kind === "accounts") {
    return db
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.moduleId, module.id),
          gt(accounts.id, after),
          filter.where,
          filter.ids ? inArray(accounts.id, [...filter.ids]) : undefined,
        ),
      )
      .orderBy(asc(accounts.id))
      .limit(EXPORT_PAGE);
  }
  const where: SQL[] = [eq(customRecords.moduleId, module.id), gt(customRecords.id, after)];
  if (filter.accountId) where.push(eq(customRecords.accountId, filter.accountId));
  if (filter.where) where.push(filter.where);
  if (filter.ids) where.push(inArray(customRecords.id, [...filter.ids]));
  return db
    .select()
    .from(customRecords)
    .where(and(...where))
    .orderBy(asc(customRecords.id))
    .limit(EXPORT_PAGE);
}
