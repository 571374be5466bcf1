import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EVENTS_LOAD_FAILED } from "../platform/HomePage.js";
import { openSignedIn, summitEvent } from "./signed-in-app.js";

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

function openHome(events: () => { status: number; body?: unknown }) {
  return openSignedIn("/home?loggedIn=true", { "GET /user/me/events": events });
}

describe("/home lists the user's events", () => {
  it("shows name, dates and organization, with the user's name and Sign out", async () => {
    openHome(() => ({ status: 200, body: { payload: [summitEvent] } }));
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
        : { status: 200, body: { payload: [summitEvent] } },
    );
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(EVENTS_LOAD_FAILED);
    expect(api.services.errors.get().errors.map((error) => error.messages)).toEqual([[EVENTS_LOAD_FAILED]]);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your events" })).toBeTruthy();
  });
});
