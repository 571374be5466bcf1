import { messages, newEventMessages, orgMessages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  ADD_EVENT_TITLE,
  ADD_NEW_EVENT,
  CLONE_EVENT_OPTION,
  COMING_SOON,
  GET_STARTED,
  IMPORT_EVENTS_OPTION,
} from "../orglight/add-event/AddEventModal.js";
import { CREATE_EVENT } from "../orglight/add-event/NewEventForm.js";
import { myOrgs, newEventDashboardParts, openOrg } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 1 §4 "Event creation: the modal returns create or cancel. On create, 'Creating event...'
 * shows, the event is created, and the user is redirected to /event-light/{id}/dashboard";
 * spec 2 §2.1 'Add Event' with the 'Add a new event' card, 'Get started', clone and import options.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const created = {
  id: "new-1",
  name: "Autumn Forum",
  slug: "autumn-forum",
  org_id: "org-1",
  date_from: "2027-10-01",
  date_to: "2027-10-02",
  timezone: "America/New_York",
  is_draft: false,
};

async function openModal(routes = {}) {
  const api = openOrg("/org-light/org-1/events", routes);
  await screen.findByRole("table", { name: "Organization events" });
  const opener = screen.getAllByRole("button", { name: "Add event" })[0] as HTMLElement;
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole("dialog", { name: ADD_EVENT_TITLE });
  return { api, dialog, opener };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("the new-event page", () => {
  it("offers 'Add a new event' with 'Get started', cloning and importing", async () => {
    const { dialog, opener } = await openModal();
    expect(within(dialog).getByRole("heading", { name: ADD_NEW_EVENT })).toBeTruthy();
    const start = within(dialog).getByRole("button", { name: GET_STARTED });
    expect(document.activeElement).toBe(start);
    // The clone option opens the clone wizard (apps/admin/src/clone, clone-wizard.test.tsx).
    expect(
      (within(dialog).getByRole("button", { name: CLONE_EVENT_OPTION }) as HTMLButtonElement).disabled,
    ).toBe(false);
    // The import option opens the import page in the same modal (import-events.test.tsx).
    const option = within(dialog).getByRole("button", { name: IMPORT_EVENTS_OPTION }) as HTMLButtonElement;
    expect(option.disabled).toBe(false);
    expect(within(dialog).queryByText(COMING_SOON)).toBeNull();
    // Escape cancels; focus goes back to the button that opened it.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe("the create form", () => {
  it("checks the fields before sending anything", async () => {
    const { api, dialog } = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: GET_STARTED }));
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_EVENT }));
    expect(await within(dialog).findByText(newEventMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(newEventMessages.startRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Event name"));
    fill("Event name", "Autumn Forum");
    fill("Start date", "2027-10-02");
    fill("End date", "2027-10-01");
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_EVENT }));
    expect(await within(dialog).findByText(newEventMessages.endBeforeStart)).toBeTruthy();
    expect(api.calls.some((call) => call.startsWith("POST"))).toBe(false);
  });

  it("shows 'Creating event...', creates the event with its organization and opens its dashboard", async () => {
    let release: () => void = () => undefined;
    let body: unknown;
    const { dialog } = await openModal({
      "POST /event/organization/org-1/events": async (request: Request) => {
        body = await request.json();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 201, body: { payload: created } };
      },
      "GET /permissions/event/new-1/user/user-1": ok({
        permissions: [],
        read_permissions: [],
        isAdmin: true,
      }),
      "GET /user/me/events": ok([]),
      "GET /event/new-1/dashboard": ok({
        event: { ...created, org_name: "Foyer Demo Organization", status: "upcoming" },
        figures: { contacts: 0, sponsors: 0, exhibitors: 0, forms: 0, submissions: 0, sessions: 0, team: 1 },
        ...newEventDashboardParts,
      }),
      "GET /event/new-1/modules": ok([]),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: GET_STARTED }));
    fill("Event name", "  Autumn Forum ");
    fill("Start date", "2027-10-01");
    // The end follows a one-day start until it is set.
    expect((screen.getByLabelText("End date") as HTMLInputElement).value).toBe("2027-10-01");
    fill("End date", "2027-10-02");
    // The searchable picker shows the zone with its offset today (winter or summer time).
    expect((screen.getByLabelText("Time zone") as HTMLInputElement).value).toMatch(
      /^America\/New York \(UTC-0[45]:00\)$/,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_EVENT }));
    expect(await within(dialog).findByRole("status")).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toContain(orgMessages.creatingEvent);
    expect(within(dialog).getByRole("button", { name: orgMessages.creatingEvent })).toBeTruthy();
    await waitFor(() =>
      expect(body).toEqual({
        name: "Autumn Forum",
        date_from: "2027-10-01",
        date_to: "2027-10-02",
        timezone: "America/New_York",
        orgId: "org-1",
      }),
    );
    release();
    await waitFor(() => expect(location.pathname).toBe("/event-light/new-1/dashboard"));
    // The event area's chunk loads first (the first time, a while in tests).
    expect(
      await screen.findByRole("heading", { name: "Autumn Forum", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("'An error occurred creating event' with the server's reason; the form keeps what was typed", async () => {
    const { api, dialog } = await openModal({
      "POST /event/organization/org-1/events": () => ({
        status: 403,
        body: { statusCode: 403, code: "FORBIDDEN", message: messages.noPermission },
      }),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: GET_STARTED }));
    fill("Event name", "Autumn Forum");
    fill("Start date", "2027-10-01");
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_EVENT }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(orgMessages.createEventFailed);
    expect(alert.textContent).toContain(messages.noPermission);
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      orgMessages.createEventFailed,
    );
    expect((screen.getByLabelText("Event name") as HTMLInputElement).value).toBe("Autumn Forum");
    expect(location.pathname).toBe("/org-light/org-1/events");
  });

  it("puts the server's field messages beside their fields", async () => {
    const { dialog } = await openModal({
      "POST /event/organization/org-1/events": () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "timezone: Unknown time zone",
          details: [{ path: "timezone", message: "Unknown time zone" }],
        },
      }),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: GET_STARTED }));
    fill("Event name", "Autumn Forum");
    fill("Start date", "2027-10-01");
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_EVENT }));
    expect(await within(dialog).findByText("Unknown time zone")).toBeTruthy();
    expect(screen.getByLabelText("Time zone").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("/home: Add event", () => {
  it("opens the modal over the organizations the user may add events to", async () => {
    const second = { ...myOrgs[0], id: "org-2", name: "Second Org" };
    openSignedIn("/home", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /user/me/organizations": ok([...myOrgs, second]),
    });
    expect((await screen.findByRole("link", { name: /Foyer Demo Organization/ })).getAttribute("href")).toBe(
      "/org-light/org-1/dashboard",
    );
    fireEvent.click(screen.getByRole("button", { name: "Add event" }));
    const dialog = await screen.findByRole("dialog", { name: ADD_EVENT_TITLE });
    fireEvent.click(within(dialog).getByRole("button", { name: GET_STARTED }));
    const choice = within(dialog).getByLabelText("Organization") as HTMLSelectElement;
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      "Foyer Demo Organization",
      "Second Org",
    ]);
  });

  it("is not offered to someone who may add events nowhere", async () => {
    openSignedIn("/home", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /user/me/organizations": ok([{ ...myOrgs[0], can_create_events: false }]),
    });
    await screen.findByRole("link", { name: /Foyer Demo Organization/ });
    expect(screen.queryByRole("button", { name: "Add event" })).toBeNull();
  });
});
