import { act, cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defineFoyerElements } from "../elements.js";
import { deepActiveElement } from "../forms/focus-target.js";
import { Agenda } from "../react.js";
import {
  publishes,
  type ScheduleServer,
  startScheduleServer,
  summitSchedule,
  XSS_TITLE,
} from "./agenda-kit.js";

/*
 * <foyer-agenda event-slug> against a real HTTP server on loopback: the published schedule by
 * day, search and filters, a session's details, the event's or the viewer's time zone (across a
 * change to summer time), add to calendar, and what it says when there is no schedule to show.
 */

const SLUG = "foyer-summit-2027";
const savedZone = process.env.TZ;
let server: ScheduleServer;
let listening: AbortController;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The viewer is in New York (summer time there began on 14 March 2027: UTC-4).
  process.env.TZ = "America/New_York";
  document.documentElement.lang = "en-GB";
  defineFoyerElements();
  server = await startScheduleServer();
});

afterAll(async () => {
  process.env.TZ = savedZone;
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  listening = new AbortController();
  server.answer(publishes(SLUG, summitSchedule()));
});

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  listening.abort();
});

/** `<foyer-agenda>` in the page, with the events it dispatches. */
async function agendaElement(slug = SLUG, api = server.api) {
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of ["foyer:ready", "foyer:error"]) {
    document.body.addEventListener(
      type,
      (event) => heard.push({ type, detail: (event as CustomEvent).detail }),
      {
        signal: listening.signal,
      },
    );
  }
  await act(async () => {
    document.body.innerHTML = `<foyer-agenda api="${api}" event-slug="${slug}"></foyer-agenda>`;
  });
  return { element: document.querySelector("foyer-agenda") as HTMLElement, heard };
}

const sessionTitles = () =>
  screen.queryAllByShadowRole("button", { expanded: false }).map((b) => b.textContent);
const slotTimes = () => screen.queryAllByShadowRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the published schedule by day, grouped by time, with room and track", () => {
  it("shows the first day's sessions at their times in the event's zone, and says it is ready", async () => {
    const { heard } = await agendaElement();
    expect(await screen.findByShadowRole("heading", { name: "Foyer Summit 2027", level: 2 })).toBeTruthy();
    const tabs = screen.getAllByShadowRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Sat 27 Mar", "Sun 28 Mar"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(slotTimes()).toEqual(["09:00", "10:00"]);
    const panel = screen.getByShadowRole("tabpanel", { name: "Sat 27 Mar" });
    const ten = within(panel).getByRole("region", { name: "10:00" });
    expect(ten.textContent).toContain("Web components in practice");
    expect(ten.textContent).toContain("10:00 – 10:45Main hallWeb");
    expect(within(panel).getByRole("region", { name: "09:00" }).textContent).toContain("All rooms");
    expect(screen.getByShadowText("3 sessions")).toBeTruthy();
    expect(heard).toContainEqual({
      type: "foyer:ready",
      detail: { event: { slug: SLUG, name: "Foyer Summit 2027" }, version: "1.2", sessions: 4 },
    });
    expect(server.requests).toContain(`/api/public/events/${SLUG}/schedule.json`);
  });

  it("the day tabs are keyboard operable: arrows move focus and choose the day", async () => {
    await agendaElement();
    const [saturday, sunday] = await screen.findAllByShadowRole("tab");
    act(() => saturday?.focus());
    fireEvent.keyDown(saturday as HTMLElement, { key: "ArrowRight" });
    await waitFor(() => expect(sunday?.getAttribute("aria-selected")).toBe("true"));
    expect(deepActiveElement(document)).toBe(sunday);
    expect(sunday?.tabIndex).toBe(0);
    expect(saturday?.tabIndex).toBe(-1);
    expect(sessionTitles()).toEqual(["Sunday morning talk"]);
    fireEvent.keyDown(sunday as HTMLElement, { key: "Home" });
    await waitFor(() => expect(deepActiveElement(document)).toBe(saturday));
  });

  it("a hostile track colour is not handed to CSS; a hex one is", async () => {
    await agendaElement();
    await screen.findAllByShadowRole("tab");
    const [web, data] = ["Web", "Data"].map((name) =>
      screen.getByShadowText(name, { selector: ".foyer-ag__track" }),
    );
    expect(web?.style.getPropertyValue("--foyer-ag-track")).toBe("#3453d1");
    expect(data?.style.getPropertyValue("--foyer-ag-track")).toBe("");
  });
});

describe("search and filters", () => {
  it("the search finds words in titles, descriptions, speakers, rooms and tracks, ignoring case", async () => {
    await agendaElement();
    const search = await screen.findByShadowRole("searchbox", { name: "Search sessions" });
    fireEvent.change(search, { target: { value: "hopper" } });
    await waitFor(() => expect(screen.getByShadowText("1 of 3 sessions")).toBeTruthy());
    expect(sessionTitles()).toEqual([XSS_TITLE]);
    fireEvent.change(search, { target: { value: "SHADOW roots" } });
    await waitFor(() => expect(sessionTitles()).toEqual(["Web components in practice"]));
  });

  it("the room filter keeps that room's sessions and plenum ones; the track filter that track's", async () => {
    await agendaElement();
    const room = await screen.findByShadowRole("combobox", { name: "Room" });
    fireEvent.change(room, { target: { value: "r-b" } });
    await waitFor(() => expect(sessionTitles()).toEqual(["Opening keynote", XSS_TITLE]));
    fireEvent.change(room, { target: { value: "" } });
    fireEvent.change(screen.getByShadowRole("combobox", { name: "Track" }), { target: { value: "t-web" } });
    await waitFor(() => expect(sessionTitles()).toEqual(["Web components in practice"]));
  });

  it("says when nothing matches, and clears search and filters on request", async () => {
    await agendaElement();
    const search = await screen.findByShadowRole("searchbox", { name: "Search sessions" });
    fireEvent.change(search, { target: { value: "quantum" } });
    expect(await screen.findByShadowText("No sessions match your search.")).toBeTruthy();
    expect(screen.getByShadowText("0 of 3 sessions")).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(sessionTitles()).toHaveLength(3));
    expect((search as HTMLInputElement).value).toBe("");
    expect(deepActiveElement(document)).toBe(search);
  });
});

describe("the time zone toggle: the event's zone or the viewer's, across a change to summer time", () => {
  it("09:00 on both days in Berlin is 04:00 and 03:00 in New York", async () => {
    await agendaElement();
    await screen.findAllByShadowRole("tab");
    const zone = screen.getByShadowRole("group", { name: "Show times in" });
    const eventTime = within(zone).getByRole("radio", { name: "Event time (Europe/Berlin)" });
    const viewerTime = within(zone).getByRole("radio", { name: "Your time (America/New_York)" });
    expect((eventTime as HTMLInputElement).checked).toBe(true);
    expect(slotTimes()[0]).toBe("09:00");

    fireEvent.click(viewerTime);
    await waitFor(() => expect(slotTimes()).toEqual(["04:00", "05:00"]));
    fireEvent.click(screen.getByShadowRole("tab", { name: "Sun 28 Mar" }));
    await waitFor(() => expect(slotTimes()).toEqual(["03:00"]));
    expect(screen.getByShadowText("03:00 – 04:00")).toBeTruthy();

    // Back in event time the day stays Sunday, and its talk is at 09:00 as on Saturday.
    fireEvent.click(eventTime);
    await waitFor(() => expect(slotTimes()).toEqual(["09:00"]));
    expect(screen.getByShadowRole("tab", { name: "Sun 28 Mar" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("a session's details: description as text, speakers, add to calendar", () => {
  it("opens as a disclosure; a script in the title or description stays text", async () => {
    const { element } = await agendaElement();
    const toggle = await screen.findByShadowRole("button", { name: XSS_TITLE });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const details = element.shadowRoot?.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(details?.hidden).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("true"));
    expect(details?.hidden).toBe(false);
    expect(details?.querySelector(".foyer-ag__description")?.textContent).toBe(
      "<b>bold</b> claims\nSecond line",
    );
    expect(
      within(details as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Grace Hopper", "Edsger Dijkstra"]);
    expect(element.shadowRoot?.querySelector("img, b, script")).toBeNull();
    expect((window as { __foyerXss?: number }).__foyerXss).toBeUndefined();

    const add = within(details as HTMLElement).getByRole("link", { name: `Add to calendar: ${XSS_TITLE}` });
    const href = add.getAttribute("href") ?? "";
    expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
    expect(add.getAttribute("download")).toBe("img-src-x-onerror-window-foyerxss-1-data-at-scale-live.ics");
    const ics = decodeURIComponent(href.slice(href.indexOf(",") + 1));
    expect(ics).toContain('SUMMARY:<img src=x onerror="window.__foyerXss=1">Data\\, at scale\\; live\r\n');
    expect(ics).toContain("DTSTART:20270327T090000Z\r\n");
    expect(ics).toContain("LOCATION:Room B\r\n");
    expect(ics).toContain(`UID:s-data@127.0.0.1\r\n`);

    fireEvent.click(toggle);
    await waitFor(() => expect(details?.hidden).toBe(true));
  });

  it("links to the whole schedule as iCalendar", async () => {
    await agendaElement();
    const link = await screen.findByShadowRole("link", { name: "Download the whole schedule (.ics)" });
    expect(link.getAttribute("href")).toBe(`${server.api}/public/events/${SLUG}/schedule.ics`);
  });
});

describe("when there is nothing to show", () => {
  it("a release without sessions shows the empty state", async () => {
    server.answer(publishes(SLUG, { ...summitSchedule(), sessions: [] }));
    await agendaElement();
    expect(await screen.findByShadowText("No sessions have been scheduled yet.")).toBeTruthy();
    expect(screen.queryAllByShadowRole("tab")).toEqual([]);
  });

  it("404 before the first release: says the schedule is not published and dispatches foyer:error", async () => {
    const { heard } = await agendaElement("not-published-yet");
    expect(await screen.findByShadowText("This schedule has not been published yet.")).toBeTruthy();
    expect(heard).toContainEqual({
      type: "foyer:error",
      detail: { message: "This schedule has not been published yet." },
    });
  });

  it("a network failure says so and Try again loads the schedule once the server answers", async () => {
    server.answer(() => "drop");
    const { heard } = await agendaElement();
    const alert = await screen.findByShadowRole("alert");
    const message =
      "The schedule could not be loaded: the server could not be reached. Check your connection and try again.";
    expect(alert.textContent).toContain(message);
    expect(heard).toContainEqual({ type: "foyer:error", detail: { message } });
    server.answer(publishes(SLUG, summitSchedule()));
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByShadowRole("heading", { name: "Foyer Summit 2027", level: 2 })).toBeTruthy();
  });

  it("a server error or an answer that is no schedule says it could not be loaded", async () => {
    server.answer(() => ({ status: 500, body: { statusCode: 500, message: "boom" } }));
    await agendaElement();
    expect((await screen.findByShadowRole("alert")).textContent).toContain(
      "The schedule could not be loaded. Please try again.",
    );
    server.answer(() => ({ status: 200, body: { payload: "<html>" } }));
    fireEvent.click(screen.getByShadowRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByShadowRole("alert").textContent).toContain("The schedule could not be read."),
    );
  });

  it("shows Loading... until the answer comes", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.answer(async (path) => {
      await held;
      return publishes(SLUG, summitSchedule())(path);
    });
    await agendaElement();
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    expect(screen.getByShadowRole("status").textContent).toBe("Loading...");
    release();
    expect(await screen.findByShadowRole("heading", { name: "Foyer Summit 2027", level: 2 })).toBeTruthy();
  });
});

describe("the host page", () => {
  it("removing the element unmounts the widget and empties its shadow root", async () => {
    const { element } = await agendaElement();
    await screen.findAllByShadowRole("tab");
    await act(async () => element.remove());
    await waitFor(() => expect(element.shadowRoot?.childNodes.length).toBe(0));
    expect(element.shadowRoot?.adoptedStyleSheets).toEqual([]);
  });

  it("leaves no window or document listener behind", async () => {
    const added = new Map<string, number>();
    const count = (target: EventTarget, sign: 1 | -1) => (type: string) =>
      added.set(
        `${target === window ? "window" : "document"}:${type}`,
        (added.get(`${target === window ? "window" : "document"}:${type}`) ?? 0) + sign,
      );
    const spies = [window, document].flatMap((target) => [
      vi.spyOn(target, "addEventListener").mockImplementation(function (this: EventTarget, type: string) {
        count(target, 1)(type);
      }),
      vi.spyOn(target, "removeEventListener").mockImplementation(function (this: EventTarget, type: string) {
        count(target, -1)(type);
      }),
    ]);
    try {
      const { element } = await agendaElement();
      await screen.findAllByShadowRole("tab");
      fireEvent.click(screen.getByShadowRole("button", { name: "Opening keynote" }));
      await act(async () => element.remove());
      await waitFor(() => expect(element.shadowRoot?.childNodes.length).toBe(0));
      // React DOM listens for selectionchange on the document once, for every root it will ever
      // have (the embed's Preact does not); anything else left would be the widget's.
      expect([...added].filter(([key, n]) => n > 0 && key !== "document:selectionchange")).toEqual([]);
      // The spies see listeners: one added here is counted, and counted off when removed.
      const probe = () => {};
      window.addEventListener("foyer-probe", probe);
      expect(added.get("window:foyer-probe")).toBe(1);
      window.removeEventListener("foyer-probe", probe);
      expect(added.get("window:foyer-probe")).toBe(0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("the React component shows the same widget", async () => {
    render(<Agenda api={server.api} eventSlug={SLUG} theme="dark" className="schedule" />);
    expect(await screen.findByShadowRole("heading", { name: "Foyer Summit 2027", level: 2 })).toBeTruthy();
    const host = document.querySelector(".schedule") as HTMLElement;
    expect(host.dataset.foyerWidget).toBe("agenda");
    expect(host.shadowRoot?.querySelector(".foyer-root")?.getAttribute("data-theme")).toBe("dark");
  });
});
