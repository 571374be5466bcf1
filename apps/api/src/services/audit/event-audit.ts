import {
  type AuditEntityType,
  addDays,
  type EventAuditEntry,
  type EventAuditPage,
  eventAuditMessages,
  HISTORY_REQUIREMENT,
  zonedInstant,
} from "@foyer/domain";
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  accounts,
  auditLog,
  contacts,
  customRecords,
  eventSessions,
  users,
  workflows,
} from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { containsPattern } from "../records/filters.js";
import { invalid } from "../refusal.js";

/*
 * The event's audit (issue 20 item 6; spec 1 §2 `audit`): the audit_log rows of one event, newest
 * first, in (created_at, id) order so a cursor page never repeats or skips an entry written
 * meanwhile. Read on history or on emails (spec 1 §6, the same gate as History).
 */

export interface EventAuditFilter {
  userId?: string | undefined;
  entityType?: AuditEntityType | undefined;
  entityId?: string | undefined;
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const contactName = sql<string>`trim(${contacts.fname} || ' ' || ${contacts.lname})`;

/** The entries about the event's records and sessions whose name contains `q`. */
function nameMatches(eventId: string, q: string): SQL {
  const pattern = containsPattern(q);
  const like = (column: SQL | PgColumn) => sql`${column} ilike ${pattern} escape '\\'`;
  const of = (type: AuditEntityType, ids: SQL) =>
    sql`(${auditLog.entityType} = ${type} and ${auditLog.entityId} in (${ids}))`;
  return sql`(${sql.join(
    [
      of(
        "contact",
        sql`select ${contacts.id} from ${contacts} where ${contacts.eventId} = ${eventId} and ${like(contactName)}`,
      ),
      of(
        "account",
        sql`select ${accounts.id} from ${accounts} where ${accounts.eventId} = ${eventId} and ${like(accounts.name)}`,
      ),
      of(
        "record",
        sql`select ${customRecords.id} from ${customRecords} where ${customRecords.eventId} = ${eventId} and ${like(customRecords.name)}`,
      ),
      of(
        "session",
        sql`select ${eventSessions.id} from ${eventSessions} where ${eventSessions.eventId} = ${eventId} and ${like(eventSessions.title)}`,
      ),
    ],
    sql` or `,
  )})`;
}

/** The filters as SQL; the days are the event's (its clock decides where a day starts). */
function whereOf(event: EventRow, filter: EventAuditFilter): SQL | undefined {
  const from = filter.from ? zonedInstant(filter.from, "00:00", event.timezone) : null;
  const to = filter.to ? zonedInstant(addDays(filter.to, 1), "00:00", event.timezone) : null;
  return and(
    eq(auditLog.eventId, event.id),
    filter.userId ? eq(auditLog.userId, filter.userId) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.q ? nameMatches(event.id, filter.q) : undefined,
    from ? gte(auditLog.createdAt, new Date(from)) : undefined,
    to ? lt(auditLog.createdAt, new Date(to)) : undefined,
  );
}

interface Named {
  name: string;
  moduleId: string | null;
}

/** The current names of audited records, sessions and workflows, by `type:id`; a deleted one has none. */
export async function auditEntityNames(
  db: Db,
  rows: readonly { entityType: AuditEntityType; entityId: string }[],
) {
  const ids = (type: AuditEntityType) => [
    ...new Set(rows.filter((row) => row.entityType === type).map((row) => row.entityId)),
  ];
  const names = new Map<string, Named>();
  const put = (type: AuditEntityType, id: string, name: string, moduleId: string | null = null) =>
    names.set(`${type}:${id}`, { name, moduleId });
  const contactIds = ids("contact");
  const accountIds = ids("account");
  const recordIds = ids("record");
  const sessionIds = ids("session");
  const workflowIds = ids("workflow");
  const [contactRows, accountRows, recordRows, sessionRows, workflowRows] = await Promise.all([
    contactIds.length
      ? db
          .select({ id: contacts.id, name: contactName })
          .from(contacts)
          .where(inArray(contacts.id, contactIds))
      : [],
    accountIds.length
      ? db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(inArray(accounts.id, accountIds))
      : [],
    recordIds.length
      ? db
          .select({ id: customRecords.id, name: customRecords.name, moduleId: customRecords.moduleId })
          .from(customRecords)
          .where(inArray(customRecords.id, recordIds))
      : [],
    sessionIds.length
      ? db
          .select({ id: eventSessions.id, name: eventSessions.title })
          .from(eventSessions)
          .where(inArray(eventSessions.id, sessionIds))
      : [],
    workflowIds.length
      ? db
          .select({ id: workflows.id, name: workflows.name })
          .from(workflows)
          .where(inArray(workflows.id, workflowIds))
      : [],
  ]);
  for (const row of contactRows) put("contact", row.id, row.name || "(no name)");
  for (const row of accountRows) put("account", row.id, row.name);
  for (const row of recordRows) put("record", row.id, row.name, row.moduleId);
  for (const row of sessionRows) put("session", row.id, row.name);
  for (const row of workflowRows) put("workflow", row.id, row.name);
  return names;
}

/** Everyone with an entry in the event's audit, by name. */
async function peopleOf(db: Db, eventId: string) {
  const rows = await db
    .selectDistinct({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.eventId, eventId))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: `${row.fname} ${row.lname}`.trim() || row.email }));
}

/** GET /events/{eventId}/audit: one page of the event's audit, newest first. */
export async function eventAudit(
  db: Db,
  userId: string,
  eventId: string,
  filter: EventAuditFilter,
): Promise<EventAuditPage> {
  const event = await requireEventPermission(db, userId, eventId, HISTORY_REQUIREMENT);
  if (filter.cursor) {
    const [known] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.eventId, event.id), eq(auditLog.id, filter.cursor)));
    if (!known)
      throw invalid(eventAuditMessages.badCursor, [
        { path: "cursor", message: eventAuditMessages.badCursor },
      ]);
  }
  // Compared in the database: JavaScript dates would drop the timestamps' microseconds.
  const after = filter.cursor
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from audit_log a where a.id = ${filter.cursor})`
    : undefined;
  const [rows, people] = await Promise.all([
    db
      .select({ entry: auditLog, fname: users.fname, lname: users.lname, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(whereOf(event, filter), after))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit + 1),
    peopleOf(db, event.id),
  ]);
  const page = rows.slice(0, filter.limit);
  const names = await auditEntityNames(
    db,
    page.map(({ entry }) => entry),
  );
  const entries = page.map(({ entry, fname, lname, email }): EventAuditEntry => {
    const named = names.get(`${entry.entityType}:${entry.entityId}`);
    return {
      id: entry.id,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityName: named?.name ?? null,
      moduleId: named?.moduleId ?? null,
      action: entry.action,
      changes: entry.changes,
      note: entry.note,
      user: entry.userId
        ? { id: entry.userId, name: `${fname ?? ""} ${lname ?? ""}`.trim() || (email ?? "") }
        : null,
      at: entry.createdAt.toISOString(),
    };
  });
  return { entries, nextCursor: rows.length > filter.limit ? (page.at(-1)?.entry.id ?? null) : null, people };
}
