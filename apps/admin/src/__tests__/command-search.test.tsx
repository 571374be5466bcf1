import type { GlobalSearchResult } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isCommandK } from "../search/CommandSearch.js";
import { openOrg, orgDashboard } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 22 item 3: ⌘K / Ctrl+K in the top bar searches the organization (people, sessions,
 * content through the global search API, its events, the pages the user may open), keyboard first.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const found: GlobalSearchResult = {
  contacts: [
    {
      id: "c-1",
      type: "contact",
      name: "Ada Lovelace",
      detail: "ada@analytical.example",
      eventId: "ev-1",
      eventName: "Foyer Summit 2027",
      score: 0.9,
    },
  ],
  sessions: [
    {
      id: "s-1",
      type: "session",
      name: "Analytical engines",
      detail: "",
      eventId: "ev-1",
      eventName: "Foyer Summit 2027",
      score: 0.5,
    },
  ],
  content: [],
  totals: { contacts: 1, sessions: 1, content: 0, capped: 100 },
};

function openWithSearch(recent: string[] = ["grace"]) {
  const terms: string[] = [];
  const api = openOrg("/org-light/org-1/dashboard", {
    "GET /search/organization/org-1/recent": ok({ terms: recent }),
    "GET /search/organization/org-1": (request) => {
      terms.push(new URL(request.url).searchParams.get("term") ?? "");
      return ok(found)();
    },
  });
  return { api, terms };
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: "k", ctrlKey: true });

async function openDialog() {
  // The dashboard has loaded: the top bar holds the search.
  await screen.findByRole("heading", { name: "Dashboard" }, { timeout: 8000 });
  pressCtrlK();
  return screen.findByRole("dialog", { name: "Search the organization" });
}

describe("isCommandK", () => {
  it("is ⌘K or Ctrl+K, not K alone nor with Alt", () => {
    expect(isCommandK({ key: "k", metaKey: true, ctrlKey: false, altKey: false })).toBe(true);
    expect(isCommandK({ key: "K", metaKey: false, ctrlKey: true, altKey: false })).toBe(true);
    expect(isCommandK({ key: "k", metaKey: false, ctrlKey: false, altKey: false })).toBe(false);
    expect(isCommandK({ key: "k", metaKey: false, ctrlKey: true, altKey: true })).toBe(false);
  });
});

describe("the ⌘K search", () => {
  it("opens on Ctrl+K with focus in a combobox, shows recent searches and pages, and closes on Escape returning focus", async () => {
    openWithSearch();
    await screen.findByRole("heading", { name: "Dashboard" }, { timeout: 8000 });
    const opener = screen.getByRole("button", { name: "Search" });
    opener.focus();
    pressCtrlK();
    const dialog = await screen.findByRole("dialog", { name: "Search the organization" });
    const input = within(dialog).getByRole("combobox");
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute("aria-controls")).toBe(within(dialog).getByRole("listbox").id);
    const recent = await within(dialog).findByRole("group", { name: "Recent searches" });
    expect(within(recent).getByRole("option", { name: "grace" }).getAttribute("aria-selected")).toBe("true");
    const pages = within(dialog).getByRole("group", { name: "Pages" });
    expect(within(pages).getByRole("option", { name: "Events" })).toBeTruthy();
    expect(input.getAttribute("aria-activedescendant")).toBe(
      within(recent).getByRole("option", { name: "grace" }).id,
    );
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside the dialog", async () => {
    openWithSearch();
    const dialog = await openDialog();
    const input = within(dialog).getByRole("combobox");
    const close = within(dialog).getByRole("button", { name: "Esc" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it("searches once typing pauses, groups people, sessions, events and pages, and Enter opens the chosen one", async () => {
    const { terms } = openWithSearch();
    const dialog = await openDialog();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "ana" } });
    expect(within(dialog).getByRole("status").textContent).toBe("Searching…");
    const people = await within(dialog).findByRole("group", { name: "People" });
    expect(within(people).getByRole("option", { name: /Ada Lovelace/ })).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: "Sessions" })).toBeTruthy();
    expect(terms).toEqual(["ana"]);
    // Arrow down from the first option (the person) to the session, and Enter opens it.
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const session = within(dialog).getByRole("option", { name: /Analytical engines/ });
    expect(session.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    // Up from the first wraps to the last.
    expect(session.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/sessions/s-1/details"));
    expect(screen.queryByRole("dialog", { name: "Search the organization" })).toBeNull();
  });

  it("matches the organization's events and pages by name, before any search answer", async () => {
    openWithSearch();
    const dialog = await openDialog();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "summit" } });
    const events = await within(dialog).findByRole("group", { name: "Events" });
    const summit = within(events).getByRole("option", { name: /Foyer Summit 2027/ });
    fireEvent.click(summit);
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/dashboard"));
  });

  it("a recent search picked with Enter fills the box and searches it", async () => {
    const { terms } = openWithSearch(["lovelace"]);
    const dialog = await openDialog();
    const input = within(dialog).getByRole("combobox") as HTMLInputElement;
    await within(dialog).findByRole("option", { name: "lovelace" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("lovelace");
    await within(dialog).findByRole("group", { name: "People" });
    expect(terms).toEqual(["lovelace"]);
  });

  it("says when nothing matches, and when the search failed", async () => {
    const empty = {
      ...found,
      contacts: [],
      sessions: [],
      totals: { ...found.totals, contacts: 0, sessions: 0 },
    };
    openOrg("/org-light/org-1/dashboard", {
      "GET /search/organization/org-1/recent": ok({ terms: [] }),
      "GET /search/organization/org-1": (request) =>
        new URL(request.url).searchParams.get("term") === "boom"
          ? { status: 500, body: { message: "boom" } }
          : ok(empty)(),
      "GET /organizations/org-1/dashboard": ok(orgDashboard),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText("Your recent searches will show here.")).toBeTruthy();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "zzqx" } });
    expect(
      await within(dialog).findByText("Nothing matches “zzqx”. Check the spelling or try fewer words."),
    ).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(input, { target: { value: "boom" } });
    expect(await within(dialog).findByText("An error occurred getting search")).toBeTruthy();
  });
});
