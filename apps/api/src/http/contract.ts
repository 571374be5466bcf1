import { apiErrorSchema } from "@foyer/domain";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * Route contracts (issue 18; STYLE 13): every route declares `schema: { params, querystring,
 * body, response }` with @foyer/domain's zod schemas. Fastify validates requests with them
 * (failures keep the `{ statusCode, code, message, details }` body: http/error-handler.ts) and
 * serializes answers through them; /api/openapi.json is generated from the same declarations.
 */

/** The Fastify instance routes are declared on: request and reply types come from the schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every route's error answers, added to its success answers: one body for all of them. */
export const errorResponses = { "4xx": apiErrorSchema, "5xx": apiErrorSchema } as const;

/** `response` of a route schema: its success answers plus the shared error body. */
export function answers<S extends Record<number, ZodType>>(success: S): S & typeof errorResponses {
  return { ...success, ...errorResponses };
}

/** Security of a route that needs a signed-in user (OpenAPI `security`). */
export const bearer = [{ bearer: [] }];
/** Security of a route open to everyone that reads a bearer token when one is sent. */
export const optionalBearer: { [name: string]: string[] }[] = [{ bearer: [] }, {}];
/** Security of a public route. */
export const publicRoute: { [name: string]: string[] }[] = [];

/** A file, CSV or calendar answer: documented as text or bytes, never run through the serializer. */
export const fileAnswer = (description: string) => z.string().describe(description);

/** An answer with no body (204). */
export const noBody = z.null().describe("No content");

/** Raised when an answer does not match its declared schema: the route's contract is broken. */
export class ResponseContractError extends Error {
  override readonly name = "ResponseContractError";
  readonly statusCode = 500;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly problems: string[],
  ) {
    super(`${method} ${url} answered outside its response schema: ${problems.slice(0, 5).join("; ")}`);
  }
}

export function isResponseContractError(error: unknown): error is ResponseContractError {
  return error instanceof Error && error.name === "ResponseContractError";
}

/**
 * Keys the answer had that the schema does not declare (zod drops them). In strict mode (tests)
 * a dropped key is an error, so a schema cannot silently lose a field a client reads.
 */
function droppedKeys(sent: unknown, kept: unknown, at: string, out: string[]): void {
  if (
    out.length >= 5 ||
    sent === null ||
    typeof sent !== "object" ||
    kept === null ||
    typeof kept !== "object"
  ) {
    return;
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return;
    sent.forEach((item, index) => {
      droppedKeys(item, kept[index], `${at}.${index}`, out);
    });
    return;
  }
  const keptRecord = kept as Record<string, unknown>;
  for (const [key, value] of Object.entries(sent as Record<string, unknown>)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    if (!(key in keptRecord)) out.push(`${path}: not declared in the response schema`);
    else droppedKeys(value, keptRecord[key], path, out);
  }
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
}

/**
 * Serializes an answer through its schema. A mismatch is a 500 (the server broke its contract);
 * `strict` also refuses keys the schema would drop.
 */
export function contractSerializer(strict: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = (schema as ZodType).safeParse(data);
      if (!result.success) throw new ResponseContractError(method, url, issuesOf(result.error));
      if (strict) {
        const dropped: string[] = [];
        droppedKeys(data, result.data, "", dropped);
        if (dropped.length > 0) throw new ResponseContractError(method, url, dropped);
      }
      return JSON.stringify(result.data);
    };
}

/** Installs the zod validator and the contract serializer on the server. */
export function installContracts(app: FastifyInstance, options: { strict: boolean }): void {
  app.setValidatorCompiler(validatorCompiler as FastifySchemaCompiler<ZodType>);
  app.setSerializerCompiler(contractSerializer(options.strict));
}
