import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadOrCreateSecretsKey, secretBox } from "../services/integrations/secrets.js";

/* Issue 24 "credentials are encrypted at rest": AES-256-GCM, a key from the environment or a file. */

const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-secrets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the integrations' secret box", () => {
  const box = secretBox(randomBytes(32));

  it("opens what it sealed, and never writes the value in clear", () => {
    const plain = JSON.stringify({ consumerSecret: "sandbox/secret+=~" });
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("sandbox");
    expect(box.open(sealed)).toBe(plain);
    // A fresh IV each time: the same value never seals the same way twice.
    expect(box.seal(plain)).not.toBe(sealed);
  });

  it("refuses a value sealed with another key, changed, or in no known format", () => {
    const sealed = box.seal("secret");
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body.slice(0, -1)}${body.endsWith("A") ? "B" : "A"}`;
    expect(() => box.open([version, iv, tag, flipped].join("."))).toThrow();
    expect(() => box.open("plain text")).toThrow(/not in a known sealed format/);
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe("the key file in the data directory (when FOYER_SECRETS_KEY is not set)", () => {
  it("is made once, readable by its owner only, and read back the same", () => {
    const first = loadOrCreateSecretsKey(dir);
    const file = path.join(dir, "integration-secrets.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadOrCreateSecretsKey(dir)).toEqual(first);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64")).toEqual(first);
  });
});
