import type { PeoplePage, Segment } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createOrgPeopleApi } from "../api/org-people.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { people: createOrgPeopleApi(sdk.http), server };
}

const page: PeoplePage = { records: [], total: 0, page: 1, pageSize: 50, columns: [] };
const segment: Segment = {
  id: "s/1",
  kind: "people",
  name: "Navy",
  filters: [{ field: "company", op: "contains", value: "navy" }],
  count: 3,
  createdAt: "2027-01-01T00:00:00.000Z",
};

describe("people.list: GET /organizations/{orgId}/people|speakers", () => {
  it("sends paging, sort, search and filters to the kind's path", async () => {
    const { people, server } = setup({
      "GET /api/organizations/o%201/speakers": () => jsonResponse(200, { payload: page }),
    });
    await expect(
      people.list("o 1", "speakers", { page: 2, sort: "-email", q: " ada ", filters: segment.filters }),
    ).resolves.toEqual(page);
    const params = server.calls[0]?.url.searchParams;
    expect(params?.get("page")).toBe("2");
    expect(params?.get("sort")).toBe("-email");
    expect(params?.get("q")).toBe("ada");
    expect(JSON.parse(params?.get("filters") ?? "")).toEqual(segment.filters);
  });

  it("leaves out what is not chosen", async () => {
    const { people, server } = setup({
      "GET /api/organizations/o-1/people": () => jsonResponse(200, { payload: page }),
    });
    await people.list("o-1", "people");
    expect([...(server.calls[0]?.url.searchParams.keys() ?? [])]).toEqual(["userId"]);
  });
});

describe("segments: GET, POST, PUT, DELETE /organizations/{orgId}/segments", () => {
  it("lists by kind, reads, creates, updates and deletes", async () => {
    const { people, server } = setup({
      "GET /api/organizations/o-1/segments": () => jsonResponse(200, { payload: [segment] }),
      "GET /api/organizations/o-1/segments/s%2F1": () => jsonResponse(200, { payload: segment }),
      "POST /api/organizations/o-1/segments": () => jsonResponse(200, { payload: segment }),
      "PUT /api/organizations/o-1/segments/s%2F1": () => jsonResponse(200, { payload: segment }),
      "DELETE /api/organizations/o-1/segments/s%2F1": () => jsonResponse(200, { payload: segment }),
    });
    await expect(people.segments("o-1", "people")).resolves.toEqual([segment]);
    expect(server.calls[0]?.url.searchParams.get("kind")).toBe("people");
    await expect(people.segment("o-1", "s/1")).resolves.toEqual(segment);
    await people.createSegment("o-1", { kind: "people", name: "Navy", filters: segment.filters });
    expect(server.calls[2]?.body).toEqual({ kind: "people", name: "Navy", filters: segment.filters });
    await people.updateSegment("o-1", "s/1", { name: "Navy people" });
    expect(server.calls[3]?.body).toEqual({ name: "Navy people" });
    await expect(people.deleteSegment("o-1", "s/1")).resolves.toEqual(segment);
  });

  it("a taken name rejects with the server's sentence", async () => {
    const { people } = setup({
      "POST /api/organizations/o-1/segments": () =>
        jsonResponse(409, { statusCode: 409, message: "A segment with this name already exists" }),
    });
    const error = await people
      .createSegment("o-1", { kind: "people", name: "Navy" })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect((error as Error).message).toContain("A segment with this name already exists");
  });
});

describe("the list's tools: layouts, bulk delete and export of /people and /speakers", () => {
  it("calls the kind's layouts", async () => {
    const layout = {
      id: "l/1",
      kind: "speakers" as const,
      name: "Desk",
      starredFields: ["name", "sessions"],
      position: 0,
      createdAt: "2027-01-01T00:00:00.000Z",
    };
    const { people, server } = setup({
      "GET /api/organizations/o-1/speakers/layouts": () => jsonResponse(200, { payload: [layout] }),
      "POST /api/organizations/o-1/speakers/layouts": () => jsonResponse(201, { payload: layout }),
      "PUT /api/organizations/o-1/speakers/layouts/l%2F1": () => jsonResponse(200, { payload: layout }),
      "DELETE /api/organizations/o-1/speakers/layouts/l%2F1": () =>
        jsonResponse(200, { payload: { id: "l/1" } }),
    });
    const layouts = people.layouts("o-1", "speakers");
    await expect(layouts.list()).resolves.toEqual([layout]);
    await layouts.create({ name: "Desk", starredFields: ["name", "sessions"] });
    expect(server.calls[1]?.body).toEqual({ name: "Desk", starredFields: ["name", "sessions"] });
    await layouts.update("l/1", { position: 0 });
    await expect(layouts.remove("l/1")).resolves.toEqual({ id: "l/1" });
  });

  it("sends ids, or all with the list's search and filters, and reads the CSV", async () => {
    const { people, server } = setup({
      "POST /api/organizations/o-1/people/bulk-delete": () =>
        jsonResponse(200, { payload: { deleted: 2, ids: ["a", "b"] } }),
      "POST /api/organizations/o-1/people/export": () =>
        new Response("Email\r\n", { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } }),
    });
    await expect(people.bulkDelete("o-1", "people", { ids: ["a", "b"] })).resolves.toEqual({
      deleted: 2,
      ids: ["a", "b"],
    });
    expect(server.calls[0]?.body).toEqual({ ids: ["a", "b"] });
    const blob = await people.exportSelected("o-1", "people", {
      all: true,
      query: { q: " ada ", filters: segment.filters },
    });
    expect(await blob.text()).toBe("Email\r\n");
    expect(server.calls[1]?.body).toEqual({ all: true, q: "ada", filters: JSON.stringify(segment.filters) });
  });
});
