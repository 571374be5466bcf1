import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * Integration credentials at rest (issue 24 "credentials are encrypted at rest (a key in the data
 * directory like the signing key, or from an environment variable)"): AES-256-GCM with a fresh
 * 12-byte IV per value; the tag makes a changed or truncated value fail to open rather than read
 * as garbage. Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */

const VERSION = "v1";
const KEY_FILE = "integration-secrets.key";

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was sealed with another key or changed since. */
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("The secrets key must be 32 bytes (AES-256)");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => encode(part)).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error("Stored credentials are not in a known sealed format");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

const encode = (part: string | Buffer) => (typeof part === "string" ? part : part.toString("base64url"));

/**
 * The key kept in the data directory when FOYER_SECRETS_KEY is not set, made on first use (like
 * the signing key, services/auth/tokens.ts `loadOrCreateKeyFile`), readable by its owner only.
 */
export function loadOrCreateSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}
