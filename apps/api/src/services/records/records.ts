import type {
  AccountRow,
  ContactRole,
  ContactRow,
  CustomRecordRow,
  DeletedRecord,
  ModuleSummary,
  RecordColumn,
  RecordPage,
  RecordSort,
  RecordSortKey,
} from "@foyer/domain";
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords, moduleFields, modules } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { invalid } from "../refusal.js";
import { contactRoleFilter } from "../sessions/roles.js";
import { deleteModuleRecord } from "./delete.js";
import { contactName, containsPattern } from "./filters.js";
import { type ModuleRow, moduleSummary } from "./modules.js";

export const RECORD_NOT_FOUND = "This record does not exist.";

export interface RecordQuery {
  page: number;
  pageSize: number;
  sort: RecordSort;
  q: string;
  /** Contacts only: a role view (contacts/speakers, …), see sessions-roles.ts. */
  role?: ContactRole | undefined;
  /** The list's filters as SQL (record-filters.ts `moduleFiltersWhere`). */
  filter?: SQL | undefined;
}

/** Contacts first, then the accounts modules (sponsors before exhibitors), then custom modules by name. */
const kindOrder = { contacts: 0, accounts: 1, custom: 2 } as const;
const slugOrder: Record<string, number> = { sponsors: 0, exhibitors: 1 };

/** GET /event/{eventId}/modules: the event's modules, in the order the navigation shows them. */
export async function listModules(db: Db, event: EventRow): Promise<ModuleSummary[]> {
  const rows = await db.select().from(modules).where(eq(modules.eventId, event.id));
  return rows
    .sort(
      (a, b) =>
        kindOrder[a.kind] - kindOrder[b.kind] ||
        (slugOrder[a.slug] ?? 9) - (slugOrder[b.slug] ?? 9) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    )
    .map(moduleSummary);
}

// Kept importable from here, where the lists' other callers have always found it.
export { containsPattern };

const ilike = (value: SQL | PgColumn, pattern: string) => sql`${value} ilike ${pattern} escape '\\'`;

/** The SQL of one sort key: names and emails compare case-insensitively, empty emails last. */
export interface SortColumns {
  name: SQL;
  email: SQL | null;
  createdAt: PgColumn;
  id: PgColumn;
}

export function orderBy(columns: SortColumns, sort: RecordSort, module: Pick<ModuleRow, "name">): SQL[] {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as RecordSortKey;
  const direction = descending ? desc : asc;
  if (key === "email") {
    if (!columns.email) throw invalid(`Records of ${module.name} have no email to sort by`);
    return [sql`${columns.email} ${descending ? sql`desc` : sql`asc`} nulls last`, direction(columns.id)];
  }
  const value = key === "name" ? columns.name : columns.createdAt;
  return [direction(value), direction(columns.id)];
}

/**
 * The table's columns: the built-in ones of the module's kind, its own fields, then when added.
 * A layout's starred fields are keys of these (services/records/layouts.ts).
 */
export async function columnsOf(db: Db, module: ModuleRow): Promise<RecordColumn[]> {
  const builtIn: Record<ModuleRow["kind"], RecordColumn[]> = {
    contacts: [
      { id: "name", name: "Name" },
      { id: "email", name: "Email" },
      { id: "company", name: "Company" },
      { id: "title", name: "Title" },
      { id: "phone", name: "Phone" },
      { id: "country", name: "Country" },
    ],
    accounts: [
      { id: "name", name: "Name" },
      { id: "website", name: "Website" },
      { id: "email", name: "Email" },
      { id: "phone", name: "Phone" },
      { id: "country", name: "Country" },
    ],
    custom: [{ id: "name", name: "Name" }],
  };
  const fields = await db
    .select({ id: moduleFields.id, name: moduleFields.name, type: moduleFields.type })
    .from(moduleFields)
    .where(eq(moduleFields.moduleId, module.id))
    .orderBy(asc(moduleFields.position), asc(moduleFields.createdAt), asc(moduleFields.id));
  return [...builtIn[module.kind], ...fields, { id: "createdAt", name: "Added" }];
}

const iso = (value: Date) => value.toISOString();

type RecordTable = typeof contacts | typeof accounts | typeof customRecords;

/** The count of the rows `where` keeps, and the rows of the page asked for, in its order. */
async function pageOf<T extends RecordTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: RecordQuery,
  module: ModuleRow,
  columns: SortColumns,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const order = orderBy(columns, query.sort, module);
  // Drizzle's from() does not take a type parameter over several tables; each member is fine.
  const [total] = await db
    .select({ n: count() })
    .from(table as RecordTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as RecordTable)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows as T["$inferSelect"][], total: total?.n ?? 0 };
}

/** GET /modules/{moduleId}/records: one page of the module's records, searched and sorted. */
export async function listRecords(db: Db, module: ModuleRow, query: RecordQuery): Promise<RecordPage> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const base = { total: 0, page: query.page, pageSize: query.pageSize, columns: await columnsOf(db, module) };

  if (module.kind === "contacts") {
    const name = contactName;
    const where = and(
      eq(contacts.eventId, module.eventId),
      pattern ? or(ilike(name, pattern), ilike(contacts.email, pattern)) : undefined,
      contactRoleFilter(query.role, module.eventId),
      query.filter,
    );
    const { rows, total } = await pageOf(db, contacts, where, query, module, {
      name: sql`lower(${name})`,
      email: sql`lower(${contacts.email})`,
      createdAt: contacts.createdAt,
      id: contacts.id,
    });
    const records: ContactRow[] = rows.map((row) => ({
      id: row.id,
      name: `${row.fname} ${row.lname}`.trim(),
      fname: row.fname,
      lname: row.lname,
      email: row.email,
      company: row.company,
      title: row.title,
      phone: row.phone,
      country: row.country,
      data: row.data,
      createdAt: iso(row.createdAt),
      importId: row.importId,
    }));
    return { ...base, records, total };
  }

  if (module.kind === "accounts") {
    const where = and(
      eq(accounts.moduleId, module.id),
      pattern ? or(ilike(accounts.name, pattern), ilike(accounts.email, pattern)) : undefined,
      query.filter,
    );
    const { rows, total } = await pageOf(db, accounts, where, query, module, {
      name: sql`lower(${accounts.name})`,
      email: sql`lower(${accounts.email})`,
      createdAt: accounts.createdAt,
      id: accounts.id,
    });
    const records: AccountRow[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      website: row.website,
      email: row.email,
      phone: row.phone,
      country: row.country,
      data: row.data,
      createdAt: iso(row.createdAt),
      importId: row.importId,
    }));
    return { ...base, records, total };
  }

  const where = and(
    eq(customRecords.moduleId, module.id),
    pattern ? ilike(customRecords.name, pattern) : undefined,
    query.filter,
  );
  const { rows, total } = await pageOf(db, customRecords, where, query, module, {
    name: sql`lower(${customRecords.name})`,
    email: null,
    createdAt: customRecords.createdAt,
    id: customRecords.id,
  });
  const records: CustomRecordRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    createdAt: iso(row.createdAt),
    importId: row.importId,
  }));
  return { ...base, records, total };
}

/**
 * DELETE /modules/{moduleId}/records/{recordId}: one record of this module, never another's,
 * deleted with its 'delete' audit entry in one transaction (services/records/delete.ts); null when
 * the module has no such record.
 */
export async function deleteRecord(
  db: Db,
  module: ModuleRow,
  recordId: string,
  userId: string | null,
): Promise<DeletedRecord | null> {
  return deleteModuleRecord(db, module, recordId, userId);
}
