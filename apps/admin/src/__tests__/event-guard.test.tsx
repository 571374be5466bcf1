import { messages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRING_ADMIN_ACCESS } from "../eventlight/NoAccessScreen.js";
import { adminUser, type Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * The event area's route guard (spec 2 §6 "Permission-gated view", spec 1 §6 requirements): the
 * user's profile on the event is loaded once; a page it cannot open shows 'uh Oh!' instead.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;
const contactsViewer = { permissions: [], read_permissions: [{ slug: "contacts_read" }] };
const contactsModule = {
  id: "m-contacts",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "contacts",
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

function open(path: string, profile: Routes[string], routes: Routes = {}) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    [profileRoute]: profile,
    "GET /event/ev-1/modules": ok([contactsModule]),
    "GET /modules/m-contacts/records": ok({ records: [], total: 0, page: 1, pageSize: 50, columns: [] }),
    "GET /modules/m-contacts/imports": ok([]),
    ...routes,
  });
}

async function expectGate(text: string) {
  expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
}

describe("a member with only read on contacts", () => {
  it("opens the contacts page; the navigation shows only what the profile can open", async () => {
    open("/event-light/ev-1/contacts", ok(contactsViewer));
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Contacts" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Sponsors" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Session forms" })).toBeNull();
    expect(within(nav).queryByText("Forms")).toBeNull();
  });

  it.each(["settings/details", "team", "sessions", "sessions/forms", "sponsors"])(
    "/event-light/{eventId}/%s: 'uh Oh!' and 'You don't have permission to view this section!'",
    async (subpath) => {
      const api = open(`/event-light/ev-1/${subpath}`, ok(contactsViewer));
      await expectGate(messages.noPermission);
      expect(screen.queryByRole("button", { name: BRING_ADMIN_ACCESS })).toBeNull();
      // The profile is asked for once; the page's own calls are never made.
      expect(api.calls.filter((call) => call === profileRoute)).toHaveLength(1);
      expect(api.calls).not.toContain("GET /events/ev-1/forms");
    },
  );
});

describe("the profile call", () => {
  it("a 403 (dontHavePermission): 'You don't have access to this page!'", async () => {
    open("/event-light/ev-1/contacts", () => ({ status: 403, body: { message: messages.noAccess } }));
    await expectGate(messages.noAccess);
  });

  it("any other failure: 'Something went wrong'", async () => {
    open("/event-light/ev-1/contacts", () => ({ status: 500, body: { message: "boom" } }));
    await expectGate(messages.somethingWentWrong);
  });

  it("an empty profile lets the user through (spec 2 §6)", async () => {
    open("/event-light/ev-1/contacts", ok({ permissions: [], read_permissions: [] }));
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeTruthy();
  });
});

describe("Bring admin access", () => {
  it("a platform admin outside the event joins it as an admin, then the page reloads", async () => {
    const reload = vi.spyOn(location, "reload").mockImplementation(() => undefined);
    const api = open(
      "/event-light/ev-1/contacts",
      () => ({ status: 403, body: { message: messages.noAccess } }),
      {
        "POST /admins/event-user/ev-1": ok({ ok: true }),
      },
    );
    await expectGate(messages.noAccess);
    fireEvent.click(screen.getByRole("button", { name: BRING_ADMIN_ACCESS }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.calls).toContain("POST /admins/event-user/ev-1");
  });
});

describe("inside the app chrome (issue 22): no bare 403 page, no full-screen 'Loading...'", () => {
  it("the 'uh Oh!' screen keeps the top bar with its navigation and sign-out", async () => {
    open("/event-light/ev-1/team", ok(contactsViewer));
    const heading = await screen.findByRole("heading", { name: messages.noAccessTitle });
    expect(heading.closest("main")).toBeTruthy();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Events" }).getAttribute("href")).toBe("/home");
    expect(within(banner).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(banner).getByText(adminUser.displayName)).toBeTruthy();
  });

  it("while the profile loads: the top bar and a skeleton, its 'Loading...' for screen readers only", async () => {
    open("/event-light/ev-1/contacts", () => new Promise(() => undefined));
    // After the start-up session check (its own loading screen, spec 1 §2), the area's skeleton.
    const banner = await screen.findByRole("banner");
    const status = within(document.querySelector(".area-skeleton") as HTMLElement).getByRole("status");
    expect(status.textContent).toBe(messages.loading);
    expect(status.className).toBe("foyer-visually-hidden");
    expect(status.closest("main")?.getAttribute("aria-busy")).toBe("true");
    expect(within(banner).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(document.querySelector(".foyer-screen")).toBeNull();
  });
});
