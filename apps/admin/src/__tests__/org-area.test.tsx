import { messages, orgMessages } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRING_ADMIN_ACCESS } from "../eventlight/NoAccessScreen.js";
import { SWITCH_ORGANIZATION } from "../orglight/OrgSwitcher.js";
import { matchOrgRoute, orgRoutes } from "../orglight/org-routes.js";
import {
  demoOrg,
  eventsRoute,
  myOrgs,
  openOrg,
  orgDashboard,
  orgEvents,
  orgProfileRoute,
} from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 5 item 2: the organization area /org-light/{orgId}/… (spec 1 §2), its navigation menu,
 * guard (spec 2 §6 "Permission-gated view"), switcher, dashboard and events list with stars.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const contactsReader = { permissions: [], read_permissions: [{ slug: "contacts_read" }] };

describe("the organization's frame and navigation menu", () => {
  it("shows the organization's name and initial, the menu, and the starred events", async () => {
    const starred = orgEvents.map((event, index) => ({ ...event, starred: index === 0 }));
    openOrg("/org-light/org-1/dashboard", { "GET /organizations/org-1/events": eventsRoute(() => starred) });
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
    expect(screen.getAllByText(demoOrg.name).length).toBeGreaterThan(0);
    const menu = screen.getByRole("navigation", { name: "Organization" });
    expect(within(menu).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Events" }).getAttribute("href")).toBe(
      "/org-light/org-1/events",
    );
    expect(within(menu).getByRole("link", { name: "Settings" })).toBeTruthy();
    const starredLink = await within(menu).findByRole("link", { name: "Foyer Summit 2027" });
    expect(starredLink.getAttribute("href")).toBe("/event-light/ev-1/dashboard");
  });

  it("shows the logo as an image when the organization has one", async () => {
    openOrg("/org-light/org-1/dashboard", {
      "GET /organizations/org-1": ok({ ...demoOrg, logoImageUrl: "/api/uploads/logo-1" }),
    });
    const logos = await screen.findAllByRole("img", { name: `${demoOrg.name} logo` });
    expect(logos[0]?.getAttribute("src")).toBe("/api/uploads/logo-1");
  });

  it("/org-light/{orgId} opens the dashboard", async () => {
    openOrg("/org-light/org-1");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
    expect(location.pathname).toBe("/org-light/org-1/dashboard");
  });

  it("'An error occurred getting navigation' when the starred events cannot be loaded", async () => {
    const api = openOrg("/org-light/org-1/dashboard", {
      "GET /organizations/org-1/events": () => ({ status: 500, body: { message: "boom" } }),
    });
    const menu = await screen.findByRole("navigation", { name: "Organization" });
    expect(await within(menu).findByText(orgMessages.navigationFailed)).toBeTruthy();
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      orgMessages.navigationFailed,
    );
  });

  it("an unknown page of the area says so inside the frame", async () => {
    openOrg("/org-light/org-1/nowhere");
    expect(await screen.findByRole("heading", { name: messages.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" })).toBeTruthy();
  });
});

describe("the guard (spec 2 §6) with the organization's permission profile", () => {
  it("a member without settings read: no Settings in the menu, 'uh Oh!' on /settings", async () => {
    openOrg("/org-light/org-1/dashboard", { [orgProfileRoute]: ok(contactsReader) });
    const menu = await screen.findByRole("navigation", { name: "Organization" });
    expect(within(menu).queryByRole("link", { name: "Settings" })).toBeNull();
    cleanup();
    openOrg("/org-light/org-1/settings", { [orgProfileRoute]: ok(contactsReader) });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
  });

  it("outside the organization (403): 'You don't have access to this page!', and Bring admin access for a platform admin", async () => {
    const reload = vi.spyOn(location, "reload").mockImplementation(() => undefined);
    const api = openOrg("/org-light/org-1/dashboard", {
      [orgProfileRoute]: () => ({ status: 403, body: { message: messages.noAccess } }),
      "GET /organizations/org-1": () => ({ status: 403, body: { message: messages.noAccess } }),
      "POST /admins/org-user/org-1": ok({ ok: true }),
    });
    expect(await screen.findByText(messages.noAccess)).toBeTruthy();
    expect(api.calls).not.toContain("GET /organizations/org-1/dashboard");
    fireEvent.click(screen.getByRole("button", { name: BRING_ADMIN_ACCESS }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.calls).toContain("POST /admins/org-user/org-1");
  });

  it("'An error occurred getting organization' when the organization cannot be loaded, with Try again", async () => {
    let fail = true;
    const api = openOrg("/org-light/org-1/dashboard", {
      "GET /organizations/org-1": () =>
        fail ? { status: 500, body: { message: "boom" } } : { status: 200, body: { payload: demoOrg } },
    });
    expect(await screen.findByText(`${orgMessages.organizationLoadFailed}.`)).toBeTruthy();
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      orgMessages.organizationLoadFailed,
    );
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
  });

  it("the route list guards pages other features add, by their own requirement", () => {
    const match = matchOrgRoute("contacts/dedupe/c%201", [
      ...orgRoutes,
      { path: "contacts/dedupe/:contactId", requirement: null, render: () => null },
    ]);
    expect(match?.route.path).toBe("contacts/dedupe/:contactId");
    expect(match?.params).toEqual({ contactId: "c 1" });
    expect(matchOrgRoute("settings")?.route.requirement).toEqual([{ module: "settings", action: "read" }]);
    expect(matchOrgRoute("settings/unknown")).toBeNull();
  });
});

describe("switching organization", () => {
  it("lists the user's organizations; each loads its own dashboard", async () => {
    const other = {
      id: "org-2",
      name: "Second Org",
      logoImageUrl: null,
      is_light: true,
      is_admin: false,
      can_create_events: false,
    };
    openOrg("/org-light/org-1/dashboard", { "GET /user/me/organizations": ok([...myOrgs, other]) });
    const button = await screen.findByRole("button", { name: SWITCH_ORGANIZATION });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    const list = screen.getByRole("list", { name: "Your organizations" });
    const current = within(list).getByRole("link", { name: new RegExp(demoOrg.name) });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(
      within(list)
        .getByRole("link", { name: /Second Org/ })
        .getAttribute("href"),
    ).toBe("/org-light/org-2/dashboard");
    fireEvent.keyDown(list, { key: "Escape" });
    expect(screen.queryByRole("list", { name: "Your organizations" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("is not offered to a member of one organization", async () => {
    openOrg("/org-light/org-1/dashboard");
    await screen.findByRole("heading", { name: "Dashboard", level: 1 });
    await waitFor(() => expect(screen.queryByRole("button", { name: SWITCH_ORGANIZATION })).toBeNull());
  });
});

describe("/org-light/{orgId}/dashboard", () => {
  it("shows the key figures and what is coming up, linked into the event area", async () => {
    openOrg("/org-light/org-1/dashboard");
    const list = await screen.findByLabelText("Key figures");
    expect(within(list).getByText("Events").closest("[data-figure]")?.textContent).toContain("2");
    expect(list.querySelector("[data-figure='contacts']")?.textContent).toContain("6");
    expect(list.querySelector("[data-figure='submissions']")?.textContent).toContain("12");
    const coming = screen.getByRole("table", { name: "Coming up" });
    expect(within(coming).getByRole("link", { name: "Foyer Summit 2027" }).getAttribute("href")).toBe(
      "/event-light/ev-1/dashboard",
    );
    // Not on the meetup's team: its name, no link.
    expect(within(coming).queryByRole("link", { name: "Foyer Community Meetup" })).toBeNull();
  });

  it("leaves out the figures the profile cannot read", async () => {
    openOrg("/org-light/org-1/dashboard", {
      "GET /organizations/org-1/dashboard": ok({
        events: { total: 0, upcoming: 0, ongoing: 0, past: 0, draft: 0 },
        next_events: [],
        contacts: null,
        accounts: null,
        forms: null,
        submissions: null,
        members: 1,
        weekly: { weeks: orgDashboard.weekly.weeks, submissions: null, registrations: null },
        activity: [],
      }),
    });
    const list = await screen.findByLabelText("Key figures");
    expect(list.querySelector("[data-figure='contacts']")).toBeNull();
    expect(list.querySelector("[data-figure='members']")?.textContent).toContain("1");
    expect(screen.getByRole("heading", { name: "No events yet" })).toBeTruthy();
    // No series it may read: no chart at all.
    expect(screen.queryByRole("img", { name: /Submissions and registrations/ })).toBeNull();
    expect(screen.getByText("Changes to contacts, sessions and records show up here.")).toBeTruthy();
  });

  it("charts the weeks (with a table), lists the recent activity and offers quick actions", async () => {
    openOrg("/org-light/org-1/dashboard");
    const chart = await screen.findByRole("img", { name: /Submissions and registrations/ });
    expect(chart.querySelectorAll("rect")).toHaveLength(16);
    expect(chart.querySelector("desc")?.textContent).toBe(
      "Submissions: 7 in 8 weeks, most in the week of May 25 (3). Registrations: 7 in 8 weeks, most in the week of May 11 (4).",
    );
    expect(screen.getByRole("table", { name: "Submissions and registrations, by week" })).toBeTruthy();
    const activity = screen.getByRole("region", { name: "Recent activity" });
    const items = within(activity).getAllByRole("listitem");
    expect(items[0]?.textContent).toMatch(/^Ada Organizer changed contact Grace Hopper in Foyer Summit 2027/);
    expect(within(activity).getByRole("link", { name: "Grace Hopper" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contact/contact-1",
    );
    // A deleted session has no name and no link.
    expect(items[1]?.textContent).toMatch(/^Someone deleted a session in Foyer Summit 2027/);
    const actions = screen.getByRole("navigation", { name: "Quick actions" });
    expect(within(actions).getByRole("link", { name: "Invite the team" }).getAttribute("href")).toBe(
      "/org-light/org-1/settings/team",
    );
  });
});

describe("/org-light/{orgId}/events: search, filters and stars", () => {
  it("lists the events; a star is saved, puts the event first and refreshes the menu", async () => {
    const events = orgEvents.map((event) => ({ ...event }));
    const api = openOrg("/org-light/org-1/events", {
      "GET /organizations/org-1/events": eventsRoute(() => events),
      "PUT /organizations/org-1/events/ev-2/star": () => {
        (events[1] as { starred: boolean }).starred = true;
        return { status: 200, body: { payload: { event_id: "ev-2", starred: true } } };
      },
    });
    const table = await screen.findByRole("table", { name: "Organization events" });
    const names = () =>
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent);
    expect(names()[0]).toBe("Foyer Summit 2027");
    expect(within(table).getByRole("link", { name: "Foyer Summit 2027" }).getAttribute("href")).toBe(
      "/event-light/ev-1/dashboard",
    );
    const star = within(table).getByRole("button", { name: "Star Foyer Community Meetup" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    const menuLoads = api.calls.filter((call) => call === "GET /organizations/org-1/events").length;
    fireEvent.click(star);
    expect(star.getAttribute("aria-pressed")).toBe("true");
    expect(names()[0]).toMatch(/^Foyer Community Meetup/);
    await waitFor(() => expect(api.calls).toContain("PUT /organizations/org-1/events/ev-2/star"));
    const menu = screen.getByRole("navigation", { name: "Organization" });
    expect(await within(menu).findByText("Foyer Community Meetup")).toBeTruthy();
    expect(api.calls.filter((call) => call === "GET /organizations/org-1/events").length).toBeGreaterThan(
      menuLoads,
    );
  });

  it("a star that cannot be saved goes back, and the error is reported", async () => {
    const api = openOrg("/org-light/org-1/events", {
      "PUT /organizations/org-1/events/ev-1/star": () => ({ status: 500, body: { message: "boom" } }),
    });
    const star = await screen.findByRole("button", { name: "Star Foyer Summit 2027" });
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute("aria-pressed")).toBe("false"));
    expect(api.services.errors.get().errors.length).toBeGreaterThan(0);
  });

  it("searches by name after a pause, and offers to clear filters when nothing matches", async () => {
    const queries: string[] = [];
    openOrg("/org-light/org-1/events", {
      "GET /organizations/org-1/events": (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get("starred") !== "true") queries.push(url.searchParams.get("q") ?? "");
        return eventsRoute(() => orgEvents)(request);
      },
    });
    const search = await screen.findByRole("searchbox", { name: "Search events" });
    await screen.findByRole("table", { name: "Organization events" });
    fireEvent.change(search, { target: { value: "gala" } });
    expect(await screen.findByRole("heading", { name: "No events match" }, { timeout: 2000 })).toBeTruthy();
    expect(queries).toContain("gala");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("table", { name: "Organization events" })).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe("");
  });

  it("filters by status through the server", async () => {
    const api = openOrg("/org-light/org-1/events");
    await screen.findByRole("table", { name: "Organization events" });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Status"), { target: { value: "past" } });
    });
    expect(await screen.findByRole("heading", { name: "No events match" })).toBeTruthy();
    expect(api.calls.filter((call) => call === "GET /organizations/org-1/events").length).toBeGreaterThan(2);
  });

  it("says so when the organization has no events yet", async () => {
    openOrg("/org-light/org-1/events", { "GET /organizations/org-1/events": ok([]) });
    expect(await screen.findByRole("heading", { name: "No events yet" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Add event" }).length).toBeGreaterThan(0);
  });
});
