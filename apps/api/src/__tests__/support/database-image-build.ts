import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../db/client.js";
import { seedDemo } from "../../db/seed.js";
import { ADMIN_URL, templateName } from "./database-images.js";

/*
 * The worker side of database-images.ts: the first test file that needs an image builds it (a
 * lock keeps the others waiting), every file after that copies it.
 */

async function waitUntil(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A migrated PGlite data directory (with the demo data when `seeded`), as PGlite's dump. */
export async function pgliteImage(dir: string, seeded: boolean): Promise<Blob> {
  const file = path.join(dir, seeded ? "seeded.tar" : "bare.tar");
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another file builds it: wait for the image, or for the lock to go (it failed: try again).
      await waitUntil(() => existsSync(file) || !existsSync(lock), `the database image ${file}`);
      continue;
    }
    try {
      const database = await openDatabase({ kind: "pglite" });
      if (seeded) await seedDemo(database.db);
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
      await database.close();
      writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.part`, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

/** The name of a migrated template database (with the demo data when `seeded`), made once. */
export async function postgresTemplate(prefix: string, seeded: boolean): Promise<string> {
  const name = templateName(prefix, seeded);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(ADMIN_URL);
        url.pathname = `/${name}`;
        const database = await openDatabase({ kind: "postgres", url: url.toString() });
        if (seeded) await seedDemo(database.db);
        // A template must have no open connection when it is copied.
        await database.close();
      } catch (error) {
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => undefined);
    await admin.end();
  }
  return name;
}
