import type { Db } from "./client.js";

/**
 * Runs `work` in one transaction. Drizzle's transaction is a `Db` (PgTransaction extends
 * PgDatabase), so services take either and compose without casts.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
