import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ImportStatus } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { contacts } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { generatePem } from "../services/auth/tokens.js";
import { type Child, kill, overHttp, startChild, stop } from "./support/child-server.js";
import {
  chosenGroups,
  mappingOf,
  multipart,
  postImport,
  statusOf,
  uploadImportFile,
  waitForImport,
} from "./support/imports.js";
import { type S3StandIn, startS3StandIn } from "./support/s3-server.js";
import { createDatabase } from "./support/test-app.js";

/*
 * Issue 23 item 6 (docs/operations.md "Scaling out"): two API processes, each with its own data
 * folder, on one PostgreSQL database and one S3 bucket (the stand-in, support/s3-server.ts),
 * behind a small proxy in this test that sends each request to the process the test names (the
 * `x-to-process` header) and sets X-Forwarded-For, as a load balancer does (TRUST_PROXY=true).
 * Nothing a user does through one process depends on reaching that process again.
 */

const CONTACTS = DEMO_MODULES.contacts.id;
const ROWS = 1000;

let s3: S3StandIn;
let proxy: Server;
let proxyUrl: string;
let databaseUrl: string;
let dropDatabase: () => Promise<void> = async () => undefined;
const folders: string[] = [];
const backends = new Map<string, number>();
const children = new Map<string, Child>();

/**
 * The load balancer: forwards to the process named by `x-to-process` (502 when it is gone) and
 * tells it the client's address, `x-client` or 198.51.100.1.
 */
function startProxy(): Promise<Server> {
  const server = createServer((incoming, answer) => {
    const port = backends.get(String(incoming.headers["x-to-process"]));
    const { "x-to-process": _to, "x-client": client, ...headers } = incoming.headers;
    if (!port) return void answer.writeHead(502).end();
    const outgoing = forward(
      {
        host: "127.0.0.1",
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, "x-forwarded-for": String(client ?? "198.51.100.1") },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on("error", () => (answer.headersSent ? answer.destroy() : answer.writeHead(502).end()));
    incoming.pipe(outgoing);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** The API as a client sees it through the proxy, served by process `name`. */
function via(name: "A" | "B", client?: string): FastifyInstance {
  const port = (proxy.address() as AddressInfo).port;
  return overHttp(port, { "x-to-process": name, ...(client ? { "x-client": client } : {}) });
}

const shared = {
  JWT_PRIVATE_KEY: generatePem(),
  FOYER_SECRETS_KEY: randomBytes(32).toString("base64"),
};

/** API process `name`: its own data folder, the shared database, bucket and keys. */
async function startProcess(name: "A" | "B"): Promise<Child> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `foyer-process-${name}-`));
  folders.push(dataDir);
  const child = await startChild({
    ...shared,
    LOG_LEVEL: process.env.CRASH_LOG ?? "error",
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: "true",
    DATABASE_URL: databaseUrl,
    FOYER_DATA_DIR: dataDir,
    FOYER_INTEGRATIONS_SANDBOX: "off",
    FOYER_STORAGE: "s3",
    FOYER_S3_BUCKET: s3.bucket,
    FOYER_S3_REGION: s3.region,
    FOYER_S3_ENDPOINT: s3.endpoint,
    FOYER_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    FOYER_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    FOYER_JOB_LEASE_SECONDS: "3",
    FOYER_JOB_SWEEP_SECONDS: "1",
    FOYER_IMPORT_BATCH_SIZE: "100",
    // Each import batch after the first waits 200 ms after printing "batch <n>".
    FOYER_CRASH_PAUSE: "on",
  });
  backends.set(name, child.port);
  children.set(name, child);
  return child;
}

beforeAll(async () => {
  const created = await createDatabase({ seeded: true });
  if (!created.url) throw new Error("the multi-process test runs on PostgreSQL (FOYER_TEST_DB=postgres)");
  await created.database.close();
  databaseUrl = created.url;
  dropDatabase = created.drop;
  s3 = await startS3StandIn();
  proxy = await startProxy();
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await Promise.all([startProcess("A"), startProcess("B")]);
}, 120_000);

afterAll(async () => {
  await Promise.all([...children.values()].map(stop));
  await new Promise((resolve) => proxy?.close(resolve));
  await s3?.close();
  await dropDatabase();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function refresh(app: FastifyInstance, token: string) {
  return app.inject({ method: "POST", url: "/api/user/auth/refresh-token", payload: { token } });
}

async function signIn(app: FastifyInstance, username: string, password: string = DEMO.password) {
  return app.inject({ method: "POST", url: "/api/user/auth/login", payload: { username, password } });
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("two API processes behind a proxy, on one PostgreSQL database and one S3 bucket", () => {
  it("a session begun on A is refreshed on B; a copied refresh token revokes it on both", async () => {
    const login = await signIn(via("A"), DEMO.admin.email);
    expect(login.statusCode, login.body).toBe(200);
    const first = login.json().payload;
    // B accepts A's access token …
    const me = await via("B").inject({
      method: "GET",
      url: "/api/user/me",
      headers: { authorization: `Bearer ${first.id_token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    // … and spends A's refresh token.
    const refreshed = await refresh(via("B"), first.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json().payload;
    const meOnA = await via("A").inject({
      method: "GET",
      url: "/api/user/me",
      headers: { authorization: `Bearer ${second.id_token}` },
    });
    expect(meOnA.statusCode, meOnA.body).toBe(200);
    // The next refresh happens on A; then the first token, presented again on B, is a copied
    // token: B revokes the session, and A refuses the session's live token.
    const third = await refresh(via("A"), second.refresh_token);
    expect(third.statusCode, third.body).toBe(200);
    expect((await refresh(via("B"), first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(via("A"), third.json().payload.refresh_token)).statusCode).toBe(401);
  });

  it("a file uploaded through A (6 MB, in the bucket) downloads through B; neither keeps it on disk", async () => {
    const token = (await signIn(via("A"), DEMO.admin.email)).json().payload.id_token as string;
    const content = Buffer.alloc(6 * 1024 * 1024 + 123, "scale-out ");
    const body = multipart("handbook.pdf", "application/pdf", content);
    const uploaded = await via("A").inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().payload;
    const stored = s3.object(`event-files/${file.uploadId}`);
    expect(stored && sha256(stored)).toBe(sha256(content));
    const download = await via("B").inject({
      method: "GET",
      url: file.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(content));
    for (const folder of folders) expect(existsSync(path.join(folder, "files"))).toBe(false);
  });

  it("failed sign-ins count across both: 3 on A and 2 on B, then both answer 429, even to the right password", async () => {
    const client = "203.0.113.77";
    for (const name of ["A", "A", "B", "A", "B"] as const) {
      const failed = await signIn(via(name, client), DEMO.speaker.email, "not-the-password");
      expect(failed.statusCode, `${name}: ${failed.body}`).toBe(401);
    }
    for (const name of ["A", "B"] as const) {
      const blocked = await signIn(via(name, client), DEMO.speaker.email);
      expect(blocked.statusCode, `${name}: ${blocked.body}`).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
    }
    // Another address is not blocked.
    expect((await signIn(via("B", "203.0.113.78"), DEMO.speaker.email)).statusCode).toBe(200);
  });

  it("an import started through A, whose worker is killed (kill -9) after its first batch, is finished by the other process", async () => {
    const token = (await signIn(via("A"), DEMO.admin.email)).json().payload.id_token as string;
    const csv = `First Name,Last Name,Email\r\n${Array.from(
      { length: ROWS },
      (_, index) => `Scale,Row${index},scale-${index}@example.com`,
    ).join("\r\n")}\r\n`;
    const url = await uploadImportFile(via("A"), token, csv);
    const map = await mappingOf(via("A"), token, CONTACTS, url);
    const a = children.get("A") as Child;
    const b = children.get("B") as Child;
    // pg-boss hands the job to whichever process asks first: the worker is the one that prints
    // "batch 1" (its first batch committed, paused before the second).
    const worker = Promise.race([
      a.saw(/^batch 1$/).then(() => "A" as const),
      b.saw(/^batch 1$/).then(() => "B" as const),
    ]);
    worker.catch(() => undefined);
    const started = await postImport(via("A"), token, CONTACTS, {
      url,
      fields_groups: chosenGroups(map),
      skip_invalid_rows: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const importId = started.json().payload.import_id as string;
    const killed = await worker;
    const survivor = killed === "A" ? "B" : "A";
    await kill(children.get(killed) as Child);
    backends.delete(killed);
    // Killed midway: the survivor reports it unfinished (it takes over once the lease runs out).
    const midway = (await statusOf(via(survivor), token, CONTACTS, importId)) as ImportStatus;
    expect(midway.finished).toBe(false);
    expect(midway.current_record).toBeLessThan(ROWS);

    const done = await waitForImport(via(survivor), token, CONTACTS, importId, 60_000);
    expect(done).toMatchObject({ success: true, current_record: ROWS });
    expect(done.detail.counters).toMatchObject({ rows_ok: ROWS, contacts_created: ROWS });
    const database = await openDatabase({ kind: "postgres", url: databaseUrl });
    try {
      const [written] = await database.db
        .select({
          rows: sql<number>`count(*)::int`,
          emails: sql<number>`count(distinct lower(${contacts.email}))::int`,
        })
        .from(contacts)
        .where(and(eq(contacts.eventId, DEMO.summit.id), sql`${contacts.email} like 'scale-%'`));
      expect(written).toEqual({ rows: ROWS, emails: ROWS });
    } finally {
      await database.close();
    }
  }, 90_000);
});
