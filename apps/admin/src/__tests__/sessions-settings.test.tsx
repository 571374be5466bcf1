import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { bodyOf, room, settings } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 4: the session settings at /event-light/{eventId}/sessions/settings/{kind}
 * (spec 1 §2: rooms, tracks, languages, statuses, formats, levels): add, rename, reorder, delete.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/session-settings";

function open(kind: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/sessions/settings/${kind}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    [`GET ${base}`]: ok(settings()),
    ...routes,
  });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".session-settings__name")?.textContent);

describe("session settings", () => {
  it("shows each kind's list from tabs, with how many sessions use each item", async () => {
    open("rooms");
    expect(
      await screen.findByRole("heading", { name: "Session settings", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Session settings" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Rooms",
      "Tracks",
      "Formats",
      "Levels",
      "Languages",
      "Statuses",
      "Personas",
      "Files",
      "Agenda",
      "Conflicts",
      "Criteria",
      "Templates",
    ]);
    expect(within(tabs).getByRole("link", { name: "Rooms" }).getAttribute("aria-current")).toBe("page");
    const list = await screen.findByRole("list", { name: "Rooms" });
    expect(names(list)).toEqual(["Main Hall", "Room A"]);
    expect(list.textContent).toContain("Used by 2 sessions");
    expect(list.textContent).toContain("Not used");
    fireEvent.click(within(tabs).getByRole("link", { name: "Formats" }));
    expect(await screen.findByText("No formats yet. Add the first format above.")).toBeTruthy();
  });

  it("adds an item; a taken name shows the server's sentence", async () => {
    let sent: Record<string, unknown> = {};
    open("tracks", {
      [`POST ${base}/tracks`]: async (request) => {
        sent = await bodyOf(request);
        if (String(sent.name).toLowerCase() === "product") {
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: "VALIDATION_ERROR",
              message: "A track named “product” already exists.",
            },
          };
        }
        return {
          status: 201,
          body: {
            payload: {
              id: "t-new",
              kind: "tracks",
              name: sent.name,
              position: 1,
              colour: sent.colour,
              sessionCount: 0,
            },
          },
        };
      },
    });
    const field = await screen.findByLabelText("New track");
    fireEvent.change(field, { target: { value: "product" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add track" }));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("A track named “product” already exists.");
    fireEvent.change(field, { target: { value: "Design" } });
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "#112233" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add track" }));
    });
    expect(sent).toEqual({ name: "Design", colour: "#112233" });
    const list = screen.getByRole("list", { name: "Tracks" });
    await waitFor(() => expect(names(list)).toEqual(["Product", "Design"]));
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("renames with Enter, and Escape cancels", async () => {
    let sent: Record<string, unknown> = {};
    open("rooms", {
      [`PUT ${base}/rooms/r-a`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { ...room("r-a", String(sent.name)), position: 1 } } };
      },
    });
    const list = await screen.findByRole("list", { name: "Rooms" });
    fireEvent.click(within(list).getByRole("button", { name: "Rename Room A" }));
    const field = within(list).getByLabelText("Name of Room A");
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "Escape" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Rename Room A" })),
    );
    fireEvent.click(within(list).getByRole("button", { name: "Rename Room A" }));
    fireEvent.change(within(list).getByLabelText("Name of Room A"), { target: { value: "Room Alpha" } });
    await act(async () => {
      fireEvent.submit(within(list).getByLabelText("Name of Room A").closest("form") as HTMLFormElement);
    });
    expect(sent).toEqual({ name: "Room Alpha" });
    await waitFor(() => expect(names(list)).toEqual(["Main Hall", "Room Alpha"]));
  });

  it("deleting an item in use says how many sessions lose it, then deletes it", async () => {
    const api = open("rooms", { [`DELETE ${base}/rooms/r-main`]: ok({ id: "r-main", clearedSessions: 2 }) });
    const list = await screen.findByRole("list", { name: "Rooms" });
    fireEvent.click(within(list).getByRole("button", { name: "Delete Main Hall" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this room?" });
    expect(dialog.textContent).toContain("2 sessions use it and will have no room afterwards.");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete room" }));
    });
    await waitFor(() => expect(names(list)).toEqual(["Room A"]));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Main Hall has been deleted and cleared from 2 sessions.",
    );
  });

  it("reorders with the move buttons", async () => {
    let order: unknown;
    open("rooms", {
      [`PUT ${base}/rooms/order`]: async (request) => {
        order = (await bodyOf(request)).ids;
        return { status: 200, body: { payload: [room("r-a", "Room A"), room("r-main", "Main Hall", 2)] } };
      },
    });
    const list = await screen.findByRole("list", { name: "Rooms" });
    await act(async () => {
      fireEvent.click(within(list).getByRole("button", { name: "Move Room A up" }));
    });
    expect(order).toEqual(["r-a", "r-main"]);
    await waitFor(() => expect(names(list)).toEqual(["Room A", "Main Hall"]));
  });

  it("an unknown kind is not a page; a member who may only read sees no edit controls", async () => {
    open("venues");
    expect(await screen.findByRole("heading", { name: "Oops!" })).toBeTruthy();
    cleanup();
    open("rooms", {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sessionSettings_read" }],
      }),
    });
    const list = await screen.findByRole("list", { name: "Rooms" });
    expect(within(list).queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("New room")).toBeNull();
  });
});
