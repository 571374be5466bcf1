import { randomUUID } from "node:crypto";
import type { AuditAction, AuditChange, AuditEntityType, AuditEntry } from "@foyer/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditLog, users } from "../../db/schema/index.js";

export interface AuditWrite {
  orgId: string;
  eventId: string | null;
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  userId: string | null;
  changes?: AuditChange[];
  note?: string | null;
}

/**
 * Records one change. Call it with the transaction that makes the change, so the entry and the
 * change land together or not at all. An update that changed nothing writes nothing.
 */
export async function recordAudit(db: Db, entry: AuditWrite): Promise<void> {
  const changes = entry.changes ?? [];
  if (entry.action === "update" && changes.length === 0 && !entry.note) return;
  await db.insert(auditLog).values({
    id: randomUUID(),
    orgId: entry.orgId,
    eventId: entry.eventId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes,
    note: entry.note ?? null,
    userId: entry.userId,
  });
}

/**
 * Records many changes in a few inserts (a bulk delete's entry per record), in the transaction
 * that makes them. Same rules as `recordAudit`: an update that changed nothing writes nothing.
 */
export async function recordAudits(db: Db, entries: readonly AuditWrite[]): Promise<void> {
  const rows = entries
    .filter((entry) => entry.action !== "update" || (entry.changes ?? []).length > 0 || entry.note)
    .map((entry) => ({
      id: randomUUID(),
      orgId: entry.orgId,
      eventId: entry.eventId,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      changes: entry.changes ?? [],
      note: entry.note ?? null,
      userId: entry.userId,
    }));
  // 500 rows of 9 values each stay well under PostgreSQL's 65,535 parameters.
  for (let at = 0; at < rows.length; at += 500) await db.insert(auditLog).values(rows.slice(at, at + 500));
}

/** The audit entries of one record or session, newest first. */
export async function listAudit(
  db: Db,
  entityType: AuditEntityType,
  entityId: string,
  limit = 200,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, fname: users.fname, lname: users.lname })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, fname, lname }) => ({
    id: entry.id,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    note: entry.note,
    user: entry.userId ? { id: entry.userId, name: `${fname ?? ""} ${lname ?? ""}`.trim() } : null,
    at: entry.createdAt.toISOString(),
  }));
}
