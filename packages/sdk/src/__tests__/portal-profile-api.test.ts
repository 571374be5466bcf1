import { describe, expect, it } from "vitest";
import { createPortalProfileApi } from "../api/portal-profile.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { me: createPortalProfileApi(sdk.http, "speakers", "p/1"), server, tokens };
}

const base = "/api/portal/speakers/p%2F1/me";
const profile = {
  values: {
    fname: "Sam",
    lname: "Speaker",
    email: "s@x.io",
    title: null,
    company: null,
    phone: null,
    country: null,
  },
  editable: ["title"],
  photoUrl: null,
  updatedAt: "2026-11-20T13:05:00.000Z",
};

describe("the participant's profile calls", () => {
  it("profile, saveProfile and removePhoto use their paths, the bearer token and a JSON body", async () => {
    const bodies: unknown[] = [];
    const answer: Route = (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: profile });
    };
    const { me, server, tokens } = setup({
      [`GET ${base}/profile`]: answer,
      [`PUT ${base}/profile`]: answer,
      [`DELETE ${base}/profile/photo`]: answer,
    });
    await expect(me.profile()).resolves.toEqual(profile);
    await me.saveProfile({ title: "Staff Engineer" });
    await me.removePhoto();
    expect(bodies).toEqual([null, { title: "Staff Engineer" }, null]);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });

  it("a refused save keeps the server's per-field details", async () => {
    const { me } = setup({
      [`PUT ${base}/profile`]: () =>
        jsonResponse(400, {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: 'Phone: "x" is not a phone number.',
          details: [{ path: "phone", message: '"x" is not a phone number.' }],
        }),
    });
    const error = await me.saveProfile({ phone: "x" }).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && (error.body as { details: unknown }).details).toEqual([
      { path: "phone", message: '"x" is not a phone number.' },
    ]);
  });

  it("history sends the cursor and limit; overview reads the cards", async () => {
    const { me, server } = setup({
      [`GET ${base}/history`]: () => jsonResponse(200, { payload: { items: [], nextCursor: null } }),
      [`GET ${base}/overview`]: () => jsonResponse(200, { payload: { messages: { unread: 2 } } }),
    });
    await me.history({ cursor: "line-4", limit: 20 });
    const url = server.calls[0]?.url as URL;
    expect(url.searchParams.get("cursor")).toBe("line-4");
    expect(url.searchParams.get("limit")).toBe("20");
    await me.history();
    expect(server.calls[1]?.url.searchParams.has("cursor")).toBe(false);
    await expect(me.overview()).resolves.toEqual({ messages: { unread: 2 } });
  });
});
