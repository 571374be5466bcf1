import { type ErrorCode, errorCodes } from "@foyer/domain";
import type { Refusal, RefusalKind } from "../services/refusal.js";

/** Base of every error the API answers on purpose; anything else becomes a 500. */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new ApiError(400, errorCodes.validation, message, details);
export const unauthorized = (
  message = "Authentication is required",
  code: ErrorCode = errorCodes.unauthorized,
) => new ApiError(401, code, message);
export const forbidden = (message = "You don't have permission to do this") =>
  new ApiError(403, errorCodes.forbidden, message);
export const notFound = (message = "Not found") => new ApiError(404, errorCodes.notFound, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, errorCodes.rateLimited, message, undefined, { "retry-after": String(retryAfterSeconds) });

/** The value a store found, or a 404 with `message` when it found none (STYLE 13: the route decides). */
export function orNotFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** The one place a service's refusal becomes an HTTP status (STYLE 13: services name no status). */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unprocessable: 422,
  upstream: 502,
};

/** A service's refusal as the answer the API gives: its status, code, message, details, retry-after. */
export function fromRefusal(refusal: Refusal): ApiError {
  const headers =
    refusal.retryAfterSeconds === undefined
      ? undefined
      : { "retry-after": String(refusal.retryAfterSeconds) };
  return new ApiError(REFUSAL_STATUS[refusal.kind], refusal.code, refusal.message, refusal.details, headers);
}
