import { z } from "zod";

/** Every successful API answer wraps its data in `payload` (ARCHITECTURE "Public surface"). */
export interface Envelope<T> {
  payload: T;
}

/** The body of every API error answer. `message` is meant for people, `code` for programs. */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

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
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
