import { messages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { agendaSnippet } from "../eventlight/sessions/AgendaEmbedPage.js";
import { adminUser, type Routes } from "./fake-api.js";
import { page } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 25 item 5: /event-light/{eventId}/sessions/embeds gives the <foyer-agenda> snippet for an
 * organizer's own site, with a copy button, and a live preview of the widget.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const schedule = {
  version: "1.0",
  releasedAt: "2027-03-01T12:00:00.000Z",
  changelog: "",
  event: {
    slug: summitEvent.slug,
    name: summitEvent.name,
    timeZone: "America/New_York",
    startsOn: "2027-03-15",
    endsOn: "2027-03-17",
  },
  rooms: [{ id: "r-1", name: "Main hall", capacity: null }],
  tracks: [],
  sessions: [
    {
      id: "s-1",
      title: "Opening keynote",
      description: null,
      startsAt: "2027-03-15T13:00:00.000Z",
      endsAt: "2027-03-15T14:00:00.000Z",
      roomId: "r-1",
      trackId: null,
      plenum: true,
      speakers: [],
    },
  ],
};

function open(routes: Routes = {}, path = "/event-light/ev-1/sessions/embeds") {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    [`GET /public/events/${summitEvent.slug}/schedule.json`]: ok(schedule),
    ...routes,
  });
}

const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;

describe("the agenda widget's snippet", () => {
  it("is the loader, then <foyer-agenda> with the event's slug (and the theme when dark)", () => {
    expect(agendaSnippet("https://foyer.example/", "foyer-summit-2027", "light")).toBe(
      '<script async src="https://foyer.example/embed/foyer.js"></script>\n' +
        '<foyer-agenda event-slug="foyer-summit-2027"></foyer-agenda>',
    );
    expect(agendaSnippet("https://foyer.example", 'a"b', "dark")).toContain(
      '<foyer-agenda event-slug="a&quot;b" theme="dark"></foyer-agenda>',
    );
  });
});

describe("the embeds page", () => {
  it("shows the snippet, copies it, and previews the widget with the published schedule", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const api = open();
    expect(
      await screen.findByRole("heading", { name: "Embeds", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Embeds" }).getAttribute("aria-current")).toBe("page");

    const snippet = screen.getByRole("textbox", { name: "Embed snippet" }) as HTMLTextAreaElement;
    expect(snippet.value).toBe(agendaSnippet(location.origin, summitEvent.slug, "light"));
    fireEvent.click(screen.getByRole("button", { name: "Copy snippet" }));
    expect(await screen.findByText("Copied to clipboard.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(snippet.value);

    const host = document.querySelector(".embeds-preview__widget") as HTMLElement;
    await waitFor(() => expect(host.shadowRoot?.textContent).toContain("Opening keynote"));
    const preview = within(host.shadowRoot as unknown as HTMLElement);
    expect(preview.getByRole("heading", { name: summitEvent.name, level: 2 })).toBeTruthy();
    expect(api.calls).toContain(`GET /public/events/${summitEvent.slug}/schedule.json`);

    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    await waitFor(() => expect(snippet.value).toContain('theme="dark"'));
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector(".foyer-root")?.getAttribute("data-theme")).toBe("dark"),
    );
    expect(screen.getByRole("link", { name: "iCalendar (.ics)" }).getAttribute("href")).toBe(
      `${location.origin}/api/public/events/${summitEvent.slug}/schedule.ics`,
    );
  });
});

describe("permissions (spec 1 §6: read on embeds)", () => {
  it("a member who may read embeds sees the page and its link", async () => {
    open({ [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "embeds_read" }] }) });
    expect(
      await screen.findByRole("heading", { name: "Embeds", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Embeds" })).toBeTruthy();
  });

  it("a member without it gets 'uh Oh!'", async () => {
    const api = open({
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "sessions_read" }] }),
    });
    expect(
      await screen.findByRole("heading", { name: messages.noAccessTitle }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
    expect(api.calls).not.toContain(`GET /public/events/${summitEvent.slug}/schedule.json`);
  });

  it("nor does the navigation offer it to them", async () => {
    open(
      {
        [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "sessions_read" }] }),
        "GET /events/ev-1/sessions": ok(page([])),
      },
      "/event-light/ev-1/sessions",
    );
    const nav = await screen.findByRole("navigation", { name: "Event" }, { timeout: 15_000 });
    expect(await within(nav).findByRole("link", { name: "Sessions" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Embeds" })).toBeNull();
  });
});
