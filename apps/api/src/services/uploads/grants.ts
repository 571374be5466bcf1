import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { FORM_NOT_FOUND, throttleMessages, type UploadGrant } from "@foyer/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema/index.js";
import type { SigningKeys } from "../auth/tokens.js";
import { loadForm } from "../forms/forms.js";
import { absent, notPermitted, rateLimited, unauthenticated } from "../refusal.js";

/*
 * Anonymous uploads only within a form being filled (issue 23 item 3): the form widget asks the
 * form for a short-lived upload grant (POST /forms/{formId}/upload-grants), and POST /uploads
 * without a signed-in user takes a file only with one. The grant is the form's id and an expiry,
 * signed with an HMAC key derived from the API's token signing key (every process has the same
 * one, JWT_PRIVATE_KEY), so no process needs to store it. What visitors upload to a form counts
 * against the form's quota of bytes per window.
 */

export interface UploadGrantSettings {
  /** How long a grant lets a visitor start uploads. @default 900 */
  ttlSeconds: number;
  /** Bytes visitors may upload to one form per window. @default 2 GB */
  formQuotaBytes: number;
  /** @default 3600 */
  formQuotaWindowSeconds: number;
}

export const DEFAULT_UPLOAD_GRANTS: UploadGrantSettings = {
  ttlSeconds: 15 * 60,
  formQuotaBytes: 2048 * 1024 * 1024,
  formQuotaWindowSeconds: 3600,
};

export interface UploadGrants {
  /** A grant for the form, if visitors may fill it in now. */
  issue(db: Db, formId: string): Promise<UploadGrant>;
  /** The form id of a valid grant, or a refusal (missing, forged, expired). */
  verify(grant: string | undefined): string;
  /**
   * The bytes visitors may still upload to the form in this window; a refusal (429 with
   * Retry-After) when there are none, or when the form no longer takes visitors' files.
   */
  remainingQuota(db: Db, formId: string): Promise<number>;
  readonly settings: UploadGrantSettings;
}

/** Refuses unless visitors may fill in the form now (open, needs no sign-in, its event published). */
async function checkOpenToVisitors(db: Db, formId: string): Promise<void> {
  const { form, event } = await loadForm(db, formId);
  if (event.isDraft) throw absent(FORM_NOT_FOUND);
  if (!form.isOpen || form.requiresLogin) throw notPermitted(throttleMessages.uploadGrantFormClosed);
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export function createUploadGrants(
  keys: SigningKeys,
  options: Partial<UploadGrantSettings> = {},
): UploadGrants {
  const settings = { ...DEFAULT_UPLOAD_GRANTS, ...options };
  const key = Buffer.from(
    hkdfSync(
      "sha256",
      keys.privateKey.export({ format: "der", type: "pkcs8" }),
      "foyer",
      "upload grant v1",
      32,
    ),
  );
  const sign = (body: string) => createHmac("sha256", key).update(body).digest();

  return {
    settings,
    async issue(db, formId) {
      await checkOpenToVisitors(db, formId);
      const expires = Math.floor(Date.now() / 1000) + settings.ttlSeconds;
      const body = b64(JSON.stringify({ f: formId, e: expires }));
      return { grant: `${body}.${b64(sign(body))}`, expires_at: new Date(expires * 1000).toISOString() };
    },
    verify(grant) {
      if (!grant) throw unauthenticated(throttleMessages.uploadGrantMissing);
      const invalid = () => unauthenticated(throttleMessages.uploadGrantInvalid);
      const [body, mac, extra] = grant.split(".");
      if (!body || !mac || extra !== undefined) throw invalid();
      const given = Buffer.from(mac, "base64url");
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let claims: { f?: unknown; e?: unknown };
      try {
        claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        throw invalid();
      }
      if (typeof claims.f !== "string" || typeof claims.e !== "number") throw invalid();
      if (claims.e * 1000 <= Date.now()) throw invalid();
      return claims.f;
    },
    async remainingQuota(db, formId) {
      await checkOpenToVisitors(db, formId);
      const windowMs = settings.formQuotaWindowSeconds * 1000;
      const since = new Date(Date.now() - windowMs);
      const [used] = await db
        .select({
          bytes: sql<string | number | null>`coalesce(sum(${uploads.size}), 0)`,
          oldest: sql<Date | string | null>`min(${uploads.createdAt})`,
        })
        .from(uploads)
        .where(and(eq(uploads.formId, formId), isNull(uploads.userId), gt(uploads.createdAt, since)));
      const remaining = settings.formQuotaBytes - Number(used?.bytes ?? 0);
      if (remaining > 0) return remaining;
      const oldest = used?.oldest ? new Date(used.oldest).getTime() : Date.now();
      const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
      throw rateLimited(throttleMessages.formQuotaReached(retryAfter), retryAfter);
    },
  };
}
