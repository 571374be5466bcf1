import { integrationSources } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { isEmpty, seedDemo } from "./db/seed.js";
import { type Sandbox, startSandbox } from "./integrations-sandbox/index.js";
import { PgBossQueue } from "./jobs/pg-boss-queue.js";
import { keysFromPem, loadOrCreateKeyFile, type SigningKeys } from "./services/auth/tokens.js";
import type { CloneRuntimeOptions } from "./services/clone/runtime.js";
import type { ImportOptions } from "./services/imports/runtime.js";
import type { IntegrationOptions, SandboxInfo } from "./services/integrations/runtime.js";
import { loadOrCreateSecretsKey } from "./services/integrations/secrets.js";
import { createS3Storage } from "./services/uploads/s3-storage.js";
import { createDiskStorage, type FileStorage } from "./services/uploads/storage.js";
import { findBuiltApps, findBuiltEmbed } from "./static-apps.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  /** The importer's stand-in platforms, when this process runs them (config `integrationsSandbox`). */
  sandbox: (SandboxInfo & { urls: Sandbox["urls"] }) | null;
  close(): Promise<void>;
}

export function loadKeys(config: Config): SigningKeys {
  if (config.jwt.privateKeyPem) return keysFromPem(config.jwt.privateKeyPem);
  return loadOrCreateKeyFile(config.dataDir);
}

/**
 * The importer's platforms: the configured ones, or (the demo, issue 24 "npm start's demo lets a
 * newcomer try the wizard against them") the stand-ins started here on a free loopback port, the
 * connectors pointed at them and their host allowed.
 */
async function integrationOptions(
  config: Config,
): Promise<{ options: IntegrationOptions; sandbox: Sandbox | null }> {
  const secretsKey = config.secretsKey ?? loadOrCreateSecretsKey(config.dataDir);
  if (!config.integrationsSandbox) {
    return { options: { connectors: { ...config.integrations }, secretsKey }, sandbox: null };
  }
  const sandbox = await startSandbox({ host: "127.0.0.1", port: 0, data: "demo" });
  const credentials = Object.fromEntries(
    integrationSources.map((source) => [source, { ...sandbox.platform(source).credentials }]),
  );
  return {
    options: {
      connectors: { urls: sandbox.urls, allowHosts: [...config.integrations.allowHosts, sandbox.host] },
      secretsKey,
      sandbox: { credentials },
    },
    sandbox,
  };
}

/**
 * The configured file store (issue 23 item 5): the disk folder, or the S3 bucket, which must
 * answer with the configured credentials before the server starts.
 */
export async function openStorage(config: Config["storage"]): Promise<FileStorage & { close?(): void }> {
  if (config.kind === "disk") return createDiskStorage(config.root);
  const storage = createS3Storage(config);
  try {
    await storage.check();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}

/** Opens the database (migrating it), seeds an empty embedded one, and listens. */
export async function startServer(
  config: Config,
  /** Test hooks of the jobs (the crash tests' child process). */
  hooks: { imports?: Pick<ImportOptions, "beforeBatch">; clone?: Pick<CloneRuntimeOptions, "onRows"> } = {},
): Promise<RunningServer> {
  const storage = await openStorage(config.storage);
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
  const integrations = await integrationOptions(config);
  const app = await buildApp({
    config,
    database,
    integrations: { ...integrations.options, leaseSeconds: config.jobs.leaseSeconds },
    ...(queue ? { queue } : {}),
    keys: loadKeys(config),
    storage,
    mail: config.mail,
    webhooks: { allowHosts: config.webhooks.allowHosts },
    imports: {
      batchSize: config.jobs.importBatchSize,
      leaseSeconds: config.jobs.leaseSeconds,
      ...hooks.imports,
    },
    clone: { batchSize: config.jobs.cloneBatchSize, leaseSeconds: config.jobs.leaseSeconds, ...hooks.clone },
    jobs: { sweepSeconds: config.jobs.sweepSeconds },
    throttles: { scale: config.throttles.scale },
    uploadGrants: { formQuotaBytes: config.throttles.formUploadQuotaBytes },
    apps: findBuiltApps(),
    embed: findBuiltEmbed(),
  });
  await app.listen({ port: config.port, host: config.host });
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    seeded,
    sandbox: integrations.sandbox
      ? { urls: integrations.sandbox.urls, credentials: integrations.options.sandbox?.credentials ?? {} }
      : null,
    close: () => {
      closing ??= (async () => {
        await app.close();
        await integrations.sandbox?.close();
        await database.close();
        storage.close?.();
      })();
      return closing;
    },
  };
}
