import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppOptions, buildApp } from "../../app.js";
import { type Database, openDatabase } from "../../db/client.js";
import { eventUsers } from "../../db/schema/index.js";
import type { JobQueue } from "../../jobs/queue.js";
import { generatePem, keysFromPem, type SigningKeys } from "../../services/auth/tokens.js";
import type { ImportOptions } from "../../services/imports/runtime.js";
import type { IntegrationOptions } from "../../services/integrations/runtime.js";
import type { MailOptions } from "../../services/mail/runtime.js";
import { createDiskStorage, type FileStorage } from "../../services/uploads/storage.js";
import { pgliteImage, postgresTemplate } from "./database-image-build.js";
import { ADMIN_URL } from "./database-images.js";

/** The API suite runs once per database: FOYER_TEST_DB=pglite (in memory) or postgres. */
const TARGET = process.env.FOYER_TEST_DB === "postgres" ? "postgres" : "pglite";

export const settings = {
  issuer: "http://localhost:3000",
  audience: "foyer",
  accessTtl: 900,
  refreshTtl: 3600,
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's address (not on PGlite). */
  url?: string;
  keys: SigningKeys;
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * A private database per caller, migrated (and with the demo data when `seeded`): an in-memory
 * PGlite loaded from the run's image, or a new PostgreSQL database copied from the run's template
 * (support/database-images.ts makes both once per run).
 */
export async function createDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const { place } = inject("databaseImages");
  const seeded = options.seeded ?? false;
  if (TARGET === "pglite") {
    const database = await openDatabase({ kind: "pglite", image: await pgliteImage(place, seeded) });
    return { database, drop: async () => undefined };
  }
  const template = await postgresTemplate(place, seeded);
  const name = `foyer_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: {
    seed?: boolean;
    accessTtl?: number;
    /** The job queue (default: in-process); built on the test's database when a function. */
    queue?: JobQueue | ((target: { database: Database; url?: string }) => Promise<JobQueue>);
    imports?: ImportOptions;
    /** Outgoing mail: by default held in the outbox (no SMTP_URL). */
    mail?: MailOptions;
    /** The importer's platforms (a test starts the stand-ins and passes their addresses). */
    integrations?: IntegrationOptions;
    /** PUBLIC_URL (default: the test issuer, plain http). */
    publicUrl?: string;
    /** Where the server logs at level info (default: no log). */
    logStream?: { write(line: string): void };
    /** The throttles' limits (issue 23 item 3); tests of a throttle give it small ones. */
    throttles?: AppOptions["throttles"];
    /** Visitors' upload grants and the per-form quota. */
    uploadGrants?: AppOptions["uploadGrants"];
    /** Webhooks: the hosts allowed (a receiver on loopback), a short retry schedule. */
    webhooks?: AppOptions["webhooks"];
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await createDatabase({ seeded: options.seed !== false });
  const keys = keysFromPem(generatePem());
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "foyer-files-"));
  const storage = createDiskStorage(filesDir);
  const app = await buildTestServer({ database, ...(url ? { url } : {}), keys, storage }, options);
  return {
    app,
    database,
    ...(url ? { url } : {}),
    keys,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API server on the database of `t` (its own connection pool on PostgreSQL, the same
 * embedded database on PGlite), with the same signing key: what two API processes share.
 */
export async function createSecondApp(
  t: TestApp,
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.url ? await openDatabase({ kind: "postgres", url: t.url }) : t.database;
  const app = await buildTestServer(
    { database, ...(t.url ? { url: t.url } : {}), keys: t.keys, storage: t.storage },
    options,
  );
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

async function buildTestServer(
  target: { database: Database; url?: string; keys: SigningKeys; storage: FileStorage },
  options: Parameters<typeof createTestApp>[0] & object,
): Promise<FastifyInstance> {
  const { database, url, keys, storage } = target;
  const app = await buildApp({
    config: {
      jwt: { privateKeyPem: undefined, ...settings, accessTtl: options.accessTtl ?? settings.accessTtl },
      publicUrl: options.publicUrl ?? settings.issuer,
      logLevel: options.logStream ? "info" : "silent",
      trustProxy: false,
    },
    database,
    keys,
    storage,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    // An answer with a key its route's schema does not declare fails the test that made it.
    strictResponses: true,
    ...(options.queue
      ? {
          queue:
            typeof options.queue === "function"
              ? await options.queue({ database, ...(url ? { url } : {}) })
              : options.queue,
        }
      : {}),
    ...(options.imports ? { imports: options.imports } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.throttles ? { throttles: options.throttles } : {}),
    ...(options.uploadGrants ? { uploadGrants: options.uploadGrants } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  });
  await app.ready();
  return app;
}

export const DEMO_LOGIN = { username: "admin@foyer.demo", password: "foyer-demo" };

export async function signIn(app: FastifyInstance, body = DEMO_LOGIN, remoteAddress = "10.0.0.1") {
  const response = await app.inject({
    method: "POST",
    url: "/api/user/auth/login",
    payload: body,
    remoteAddress,
  });
  return {
    response,
    tokens: response.json().payload as { access_token: string; id_token: string; refresh_token: string },
  };
}

/** A new participant account, signed in: its user id and id token. */
export async function signUp(app: FastifyInstance, email: string): Promise<{ id: string; token: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/user/signup",
    payload: { email, password: "long-enough-1", fname: "Test", lname: email.split("@")[0] },
  });
  const token = response.json().payload.id_token as string;
  const me = await app.inject({ method: "GET", url: "/api/user/me", headers: bearer(token) });
  return { id: me.json().payload.id, token };
}

/** A new account on one event's team as its admin, and nothing more: its user id and id token. */
export async function signUpEventAdmin(t: TestApp, email: string, eventId: string) {
  const user = await signUp(t.app, email);
  await t.database.db.insert(eventUsers).values({ eventId, userId: user.id, isAdmin: true });
  return user;
}

export async function refreshWith(app: FastifyInstance, token: string) {
  return app.inject({ method: "POST", url: "/api/user/auth/refresh-token", payload: { token } });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
