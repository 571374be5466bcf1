import { throttleMessages } from "@foyer/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rowsOf } from "../db/rows.js";
import { rateLimited } from "./refusal.js";

/*
 * Throttles on every anonymous or costly call (issue 23 item 3), per client address and, where
 * there is one, per target (the email asked about, the form filled in, the event exported). Each
 * limit is "N calls a window" by the generic cell-rate algorithm: a key may spend N calls at once,
 * and its allowance comes back at an even pace, one call every window / N. One timestamp per key
 * (`throttle_keys.tat`, the theoretical arrival time) and one statement per call, whatever the
 * traffic: counting a window's calls grew with every call of a busy form. The rows live in the
 * database, so every API process counts the same calls. A refused call is not counted: whoever
 * waits out the `Retry-After` gets in again. (Failed sign-ins have their own throttle,
 * auth/login-throttle.ts.)
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
  "join-link",
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
  /** POST /auth/join: every attempt counts, a guessed link's too. */
  "join-link": { windowSeconds: HOUR, perAddress: 60 },
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
  "join-link": throttleMessages.joinLink,
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

/** Every this many calls a process removes the keys whose allowance is whole again. */
const SWEEP_EVERY_CALLS = 500;

interface KeyLimit {
  key: string;
  max: number;
}

export function createThrottle(db: Db, limits: ThrottleLimits = throttleLimits()): Throttle {
  let calls = 0;
  return {
    limits,
    async hit(bucket, subject) {
      const limit = limits[bucket];
      const keys: KeyLimit[] = [{ key: `ip:${subject.ip}`, max: limit.perAddress }];
      if (subject.target !== undefined && limit.perTarget !== undefined) {
        keys.push({ key: subject.target, max: limit.perTarget });
      }
      // One statement, its own transaction (migration 0037's throttle_take): a busy form's row,
      // which every visitor's call takes, is held for microseconds, not across round trips.
      const result = await db.execute(sql`
        select throttle_take(${bucket}, ${sql.param(keys.map((key) => key.key))}::text[],
          ${sql.param(keys.map((key) => limit.windowSeconds / key.max))}::float8[],
          ${limit.windowSeconds}::int) as wait`);
      const wait = Number(rowsOf<{ wait: number }>(result)[0]?.wait ?? 0);
      if (wait > 0) {
        const seconds = Math.min(limit.windowSeconds, Math.max(1, Math.ceil(wait)));
        throw rateLimited(MESSAGES[bucket](seconds), seconds);
      }
      calls += 1;
      if (calls % SWEEP_EVERY_CALLS === 0) {
        // Rows a call holds right now are skipped: taking them in this statement's own order
        // while calls take theirs (address, then target) deadlocked one call in a thousand.
        await db.execute(sql`
          delete from throttle_keys where (bucket, key) in (
            select bucket, key from throttle_keys where tat < now() for update skip locked)`);
      }
    },
  };
}

/** The target key of an email address (lower case, trimmed). */
export const emailTarget = (email: string) => `email:${email.trim().toLowerCase()}`;
export const formTarget = (formId: string) => `form:${formId}`;
export const eventTarget = (eventId: string) => `event:${eventId}`;
