import { describe, expect, it } from "vitest";
import { createOrganizationsApi } from "../api/organizations.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { organizations: createOrganizationsApi(sdk.http), server };
}

describe("the organization area's calls (spec 1 §7)", () => {
  it("lists events with only the filters that narrow anything", async () => {
    const { organizations, server } = setup({
      "GET /api/organizations/org%201/events": () => jsonResponse(200, { payload: [] }),
    });
    await organizations.events("org 1");
    await organizations.events("org 1", { q: "summit", status: "past", starred: true });
    await organizations.events("org 1", { q: "", status: "all", starred: false });
    const queries = server.calls.map((call) => {
      const params = new URLSearchParams(call.url.search);
      params.delete("userId");
      return params.toString();
    });
    expect(queries).toEqual(["", "q=summit&status=past&starred=true", ""]);
  });

  it("stars with PUT and unstars with DELETE, answering the new state", async () => {
    const { organizations, server } = setup({
      "PUT /api/organizations/org-1/events/ev-1/star": () =>
        jsonResponse(200, { payload: { event_id: "ev-1", starred: true } }),
      "DELETE /api/organizations/org-1/events/ev-1/star": () =>
        jsonResponse(200, { payload: { event_id: "ev-1", starred: false } }),
    });
    await expect(organizations.setStar("org-1", "ev-1", true)).resolves.toBe(true);
    await expect(organizations.setStar("org-1", "ev-1", false)).resolves.toBe(false);
    expect(server.calls.map((call) => call.method)).toEqual(["PUT", "DELETE"]);
  });

  it("creates an event with the event data including orgId (spec 2 §7)", async () => {
    const created = { id: "new-1", name: "Gala", slug: "gala", org_id: "org-1" };
    const { organizations, server } = setup({
      "POST /api/event/organization/org-1/events": () => jsonResponse(201, { payload: created }),
    });
    const body = { name: "Gala", date_from: "2027-01-01", date_to: "2027-01-02", timezone: "UTC" };
    await expect(organizations.createEvent("org-1", body)).resolves.toEqual(created);
    expect(server.calls[0]?.body).toEqual({ ...body, orgId: "org-1" });
  });

  it("imports events in one call, answering the created events", async () => {
    const created = [{ id: "new-1", name: "Gala" }];
    const { organizations, server } = setup({
      "POST /api/event/organization/org%201/events/import": () =>
        jsonResponse(201, { payload: { events: created } }),
    });
    const body = { events: [{ name: "Gala", date_from: "2027-01-01", date_to: "2027-01-02" }] };
    await expect(organizations.importEvents("org 1", body)).resolves.toEqual(created);
    expect(server.calls[0]?.body).toEqual(body);
  });

  it("puts the organization and reads both dashboards; failures are thrown as HttpError", async () => {
    const { organizations, server } = setup({
      "PUT /api/organizations/org-1": (call) =>
        jsonResponse(200, { payload: { id: "org-1", ...(call.body as object) } }),
      "GET /api/event/ev%2F1/dashboard": () => jsonResponse(200, { payload: { figures: {} } }),
      "GET /api/organizations/org-1/dashboard": () => jsonResponse(403, { message: "no" }),
    });
    await expect(organizations.update("org-1", { logoImageUrl: null })).resolves.toEqual({
      id: "org-1",
      logoImageUrl: null,
    });
    await expect(organizations.eventDashboard("ev/1")).resolves.toEqual({ figures: {} });
    const error = await organizations.dashboard("org-1").catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(403);
    expect(server.calls[0]?.body).toEqual({ logoImageUrl: null });
  });
});
