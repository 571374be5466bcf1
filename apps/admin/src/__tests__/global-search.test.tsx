import type { GlobalSearchResult } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RECENT_FAILED, SEARCH_FAILED } from "../search/GlobalSearchPage.js";
import { openOrg } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/* Issue 5 item 2: the organization's global search page /org-light/{orgId}/search (spec 1 §1, §7, §8). */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

function resultFor(term: string): GlobalSearchResult {
  return {
    contacts: [
      {
        id: "c-1",
        type: "contact",
        name: `Ada Lovelace (${term})`,
        detail: "ada@analytical.example · Analytical Engines",
        eventId: "ev-1",
        eventName: "Foyer Summit 2027",
        score: 0.7,
      },
    ],
    sessions: [
      {
        id: "s-1",
        type: "session",
        name: "Compilers for Everyone",
        detail: "",
        eventId: "ev-1",
        eventName: "Foyer Summit 2027",
        score: 0.5,
      },
    ],
    content: [],
    totals: { contacts: 250, sessions: 1, content: 0, capped: 200 },
  };
}

const recentRoute = (terms: string[]) => ({ "GET /search/organization/org-1/recent": ok({ terms }) });

describe("the global search page", () => {
  it("is in the organization's menu and shows the recent terms, which search again when picked", async () => {
    openOrg("/org-light/org-1/search", {
      ...recentRoute(["grace", "compilers"]),
      "GET /search/organization/org-1": (request) =>
        ok(resultFor(new URL(request.url).searchParams.get("term") ?? ""))(),
    });
    const menu = await screen.findByRole("navigation", { name: "Organization" });
    expect(within(menu).getByRole("link", { name: "Search" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(await screen.findByRole("button", { name: "grace" }));
    expect(await screen.findByRole("link", { name: "Ada Lovelace (grace)" })).toBeTruthy();
  });

  it("lists each kind with its total, links contacts and sessions into their events, and says when a total is capped", async () => {
    openOrg("/org-light/org-1/search?term=lovlace", {
      ...recentRoute([]),
      "GET /search/organization/org-1": (request) =>
        ok(resultFor(new URL(request.url).searchParams.get("term") ?? ""))(),
    });
    const contact = await screen.findByRole("link", { name: "Ada Lovelace (lovlace)" });
    expect(contact.getAttribute("href")).toBe("/event-light/ev-1/contact/c-1");
    expect(screen.getByRole("link", { name: "Compilers for Everyone" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-1/details",
    );
    expect(screen.getByRole("heading", { name: "Contacts (200+)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Content (0)" })).toBeTruthy();
    expect(screen.getByText("No content matches.")).toBeTruthy();
  });

  it("never shows an older term's answer after a newer one", async () => {
    type Answer = { status: number; body?: unknown };
    const pending: Record<string, (value: Answer) => void> = {};
    const signals: Record<string, AbortSignal> = {};
    openOrg("/org-light/org-1/search", {
      ...recentRoute([]),
      "GET /search/organization/org-1": (request) => {
        const term = new URL(request.url).searchParams.get("term") ?? "";
        signals[term] = request.signal;
        if (term === "ad") return new Promise<Answer>((resolve) => (pending.ad = resolve));
        return ok(resultFor(term))();
      },
    });
    const input = await screen.findByLabelText("Search contacts, sessions and content");
    fireEvent.change(input, { target: { value: "ad" } });
    await waitFor(() => expect(pending.ad).toBeTruthy());
    fireEvent.change(input, { target: { value: "ada" } });
    expect(await screen.findByRole("link", { name: "Ada Lovelace (ada)" })).toBeTruthy();
    // The older call is cancelled once the newer term is searched: its late answer has nowhere to go.
    await waitFor(() => expect(signals.ad?.aborted).toBe(true));
    pending.ad?.({ status: 200, body: { payload: resultFor("ad") } });
    expect(screen.queryByRole("link", { name: "Ada Lovelace (ad)" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ada Lovelace (ada)" })).toBeTruthy();
  });

  it("asks for 2 characters, and shows the spec's messages when the calls fail", async () => {
    openOrg("/org-light/org-1/search", {
      "GET /search/organization/org-1/recent": () => ({ status: 500, body: {} }),
      "GET /search/organization/org-1": () => ({ status: 500, body: {} }),
    });
    expect(await screen.findByText(RECENT_FAILED)).toBeTruthy();
    const input = screen.getByLabelText("Search contacts, sessions and content");
    fireEvent.change(input, { target: { value: "a" } });
    expect(screen.getByText("Type at least 2 characters to search")).toBeTruthy();
    fireEvent.change(input, { target: { value: "ada" } });
    expect(await screen.findByText(SEARCH_FAILED)).toBeTruthy();
  });
});
