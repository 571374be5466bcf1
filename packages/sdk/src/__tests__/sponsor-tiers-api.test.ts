import type { SponsorTier } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createTiersApi } from "../api/sponsor-tiers.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>, moduleId = "m 1") {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { tiers: createTiersApi(sdk.http, moduleId), server, tokens };
}

const base = "/api/modules/m%201/tiers";
const gold: SponsorTier = { id: "t-1", name: "Gold", position: 0, sponsors: [] };

describe("tiers.list: GET /modules/{moduleId}/tiers", () => {
  it("answers the tiers with the bearer token sent", async () => {
    const { tiers, server, tokens } = setup({
      [`GET ${base}`]: () => jsonResponse(200, { payload: [gold] }),
    });
    await expect(tiers.list()).resolves.toEqual([gold]);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });

  it("a refused call rejects with the server's status and sentence", async () => {
    const { tiers } = setup({
      [`GET ${base}`]: () =>
        jsonResponse(400, {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "Only the sponsors module has tiers.",
        }),
    });
    const error = await tiers.list().catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && error.message).toBe("Only the sponsors module has tiers.");
  });
});

describe("changes", () => {
  it("create, rename, reorder, delete and the sponsors' calls use their paths and JSON bodies", async () => {
    const bodies: unknown[] = [];
    const record: Route = async (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: [] });
    };
    const { tiers, server } = setup({
      [`POST ${base}`]: record,
      [`PUT ${base}/t%201`]: record,
      [`PUT ${base}/order`]: record,
      [`DELETE ${base}/t%201`]: record,
      [`POST ${base}/t%201/accounts`]: record,
      [`DELETE ${base}/t%201/accounts/a%2F1`]: record,
      [`PUT ${base}/t%201/accounts/order`]: record,
    });
    await tiers.create("Gold");
    await tiers.rename("t 1", "Platinum");
    await tiers.reorder(["t 1", "t-2"]);
    await tiers.remove("t 1");
    await tiers.addSponsors("t 1", ["a/1", "a-2"]);
    await tiers.removeSponsor("t 1", "a/1");
    await tiers.reorderSponsors("t 1", ["a-2"]);
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST ${base}`,
      `PUT ${base}/t%201`,
      `PUT ${base}/order`,
      `DELETE ${base}/t%201`,
      `POST ${base}/t%201/accounts`,
      `DELETE ${base}/t%201/accounts/a%2F1`,
      `PUT ${base}/t%201/accounts/order`,
    ]);
    expect(bodies).toEqual([
      { name: "Gold" },
      { name: "Platinum" },
      { tierIds: ["t 1", "t-2"] },
      null,
      { accountIds: ["a/1", "a-2"] },
      null,
      { accountIds: ["a-2"] },
    ]);
  });
});
