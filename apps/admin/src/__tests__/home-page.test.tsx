import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../App.js";
import { EVENTS_LOAD_FAILED } from "../platform/HomePage.js";
import { adminUser, fakeApi, storeSession } from "./fake-api.js";

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const summit = {
  id: "ev-1",
  name: "Foyer Summit 2027",
  slug: "foyer-summit-2027",
  date_from: "2027-03-15",
  date_to: "2027-03-17",
  timezone: "America/New_York",
  org_id: "org-1",
  org_name: "Foyer Demo Organization",
  is_draft: false,
  is_admin: true,
};

function openHome(events: () => { status: number; body?: unknown }) {
  history.replaceState(null, "", "/home?loggedIn=true");
  const api = fakeApi({
    "GET /user/me": () => ({ status: 200, body: { payload: adminUser } }),
    "GET /user/me/events": events,
  });
  storeSession(api.storage, adminUser.id);
  render(<App services={api.services} />);
  return api;
}

describe("/home lists the user's events", () => {
  it("shows name, dates and organization, with the user's name and Sign out", async () => {
    openHome(() => ({ status: 200, body: { payload: [summit] } }));
    const table = await screen.findByRole("table", { name: "Your events" });
    const row = within(table).getByRole("row", { name: /Foyer Summit 2027/ });
    expect(row.textContent).toContain("Mon, Mar 15, 2027 – Wed, Mar 17, 2027");
    expect(row.textContent).toContain("Foyer Demo Organization");
    expect(screen.getByText("Ada Organizer")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("says so when the user has no events", async () => {
    openHome(() => ({ status: 200, body: { payload: [] } }));
    expect(await screen.findByRole("heading", { name: "No events yet" })).toBeTruthy();
  });

  it("registers a failure in the error store, shows it in the snackbar, and can try again", async () => {
    let fail = true;
    const api = openHome(() =>
      fail
        ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
        : { status: 200, body: { payload: [summit] } },
    );
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(EVENTS_LOAD_FAILED);
    expect(api.services.errors.get().errors.map((error) => error.messages)).toEqual([[EVENTS_LOAD_FAILED]]);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your events" })).toBeTruthy();
  });
});
