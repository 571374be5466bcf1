import type { SyncLogEntry } from "@foyer/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { integrationSyncRuns, users } from "../../db/schema/index.js";

/*
 * The sync log of a connection (spec 2 §6 `sbViewIntegrationsLog`): who synced when, what was
 * written and what was left out. Entries are written when a sync is asked for and when it ends.
 */

/** How many of the latest syncs the log shows. */
export const SYNC_LOG_LENGTH = 100;

export async function syncLog(db: Db, connectionId: string): Promise<SyncLogEntry[]> {
  const rows = await db
    .select({ run: integrationSyncRuns, fname: users.fname, lname: users.lname, email: users.email })
    .from(integrationSyncRuns)
    .leftJoin(users, eq(users.id, integrationSyncRuns.userId))
    .where(eq(integrationSyncRuns.connectionId, connectionId))
    .orderBy(desc(integrationSyncRuns.startedAt), desc(integrationSyncRuns.id))
    .limit(SYNC_LOG_LENGTH);
  return rows.map(({ run, fname, lname, email }) => ({
    id: run.id,
    job_id: run.jobId,
    status: run.status,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    started_by: `${fname ?? ""} ${lname ?? ""}`.trim() || email || "A former member",
    counts: run.counts ?? { eventsCreated: 0, eventsUpdated: 0, speakersCreated: 0, speakersUpdated: 0 },
    event_ids: run.eventIds,
    message: run.message,
    problems: run.problems,
  }));
}
