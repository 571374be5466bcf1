import { integrationMessages, messages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADD_INTEGRATION, LIST_ALL_SOURCES } from "../integrations/OrgIntegrationsPage.js";
import { SYNC_LOG } from "../integrations/SyncLog.js";
import { INTEGRATION_IMPORT_OPTION } from "../orglight/add-event/AddEventModal.js";
import { connection } from "./integration-kit.js";
import { openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 1 §2 "Organization area … settings with … integrations": the organization's connections
 * (listed, added through the wizard, removed), the source picker's setting (spec 1 §9), each
 * connection's sync log (issue 24: shown to org admins and sbViewIntegrationsLog), and the Add
 * Event modal's way into the wizard.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const page = "/org-light/org-1/settings/integrations";
const on24 = connection("c-1", {
  is_connected: false,
  last_error: "ON24 answered 401: check the access token key and secret.",
});
const logEntry = {
  id: "l-1",
  job_id: "j-1",
  status: "completed",
  started_at: "2026-11-20T10:00:00.000Z",
  finished_at: "2026-11-20T10:01:00.000Z",
  started_by: "Ada Organizer",
  counts: { eventsCreated: 2, eventsUpdated: 0, speakersCreated: 7, speakersUpdated: 0 },
  event_ids: ["ev-9"],
  message: null,
  problems: ["Dateless Webinar: no dates on On24"],
};

function routes(overrides: Record<string, unknown> = {}) {
  return {
    "GET /integrations/org/org-1/settings": ok({ listAllSources: false, sandbox: false }),
    "GET /integrations/on24/org/org-1/auth": ok([on24]),
    "GET /integrations/cvent-crm/org/org-1/auth": ok([]),
    "GET /integrations/swoogo-crm/org/org-1/auth": ok([]),
    "GET /integrations/on24/org/org-1/config/c-1/log": ok([logEntry]),
    ...overrides,
  } as Parameters<typeof openOrg>[1];
}

describe("the organization's settings/integrations page", () => {
  it("is in the menu and lists each source's connections with their state", async () => {
    openOrg(page, routes());
    const menu = await screen.findByRole("navigation", { name: "Organization" });
    expect(within(menu).getByRole("link", { name: "Integrations" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const section = await screen.findByRole("region", { name: "On24" });
    expect(await within(section).findByText("Invalid")).toBeTruthy();
    expect(within(section).getByText(on24.last_error as string)).toBeTruthy();
    expect(within(section).getByText(/^Last checked: /)).toBeTruthy();
    expect(
      await within(screen.getByRole("region", { name: "Cvent" })).findByText("No Cvent connection."),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Swoogo" })).getByText("No Swoogo connection."),
    ).toBeTruthy();
  });

  it("removes a connection after asking: 'Connection Removed' and the list loads again", async () => {
    let listed = [on24];
    const api = openOrg(
      page,
      routes({
        "GET /integrations/on24/org/org-1/auth": () => ({ status: 200, body: { payload: listed } }),
        "DELETE /integrations/on24/org/org-1/auth/c-1": () => {
          listed = [];
          return { status: 204, body: undefined };
        },
      }),
    );
    const section = await screen.findByRole("region", { name: "On24" });
    fireEvent.click(await within(section).findByRole("button", { name: /^Remove On24/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this connection?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove connection" }));
    expect(await within(section).findByText("No On24 connection.")).toBeTruthy();
    expect(api.calls).toContain("DELETE /integrations/on24/org/org-1/auth/c-1");
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      integrationMessages.removed,
    );
  });

  it("a failed removal says the server's message, else 'There was an issue removing your connection'", async () => {
    openOrg(
      page,
      routes({
        "DELETE /integrations/on24/org/org-1/auth/c-1": () => ({ status: 500, body: { statusCode: 500 } }),
      }),
    );
    const section = await screen.findByRole("region", { name: "On24" });
    fireEvent.click(await within(section).findByRole("button", { name: /^Remove On24/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this connection?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove connection" }));
    expect((await within(confirm).findByRole("alert")).textContent).toBe(integrationMessages.removeFailed);
  });

  it("'List Cvent and Swoogo in the source picker' is saved by PUT", async () => {
    let body: unknown;
    openOrg(
      page,
      routes({
        "PUT /integrations/org/org-1/settings": async (request: Request) => {
          body = await request.json();
          return { status: 200, body: { payload: { listAllSources: true, sandbox: false } } };
        },
      }),
    );
    const toggle = (await screen.findByRole("switch", { name: LIST_ALL_SOURCES })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(body).toEqual({ listAllSources: true }));
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it("each connection's sync log is shown when the server answers it", async () => {
    openOrg(page, routes());
    const section = await screen.findByRole("region", { name: "On24" });
    const summary = await within(section).findByText(SYNC_LOG);
    fireEvent.click(summary);
    expect(
      within(section).getByText(/by Ada Organizer; 2 events created, 0 updated; 7 speakers added/),
    ).toBeTruthy();
  });

  it("a 403 on the log leaves the log out and keeps the page", async () => {
    const api = openOrg(
      page,
      routes({
        "GET /integrations/on24/org/org-1/config/c-1/log": () => ({
          status: 403,
          body: { statusCode: 403, code: "FORBIDDEN", message: messages.noPermission },
        }),
      }),
    );
    const section = await screen.findByRole("region", { name: "On24" });
    await within(section).findByText("Invalid");
    await waitFor(() => expect(api.calls).toContain("GET /integrations/on24/org/org-1/config/c-1/log"));
    expect(within(section).queryByText(SYNC_LOG)).toBeNull();
    expect(screen.getByRole("heading", { name: "Integrations", level: 1 })).toBeTruthy();
  });

  it("'Add a connection' opens the wizard, and its connections load for the source chosen", async () => {
    const api = openOrg(page, routes());
    fireEvent.click(await screen.findByRole("button", { name: ADD_INTEGRATION }));
    const wizard = await screen.findByRole("dialog", {
      name: "Import from On24, Cvent or Swoogo: Select Source",
    });
    fireEvent.click(await within(wizard).findByRole("radio", { name: /On24/ }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    const connect = await screen.findByRole("dialog", { name: "Import from On24, Cvent or Swoogo: Connect" });
    expect(await within(connect).findByText("Invalid")).toBeTruthy();
    fireEvent.keyDown(connect, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      api.calls.filter((call) => call === "GET /integrations/on24/org/org-1/auth").length,
    ).toBeGreaterThan(1);
  });

  it("a member without update on settings meets the gate", async () => {
    openOrg(page, {
      ...routes(),
      [orgProfileRoute]: ok({
        permissions: ["settings_read"],
        read_permissions: [],
        isFoyerAdmin: false,
        isAdmin: false,
        isMember: true,
      }),
    });
    expect(await screen.findByText(messages.noPermission)).toBeTruthy();
  });
});

describe("the Add Event modal", () => {
  it("keeps 'Import events' and offers 'Import from On24, Cvent or Swoogo', which opens the wizard", async () => {
    openOrg("/org-light/org-1/events", routes());
    await screen.findByRole("table", { name: "Organization events" });
    fireEvent.click(screen.getAllByRole("button", { name: "Add event" })[0] as HTMLElement);
    const modal = await screen.findByRole("dialog", { name: "Add Event" });
    expect(within(modal).getByRole("button", { name: "Import events" })).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: INTEGRATION_IMPORT_OPTION }));
    const wizard = await screen.findByRole("dialog", {
      name: "Import from On24, Cvent or Swoogo: Select Source",
    });
    expect(await within(wizard).findByRole("radio", { name: /On24/ })).toBeTruthy();
    // Spec 1 §4: Back from select-source closes the modal.
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
