/** What the benchmarks share (scripts/bench-*.ts). */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.js";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { generatePem, keysFromPem } from "../apps/api/src/services/auth/tokens.js";
import { createDiskStorage } from "../apps/api/src/services/uploads/storage.js";
import type { BuiltApps } from "../apps/api/src/static-apps.js";

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

/**
 * The real app on `database`, quiet, with fresh signing keys and a throwaway files folder;
 * `close` stops it and removes the folder. `apps`: the built admin and portal, when a browser
 * is to load them.
 */
export async function startBenchApp(
  database: Database,
  apps: BuiltApps | null = null,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-files-"));
  const app = await buildApp({
    config: {
      jwt: {
        privateKeyPem: undefined,
        issuer: "http://localhost",
        audience: "foyer",
        accessTtl: 3600,
        refreshTtl: 3600,
      },
      publicUrl: "http://localhost",
      logLevel: "silent",
      trustProxy: false,
    },
    database,
    keys: keysFromPem(generatePem()),
    storage: createDiskStorage(filesDir),
    apps,
    logger: false,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
