import { messages } from "@foyer/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, type Routes } from "./fake-api.js";
import { bodyOf, detail, page, summary } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 4: the sessions list at /event-light/{eventId}/sessions (spec 1 §2 "Event area"),
 * its sorting (spec 2 §4.4), search, paginator, empty state and 'Add session'.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

function open(path: string, routes: Routes) {
  const queries: URLSearchParams[] = [];
  const api = openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    ...routes,
    "GET /events/ev-1/sessions": (request) => {
      queries.push(new URL(request.url).searchParams);
      const route = routes["GET /events/ev-1/sessions"];
      return route ? route(request) : { status: 200, body: { payload: page([]) } };
    },
  });
  return { api, queries };
}

const rowTitles = () =>
  within(screen.getByRole("table", { name: "Sessions" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.querySelector("a")?.textContent);

describe("the sessions list", () => {
  it("shows the event's sessions with when, room, track, speakers and status, linked to each session", {
    timeout: 30_000,
  }, async () => {
    open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": ok(
        page([
          summary(1, { subsessionCount: 2 }),
          summary(2, { startsAt: null, endsAt: null, speakers: [] }),
        ]),
      ),
    });
    // The first render of a file loads the area's chunk: allow it more than the default second.
    expect(
      await screen.findByRole("heading", { name: "Sessions", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Sessions" });
    expect(rowTitles()).toEqual(["Session 1", "Session 2"]);
    const first = within(table).getByRole("row", { name: /Session 1/ });
    expect(first.textContent).toContain("Mon, Mar 15, 2027 · 9:00 AM – 10:30 AM");
    expect(first.textContent).toContain("1 h 30 min");
    expect(first.textContent).toContain("Main Hall");
    expect(first.textContent).toContain("Grace Hopper");
    expect(first.textContent).toContain("Confirmed");
    expect(first.textContent).toContain("2 subsessions");
    expect(within(table).getByRole("row", { name: /Session 2/ }).textContent).toContain("Not scheduled");
    expect(within(table).getByRole("link", { name: "Session 1" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-1/details",
    );
    expect(screen.getByText("2 sessions")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Sessions" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Session settings" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/settings/rooms",
    );
  });

  it("sorting cycles ascending, descending, then the default (spec 2 §4.4)", async () => {
    const { queries } = open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": ok(page([summary(1), summary(2)])),
    });
    const table = await screen.findByRole("table", { name: "Sessions" });
    const title = () => within(table).getByRole("button", { name: /Title/ });
    // The default order is the agenda: the When column says so.
    expect(within(table).getByRole("columnheader", { name: /When/ }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    fireEvent.click(title());
    await waitFor(() => expect(queries.at(-1)?.get("sort")).toBe("title"));
    expect(within(table).getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    fireEvent.click(title());
    await waitFor(() => expect(queries.at(-1)?.get("sort")).toBe("-title"));
    fireEvent.click(title());
    await waitFor(() => expect(queries.at(-1)?.has("sort")).toBe(false));
    fireEvent.click(within(table).getByRole("button", { name: /When/ }));
    await waitFor(() => expect(queries.at(-1)?.get("sort")).toBe("-startsAt"));
  });

  it("searches by title and says when nothing matches", async () => {
    const { queries } = open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": (request) => {
        const q = new URL(request.url).searchParams.get("q");
        return { status: 200, body: { payload: page(q ? [] : [summary(1)]) } };
      },
    });
    await screen.findByRole("table", { name: "Sessions" });
    fireEvent.change(screen.getByLabelText("Search sessions"), { target: { value: "zebra" } });
    expect(await screen.findByRole("heading", { name: "No sessions match “zebra”" })).toBeTruthy();
    expect(queries.at(-1)?.get("q")).toBe("zebra");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("table", { name: "Sessions" })).toBeTruthy();
  });

  it("pages with the Paginator", async () => {
    const many = Array.from({ length: 50 }, (_, index) => summary(index + 1));
    const { queries } = open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": (request) => {
        const number = Number(new URL(request.url).searchParams.get("page") ?? 1);
        return {
          status: 200,
          body: { payload: page(number === 1 ? many : [summary(51)], { total: 51, page: number }) },
        };
      },
    });
    const pager = await screen.findByRole("navigation", { name: "Pages of sessions" });
    expect(pager.textContent).toContain("1–50 of 51");
    fireEvent.click(within(pager).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(rowTitles()).toEqual(["Session 51"]));
    expect(queries.at(-1)?.get("page")).toBe("2");
  });

  it("an empty event says so and offers 'Add session', which asks for a title and opens the new session", async () => {
    const { api } = open("/event-light/ev-1/sessions", {
      "POST /events/ev-1/sessions": async (request) => {
        const body = await bodyOf(request);
        return { status: 201, body: { payload: detail({ id: "s-new", title: String(body.title) }) } };
      },
      "GET /events/ev-1/sessions/s-new": ok(detail({ id: "s-new", title: "Brand New" })),
      "GET /events/ev-1/session-settings": ok({
        rooms: [],
        tracks: [],
        formats: [],
        levels: [],
        languages: [],
        statuses: [],
      }),
    });
    expect(await screen.findByRole("heading", { name: "No sessions yet" })).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Add session" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    const dialog = screen.getByRole("dialog", { name: "Add session" });
    const field = within(dialog).getByLabelText("Title");
    expect(document.activeElement).toBe(field);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add session" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Title is required");
    expect(api.calls).not.toContain("POST /events/ev-1/sessions");
    fireEvent.change(field, { target: { value: "Brand New" } });
    await act(async () => {
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    });
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/sessions/s-new/details"));
    expect(await screen.findByRole("heading", { name: "Brand New", level: 1 })).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "“Brand New” has been added.",
    );
  });

  it("a refused create keeps the dialog open with the server's sentence; Escape closes it", async () => {
    open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": ok(page([summary(1)])),
      "POST /events/ev-1/sessions": () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "title: Title must be at most 300 characters",
        },
      }),
    });
    await screen.findByRole("table", { name: "Sessions" });
    fireEvent.click(screen.getByRole("button", { name: "Add session" }));
    const dialog = screen.getByRole("dialog", { name: "Add session" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Too long" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add session" }));
    });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "title: Title must be at most 300 characters",
    );
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Add session" })).toBeNull();
  });

  it("the session forms routes still open the forms, not a session", async () => {
    open("/event-light/ev-1/sessions/forms", { "GET /events/ev-1/forms": ok([]) });
    expect(await screen.findByRole("heading", { name: "Session forms", level: 1 })).toBeTruthy();
  });
});

describe("permissions (spec 1 §6)", () => {
  const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;

  it("a member who may only read sessions sees the list but no 'Add session' and no settings", async () => {
    open("/event-light/ev-1/sessions", {
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "sessions_read" }] }),
      "GET /events/ev-1/sessions": ok(page([])),
    });
    expect(await screen.findByRole("heading", { name: "No sessions yet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add session" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Sessions" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Session settings" })).toBeNull();
  });

  it("a member without sessions permission gets 'uh Oh!' and no sessions link", async () => {
    const { api } = open("/event-light/ev-1/sessions", {
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "contacts_read" }] }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
    expect(api.calls).not.toContain("GET /events/ev-1/sessions");
  });
});
