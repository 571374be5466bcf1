import { describe, expect, it } from "vitest";
import { createFieldsApi } from "../api/fields.js";
import { createTagsApi } from "../api/tags.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

/** Records each call's body and answers an empty payload. */
function recorder(bodies: unknown[]): Route {
  return async (call) => {
    bodies.push(call.body ?? null);
    return jsonResponse(200, { payload: [] });
  };
}

describe("createFieldsApi: /events/{eventId}/fields and /modules/{moduleId}/fields", () => {
  it("uses each call's path (ids encoded) and JSON body, with the bearer token", async () => {
    const bodies: unknown[] = [];
    const base = "/api/modules/m%201/fields";
    const record = recorder(bodies);
    const { sdk, server, tokens } = createTestSdk({
      "GET /api/events/e%2F1/fields": record,
      [`GET ${base}`]: record,
      [`POST ${base}`]: record,
      [`PUT ${base}/f%201`]: record,
      [`GET ${base}/f%201/usage`]: record,
      [`DELETE ${base}/f%201`]: record,
      [`PUT ${base}/order`]: record,
    });
    const fields = createFieldsApi(sdk.http);
    await fields.overview("e/1");
    await fields.list("m 1");
    await fields.create("m 1", { name: "Size", type: "dropdown", options: ["S"] });
    await fields.update("m 1", "f 1", { options: ["Small"], renames: [{ from: "S", to: "Small" }] });
    await fields.usage("m 1", "f 1");
    await fields.remove("m 1", "f 1");
    await fields.reorder("m 1", ["f 1", "f-2"]);
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "GET /api/events/e%2F1/fields",
      `GET ${base}`,
      `POST ${base}`,
      `PUT ${base}/f%201`,
      `GET ${base}/f%201/usage`,
      `DELETE ${base}/f%201`,
      `PUT ${base}/order`,
    ]);
    expect(bodies).toEqual([
      null,
      null,
      { name: "Size", type: "dropdown", options: ["S"] },
      { options: ["Small"], renames: [{ from: "S", to: "Small" }] },
      null,
      null,
      { ids: ["f 1", "f-2"] },
    ]);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });

  it("a refused change rejects with the server's status and sentence", async () => {
    const { sdk } = createTestSdk({
      "PUT /api/modules/m/fields/f": () =>
        jsonResponse(409, {
          statusCode: 409,
          code: "VALIDATION_ERROR",
          message: "3 contacts hold the option",
        }),
    });
    const error = await createFieldsApi(sdk.http)
      .update("m", "f", { options: [] })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect(isHttpError(error) && error.message).toBe("3 contacts hold the option");
  });
});

describe("createTagsApi: /events/{eventId}/tags and a record's tags", () => {
  it("uses each call's path and JSON body", async () => {
    const bodies: unknown[] = [];
    const record = recorder(bodies);
    const own = "/api/event/e1/contact/c%201/tags";
    const { sdk, server } = createTestSdk({
      "GET /api/events/e1/tags": record,
      "POST /api/events/e1/tags": record,
      "PUT /api/events/e1/tags/t%201": record,
      "DELETE /api/events/e1/tags/t%201": record,
      [`GET ${own}`]: record,
      [`POST ${own}`]: record,
      [`DELETE ${own}/t%201`]: record,
    });
    const tags = createTagsApi(sdk.http);
    const key = { eventId: "e1", type: "contact" as const, recordId: "c 1" };
    await tags.list("e1");
    await tags.create("e1", { name: "VIP", color: "#e03131" });
    await tags.update("e1", "t 1", { name: "Guests" });
    await tags.remove("e1", "t 1");
    await tags.ofRecord(key);
    await tags.addToRecord(key, "t 1");
    await tags.removeFromRecord(key, "t 1");
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "GET /api/events/e1/tags",
      "POST /api/events/e1/tags",
      "PUT /api/events/e1/tags/t%201",
      "DELETE /api/events/e1/tags/t%201",
      `GET ${own}`,
      `POST ${own}`,
      `DELETE ${own}/t%201`,
    ]);
    expect(bodies).toEqual([
      null,
      { name: "VIP", color: "#e03131" },
      { name: "Guests" },
      null,
      null,
      { tagId: "t 1" },
      null,
    ]);
  });
});
