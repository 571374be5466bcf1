import type { GlobalSearchResult } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createGlobalSearchApi } from "../api/search.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { search: createGlobalSearchApi(sdk.http), server };
}

const result: GlobalSearchResult = {
  contacts: [
    {
      id: "c-1",
      type: "contact",
      name: "Ada Lovelace",
      detail: "ada@x.test",
      eventId: "e-1",
      eventName: "Summit",
      score: 0.8,
    },
  ],
  sessions: [],
  content: [],
  totals: { contacts: 1, sessions: 0, content: 0, capped: 1000 },
};

describe("the global search over the SDK", () => {
  it("sends the trimmed term and type=all, and reads the payload", async () => {
    const { search, server } = setup({
      "GET /api/search/organization/o%201": () => jsonResponse(200, { payload: result }),
    });
    await expect(search.search("o 1", " lovlace ")).resolves.toEqual(result);
    const params = Object.fromEntries(server.calls[0]?.url.searchParams ?? []);
    expect(params).toMatchObject({ term: "lovlace", type: "all" });
  });

  it("asks for one kind when told", async () => {
    const { search, server } = setup({
      "GET /api/search/organization/o-1": () => jsonResponse(200, { payload: result }),
    });
    await search.search("o-1", "ada", { type: "sessions" });
    expect(server.calls[0]?.url.searchParams.get("type")).toBe("sessions");
  });

  it("reads the recent terms, and turns a refusal into an HttpError with the server's message", async () => {
    const { search } = setup({
      "GET /api/search/organization/o-1/recent": () =>
        jsonResponse(200, { payload: { terms: ["ada", "grace"] } }),
      "GET /api/search/organization/o-2/recent": () =>
        jsonResponse(403, { error: { code: "FORBIDDEN", message: "You don't have access to this page!" } }),
    });
    await expect(search.recent("o-1")).resolves.toEqual(["ada", "grace"]);
    const error = await search.recent("o-2").catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(403);
  });
});
