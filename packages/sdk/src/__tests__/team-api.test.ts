import { describe, expect, it } from "vitest";
import { createTeamApi } from "../api/team.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { team: createTeamApi(sdk.http), server };
}

const member = {
  userId: "u-2",
  name: "Vic Viewer",
  email: "viewer@foyer.demo",
  isAdmin: false,
  roleId: "r-1",
  roleName: "Contacts viewer",
  status: "active",
  via: "event",
};

describe("an event's team (spec 2 §7 'Event users')", () => {
  it("lists members at GET /event-users/{eventId}/users?onlyEventUsers=true", async () => {
    const { team, server } = setup({
      "GET /api/event-users/ev%201/users": () => jsonResponse(200, { payload: [member] }),
    });
    await expect(team.event("ev 1").members()).resolves.toEqual([member]);
    expect(server.calls[0]?.url.searchParams.get("onlyEventUsers")).toBe("true");
  });

  it("invites, changes, removes and cancels with the documented bodies", async () => {
    const { team, server } = setup({
      "POST /api/event-users/ev-1/users": () => jsonResponse(201, { payload: { status: "added", member } }),
      "PUT /api/event-users/ev-1/users/u-2": () =>
        jsonResponse(200, { payload: { ...member, isAdmin: true } }),
      "DELETE /api/event-users/ev-1/users/u-2": () => jsonResponse(200, { payload: { userId: "u-2" } }),
      "DELETE /api/event-users/ev-1/invitations/i-1": () => jsonResponse(200, { payload: { id: "i-1" } }),
      "GET /api/event/ev-1/roles": () =>
        jsonResponse(200, { payload: { orgId: "o-1", canManage: false, roles: [] } }),
    });
    const scope = team.event("ev-1");
    await expect(scope.invite({ email: "viewer@foyer.demo", roleId: "r-1" })).resolves.toEqual({
      status: "added",
      member,
    });
    expect(server.calls[0]?.body).toEqual({ email: "viewer@foyer.demo", roleId: "r-1" });
    await expect(scope.updateMember("u-2", { isAdmin: true })).resolves.toMatchObject({ isAdmin: true });
    expect(server.calls[1]?.body).toEqual({ isAdmin: true });
    await expect(scope.removeMember("u-2")).resolves.toEqual({ userId: "u-2" });
    await expect(scope.cancelInvitation("i-1")).resolves.toEqual({ id: "i-1" });
    await expect(scope.roles()).resolves.toEqual({ orgId: "o-1", canManage: false, roles: [] });
  });

  it("a refusal arrives as an HttpError carrying the server's message", async () => {
    const message = "This event's team needs at least one admin.";
    const { team } = setup({
      "DELETE /api/event-users/ev-1/users/u-1": () =>
        jsonResponse(409, { statusCode: 409, code: "VALIDATION_ERROR", message }),
    });
    const error = await team
      .event("ev-1")
      .removeMember("u-1")
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect(isHttpError(error) && error.message).toBe(message);
  });
});

describe("an organization's members and roles", () => {
  it("uses /organizations/{orgId}/users, /invitations and /roles", async () => {
    const role = {
      id: "r-9",
      name: "Readers",
      description: "",
      permissions: [],
      memberCount: 0,
      invitationCount: 0,
    };
    const { team, server } = setup({
      "GET /api/organizations/o-1/users": () => jsonResponse(200, { payload: [] }),
      "GET /api/organizations/o-1/invitations": () => jsonResponse(200, { payload: [] }),
      "POST /api/organizations/o-1/roles": () => jsonResponse(201, { payload: role }),
      "PUT /api/organizations/o-1/roles/r-9": () => jsonResponse(200, { payload: { ...role, name: "Read" } }),
      "DELETE /api/organizations/o-1/roles/r-9": () => jsonResponse(200, { payload: { id: "r-9" } }),
    });
    await expect(team.organization("o-1").members()).resolves.toEqual([]);
    expect(server.calls[0]?.url.searchParams.has("onlyEventUsers")).toBe(false);
    await expect(team.organization("o-1").invitations()).resolves.toEqual([]);
    await expect(team.roles.create("o-1", { name: "Readers" })).resolves.toEqual(role);
    await expect(team.roles.update("o-1", "r-9", { name: "Read" })).resolves.toMatchObject({ name: "Read" });
    expect(server.calls.at(-1)?.body).toEqual({ name: "Read" });
    await expect(team.roles.remove("o-1", "r-9")).resolves.toEqual({ id: "r-9" });
  });
});
