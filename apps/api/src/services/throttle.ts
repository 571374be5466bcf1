import { randomUUID } from "node:crypto";
import { throttleMessages } from "@foyer/domain";
import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { throttleHits } from "../db/schema/index.js";
import { rateLimited } from "./refusal.js";

/*
 * Throttles on every anonymous or costly call (issue 23 item 3). Each call of a throttled route
 * is a row of `throttle_hits`, counted per client address and, where there is one, per target
 * (the email asked about, the form filled in, the event exported), over the bucket's window. The
 * rows live in the database, so every API process counts the same calls. A refused call is not
 * counted: whoever waits out the `Retry-After` gets in again. (Failed sign-ins have their own
 * throttle, auth/login-throttle.ts.)
 *
 * The limits are far above what one person does, so that many people behind one address (an
 * office, a conference's wifi) are not stopped; `FOYER_THROTTLE_SCALE` multiplies them all.
 */

export interface ThrottleLimit {
  windowSeconds: number;
  /** Calls per client address in the window. */
  perAddress: number;
  /** Calls per target (email, form, event) in the window; none: the bucket has no target. */
  perTarget?: number;
}

export const THROTTLE_BUCKETS = [
  "signup",
  "password-forgot",
  "password-reset",
  "signup-confirm",
  "sso-start",
  "form-submission",
  "anonymous-upload",
  "schedule-export",
] as const;
export type ThrottleBucket = (typeof THROTTLE_BUCKETS)[number];
export type ThrottleLimits = Record<ThrottleBucket, ThrottleLimit>;

const HOUR = 3600;

/** The limits at FOYER_THROTTLE_SCALE=1 (docs/operations.md "Throttles" lists them). */
export const DEFAULT_THROTTLES: ThrottleLimits = {
  /** POST /user/signup, /user/signup/request and /user/signup/resend: per address and per email. */
  signup: { windowSeconds: HOUR, perAddress: 60, perTarget: 10 },
  /** POST /user/auth/forgot: per address and per email. */
  "password-forgot": { windowSeconds: HOUR, perAddress: 60, perTarget: 10 },
  /** POST /user/auth/reset: every attempt counts, a guessed link's too. */
  "password-reset": { windowSeconds: HOUR, perAddress: 60 },
  /** POST /user/signup/confirm: every attempt counts, a guessed link's too. */
  "signup-confirm": { windowSeconds: HOUR, perAddress: 60 },
  /** POST /sso/start (each stores a short-lived sign-in): per address and per email. */
  "sso-start": { windowSeconds: HOUR, perAddress: 60, perTarget: 20 },
  /** Anonymous POST and PUT of form submissions (drafts too): per address and per form. */
  "form-submission": { windowSeconds: 60, perAddress: 300, perTarget: 1200 },
  /** Anonymous POST /uploads (with a form's upload grant). */
  "anonymous-upload": { windowSeconds: HOUR, perAddress: 200 },
  /** Public schedule exports (no route yet: the agenda's public exports use this bucket). */
  "schedule-export": { windowSeconds: 60, perAddress: 60, perTarget: 600 },
};

const MESSAGES: Record<ThrottleBucket, (retryAfterSeconds: number) => string> = {
  signup: throttleMessages.signup,
  "password-forgot": throttleMessages.passwordForgot,
  "password-reset": throttleMessages.passwordReset,
  "signup-confirm": throttleMessages.signupConfirm,
  "sso-start": throttleMessages.ssoStart,
  "form-submission": throttleMessages.formSubmission,
  "anonymous-upload": throttleMessages.anonymousUpload,
  "schedule-export": throttleMessages.scheduleExport,
};

/** The default limits times `scale` (at least one call each), with `overrides` (tests) on top. */
export function throttleLimits(scale = 1, overrides: Partial<ThrottleLimits> = {}): ThrottleLimits {
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  const limits = {} as ThrottleLimits;
  for (const bucket of THROTTLE_BUCKETS) {
    const limit = DEFAULT_THROTTLES[bucket];
    limits[bucket] = overrides[bucket] ?? {
      windowSeconds: limit.windowSeconds,
      perAddress: scaled(limit.perAddress),
      ...(limit.perTarget === undefined ? {} : { perTarget: scaled(limit.perTarget) }),
    };
  }
  return limits;
}

/** Who a call counts against: the client's address and, where there is one, its target. */
export interface ThrottleSubject {
  ip: string;
  /** `email:…`, `form:…`, `event:…`: what the call is about. */
  target?: string;
}

export interface Throttle {
  /** Counts one call, or throws a `rate_limited` refusal (429 with Retry-After) past a limit. */
  hit(bucket: ThrottleBucket, subject: ThrottleSubject): Promise<void>;
  readonly limits: ThrottleLimits;
}

export function createThrottle(db: Db, limits: ThrottleLimits = throttleLimits()): Throttle {
  return {
    limits,
    async hit(bucket, subject) {
      const limit = limits[bucket];
      const keys: { key: string; max: number }[] = [{ key: `ip:${subject.ip}`, max: limit.perAddress }];
      if (subject.target !== undefined && limit.perTarget !== undefined) {
        keys.push({ key: subject.target, max: limit.perTarget });
      }
      const now = new Date();
      const since = new Date(now.getTime() - limit.windowSeconds * 1000);
      // Counted first, then read: of calls racing past the limit (in any process), none gets through.
      const rows = keys.map(({ key }) => ({ id: randomUUID(), bucket, key, createdAt: now }));
      await db.insert(throttleHits).values(rows);
      let retryAfterSeconds = 0;
      for (const { key, max } of keys) {
        const [seen] = await db
          .select({ n: count(), oldest: min(throttleHits.createdAt) })
          .from(throttleHits)
          .where(
            and(
              eq(throttleHits.bucket, bucket),
              eq(throttleHits.key, key),
              gt(throttleHits.createdAt, since),
            ),
          );
        if ((seen?.n ?? 0) > max) {
          const oldest = seen?.oldest ? new Date(seen.oldest).getTime() : now.getTime();
          const wait = Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000);
          retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
        }
      }
      if (retryAfterSeconds > 0) {
        await db.delete(throttleHits).where(
          inArray(
            throttleHits.id,
            rows.map((row) => row.id),
          ),
        );
        throw rateLimited(MESSAGES[bucket](retryAfterSeconds), retryAfterSeconds);
      }
      // Housekeeping on the write path keeps the bucket at the size of one window.
      await db
        .delete(throttleHits)
        .where(and(eq(throttleHits.bucket, bucket), lt(throttleHits.createdAt, since)));
    },
  };
}

/** The target key of an email address (lower case, trimmed). */
export const emailTarget = (email: string) => `email:${email.trim().toLowerCase()}`;
export const formTarget = (formId: string) => `form:${formId}`;
export const eventTarget = (eventId: string) => `event:${eventId}`;
