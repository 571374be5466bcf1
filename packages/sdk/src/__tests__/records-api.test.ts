import type { ModuleSummary, RecordPage } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createRecordsApi } from "../api/records.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { records: createRecordsApi(sdk.http), server, tokens };
}

const sponsors: ModuleSummary = {
  id: "m/1",
  eventId: "e-1",
  orgId: "o-1",
  kind: "accounts",
  name: "Sponsors",
  slug: "sponsors",
  recordName: "sponsor",
};

const page: RecordPage = {
  records: [
    {
      id: "a-1",
      name: "Acme",
      website: null,
      email: "hello@acme.test",
      phone: null,
      country: "US",
      data: {},
      createdAt: "2027-01-01T00:00:00.000Z",
      importId: null,
    },
  ],
  total: 1,
  page: 2,
  pageSize: 25,
  columns: [{ id: "name", name: "Name" }],
};

describe("records.modules and records.module: the event's modules", () => {
  it("GET /event/{eventId}/modules reads payload, with the bearer token and userId", async () => {
    const { records, server, tokens } = setup({
      "GET /api/event/e%201/modules": () => jsonResponse(200, { payload: [sponsors] }),
    });
    await expect(records.modules("e 1")).resolves.toEqual([sponsors]);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(server.calls[0]?.url.searchParams.get("userId")).toBe("user-1");
  });

  it("GET /modules/{moduleId} escapes the id", async () => {
    const { records } = setup({
      "GET /api/modules/m%2F1": () => jsonResponse(200, { payload: sponsors }),
    });
    await expect(records.module("m/1")).resolves.toEqual(sponsors);
  });
});

describe("records.list: GET /modules/{moduleId}/records?page&pageSize&sort&q", () => {
  it("sends the page, size, sort and search and reads the page", async () => {
    const { records, server } = setup({
      "GET /api/modules/m-1/records": () => jsonResponse(200, { payload: page }),
    });
    await expect(records.list("m-1", { page: 2, pageSize: 25, sort: "-name", q: " acme " })).resolves.toEqual(
      page,
    );
    const params = server.calls[0]?.url.searchParams;
    expect(params?.get("page")).toBe("2");
    expect(params?.get("pageSize")).toBe("25");
    expect(params?.get("sort")).toBe("-name");
    expect(params?.get("q")).toBe("acme");
  });

  it("leaves out what is not chosen, and an empty search", async () => {
    const { records, server } = setup({
      "GET /api/modules/m-1/records": () => jsonResponse(200, { payload: page }),
    });
    await records.list("m-1", { q: "   " });
    const params = server.calls[0]?.url.searchParams;
    expect([...(params?.keys() ?? [])]).toEqual(["userId"]);
  });

  it("sends the filters as one JSON parameter, and none for no filters", async () => {
    const { records, server } = setup({
      "GET /api/modules/m-1/records": () => jsonResponse(200, { payload: page }),
    });
    await records.list("m-1", {
      filters: [
        { field: "company", op: "contains", value: "Acme & Co" },
        { field: "email", op: "empty", value: "ignored" },
      ],
    });
    expect(JSON.parse(server.calls[0]?.url.searchParams.get("filters") ?? "")).toEqual([
      { field: "company", op: "contains", value: "Acme & Co" },
      { field: "email", op: "empty" },
    ]);
    await records.list("m-1", { filters: [] });
    expect(server.calls[1]?.url.searchParams.has("filters")).toBe(false);
  });

  it("a refused call rejects with the server's sentence", async () => {
    const { records } = setup({
      "GET /api/modules/m-1/records": () =>
        jsonResponse(400, { statusCode: 400, code: "VALIDATION", message: "pageSize: too big" }),
    });
    const error = await records.list("m-1", { pageSize: 999 }).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect((error as Error).message).toContain("pageSize: too big");
  });
});

describe("records.remove: DELETE /modules/{moduleId}/records/{recordId}", () => {
  it("deletes and reads the answer", async () => {
    const { records, server } = setup({
      "DELETE /api/modules/m-1/records/a%201": () => jsonResponse(200, { payload: { id: "a 1" } }),
    });
    await expect(records.remove("m-1", "a 1")).resolves.toEqual({ id: "a 1" });
    expect(server.calls).toHaveLength(1);
  });
});

describe("Export CSV: GET /modules/{moduleId}/export?userId&contentType=csv&orgId&eventId (spec 2 §7)", () => {
  it("exportUrl builds the path with contentType, eventId and orgId", () => {
    const { records } = setup({});
    expect(records.exportUrl("m-1", { eventId: "e-1", orgId: "o&1" })).toBe(
      "/modules/m-1/export?contentType=csv&eventId=e-1&orgId=o%261",
    );
  });

  it("exportCsv sends the bearer token and hands back the CSV as a Blob", async () => {
    const csv = "Name,Email\r\nAcme,hello@acme.test\r\n";
    const { records, server, tokens } = setup({
      "GET /api/modules/m-1/export": () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } }),
    });
    const blob = await records.exportCsv("m-1", { eventId: "e-1", orgId: "o-1" });
    expect(await blob.text()).toBe(csv);
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const call = server.calls[0];
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(call?.headers.get("Accept")).toBe("text/csv");
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      contentType: "csv",
      eventId: "e-1",
      orgId: "o-1",
      userId: "user-1",
    });
  });

  it("the export carries the list's filters", () => {
    const { records } = setup({});
    const url = records.exportUrl("m-1", {
      eventId: "e-1",
      orgId: "o-1",
      filters: [{ field: "country", op: "is", value: "DE" }],
    });
    const query = new URL(url, "http://x").searchParams;
    expect(JSON.parse(query.get("filters") ?? "")).toEqual([{ field: "country", op: "is", value: "DE" }]);
  });

  it("a one-cell CSV that reads as JSON still comes back as its text", async () => {
    const { records } = setup({
      "GET /api/modules/m-1/export": () => new Response("42", { status: 200 }),
    });
    const blob = await records.exportCsv("m-1", { eventId: "e-1", orgId: "o-1" });
    expect(await blob.text()).toBe("42");
  });

  it("a refused export rejects", async () => {
    const { records } = setup({
      "GET /api/modules/m-1/export": () =>
        jsonResponse(403, {
          statusCode: 403,
          code: "FORBIDDEN",
          message: "You don't have access to this page!",
        }),
    });
    await expect(records.exportCsv("m-1", { eventId: "e-1", orgId: "o-1" })).rejects.toSatisfy(
      (error: unknown) => isHttpError(error) && error.status === 403,
    );
  });
});
