import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decodeJwt, decodeProtectedHeader, importPKCS8, SignJWT } from "jose";
import { dataDir } from "./server-log.js";

export interface StoredTokens {
  access_token: string | null;
  id_token: string | null;
  refresh_token: string | null;
}

export function readStoredTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(() => ({
    access_token: localStorage.getItem("access_token"),
    id_token: localStorage.getItem("id_token"),
    refresh_token: localStorage.getItem("refresh_token"),
  }));
}

/**
 * The same id token, signed again with the server's key but expired a minute ago: the session
 * (and its refresh token) stays valid, only the id token needs a refresh.
 */
export async function expiredCopyOf(idToken: string): Promise<string> {
  const pem = readFileSync(path.join(dataDir(), "jwt-private-key.pem"), "utf8");
  const key = await importPKCS8(pem, "EdDSA");
  const { kid } = decodeProtectedHeader(idToken);
  const claims = decodeJwt(idToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now - 960, exp: now - 60 })
    .setProtectedHeader(kid ? { alg: "EdDSA", kid } : { alg: "EdDSA" })
    .sign(key);
}

/** Replaces the stored id token with an expired copy (all tabs of the context share it). */
export async function expireIdToken(page: Page): Promise<string> {
  const { id_token } = await readStoredTokens(page);
  if (!id_token) throw new Error("no id token stored: sign in first");
  const expired = await expiredCopyOf(id_token);
  await page.evaluate((token) => localStorage.setItem("id_token", token), expired);
  return expired;
}
