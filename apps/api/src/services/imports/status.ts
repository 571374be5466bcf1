import { emptyCounters, type ImportHistoryItem, type ImportStatus } from "@foyer/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imports, users } from "../../db/schema/index.js";
import type { ModuleRow } from "../records/modules.js";

export type ImportRow = typeof imports.$inferSelect;

export const IMPORT_NOT_FOUND = "This import does not exist.";

/** The module's import by id; null for an unknown id and for another module's import alike. */
export async function findImport(db: Db, module: ModuleRow, importId: string): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.moduleId, module.id)));
  return row ?? null;
}

const isFinal = (status: ImportRow["status"]) =>
  status === "finished" || status === "failed" || status === "reverted";

/** Seconds left, from the rate so far (0 when unknown or done). */
function pendingSeconds(row: ImportRow, now: number): number {
  if (isFinal(row.status) || !row.startedAt || row.progress <= 0.01) return 0;
  const elapsed = (now - row.startedAt.getTime()) / 1000;
  return Math.max(0, Math.round((elapsed / row.progress) * (1 - row.progress)));
}

export function errorsFileUrl(row: Pick<ImportRow, "id" | "moduleId">): string {
  return `/api/modules/${row.moduleId}/import/${row.id}/errors`;
}

/** GET …/import/{importId} (spec 2 §3 "Import status"). */
export function importStatus(row: ImportRow, now = Date.now()): ImportStatus {
  const finished = isFinal(row.status);
  return {
    import_id: row.id,
    finished,
    current_record: row.currentRecord,
    total_records: row.totalRecords,
    pending_seconds: pendingSeconds(row, now),
    success: row.status !== "failed",
    progress: finished ? 1 : row.progress,
    latest_operation: row.latestOperation,
    detail: {
      counters: row.counters ?? emptyCounters(),
      summaryErrors: row.summaryErrors,
      imported: row.imported,
      validateOnly: row.validateOnly,
      ...(row.error ? { error: row.error } : {}),
      ...(row.summaryErrors.length > 0 ? { errorsfile: { url: errorsFileUrl(row) } } : {}),
    },
  };
}

/** GET /api/modules/{moduleId}/imports: the module's imports, newest first. */
export async function importHistory(db: Db, module: ModuleRow, limit = 50): Promise<ImportHistoryItem[]> {
  const rows = await db
    .select({
      row: imports,
      userName: sql<string>`coalesce(trim(${users.fname} || ' ' || ${users.lname}), '')`,
    })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(eq(imports.moduleId, module.id))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit);
  return rows.map(({ row, userName }) => ({
    id: row.id,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    validateOnly: row.validateOnly,
    counters: row.counters ?? emptyCounters(),
    userName,
    revertible: isRevertible(row),
  }));
}

/** Finished or failed imports that wrote rows can be undone, once. */
export function isRevertible(
  row: Pick<ImportRow, "status" | "validateOnly" | "writtenRows" | "imported">,
): boolean {
  return !row.validateOnly && (row.status === "finished" || row.status === "failed") && row.imported;
}
