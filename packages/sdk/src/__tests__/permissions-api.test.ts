import type { PermissionProfile } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createPermissionsApi } from "../api/permissions.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { permissions: createPermissionsApi(sdk.http), server, tokens };
}

const viewer: PermissionProfile = {
  permissions: [],
  read_permissions: [{ slug: "contacts_read" }],
  isFoyerAdmin: false,
  isAdmin: false,
};

describe("Event permissions: GET /permissions/event/{eventId}/user/{userId} (spec 2 §7)", () => {
  it("reads the profile from payload, with the bearer token", async () => {
    const { permissions, server, tokens } = setup({
      "GET /api/permissions/event/ev%201/user/user-1": () => jsonResponse(200, { payload: viewer }),
    });
    await expect(permissions.eventProfile("ev 1", "user-1")).resolves.toEqual(viewer);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });

  it("a forbidden-operation error (403) yields dontHavePermission true", async () => {
    const { permissions } = setup({
      "GET /api/permissions/event/ev-1/user/user-1": () => jsonResponse(403, { message: "no" }),
      "GET /api/permissions/organization/org-1/user/user-1": () => jsonResponse(403, { message: "no" }),
    });
    const none = { permissions: [], read_permissions: [], dontHavePermission: true };
    await expect(permissions.eventProfile("ev-1", "user-1")).resolves.toEqual(none);
    await expect(permissions.orgProfile("org-1", "user-1")).resolves.toEqual(none);
  });

  it("any other failure is thrown", async () => {
    const { permissions } = setup({
      "GET /api/permissions/event/ev-1/user/user-1": () => jsonResponse(500, { message: "boom" }),
    });
    const error = await permissions.eventProfile("ev-1", "user-1").catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(500);
  });
});

describe("Bring admin access: POST /admins/event-user/{eventId}, /admins/org-user/{orgId}", () => {
  it("posts to the event and the organization paths", async () => {
    const { permissions, server } = setup({
      "POST /api/admins/event-user/ev-1": () => jsonResponse(200, { payload: { ok: true } }),
      "POST /api/admins/org-user/org-1": () => jsonResponse(200, { payload: { ok: true } }),
    });
    await permissions.bringEventAdmin("ev-1");
    await permissions.bringOrgAdmin("org-1");
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "POST /api/admins/event-user/ev-1",
      "POST /api/admins/org-user/org-1",
    ]);
  });
});
