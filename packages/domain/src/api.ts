import type { SignupCode } from "./signup.js";
/** Every successful API answer wraps its data in `payload` (ARCHITECTURE "Public surface"). */
export interface Envelope<T> {
  payload: T;
}

/** The body of every API error answer. `message` is meant for people, `code` for programs. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

/**
 * Reads an error answer's body; null when it is not one. Plain checks, no schema library:
 * browser bundles use it (the embed's size budget has no room for zod).
 */
export function readApiError(body: unknown): ApiErrorBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { statusCode, code, message, details } = body as Record<string, unknown>;
  if (typeof statusCode !== "number" || typeof code !== "string" || typeof message !== "string") return null;
  const result: ApiErrorBody = { statusCode, code, message };
  if (Array.isArray(details)) {
    result.details = details
      .filter(
        (item): item is { path: string; message: string } =>
          typeof item === "object" &&
          item !== null &&
          typeof (item as { path?: unknown }).path === "string" &&
          typeof (item as { message?: unknown }).message === "string",
      )
      .map(({ path, message: text }) => ({ path, message: text }));
  }
  return result;
}

/** Machine-readable error codes the API answers with. */
export const errorCodes = {
  validation: "VALIDATION_ERROR",
  unauthorized: "UNAUTHORIZED",
  tokenExpired: "TOKEN_EXPIRED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  rateLimited: "RATE_LIMITED",
  refreshFailed: "REFRESH_FAILED",
  refreshExpired: "REFRESH_EXPIRED",
  internal: "INTERNAL_ERROR",
} as const;
/**
 * An outside platform (an integration's) failed or answered nonsense. Apart from `errorCodes`,
 * which every embed bundle carries whole, so the widgets' size budgets do not pay for it.
 */
export const UPSTREAM_ERROR = "UPSTREAM_ERROR";
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes] | typeof UPSTREAM_ERROR | SignupCode;
