/** What the benchmarks share (scripts/bench-*.ts). */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";

/** The PostgreSQL server the benchmarks make their throwaway databases on. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Runs `work` on a new, migrated PostgreSQL database that is dropped afterwards; says so and
 * skips when the server cannot be reached.
 */
export async function withThrowawayPostgres(work: (database: Database) => Promise<void>): Promise<void> {
  const name = `foyer_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${BENCH_ADMIN_URL} (${(error as Error).message}); skipped`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await work(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
