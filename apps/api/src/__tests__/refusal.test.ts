import { errorCodes, UPSTREAM_ERROR } from "@foyer/domain";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "../http/error-handler.js";
import {
  ApiError,
  badRequest,
  forbidden,
  fromRefusal,
  notFound,
  REFUSAL_STATUS,
  tooManyRequests,
  unauthorized,
} from "../http/errors.js";
import {
  absent,
  clash,
  invalid,
  isRefusal,
  notPermitted,
  orAbsent,
  type Refusal,
  type RefusalKind,
  rateLimited,
  tooLarge,
  unauthenticated,
  unprocessable,
  unsupportedMedia,
  upstreamFailed,
} from "../services/refusal.js";

/*
 * Issue 18 item 3 (STYLE 13): services say what went wrong (`Refusal`), the HTTP layer picks the
 * status. The move must change no answer: each refusal answers exactly what the `http/errors`
 * helper (or the `new ApiError(…)`) the services threw before answered.
 */

const details = [{ path: "name", message: "Name: This name is taken" }];

/** Each kind, a refusal of it, and what the services threw for it before. */
const cases: [RefusalKind, Refusal, ApiError][] = [
  ["invalid", invalid("Name is required", details), badRequest("Name is required", details)],
  ["unauthenticated", unauthenticated(), unauthorized()],
  [
    "unauthenticated",
    unauthenticated("jwt expired", errorCodes.tokenExpired),
    new ApiError(401, errorCodes.tokenExpired, "jwt expired"),
  ],
  ["forbidden", notPermitted(), forbidden()],
  ["forbidden", notPermitted("This form is closed."), forbidden("This form is closed.")],
  ["not_found", absent(), notFound()],
  ["not_found", absent("This file does not exist."), notFound("This file does not exist.")],
  [
    "conflict",
    clash("This name is taken", details),
    new ApiError(409, errorCodes.validation, "This name is taken", details),
  ],
  [
    "too_large",
    tooLarge("The file is too large"),
    new ApiError(413, "VALIDATION_ERROR", "The file is too large"),
  ],
  [
    "unsupported_media",
    unsupportedMedia("Files of type x are not accepted"),
    new ApiError(415, "VALIDATION_ERROR", "Files of type x are not accepted"),
  ],
  // The integration importer's (issue 24): a platform refused the keys; a platform failed.
  [
    "unprocessable",
    unprocessable("On24 refused these keys (401)."),
    new ApiError(422, errorCodes.validation, "On24 refused these keys (401)."),
  ],
  [
    "upstream",
    upstreamFailed("Cvent did not answer in time."),
    new ApiError(502, UPSTREAM_ERROR, "Cvent did not answer in time."),
  ],
  // Last: the retry-after test below takes it by its place.
  ["rate_limited", rateLimited("Too many attempts", 42), tooManyRequests("Too many attempts", 42)],
];

describe("a refusal maps to one HTTP status per kind", () => {
  it("every kind has its status", () => {
    const kinds: RefusalKind[] = [
      "invalid",
      "unauthenticated",
      "forbidden",
      "not_found",
      "conflict",
      "too_large",
      "unsupported_media",
      "rate_limited",
      "unprocessable",
      "upstream",
    ];
    expect(Object.keys(REFUSAL_STATUS).sort()).toEqual([...kinds].sort());
    expect(kinds.map((kind) => REFUSAL_STATUS[kind])).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 422, 502,
    ]);
    expect(new Set(cases.map(([kind]) => kind))).toEqual(new Set(kinds));
  });

  it.each(cases)("%s becomes the ApiError the services threw before", (kind, refusal, before) => {
    expect(refusal.kind).toBe(kind);
    expect(isRefusal(refusal)).toBe(true);
    const mapped = fromRefusal(refusal);
    expect({ ...mapped, message: mapped.message }).toEqual({ ...before, message: before.message });
  });

  it("orAbsent gives the value back, or refuses with not_found and the message", () => {
    expect(orAbsent(0, "gone")).toBe(0);
    expect(() => orAbsent(null, "gone")).toThrow(
      expect.objectContaining({ kind: "not_found", message: "gone" }),
    );
  });
});

describe("the error handler answers a refusal as it answered the ApiError", () => {
  const app = Fastify();
  installErrorHandler(app);
  for (const [index, [, refusal, before]] of cases.entries()) {
    app.get(`/refusal/${index}`, async () => {
      throw refusal;
    });
    app.get(`/before/${index}`, async () => {
      throw before;
    });
  }
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it.each(cases.map(([kind], index) => [kind, index] as const))(
    "%s: same status, body and retry-after",
    async (_kind, index) => {
      const now = await app.inject({ url: `/refusal/${index}` });
      const then = await app.inject({ url: `/before/${index}` });
      expect(now.statusCode).toBe(then.statusCode);
      expect(now.json()).toEqual(then.json());
      expect(now.headers["retry-after"]).toBe(then.headers["retry-after"]);
    },
  );

  it("a rate-limited refusal says when to try again", async () => {
    const answer = await app.inject({ url: `/refusal/${cases.length - 1}` });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers["retry-after"]).toBe("42");
    expect(answer.json()).toEqual({
      statusCode: 429,
      code: errorCodes.rateLimited,
      message: "Too many attempts",
    });
  });
});
