import { type ApiErrorBody, errorCodes } from "@foyer/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { isRefusal } from "../services/refusal.js";
import { isResponseContractError } from "./contract.js";
import { ApiError, badRequest, fromRefusal } from "./errors.js";

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is required (JSON)",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send JSON (application/json)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Request body length does not match its Content-Length",
};

/** What the old hand-written checks called each request part (kept: clients read `details[].path`). */
const PART: Record<string, string> = {
  body: "body",
  params: "params",
  querystring: "query",
  headers: "headers",
};

interface SchemaIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: { keys?: unknown };
}

/**
 * A route schema's refusal as the API's 400: the first problem as the message ("password:
 * Password is required"), every problem in details.
 */
export function validationError(error: FastifyError, body: unknown): ApiError {
  const part = PART[error.validationContext ?? "body"] ?? "body";
  if (part === "body" && (body === undefined || body === null)) {
    return badRequest("Request body is required (JSON)");
  }
  const details = ((error.validation ?? []) as SchemaIssue[]).map((issue) => ({
    path: issue.instancePath.split("/").filter(Boolean).join(".") || part,
    message:
      issue.keyword === "unrecognized_keys" && Array.isArray(issue.params?.keys)
        ? `Unknown field(s): ${issue.params.keys.join(", ")}`
        : (issue.message ?? "Invalid value"),
  }));
  const first = details[0];
  const message = first
    ? first.path === part
      ? first.message
      : `${first.path}: ${first.message}`
    : "Invalid request";
  return badRequest(message, details);
}

/**
 * One error shape for every API answer: { statusCode, code, message, details? }, whether an
 * `ApiError` from a route or a service's `Refusal` (mapped by `fromRefusal`). With `strict`
 * (tests), an answer that breaks its route's response schema says how in its message.
 */
export function installErrorHandler(app: FastifyInstance, options: { strict?: boolean } = {}): void {
  app.setErrorHandler((caught: FastifyError | ApiError, request, reply) => {
    const error = isRefusal(caught)
      ? fromRefusal(caught)
      : !(caught instanceof ApiError) && Array.isArray(caught.validation)
        ? validationError(caught, request.body)
        : caught;
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.details) body.details = error.details;
      return reply
        .code(error.statusCode)
        .headers(error.headers ?? {})
        .send(body);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRIENDLY[error.code]) ?? error.message;
      const code =
        status === 429
          ? errorCodes.rateLimited
          : status === 404
            ? errorCodes.notFound
            : errorCodes.validation;
      return reply.code(status).send({ statusCode: status, code, message } satisfies ApiErrorBody);
    }
    if (isResponseContractError(error)) {
      request.log.error({ err: error, problems: error.problems }, "answer outside its response schema");
      if (options.strict) {
        return reply.code(500).send({ statusCode: 500, code: errorCodes.internal, message: error.message });
      }
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      statusCode: 500,
      code: errorCodes.internal,
      message: "Something went wrong on our side. Please try again.",
    });
  });
}
