import {
  type ContactHit,
  PORTAL_ACCESS_MANY_FAILED,
  type PortalAccessResult,
  type PortalDetail,
  type PortalUser,
  portalSections,
} from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { pickOneRecord } from "./record-picker-kit.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 6 "Organizer side": config sets (the event's portals) at
 * /event-light/{eventId}/portals/config-sets/{configSetId}/{tab}, and giving contacts portal access
 * (spec 2 §7 "Portal users from contacts", spec 2 §8 error strings).
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/portals";
const summary = { id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 1 };
const detail = (extra: Partial<PortalDetail> = {}): PortalDetail => ({
  ...summary,
  eventId: "ev-1",
  welcomeText: "Welcome.",
  settings: {
    login: { title: "", text: "" },
    appearance: { accentColor: "#3b5bdb" },
    sections: [...portalSections],
    profileFields: ["fname", "lname", "title", "company", "phone", "country"],
    filters: { roles: [] },
  },
  ...extra,
});
const sam: PortalUser = {
  userId: "u-sam",
  name: "Sam Speaker",
  email: "speaker@foyer.demo",
  hasPassword: true,
  contact: { id: "c-sam", name: "Sam Speaker" },
};

function open(path: string, routes: Routes = {}) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    [`GET ${base}`]: ok([summary]),
    [`GET ${base}/p-1`]: ok(detail()),
    [`GET ${base}/p-1/users`]: ok([sam]),
    ...routes,
  });
}

describe("the portals list (portals/config-sets)", () => {
  it("lists the event's portals with their address, users, and links to configure and open them", async () => {
    open("/event-light/ev-1/portals/config-sets");
    const link = await screen.findByRole("link", { name: "Speaker Portal" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/portals/config-sets/p-1/configuration");
    const row = link.closest("tr") as HTMLElement;
    expect(row.textContent).toContain("speakers");
    expect(row.textContent).toContain("1 user");
    expect(within(row).getByRole("link", { name: "Open portal Speaker Portal" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1",
    );
    expect(
      within(row).getByRole("link", { name: "Sign-in page of Speaker Portal" }).getAttribute("href"),
    ).toBe("/portal-login/speakers/p-1");
    const nav = screen.getByRole("list", { name: "Portals" });
    expect(within(nav).getByRole("link", { name: "Portals" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/config-sets",
    );
    expect(within(nav).getByRole("link", { name: "Log-in page" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Login settings" })).toBeTruthy();
  });

  it("creates a portal from its name and opens its configuration", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/portals/config-sets", {
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return {
          status: 201,
          body: { payload: detail({ id: "p-2", name: "Sponsor Hub", slug: "sponsor-hub" }) },
        };
      },
      [`GET ${base}/p-2`]: ok(detail({ id: "p-2", name: "Sponsor Hub", slug: "sponsor-hub" })),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New portal" }, { timeout: 5000 }));
    const dialog = screen.getByRole("dialog", { name: "New portal" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create portal" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Portal name"), { target: { value: "Sponsor Hub" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create portal" }));
    await waitFor(() =>
      expect(location.pathname).toBe("/event-light/ev-1/portals/config-sets/p-2/configuration"),
    );
    expect(sent).toEqual({ name: "Sponsor Hub" });
    expect(await screen.findByRole("heading", { name: "Sponsor Hub", level: 1 })).toBeTruthy();
  });

  it("says so when there are no portals, and a failed load offers Try again", async () => {
    let calls = 0;
    open("/event-light/ev-1/portals/config-sets", {
      [`GET ${base}`]: () => {
        calls++;
        return calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
          : { status: 200, body: { payload: [] } };
      },
    });
    expect(
      await screen.findByText("An error occurred getting the event's portals.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No portals yet" })).toBeTruthy();
  });
});

describe("a config set's tabs", () => {
  it("configuration: saves the name and welcome text", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/portals/config-sets/p-1/configuration", {
      [`PUT ${base}/p-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: detail({ name: "Speakers' Lounge" }) } };
      },
    });
    const name = await screen.findByLabelText("Name", {}, { timeout: 5000 });
    const nav = screen.getByRole("navigation", { name: "Portal configuration" });
    expect(within(nav).getByRole("link", { name: "Configuration" }).getAttribute("aria-current")).toBe(
      "page",
    );
    fireEvent.change(name, { target: { value: "Speakers' Lounge" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(sent).toEqual({ name: "Speakers' Lounge", welcomeText: "Welcome." });
    expect(screen.getByRole("heading", { name: "Speakers' Lounge", level: 1 })).toBeTruthy();
  });

  it("appearance/general: a too-light accent is shown darkened, and the colour is saved", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/portals/config-sets/p-1/appearance/general", {
      [`PUT ${base}/p-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: detail() } };
      },
    });
    const hex = await screen.findByLabelText("Accent colour", {}, { timeout: 5000 });
    const nav = screen.getByRole("navigation", { name: "Portal configuration" });
    expect(within(nav).getByRole("link", { name: "Appearance" }).getAttribute("aria-current")).toBe("page");
    fireEvent.change(hex, { target: { value: "#FFD43B" } });
    expect(screen.getByRole("status").textContent).toMatch(
      /White text is hard to read on #ffd43b .* darker #[0-9a-f]{6}/,
    );
    const button = screen.getByTestId("accent-preview");
    const preview = button.closest("figure") as HTMLElement;
    expect(preview.style.getPropertyValue("--foyer-color-primary")).not.toBe("#ffd43b");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual({ settings: { appearance: { accentColor: "#ffd43b" } } }));
  });

  it("widgets: the sections shown, saved in nav order", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/portals/config-sets/p-1/widgets", {
      [`PUT ${base}/p-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: detail() } };
      },
    });
    const group = await screen.findByRole("group", { name: "Sections shown" }, { timeout: 5000 });
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(group).getByRole("checkbox", { name: /^Tasks/ }));
    fireEvent.click(within(group).getByRole("checkbox", { name: /^History/ }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual({
        settings: { sections: ["sessions", "resources", "calendar", "messages", "profile"] },
      }),
    );
  });

  it("filters: saves the roles, then gives access to the contacts they match", async () => {
    const calls: string[] = [];
    const result = {
      matched: 2,
      granted: 1,
      already: 0,
      skipped: 1,
      saved: true,
      results: [
        {
          contactId: "c-1",
          name: "Linus Moderator",
          email: "linus@example.com",
          status: "granted",
          newAccount: true,
        },
        {
          contactId: "c-2",
          name: "Grace Hopper",
          email: null,
          status: "skipped",
          reason: "No email address, so they cannot sign in",
          newAccount: false,
        },
      ],
    };
    open("/event-light/ev-1/portals/config-sets/p-1/filters", {
      [`PUT ${base}/p-1/filters`]: async (request) => {
        calls.push(`filters ${JSON.stringify(await bodyOf(request))}`);
        return { status: 200, body: { payload: detail() } };
      },
      [`POST ${base}/p-1/filters/apply`]: () => {
        calls.push("apply");
        return { status: 200, body: { payload: result } };
      },
    });
    const group = await screen.findByRole(
      "group",
      { name: "Give access to contacts who are" },
      { timeout: 5000 },
    );
    fireEvent.click(within(group).getByRole("checkbox", { name: "Moderators" }));
    fireEvent.click(screen.getByRole("button", { name: "Give access now" }));
    expect(await screen.findByText("Access given to 1 contact. 1 contact skipped.")).toBeTruthy();
    expect(calls).toEqual(['filters {"roles":["moderator"]}', "apply"]);
    const skipped = screen.getByRole("list", { name: "Skipped contacts" });
    expect(skipped.textContent).toContain("Grace Hopper: No email address, so they cannot sign in");
    expect(screen.getByText(/Linus Moderator has no password yet/)).toBeTruthy();
  });
});

describe("customize: who may sign in, and giving contacts access", () => {
  const pickContact = (hit: ContactHit) =>
    pickOneRecord(document, { opener: "Add People", search: hit.name.slice(0, 3) });
  const ada: ContactHit = {
    kind: "contact",
    id: "c-ada",
    name: "Ada Lovelace",
    fname: "Ada",
    lname: "Lovelace",
    email: "ada@example.com",
    company: null,
    title: null,
    photoUrl: null,
  };
  const search = { "GET /contacts/event/ev-1/contacts/search": ok([ada]) };

  it("lists the portal's users with their contact and password state, and removes one", async () => {
    let removed = false;
    const api = open("/event-light/ev-1/portals/config-sets/p-1/customize", {
      [`GET ${base}/p-1/users`]: () => ({ status: 200, body: { payload: removed ? [] : [sam] } }),
      [`DELETE ${base}/p-1/users/u-sam`]: () => {
        removed = true;
        return { status: 200, body: { payload: { removed: true } } };
      },
    });
    const row = (await screen.findByRole("cell", { name: "speaker@foyer.demo" }, { timeout: 5000 })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByRole("link", { name: "Sam Speaker" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contact/c-sam",
    );
    expect(row.textContent).toContain("Set");
    fireEvent.click(within(row).getByRole("button", { name: "Remove Sam Speaker's access" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove Sam Speaker's access?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove access" }));
    expect(await screen.findByText("Nobody can sign in to this portal yet.")).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Sam Speaker can no longer sign in to Speaker Portal.",
    );
  });

  it("gives a picked contact access (PUT users/contact/{contactId}) and says what happened", async () => {
    let sent: Record<string, unknown> = {};
    const answer: PortalAccessResult = {
      granted: 1,
      already: 0,
      skipped: 0,
      saved: true,
      results: [
        {
          contactId: "c-ada",
          name: "Ada Lovelace",
          email: "ada@example.com",
          status: "granted",
          newAccount: true,
        },
      ],
    };
    open("/event-light/ev-1/portals/config-sets/p-1/customize", {
      ...search,
      "PUT /portal/event/ev-1/users/contact/c-ada": async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: answer } };
      },
    });
    await screen.findByRole("cell", { name: "speaker@foyer.demo" }, { timeout: 5000 });
    await pickContact(ada);
    expect(await screen.findByText("Access given to 1 contact.")).toBeTruthy();
    expect(sent).toEqual({ portalId: "p-1" });
    expect(screen.getByText(/Ada Lovelace has no password yet/).textContent).toContain(
      "Forgot your password?",
    );
  });

  it("a failure shows the spec's sentence with the server's reason", async () => {
    open("/event-light/ev-1/portals/config-sets/p-1/customize", {
      ...search,
      "PUT /portal/event/ev-1/users/contact/c-ada": () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message:
            "Ada Lovelace has no email address, so they cannot sign in. Add an email to the contact first.",
        },
      }),
    });
    await screen.findByRole("cell", { name: "speaker@foyer.demo" }, { timeout: 5000 });
    await pickContact(ada);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "An error occurred giving login access to contact: Ada Lovelace has no email address, so they cannot sign in. Add an email to the contact first.",
    );
    expect(PORTAL_ACCESS_MANY_FAILED).toBe("An error occurred creating giving login access to contacts");
  });
});

describe("the event settings' sign-in pages", () => {
  const signIn = {
    ...summary,
    login: { title: "", text: "" },
    sections: [...portalSections],
  };

  it("settings/portals/log-in-page: edits the title and text with a live preview", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/settings/portals/log-in-page", {
      "GET /events/ev-1/portal-sign-in": ok([signIn]),
      "PUT /events/ev-1/portal-sign-in/p-1": async (request) => {
        sent = await bodyOf(request);
        return {
          status: 200,
          body: { payload: { ...signIn, login: { title: "Speakers, sign in", text: "Use your email." } } },
        };
      },
    });
    const title = await screen.findByLabelText("Title", {}, { timeout: 5000 });
    const preview = screen.getByRole("figure", { name: "Preview of the sign-in page" });
    expect(preview.textContent).toContain("Speaker Portal");
    fireEvent.change(title, { target: { value: "Speakers, sign in" } });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "Use your email." } });
    expect(preview.textContent).toContain("Speakers, sign in");
    expect(preview.textContent).toContain("Use your email.");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(sent).toEqual({ login: { title: "Speakers, sign in", text: "Use your email." } });
  });

  it("settings/login-settings: explains who can sign in and saves the sections", async () => {
    let sent: Record<string, unknown> = {};
    open("/event-light/ev-1/settings/login-settings", {
      "GET /events/ev-1/portal-sign-in": ok([signIn]),
      "PUT /events/ev-1/portal-sign-in/p-1": async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { ...signIn, sections: ["sessions"] } } };
      },
    });
    expect(
      await screen.findByText(
        /Only people given access to Speaker Portal can sign in: 1 person now/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Give contacts access" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/config-sets/p-1/customize",
    );
    const group = screen.getByRole("group", { name: "Sections shown" });
    for (const name of [/^Tasks/, /^Resources/, /^Calendar/, /^Messages/, /^Profile/, /^History/]) {
      fireEvent.click(within(group).getByRole("checkbox", { name }));
    }
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual({ sections: ["sessions"] }));
  });
});
