import { messages } from "@foyer/domain";
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EVENT_DASHBOARD_FAILED } from "../eventlight/dashboard/EventDashboardPage.js";
import { adminUser } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 5 item 3: /event-light/{eventId}/dashboard (spec 1 §2 "Event area: dashboard"), the event
 * area's landing page, where a new event opens (spec 1 §4).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const dashboard = {
  event: {
    id: "ev-1",
    name: "Foyer Summit 2027",
    slug: "foyer-summit-2027",
    org_id: "org-1",
    org_name: "Foyer Demo Organization",
    date_from: "2027-03-15",
    date_to: "2027-03-17",
    timezone: "America/New_York",
    is_draft: false,
    status: "upcoming",
  },
  figures: { contacts: 6, sponsors: 2, exhibitors: 1, forms: 4, submissions: 9, sessions: 12, team: 3 },
};

function open(path: string, routes = {}) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /event/ev-1/dashboard": ok(dashboard),
    ...routes,
  });
}

describe("the event dashboard", () => {
  it("/event-light/{eventId} lands on the dashboard: dates, status and key figures", async () => {
    open("/event-light/ev-1");
    // The first test of a file waits for the event area's chunk.
    expect(
      await screen.findByRole("heading", { name: "Foyer Summit 2027", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/dashboard");
    expect(screen.getByText("Mon, Mar 15, 2027 – Wed, Mar 17, 2027")).toBeTruthy();
    expect(screen.getByText("Upcoming")).toBeTruthy();
    const figures = screen.getByLabelText("Key figures");
    expect(figures.querySelector("[data-figure='sessions']")?.textContent).toContain("12");
    expect(figures.querySelector("[data-figure='submissions']")?.textContent).toContain("9");
    expect(within(figures).getByRole("link", { name: "Contacts" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contacts",
    );
    expect(within(figures).getByRole("link", { name: "Sessions" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions",
    );
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
  });

  it("leaves out what the profile cannot read, and links only what it can open", async () => {
    open("/event-light/ev-1/dashboard", {
      [`GET /permissions/event/ev-1/user/${adminUser.id}`]: ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
      }),
      "GET /event/ev-1/dashboard": ok({
        ...dashboard,
        figures: {
          contacts: 6,
          sponsors: null,
          exhibitors: null,
          forms: null,
          submissions: null,
          sessions: null,
          team: 3,
        },
      }),
    });
    const figures = await screen.findByLabelText("Key figures");
    expect(figures.querySelector("[data-figure='sponsors']")).toBeNull();
    expect(figures.querySelector("[data-figure='forms']")).toBeNull();
    expect(within(figures).getByRole("link", { name: "Contacts" })).toBeTruthy();
    expect(figures.querySelector("[data-figure='team']")?.textContent).toContain("3");
    // Team members are counted for everyone on the team, but only those who manage it get the link.
    expect(within(figures).queryByRole("link", { name: "Team members" })).toBeNull();
  });

  it("a 403 gives way to 'uh Oh!'; another failure says 'An error loading event' with Try again", async () => {
    open("/event-light/ev-1/dashboard", {
      "GET /event/ev-1/dashboard": () => ({ status: 403, body: { message: messages.noAccess } }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    cleanup();
    const api = open("/event-light/ev-1/dashboard", {
      "GET /event/ev-1/dashboard": () => ({ status: 500, body: { message: "boom" } }),
    });
    expect(await screen.findByText(`${EVENT_DASHBOARD_FAILED}.`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      EVENT_DASHBOARD_FAILED,
    );
  });
});
