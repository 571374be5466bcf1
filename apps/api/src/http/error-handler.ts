import { type ApiErrorBody, errorCodes } from "@foyer/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { ApiError } from "./errors.js";

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is required (JSON)",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send JSON (application/json)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Request body length does not match its Content-Length",
};

/** One error shape for every API answer: { statusCode, code, message, details? }. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
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
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      statusCode: 500,
      code: errorCodes.internal,
      message: "Something went wrong on our side. Please try again.",
    });
  });
}
