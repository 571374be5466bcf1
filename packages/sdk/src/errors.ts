/**
 * Typed errors of the SDK (STYLE 4). Every class sets `name` as a const, and every guard compares
 * `name` as well as `instanceof`, because a widget bundle may carry its own copy of these classes.
 */

/** The `name` of every error the SDK throws. */
export type FoyerErrorName =
  | "FoyerError"
  | "HttpError"
  | "SessionExpiredError"
  | "NetworkError"
  | "ValidationError";

const foyerErrorNames: ReadonlySet<string> = new Set<FoyerErrorName>([
  "FoyerError",
  "HttpError",
  "SessionExpiredError",
  "NetworkError",
  "ValidationError",
]);

/** Base class of every error the SDK throws. */
export class FoyerError extends Error {
  override readonly name: FoyerErrorName = "FoyerError";
}

/**
 * One problem of a refused request, from the error body's `details`: where (`steps.0.fields.2.label`,
 * `email`) and what is wrong there.
 */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The server answered with a non-2xx status. `message` is the body's `message` when it has one. */
export class HttpError extends FoyerError {
  override readonly name = "HttpError" as const;
  /** HTTP status; 403 means the operation is forbidden (spec 2 §8). */
  readonly status: number;
  /** The body's machine-readable `code` (see `errorCodes` in `@foyer/domain`), when present. */
  readonly code: string | undefined;
  /** The parsed response body (JSON when it was JSON, else text, else `undefined`). */
  readonly body: unknown;
  /** The body's `details` (`{statusCode, code, message, details}`); empty when it names none. */
  readonly details: readonly FieldProblem[];
  readonly method: string;
  readonly url: string;

  constructor(init: { status: number; method: string; url: string; body: unknown }) {
    const fields = readErrorFields(init.body);
    super(fields.message ?? `${init.method} ${init.url} failed with HTTP ${init.status}`);
    this.status = init.status;
    this.code = fields.code;
    this.body = init.body;
    this.details = fields.details;
    this.method = init.method;
    this.url = init.url;
  }
}

/** Why a refresh could not produce tokens (mirrors `RefreshOutcome`'s `reason`). */
export type SessionExpiredReason = "missing" | "expired" | "rejected";

/** The session is over: the refresh token is missing, expired or was refused. Sign in again. */
export class SessionExpiredError extends FoyerError {
  override readonly name = "SessionExpiredError" as const;
  readonly reason: SessionExpiredReason;

  constructor(message: string, reason: SessionExpiredReason, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/** The request never got an answer: offline, DNS, CORS, timeout. */
export class NetworkError extends FoyerError {
  override readonly name = "NetworkError" as const;
}

/** One problem found by client-side validation. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** Input was refused before any request was made. `message` is the first issue's message. */
export class ValidationError extends FoyerError {
  override readonly name = "ValidationError" as const;
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    super(issues[0]?.message ?? "Invalid input");
    this.issues = issues;
  }
}

function hasName(error: unknown, name: string): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === name;
}

export function isFoyerError(error: unknown): error is FoyerError {
  if (error instanceof FoyerError) return true;
  if (typeof error !== "object" || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return typeof name === "string" && foyerErrorNames.has(name);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || hasName(error, "HttpError");
}

export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError || hasName(error, "SessionExpiredError");
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || hasName(error, "NetworkError");
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError || hasName(error, "ValidationError");
}

/**
 * A refused request's problems by path, the first message of each (a form shows them beside its
 * fields); empty for any other error.
 * @example fieldErrorsOf(error)["steps.0.title"] // "Title is required"
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isHttpError(error)) return errors;
  for (const { path, message } of error.details) errors[path] ??= message;
  return errors;
}

/**
 * Reads `message`, `code` and `details` from an API error body (`{statusCode, code, message,
 * details?}`); a `details` entry that is not `{path, message}` is left out.
 */
export function readErrorFields(body: unknown): {
  message: string | undefined;
  code: string | undefined;
  details: FieldProblem[];
} {
  const { message, code, details } = ((typeof body === "object" && body) || {}) as Record<string, unknown>;
  return {
    message: typeof message === "string" && message ? message : undefined,
    code: typeof code === "string" && code ? code : undefined,
    details: Array.isArray(details)
      ? details.filter(
          (item: Partial<FieldProblem> | null): item is FieldProblem =>
            typeof item?.path === "string" && typeof item.message === "string",
        )
      : [],
  };
}
