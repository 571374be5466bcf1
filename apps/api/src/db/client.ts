import { existsSync, mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../repo-paths.js";
import * as schema from "./schema/index.js";

/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** PGlite's `image`: start from a data directory dumped by its `dumpDataDir` (tests use it). */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; image?: Blob }
  | { kind: "postgres"; url: string };

function migrationsFolder(): string {
  if (!existsSync(`${migrationsDir}/meta/_journal.json`)) {
    throw new Error(`Database migrations not found: expected ${migrationsDir}/meta/_journal.json`);
  }
  return migrationsDir;
}

// Any number (fixed) so that API processes starting together migrate one at a time.
const MIGRATION_LOCK = 7_262_001;

/**
 * PGlite runs each statement synchronously on this thread, and its answers arrive as microtasks,
 * so a job's chain of statements (an import's batches, its search index) never let the event loop
 * read a waiting request: a 100,000-row import held every request for seven seconds. Each call
 * first waits for the loop's next turn (`setImmediate`, after its I/O), so requests take their turn
 * between a job's statements and transactions (issue 23 item 1, `npm run bench:responsiveness`).
 */
function yieldBeforeEachCall(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const name of ["query", "exec", "transaction"] as const) {
    const call = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      value: async (...args: unknown[]) => {
        await nextTurn();
        return call(...args);
      },
    });
  }
}

/** Opens the database and applies pending migrations before anything else touches it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "pglite") {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    // pg_trgm: the global search's typo-tolerant matching (migration 0011 creates the extension).
    const options = { extensions: { pg_trgm }, ...(target.image ? { loadDataDir: target.image } : {}) };
    const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
    yieldBeforeEachCall(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection the server drops (a restart, a failover) is reported here; without a
  // listener node would crash the API. The pool replaces it on the next query.
  pool.on("error", (error) =>
    console.error(JSON.stringify({ level: "warn", msg: "database connection lost", error: error.message })),
  );
  const db = drizzleNodePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), {
      migrationsFolder: migrationsFolder(),
    });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
