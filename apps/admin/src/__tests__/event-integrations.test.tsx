import type { EventIntegration, FieldMappings } from "@foyer/domain";
import { messages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MAPPING_REMOVED, REMOVE_MAPPING } from "../integrations/EventIntegrationsPage.js";
import { FIELD_MAPPINGS_SAVED, SAVE_FIELD_MAPPINGS } from "../integrations/FieldMappingsForm.js";
import type { Routes } from "./fake-api.js";
import { adminUser } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 1 §2 "Event area … settings: … integrations" (issue 24: "the event's settings/integrations
 * shows what is mapped to it"), §6 "Event settings routes: update on settings", §7 field mappings.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const page = "/event-light/ev-1/settings/integrations";
const mapping: EventIntegration = {
  source: "on24",
  config_id: "c-1",
  mapping_id: "m-1",
  external_event_id: "901",
  external_event_name: "Product Webinar",
  last_synced_at: "2026-11-20T10:00:00.000Z",
};
const fields: FieldMappings = {
  fields: [
    { foyer_field: "name", source_field: "description", enabled: true },
    { foyer_field: "dates", source_field: "livestart, liveend", enabled: true },
    { foyer_field: "timezone", source_field: "displaytimezonecd", enabled: true },
    { foyer_field: "speakers", source_field: "speakers, presenters", enabled: true },
  ],
};
const fieldsPath = "/integrations/on24/org/org-1/event/ev-1/integration-event/901/field-mappings";

function open(routes: Routes = {}) {
  return openSignedIn(page, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /events/ev-1/integrations": ok([mapping]),
    [`GET ${fieldsPath}`]: ok(fields),
    ...routes,
  });
}

describe("the event's settings/integrations page", () => {
  it("is in the event's Settings navigation and shows what is mapped to the event", async () => {
    open();
    const nav = await screen.findByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Integrations" }).getAttribute("aria-current")).toBe("page");
    const card = await screen.findByRole("region", { name: "On24: Product Webinar" });
    expect(within(card).getByText(/On24 event ID 901\. Last synced: /)).toBeTruthy();
    const form = await within(card).findByRole("form", { name: "Fields synced from Product Webinar" });
    expect(
      within(form)
        .getAllByRole("checkbox")
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, true]);
    expect(within(form).getByText("from description")).toBeTruthy();
  });

  it("saves which fields a sync writes", async () => {
    let body: unknown;
    const api = open({
      [`PUT ${fieldsPath}`]: async (request) => {
        body = await request.json();
        return { status: 200, body: { payload: fields } };
      },
    });
    const form = await screen.findByRole("form", { name: "Fields synced from Product Webinar" });
    fireEvent.click(within(form).getByRole("checkbox", { name: /Speakers/ }));
    fireEvent.click(within(form).getByRole("button", { name: SAVE_FIELD_MAPPINGS }));
    await waitFor(() =>
      expect(body).toEqual({
        fields: [
          { foyer_field: "name", enabled: true },
          { foyer_field: "dates", enabled: true },
          { foyer_field: "timezone", enabled: true },
          { foyer_field: "speakers", enabled: false },
        ],
      }),
    );
    await waitFor(() =>
      expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(FIELD_MAPPINGS_SAVED),
    );
  });

  it("removes the mapping after asking; the page then says nothing is mapped", async () => {
    let mapped = [mapping];
    const api = open({
      "GET /events/ev-1/integrations": () => ({ status: 200, body: { payload: mapped } }),
      "DELETE /integrations/on24/org/org-1/config/c-1/event-mappings/m-1": () => {
        mapped = [];
        return { status: 204, body: undefined };
      },
    });
    const card = await screen.findByRole("region", { name: "On24: Product Webinar" });
    fireEvent.click(within(card).getByRole("button", { name: REMOVE_MAPPING }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this mapping?" });
    fireEvent.click(within(confirm).getByRole("button", { name: REMOVE_MAPPING }));
    expect(
      await screen.findByText("Nothing from On24, Cvent or Swoogo is mapped to this event."),
    ).toBeTruthy();
    expect(api.calls).toContain("DELETE /integrations/on24/org/org-1/config/c-1/event-mappings/m-1");
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(MAPPING_REMOVED);
    expect(
      screen.getByRole("link", { name: "Import from the organization's integrations" }).getAttribute("href"),
    ).toBe("/org-light/org-1/settings/integrations");
  });

  it("needs update on settings (spec 1 §6)", async () => {
    open({
      [`GET /permissions/event/${summitEvent.id}/user/${adminUser.id}`]: ok({
        permissions: ["contacts_read"],
        read_permissions: [],
        isFoyerAdmin: false,
        isAdmin: false,
        isMember: true,
      }),
    });
    expect(await screen.findByText(messages.noPermission)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Integrations" })).toBeNull();
  });
});
