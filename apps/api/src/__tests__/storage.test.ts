import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { DEMO } from "../db/seed.js";
import { startServer } from "../server.js";
import { createS3Storage, type S3Storage } from "../services/uploads/s3-storage.js";
import { createDiskStorage, type FileStorage } from "../services/uploads/storage.js";
import { multipart } from "./support/imports.js";
import { type S3StandIn, startS3StandIn } from "./support/s3-server.js";

/*
 * Issue 23 item 5: the disk store and the S3-compatible store keep the same contract (put, open,
 * remove; the key rule; a missing file is an ENOENT error on the stream), the S3 one against the
 * S3-protocol stand-in (support/s3-server.ts), which checks every request's signature.
 */

let s3: S3StandIn;
const disk = mkdtempSync(path.join(os.tmpdir(), "foyer-storage-"));
const opened: S3Storage[] = [];

function s3Store(secretAccessKey = s3.credentials.secretAccessKey, accessKeyId = s3.credentials.accessKeyId) {
  const store = createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  opened.push(store);
  return store;
}

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  for (const store of opened) store.close();
  await s3.close();
  rmSync(disk, { recursive: true, force: true });
});

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `size` pseudo-random bytes in 64 KiB chunks, never all in memory at once; and their SHA-256. */
function generated(size: number): { stream: Readable; sha256: string } {
  const hash = createHash("sha256");
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += 65_536) {
    const chunk = Buffer.alloc(Math.min(65_536, size - at), (at / 65_536) % 251);
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks, { objectMode: false }), sha256: hash.digest("hex") };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const key = () => `event-files/${randomUUID()}`;

describe.each([
  { name: "disk", store: (): FileStorage => createDiskStorage(disk) },
  { name: "S3", store: (): FileStorage => s3Store() },
])("the $name store", ({ name, store }) => {
  it("keeps, opens and removes a file", async () => {
    const storage = store();
    const stored = key();
    expect(await storage.put(stored, Readable.from([Buffer.from("hello "), Buffer.from("world")]))).toBe(11);
    expect((await read(storage.open(stored))).toString()).toBe("hello world");
    await storage.remove(stored);
    await expect(read(storage.open(stored))).rejects.toMatchObject({ code: "ENOENT" });
    // Removing what is gone is no error.
    await storage.remove(stored);
  });

  it("streams a file of 12 MB in and out (S3: a multipart upload of three parts)", async () => {
    const storage = store();
    const stored = key();
    const calls = s3.calls.length;
    const body = generated(12 * 1024 * 1024);
    expect(await storage.put(stored, body.stream)).toBe(12 * 1024 * 1024);
    expect(sha256(await read(storage.open(stored)))).toBe(body.sha256);
    if (name === "S3") {
      const made = s3.calls.slice(calls);
      expect(made.filter((call) => call === "UploadPart")).toHaveLength(3);
      expect(made).toContain("CompleteMultipartUpload");
      expect(s3.openUploads()).toBe(0);
    }
    await storage.remove(stored);
  }, 60_000);

  it("says a missing file is missing (ENOENT on the stream)", async () => {
    const stored = key();
    await expect(read(store().open(stored))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refuses keys outside its folders", async () => {
    const storage = store();
    for (const bad of ["../etc/passwd", "event-files/../x", "other/x", "event-files/a/b", "event-files/"]) {
      await expect(storage.put(bad, Readable.from([Buffer.from("x")]))).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(() => storage.open(bad)).toThrow(/Invalid storage key/);
      await expect(storage.remove(bad)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("fails the put of a body that breaks midway and keeps nothing of it", async () => {
    const storage = store();
    const stored = key();
    const broken = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        throw new Error("the client went away");
      })(),
    );
    await expect(storage.put(stored, broken)).rejects.toThrow(/the client went away/);
    await expect(read(storage.open(stored))).rejects.toMatchObject({ code: "ENOENT" });
    if (name === "S3") expect(s3.openUploads()).toBe(0);
  });
});

describe("the S3 store's credentials", () => {
  it("are checked by the server: a wrong secret or an unknown key is refused", async () => {
    const wrongSecret = s3Store("not-the-secret");
    const stored = key();
    await expect(wrongSecret.put(stored, Readable.from([Buffer.from("x")]))).rejects.toThrow(
      /signature we calculated does not match/,
    );
    expect(s3.object(stored)).toBeUndefined();
    await expect(wrongSecret.check()).rejects.toThrow(
      /could not be reached at http:\/\/127\.0\.0\.1:\d+: access denied/,
    );
    const unknownKey = s3Store(s3.credentials.secretAccessKey, "SOMEONEELSE");
    await expect(unknownKey.remove(stored)).rejects.toThrow(/Access Key Id you provided does not exist/);

    const right = s3Store();
    await right.put(stored, Readable.from([Buffer.from("kept")]));
    await expect(read(wrongSecret.open(stored))).rejects.toThrow(/could not read .*signature/);
    expect(s3.object(stored)?.toString()).toBe("kept");
    await expect(right.check()).resolves.toBeUndefined();
  });

  it("name the bucket when it does not exist", async () => {
    const store = createS3Storage({
      bucket: "no-such-bucket",
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    opened.push(store);
    await expect(store.check()).rejects.toThrow(
      /The S3 bucket no-such-bucket could not be reached .*: no such bucket/,
    );
  });
});

describe("an API process with FOYER_STORAGE=s3", () => {
  const environment = () => ({
    FOYER_DATA_DIR: path.join(disk, "server"),
    LOG_LEVEL: "silent",
    FOYER_INTEGRATIONS_SANDBOX: "off",
    FOYER_STORAGE: "s3",
    FOYER_S3_BUCKET: s3.bucket,
    FOYER_S3_REGION: s3.region,
    FOYER_S3_ENDPOINT: s3.endpoint,
    FOYER_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    FOYER_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  });

  it("keeps an uploaded file in the bucket and downloads it from there", async () => {
    const server = await startServer({ ...loadConfig(environment()), port: 0 });
    try {
      const login = await server.app.inject({
        method: "POST",
        url: "/api/user/auth/login",
        payload: { username: DEMO.admin.email, password: DEMO.password },
      });
      const authorization = `Bearer ${login.json().payload.id_token}`;
      const content = Buffer.alloc(7 * 1024 * 1024, "foyer ");
      const body = multipart("agenda.pdf", "application/pdf", content);
      const uploaded = await server.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, authorization },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json().payload;
      expect(file.size).toBe(content.length);
      expect(sha256(s3.object(`event-files/${file.uploadId}`) ?? Buffer.alloc(0))).toBe(sha256(content));
      const download = await server.app.inject({ method: "GET", url: file.url, headers: { authorization } });
      expect(download.statusCode).toBe(200);
      expect(sha256(download.rawPayload)).toBe(sha256(content));
    } finally {
      await server.close();
    }
  }, 60_000);

  it("does not start when the bucket refuses its keys", async () => {
    const config = loadConfig({ ...environment(), FOYER_S3_SECRET_ACCESS_KEY: "wrong" });
    await expect(startServer({ ...config, port: 0 })).rejects.toThrow(
      /The S3 bucket foyer-test could not be reached at http:\/\/127\.0\.0\.1:\d+: access denied/,
    );
  });
});
