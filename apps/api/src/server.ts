import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { isEmpty, seedDemo } from "./db/seed.js";
import { PgBossQueue } from "./jobs/pg-boss-queue.js";
import { keysFromPem, loadOrCreateKeyFile, type SigningKeys } from "./services/auth/tokens.js";
import { createDiskStorage } from "./services/uploads/storage.js";
import { findBuiltApps, findBuiltEmbed } from "./static-apps.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  close(): Promise<void>;
}

export function loadKeys(config: Config): SigningKeys {
  if (config.jwt.privateKeyPem) return keysFromPem(config.jwt.privateKeyPem);
  return loadOrCreateKeyFile(config.dataDir);
}

/** Opens the database (migrating it), seeds an empty embedded one, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  let seeded = false;
  if (config.database.kind === "pglite" && config.seed === "auto" && (await isEmpty(database.db))) {
    await seedDemo(database.db, { pastEvent: true });
    seeded = true;
  }
  // ARCHITECTURE "jobs": pg-boss on PostgreSQL, so API processes share the work; in-process otherwise.
  const queue =
    config.database.kind === "postgres"
      ? await PgBossQueue.start({
          connectionString: config.database.url,
          onError: (error) =>
            console.error("Job queue error:", error instanceof Error ? error.message : error),
        })
      : undefined;
  const app = await buildApp({
    config,
    database,
    ...(queue ? { queue } : {}),
    keys: loadKeys(config),
    storage: createDiskStorage(path.join(config.dataDir, "files")),
    mail: config.mail,
    apps: findBuiltApps(),
    embed: findBuiltEmbed(),
  });
  await app.listen({ port: config.port, host: config.host });
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    seeded,
    close: () => {
      closing ??= (async () => {
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
}
