import type { ModuleLayout } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createRecordLayoutsApi } from "../api/record-layouts.js";
import { createRecordsApi } from "../api/records.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { layouts: createRecordLayoutsApi(sdk.http, "m/1"), records: createRecordsApi(sdk.http), server };
}

const desk: ModuleLayout = {
  id: "l-1",
  moduleId: "m/1",
  name: "Front desk",
  starredFields: ["name", "email"],
  position: 0,
  createdAt: "2027-01-01T00:00:00.000Z",
};

describe("layouts: /modules/{moduleId}/layouts", () => {
  it("lists, creates, updates and removes, escaping the ids", async () => {
    const { layouts, server } = setup({
      "GET /api/modules/m%2F1/layouts": () => jsonResponse(200, { payload: [desk] }),
      "POST /api/modules/m%2F1/layouts": () => jsonResponse(201, { payload: desk }),
      "PUT /api/modules/m%2F1/layouts/l%201": () => jsonResponse(200, { payload: { ...desk, name: "Desk" } }),
      "DELETE /api/modules/m%2F1/layouts/l%201": () => jsonResponse(200, { payload: { id: "l 1" } }),
    });
    await expect(layouts.list()).resolves.toEqual([desk]);
    await expect(layouts.create({ name: "Front desk", starredFields: ["name", "email"] })).resolves.toEqual(
      desk,
    );
    expect(server.calls[1]?.body).toEqual({ name: "Front desk", starredFields: ["name", "email"] });
    await expect(layouts.update("l 1", { name: "Desk" })).resolves.toMatchObject({ name: "Desk" });
    expect(server.calls[2]?.body).toEqual({ name: "Desk" });
    await expect(layouts.remove("l 1")).resolves.toEqual({ id: "l 1" });
  });

  it("a refused call rejects with the server's sentence", async () => {
    const { layouts } = setup({
      "POST /api/modules/m%2F1/layouts": () =>
        jsonResponse(409, {
          statusCode: 409,
          code: "VALIDATION_ERROR",
          message: "A layout named “Desk” already exists.",
        }),
    });
    const error = await layouts.create({ name: "Desk", starredFields: ["name"] }).catch((caught) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect((error as Error).message).toBe("A layout named “Desk” already exists.");
  });
});

describe("bulk calls: the selection's ids, or all with the list's own parameters", () => {
  it("bulkDelete sends { ids }", async () => {
    const { records, server } = setup({
      "POST /api/modules/m-1/records/bulk-delete": () =>
        jsonResponse(200, { payload: { deleted: 2, ids: ["a", "b"] } }),
    });
    await expect(records.bulkDelete("m-1", { ids: ["a", "b"] })).resolves.toEqual({
      deleted: 2,
      ids: ["a", "b"],
    });
    expect(server.calls[0]?.body).toEqual({ ids: ["a", "b"] });
  });

  it("all sends the search, role view and filters exactly as the list sends them", async () => {
    const { records, server } = setup({
      "POST /api/modules/m-1/records/bulk-delete": () =>
        jsonResponse(200, { payload: { deleted: 0, ids: [] } }),
      "GET /api/modules/m-1/records": () =>
        jsonResponse(200, { payload: { records: [], total: 0, page: 1, pageSize: 50, columns: [] } }),
    });
    const query = {
      q: "  acme ",
      role: "speaker" as const,
      filters: [{ field: "company", op: "is" as const, value: "Acme" }],
    };
    await records.bulkDelete("m-1", { all: true, query });
    await records.list("m-1", query);
    const listed = Object.fromEntries(server.calls[1]?.url.searchParams ?? []);
    expect(server.calls[0]?.body).toEqual({
      all: true,
      q: listed.q,
      role: listed.role,
      filters: listed.filters,
    });
    expect(server.calls[0]?.body).toMatchObject({ q: "acme", role: "speaker" });
    // An empty query is just all.
    await records.bulkDelete("m-1", { all: true, query: { q: " " } });
    expect(server.calls[2]?.body).toEqual({ all: true });
  });

  it("exportSelected posts the selection and answers the CSV", async () => {
    const { records, server } = setup({
      "POST /api/modules/m-1/export": () =>
        new Response("\ufeffName\r\nAcme\r\n", { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    const blob = await records.exportSelected("m-1", { ids: ["a"] });
    expect(await blob.text()).toContain("Acme");
    expect(blob.type).toContain("text/csv");
    expect(server.calls[0]?.body).toEqual({ ids: ["a"] });
    expect(server.calls[0]?.headers.get("Accept")).toBe("text/csv");
  });
});
