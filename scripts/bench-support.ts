/** What the benchmarks share (scripts/bench-*.ts). */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
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
export async function withThrowawayPostgres(
  work: (database: Database, url: string) => Promise<void>,
): Promise<void> {
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
    await work(database, url.toString());
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

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (`apps/api/src/main.ts`, as `npm start` runs it) in its own process, so that its
 * busy moments cannot hide from the clock that measures it; `env` says where its data is
 * (FOYER_DATA_DIR or DATABASE_URL). Resolves once its health check answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ base: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await freePort();
  const trace = Boolean(process.env.BENCH_TRACE);
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = spawn(
    process.execPath,
    [...profile, "--conditions=source", "--import", "tsx", "apps/api/src/main.ts"],
    {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: {
        ...process.env,
        PORT: String(port),
        EXAMPLES_PORT: String(await freePort()),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: trace ? "info" : "warn",
        ...env,
      },
      stdio: ["ignore", trace ? "inherit" : "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}/api`;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) throw new Error("the server stopped while starting");
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (tries > 600) {
      await stop();
      throw new Error("the server did not start in 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: server.pid, stop };
}
