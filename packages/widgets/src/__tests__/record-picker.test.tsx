import type { AccountHit, ContactHit } from "@foyer/domain";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defineFoyerElements } from "../elements.js";
import { deepActiveElement } from "../forms/focus-target.js";
import { RecordPicker } from "../react.js";
import { account, contact } from "./record-picker-kit.js";
import { clearWidgetSessions, storeWidgetSession } from "./widget-session-kit.js";

// The dialog is a lazily loaded overlay: load it once, so it renders after one tick.
await import("../overlays/Dialog.js");

const API = "http://api.test/api";
const people: ContactHit[] = [
  contact("c-2", "bob", "Bauer", { company: "Builders Ltd" }),
  contact("c-1", "Ada", "Lovelace", { company: "Analytical Engines" }),
  contact("c-3", "alan", "Turing"),
];
const sponsors: AccountHit[] = [account("a-1", "Acme"), account("a-2", "Beta Corp")];

let searches: URL[];
/** Takes the test's event listeners off the page. */
let listening: AbortController;

function answer(url: URL): Response {
  const q = (url.searchParams.get("q") ?? "").toLowerCase();
  const hits: (AccountHit | ContactHit)[] = url.pathname.includes("/account/list/") ? sponsors : people;
  const payload = hits.filter((hit) => hit.name.toLowerCase().includes(q));
  return new Response(JSON.stringify({ payload }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  defineFoyerElements();
});

beforeEach(() => {
  // Signed in; the sign-in step is tested in record-picker-sign-in.test.tsx.
  storeWidgetSession(API);
  searches = [];
  listening = new AbortController();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      searches.push(url);
      return answer(url);
    }),
  );
});

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  listening.abort();
  vi.unstubAllGlobals();
  clearWidgetSessions();
});

const active = () => deepActiveElement(document);

/** `<foyer-record-picker>` in the page, with what it emits. */
async function pickerElement(attributes: string) {
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of ["foyer:ready", "foyer:select", "foyer:close", "foyer:error"]) {
    document.body.addEventListener(
      type,
      (event) => heard.push({ type, detail: (event as CustomEvent).detail }),
      {
        signal: listening.signal,
      },
    );
  }
  await act(async () => {
    document.body.innerHTML = `<foyer-record-picker api="${API}" ${attributes}></foyer-record-picker>`;
  });
  return { element: document.querySelector("foyer-record-picker") as HTMLElement, heard };
}

/** Opens the dialog from the trigger and types `term` in its search bar. */
async function openAndSearch(trigger: string, term: string) {
  const opener = await screen.findByShadowRole("button", { name: trigger });
  act(() => opener.focus());
  fireEvent.click(opener);
  const dialog = await screen.findByShadowRole("dialog", { name: trigger });
  const input = screen.getByShadowRole("combobox") as HTMLInputElement;
  await waitFor(() => expect(active()).toBe(input));
  fireEvent.change(input, { target: { value: term } });
  await waitFor(() => expect(screen.queryAllByShadowRole("option").length).toBeGreaterThan(0));
  return { opener, dialog, input };
}

describe("foyer-record-picker: a button that opens the search-and-pick dialog", () => {
  it("the button and the dialog are titled by the mode", async () => {
    for (const [mode, title] of [
      ["speaker", "Add Speakers"],
      ["sponsor", "Add Sponsors"],
      ["exhibitor", "Add Exhibitors"],
      ["people", "Add People"],
    ]) {
      await pickerElement(`event-id="e-1" mode="${mode}"`);
      expect(await screen.findByShadowRole("button", { name: title })).toBeTruthy();
    }
  });

  it("an unknown mode says so", async () => {
    const { heard } = await pickerElement('event-id="e-1" mode="speakers"');
    const message =
      'Foyer record-picker: unknown mode "speakers"; use one of speaker, sponsor, exhibitor, people';
    expect((await screen.findByShadowRole("alert")).textContent).toBe(message);
    expect(heard).toContainEqual({ type: "foyer:error", detail: { message } });
  });

  it("typing fires both searches with the spec's query; results are sorted by name, case-insensitively", async () => {
    await pickerElement('event-id="e-1" mode="speaker"');
    await openAndSearch("Add Speakers", "a");
    const options = screen.getAllByShadowRole("option");
    expect(options.map((option) => option.querySelector(".foyer-rp-option__name")?.textContent)).toEqual([
      "Ada Lovelace",
      "alan Turing",
      "bob Bauer",
    ]);
    expect(options[0]?.textContent).toContain("ada@example.test · Analytical Engines");
    expect(searches.map((url) => url.pathname).sort()).toEqual([
      "/api/account/list/e-1/search",
      "/api/contacts/event/e-1/contacts/search",
    ]);
    for (const url of searches) {
      expect(url.searchParams.get("q")).toBe("a");
      expect(url.searchParams.get("includePortalName")).toBe("true");
      expect(url.searchParams.get("enforceEventRelationship")).toBe("true");
    }
    expect(screen.getByShadowRole("status").textContent).toBe("3 results");
  });

  it("says when nothing matches", async () => {
    await pickerElement('event-id="e-1" mode="sponsor"');
    const opener = await screen.findByShadowRole("button", { name: "Add Sponsors" });
    fireEvent.click(opener);
    await screen.findByShadowRole("dialog", { name: "Add Sponsors" });
    fireEvent.change(screen.getByShadowRole("combobox"), { target: { value: "zzz" } });
    expect(screen.getByShadowRole("status").textContent).toBe("Loading...");
    await waitFor(() => expect(screen.getByShadowRole("status").textContent).toBe('No matches for "zzz"'));
    expect(searches.find((url) => url.pathname.includes("/account/"))?.searchParams.get("moduleSlug")).toBe(
      "sponsors",
    );
  });
});

describe("keyboard: an ARIA combobox over a listbox", () => {
  it("ArrowDown makes the first option active, Enter selects it; Save emits foyer:select", async () => {
    const { heard } = await pickerElement('event-id="e-1" module-id="m-9" mode="speaker"');
    const { opener, input } = await openAndSearch("Add Speakers", "a");
    const listbox = screen.getByShadowRole("listbox");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    const save = screen.getByShadowRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.keyDown(input, { key: "ArrowDown" });
    const first = screen.getAllByShadowRole("option")[0] as HTMLElement;
    expect(input.getAttribute("aria-activedescendant")).toBe(first.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByShadowText("1 selected")).toBeTruthy();
    expect(screen.getByShadowRole("button", { name: "Remove Ada Lovelace" })).toBeTruthy();

    fireEvent.keyDown(input, { key: "End" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByShadowText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("button", { name: "Remove bob Bauer" }));
    expect(screen.getByShadowText("1 selected")).toBeTruthy();
    expect(active()).toBe(input);

    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
    expect(heard.filter((event) => event.type === "foyer:select")).toEqual([
      { type: "foyer:select", detail: { mode: "speaker", moduleId: "m-9", records: [people[1]] } },
    ]);
    await waitFor(() => expect(active()).toBe(opener));
  });

  it("Escape closes the dialog with foyer:close and focus returns to the button", async () => {
    const { heard } = await pickerElement('event-id="e-1" mode="people"');
    const { opener, input } = await openAndSearch("Add People", "a");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
    expect(heard.map((event) => event.type)).toEqual(["foyer:ready", "foyer:close"]);
    expect(heard[1]?.detail).toEqual({ mode: "people" });
    await waitFor(() => expect(active()).toBe(opener));

    // Opened again, it starts afresh: nothing selected, nothing searched.
    fireEvent.click(opener);
    await screen.findByShadowRole("dialog", { name: "Add People" });
    expect((screen.getByShadowRole("combobox") as HTMLInputElement).value).toBe("");
    expect(screen.getByShadowText("0 selected")).toBeTruthy();
  });

  it("Cancel emits foyer:close too", async () => {
    const { heard } = await pickerElement('event-id="e-1" mode="exhibitor"');
    const opener = await screen.findByShadowRole("button", { name: "Add Exhibitors" });
    fireEvent.click(opener);
    await screen.findByShadowRole("dialog", { name: "Add Exhibitors" });
    fireEvent.click(screen.getByShadowRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
    expect(heard.map((event) => event.type)).toEqual(["foyer:ready", "foyer:close"]);
  });
});

describe("a failed search", () => {
  it("shows the error and tries again on request", async () => {
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL((input instanceof Request ? input : new Request(input, init)).url);
        if (fail && url.pathname.includes("/contacts/")) {
          return new Response(JSON.stringify({ statusCode: 500, message: "boom" }), { status: 500 });
        }
        return answer(url);
      }),
    );
    await pickerElement('event-id="e-1" mode="speaker"');
    fireEvent.click(await screen.findByShadowRole("button", { name: "Add Speakers" }));
    await screen.findByShadowRole("dialog", { name: "Add Speakers" });
    fireEvent.change(screen.getByShadowRole("combobox"), { target: { value: "ada" } });
    const alert = await screen.findByShadowRole("alert");
    expect(alert.textContent).toContain("An error occurred while searching.");
    fail = false;
    fireEvent.click(screen.getByShadowRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getAllByShadowRole("option")).toHaveLength(1));
  });
});

describe("<RecordPicker /> from @foyer/widgets/react", () => {
  it("mounts the widget with its props and calls onSelect", async () => {
    const onSelect = vi.fn();
    render(<RecordPicker api={API} eventId="e-1" mode="sponsor" max={1} onSelect={onSelect} />);
    await openAndSearch("Add Sponsors", "a");
    expect(screen.getByShadowText("You can pick 1.")).toBeTruthy();
    fireEvent.click(screen.getAllByShadowRole("option")[0] as HTMLElement);
    const second = screen.getAllByShadowRole("option")[1] as HTMLElement;
    expect(second.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(second);
    fireEvent.click(screen.getByShadowRole("button", { name: "Save" }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(onSelect).toHaveBeenCalledWith({ mode: "sponsor", moduleId: null, records: [sponsors[0]] });
  });
});
