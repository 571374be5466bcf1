import { type ErrorCode, errorCodes, UPSTREAM_ERROR } from "@foyer/domain";

/*
 * How a service says no, in the domain's words (STYLE 13, issue 18 item 3): it names what went
 * wrong, never an HTTP status. The HTTP layer maps each kind to its status in one place
 * (`http/errors.ts` `REFUSAL_STATUS`), so services import nothing from `http/`.
 */

/** What kind of no it is; each maps to exactly one HTTP status in the HTTP layer. */
export type RefusalKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_media"
  | "rate_limited"
  /** Well-formed, but what it names cannot do it now (an outside platform refused the keys). */
  | "unprocessable"
  /** An outside platform failed: down, slow, rate-limited past the budget, or answering nonsense. */
  | "upstream";

/** One problem of a refused request, by the path of the value it concerns (`values.{id}`, `name`). */
export interface Problem {
  path: string;
  message: string;
}

/** A refusal a service throws on purpose: the caller answers it, it is never a 500. */
export class Refusal extends Error {
  override readonly name = "Refusal";
  constructor(
    readonly kind: RefusalKind,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Problem[],
    /** How long a rate-limited caller should wait, for `retry-after`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** True for a `Refusal`, also one from another copy of this module (compares `name` too, STYLE 4). */
export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal || (error instanceof Error && error.name === "Refusal" && "kind" in error);
}

/** The request's values break a rule; `details` lists every problem by path. */
export const invalid = (message: string, details?: Problem[]) =>
  new Refusal("invalid", errorCodes.validation, message, details);

/** Nobody is signed in, or the credentials are no good (`code` says which, e.g. an expired token). */
export const unauthenticated = (
  message = "Authentication is required",
  code: ErrorCode = errorCodes.unauthorized,
) => new Refusal("unauthenticated", code, message);

/** The caller is known but may not do this. */
export const notPermitted = (message = "You don't have permission to do this") =>
  new Refusal("forbidden", errorCodes.forbidden, message);

/** The thing asked for is not there (or is not the caller's to see, which reads the same). */
export const absent = (message = "Not found") => new Refusal("not_found", errorCodes.notFound, message);

/** The value found, or an `absent(message)` refusal when there is none. */
export function orAbsent<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw absent(message);
  return value;
}

/** The request is valid but clashes with what is there (a name taken, a job still running). */
export const clash = (message: string, details?: Problem[]) =>
  new Refusal("conflict", errorCodes.validation, message, details);

/** A file or body over its limit. */
export const tooLarge = (message: string) => new Refusal("too_large", errorCodes.validation, message);

/** A file of a type this place does not take. */
export const unsupportedMedia = (message: string) =>
  new Refusal("unsupported_media", errorCodes.validation, message);

/** Too many tries; try again after `retryAfterSeconds`. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new Refusal("rate_limited", errorCodes.rateLimited, message, undefined, retryAfterSeconds);

/** Well-formed, but it cannot be done as things are (an integration whose keys a platform refused). */
export const unprocessable = (message: string, code: ErrorCode = errorCodes.validation) =>
  new Refusal("unprocessable", code, message);

/** An outside platform (an integration's) failed; the message says how. */
export const upstreamFailed = (message: string) => new Refusal("upstream", UPSTREAM_ERROR, message);
