import type { CloneOption, CloneOptions, CloneSourceEvent, JobProgress } from "@foyer/domain";
import { cloneMessages } from "@foyer/domain";
import type { CloneApi } from "@foyer/sdk";
import { AppShell } from "@foyer/widgets/react";
import { act, cleanup, configure, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CloneWizard } from "../clone/CloneWizard.js";
import { adminUser, fakeApi, storeSession } from "./fake-api.js";
import { openOrg } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 2 §2.1 "Add Event / Clone Event modal" (selectEvent, cloneOptions, selectContent,
 * confirmation) and §4.1 "Clone wizard", over a fake clone API.
 */

const event = (id: string, name: string, dateFrom: string, dateTo: string): CloneSourceEvent => ({
  id,
  name,
  date_from: dateFrom,
  date_to: dateTo,
  timezone: "America/New_York",
  org_id: "org-1",
  org_name: "Foyer Demo Organization",
});
const past = event("e-2025", "Foyer Summit 2025", "2025-03-17", "2025-03-19");
const meetup = event("e-2026", "Community Meetup", "2026-12-08", "2026-12-08");

const row = (
  type: CloneOption["type"],
  id: string,
  name: string,
  extra: Partial<CloneOption> = {},
): CloneOption => ({
  id,
  name,
  type,
  selected: true,
  includeAllRecords: false,
  related: [],
  ...extra,
});
const options: CloneOptions = {
  event: past,
  groups: [
    {
      key: "modules",
      type: "modules",
      title: "Modules",
      items: [
        row("modules", "m-contacts", "Contacts", { recordCount: 3, kind: "contacts", isDefault: true }),
      ],
    },
    {
      key: "forms:intake",
      type: "forms",
      title: "Intake Forms",
      items: [row("forms", "f-1", "Speaker Intake 2025")],
    },
    {
      key: "sessions",
      type: "sessions",
      title: "Sessions",
      items: [
        row("sessions", "s-1", "Opening Keynote 2025"),
        row("sessions", "s-2", "Workshop", { related: [row("sessions", "s-2a", "Part 1")] }),
      ],
    },
    { key: "portals", type: "portals", title: "Portals", items: [] },
  ],
};

function fakeCloneApi(
  jobs: JobProgress[] = [],
): CloneApi & { [K in keyof CloneApi]: ReturnType<typeof vi.fn> } {
  let next = 0;
  return {
    sources: vi.fn(async () => [meetup, past]),
    options: vi.fn(async () => options),
    start: vi.fn(async () => ({ jobId: "j-1", job_id: "j-1" })),
    progress: vi.fn(async () => jobs[Math.min(next++, jobs.length - 1)] as JobProgress),
    dayGroups: vi.fn(async () => []),
  };
}

function renderWizard(api: CloneApi, user = adminUser) {
  history.replaceState(null, "", "/org-light/org-1/events");
  const fake = fakeApi({ "GET /user/me": ok(user) });
  storeSession(fake.storage, user.id);
  const navigate = vi.fn();
  const onBack = vi.fn();
  const onDone = vi.fn();
  render(
    <AppShell services={fake.services} navigate={navigate}>
      <CloneWizard orgId="org-1" onBack={onBack} onDone={onDone} today="2026-11-21" api={api} />
    </AppShell>,
  );
  return { navigate, onBack, onDone };
}

const dialog = (name: string | RegExp) => screen.findByRole("dialog", { name });

async function chooseSummit(api: CloneApi) {
  const handles = renderWizard(api);
  const picker = await dialog("Choose an event to clone");
  fireEvent.click(await within(picker).findByRole("button", { name: "Select Foyer Summit 2025" }));
  const page = await dialog("Select clone options for Foyer Summit 2025");
  return { ...handles, page };
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  history.replaceState(null, "", "/");
});

describe("selectEvent: 'Choose an event to clone'", () => {
  it("shows 'Loading...', then events under 'YYYY Events' with their dates and SELECT", async () => {
    let answer: (events: CloneSourceEvent[]) => void = () => undefined;
    const api = fakeCloneApi();
    api.sources.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWizard(api);
    const picker = await dialog("Choose an event to clone");
    expect(await within(picker).findByText("Loading...")).toBeTruthy();
    await act(async () => answer([meetup, past]));
    expect(within(picker).getByRole("button", { name: "2026 Events" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(within(picker).getByText("Mar 17 2025 - Mar 19 2025")).toBeTruthy();
    expect(
      within(picker)
        .getAllByRole("button", { name: /^Select / })
        .map((button) => button.textContent),
    ).toEqual(["SELECT", "SELECT"]);
    // A platform admin picks from every organization's events.
    expect(api.sources).toHaveBeenCalledWith({});
  });

  it("'Search events' filters by name, ignoring case; a year folds away; Back returns to the new-event page", async () => {
    const { onBack } = renderWizard(fakeCloneApi());
    const picker = await dialog("Choose an event to clone");
    await within(picker).findByText("Foyer Summit 2025");
    fireEvent.change(within(picker).getByRole("searchbox", { name: "Search events" }), {
      target: { value: "SUMMIT" },
    });
    expect(within(picker).queryByText("Community Meetup")).toBeNull();
    expect(within(picker).getByText("Foyer Summit 2025")).toBeTruthy();
    fireEvent.click(within(picker).getByRole("button", { name: "2025 Events" }));
    expect(within(picker).queryByText("Foyer Summit 2025")).toBeNull();
    fireEvent.change(within(picker).getByRole("searchbox", { name: "Search events" }), {
      target: { value: "gala" },
    });
    expect(within(picker).getByText(cloneMessages.noMatches)).toBeTruthy();
    fireEvent.click(within(picker).getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("a non-admin asks for the organization's events; a failure says so and can be retried", async () => {
    const api = fakeCloneApi();
    api.sources.mockRejectedValueOnce(new Error("down"));
    renderWizard(api, { ...adminUser, isFoyerAdmin: false });
    const picker = await dialog("Choose an event to clone");
    expect(await within(picker).findByRole("alert")).toBeTruthy();
    expect(api.sources).toHaveBeenCalledWith({ orgId: "org-1" });
    expect((await screen.findAllByText(cloneMessages.eventOptionsFailed)).length).toBeGreaterThan(0);
    fireEvent.click(within(picker).getByRole("button", { name: "Try again" }));
    expect(await within(picker).findByText("Foyer Summit 2025")).toBeTruthy();
  });
});

describe("cloneOptions: 'Select clone options for {event name}'", () => {
  it("pre-fills '{name} (copy)' and last year's dates moved to this year, with 'Previously:' lines", async () => {
    const { page } = await chooseSummit(fakeCloneApi());
    expect((within(page).getByLabelText("Event Name") as HTMLInputElement).value).toBe(
      "Foyer Summit 2025 (copy)",
    );
    expect((within(page).getByLabelText("New Start Date") as HTMLInputElement).value).toBe("2026-03-16");
    expect((within(page).getByLabelText("New End Date") as HTMLInputElement).value).toBe("2026-03-18");
    expect(within(page).getByText("Previously: Mar 17, 2025")).toBeTruthy();
    expect(within(page).getByText("Previously: Mar 19, 2025")).toBeTruthy();
    expect(document.activeElement).toBe(within(page).getByLabelText("Event Name"));
  });

  it("'Set Date Labels': M T W Th F Sa Su, days by ISO week, '{N} Day(s) Selected', groups colour the days", async () => {
    const { page } = await chooseSummit(fakeCloneApi());
    const calendar = within(page).getByRole("table", { name: "Set Date Labels" });
    expect(
      within(calendar)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["M", "T", "W", "Th", "F", "Sa", "Su"]);
    expect(within(calendar).getAllByRole("row")).toHaveLength(2);
    const monday = within(calendar).getByRole("button", { name: "Monday, March 16, 2026" });
    fireEvent.click(monday);
    fireEvent.click(within(calendar).getByRole("button", { name: "Tuesday, March 17, 2026" }));
    expect(within(page).getByText("2 Day(s) Selected")).toBeTruthy();
    expect(within(page).getByText("Mark day(s) as...")).toBeTruthy();
    fireEvent.click(within(page).getByRole("button", { name: /^Show Days/ }));
    expect(within(page).getByText("0 Day(s) Selected")).toBeTruthy();
    expect(within(calendar).getByRole("button", { name: "Monday, March 16, 2026, Show Days" })).toBeTruthy();
    expect(monday.style.background).toMatch(/rgb\(1, 192, 124\)|#01c07c/i);
    // Arrow keys move between the days.
    monday.focus();
    fireEvent.keyDown(monday, { key: "ArrowRight" });
    expect(document.activeElement?.getAttribute("data-day")).toBe("2026-03-17");
  });

  it("keeps start and end coherent, and a date change clears the labels", async () => {
    const { page } = await chooseSummit(fakeCloneApi());
    fireEvent.click(within(page).getByRole("button", { name: "Monday, March 16, 2026" }));
    fireEvent.change(within(page).getByLabelText("New Start Date"), { target: { value: "2026-03-20" } });
    expect((within(page).getByLabelText("New End Date") as HTMLInputElement).value).toBe("2026-03-20");
    expect(within(page).getByText("0 Day(s) Selected")).toBeTruthy();
  });

  it("warns, without blocking, when the new dates are in the past (issue 22)", async () => {
    // Today is Nov 21, 2026: last year's March dates moved to this year have already gone by.
    const { page } = await chooseSummit(fakeCloneApi());
    const warning = within(page).getByText(/^The new dates are in the past/);
    expect(warning.getAttribute("role")).toBe("status");
    expect(warning.textContent).toBe(
      "The new dates are in the past (today is Nov 21, 2026): the new event will already be over. You can still clone it, or choose later dates.",
    );
    const start = within(page).getByLabelText("New Start Date");
    expect(start.getAttribute("aria-describedby")?.split(" ")).toContain(warning.id);
    expect(within(page).getByRole("button", { name: "Clone Event" })).toHaveProperty("disabled", false);
    // Only the start in the past: a softer sentence.
    fireEvent.change(within(page).getByLabelText("New End Date"), { target: { value: "2026-12-02" } });
    expect(warning.textContent).toBe(
      "The new start date is in the past (today is Nov 21, 2026). You can still clone the event, or choose a later start.",
    );
    // Both from today on: no warning, and the fields no longer point at it.
    fireEvent.change(start, { target: { value: "2026-11-21" } });
    expect(warning.hidden).toBe(true);
    expect(warning.textContent).toBe("");
    expect(start.getAttribute("aria-describedby")?.split(" ")).not.toContain(warning.id);
  });

  it("'Clone everything' offers 'Clone Event' and the record options; specific content offers the next page", async () => {
    const { page } = await chooseSummit(fakeCloneApi());
    expect(within(page).getByRole("radio", { name: "Clone everything" })).toHaveProperty("checked", true);
    expect(within(page).queryByLabelText("Include all form submissions")).toBeNull();
    fireEvent.click(within(page).getByLabelText("Include all record data"));
    expect(within(page).getByLabelText("Include all form submissions")).toBeTruthy();
    expect(within(page).getByLabelText("Include all orders")).toBeTruthy();
    expect(within(page).getByRole("button", { name: "Clone Event" })).toBeTruthy();
    fireEvent.click(within(page).getByRole("radio", { name: "Select specific content" }));
    expect(within(page).queryByLabelText("Include all record data")).toBeNull();
    expect(within(page).getByRole("button", { name: "Next: Select Content to Clone" })).toBeTruthy();
    fireEvent.change(within(page).getByLabelText("Event Name"), { target: { value: "" } });
    expect(within(page).getByRole("button", { name: "Next: Select Content to Clone" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(page).getByText(cloneMessages.nameRequired)).toBeTruthy();
    fireEvent.click(within(page).getByRole("button", { name: "Back" }));
    expect(await dialog("Choose an event to clone")).toBeTruthy();
  });
});

describe("selectContent: 'Select content to clone from: {event name}'", () => {
  it("lists the groups, empties say so, parents take their children, and the request carries the choices", async () => {
    const api = fakeCloneApi([
      { status: "pending", payload: { progress: 0, remainingSeconds: null, latestOperation: "" } },
    ]);
    const { page } = await chooseSummit(api);
    fireEvent.click(within(page).getByRole("radio", { name: "Select specific content" }));
    fireEvent.click(within(page).getByRole("button", { name: "Next: Select Content to Clone" }));
    const content = await dialog("Select content to clone from: Foyer Summit 2025");
    expect(within(content).getByText("There are no available Portals to copy.")).toBeTruthy();
    const workshop = within(content).getByRole("checkbox", { name: "Workshop" }) as HTMLInputElement;
    fireEvent.click(workshop);
    expect(workshop.checked).toBe(false);
    expect((within(content).getByRole("checkbox", { name: "Part 1" }) as HTMLInputElement).checked).toBe(
      false,
    );
    const all = within(content).getByRole("checkbox", { name: "Select all Sessions" });
    expect(all.getAttribute("aria-checked")).toBe("mixed");
    fireEvent.click(within(content).getByRole("checkbox", { name: "Speaker Intake 2025" }));
    fireEvent.click(within(content).getByRole("checkbox", { name: "Include all records (3)" }));
    fireEvent.click(within(content).getByRole("button", { name: "Intake Forms" }));
    expect(within(content).queryByRole("checkbox", { name: "Speaker Intake 2025" })).toBeNull();
    fireEvent.click(within(content).getByRole("button", { name: "Clone Event" }));
    expect(await dialog("Cloning Event: Foyer Summit 2025")).toBeTruthy();
    expect(api.start).toHaveBeenCalledWith(
      expect.objectContaining({
        eventSourceId: "e-2025",
        cloneToOrgId: "org-1",
        newEventName: "Foyer Summit 2025 (copy)",
        contentType: "specific",
        includeAllRecords: ["m-contacts"],
        includeAllRecordData: false,
        excludedContent: expect.objectContaining({ sessions: ["s-2", "s-2a"], forms: ["f-1"] }),
      }),
    );
  });
});

describe("confirmation: 'Cloning Event: {event name}' and the job's polling", () => {
  const running = (remainingSeconds: number | null): JobProgress => ({
    status: "processing",
    payload: { progress: 0.4, remainingSeconds, latestOperation: "Copying sessions" },
  });

  it("checks after 500 ms, then every 3000 ms, and goes to the new event when done", async () => {
    const api = fakeCloneApi([
      running(null),
      running(3725),
      {
        status: "completed",
        payload: { progress: 1, remainingSeconds: 0, latestOperation: "Completed", newEventId: "new-1" },
      },
    ]);
    const { page, navigate, onDone } = await chooseSummit(api);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(page).getByRole("button", { name: "Clone Event" }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const confirmation = screen.getByRole("dialog", { name: "Cloning Event: Foyer Summit 2025" });
    expect(within(confirmation).getByText("Cloning your event...")).toBeTruthy();
    expect(within(confirmation).getByText(cloneMessages.cloningText)).toBeTruthy();
    expect(within(confirmation).getByText("This can take a few minutes...")).toBeTruthy();
    expect(within(confirmation).getByRole("button", { name: "Close" })).toHaveProperty("disabled", true);
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(api.progress).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.progress).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(2999));
    expect(api.progress).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.progress).toHaveBeenCalledTimes(2);
    expect(
      within(confirmation).getByText("1 hour(s) and 2 minute(s) and 5 second(s) remaining"),
    ).toBeTruthy();
    expect(within(confirmation).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(api.progress).toHaveBeenCalledTimes(3);
    expect(navigate).toHaveBeenCalledWith("/event-light/new-1/dashboard");
    expect(onDone).toHaveBeenCalledWith("new-1");
    expect(api.start).toHaveBeenCalledWith(
      expect.objectContaining({
        contentType: "everything",
        dayGroups: expect.any(Array),
        includeAllRecordData: false,
      }),
    );
  });

  it("an error status stops the processing: 'An error occurred cloning event' and the reason", async () => {
    const api = fakeCloneApi([
      {
        status: "error",
        payload: {
          progress: 0,
          remainingSeconds: null,
          latestOperation: "Failed",
          error: "The clone stopped while copying portals; nothing was created.",
        },
      },
    ]);
    const { page, navigate } = await chooseSummit(api);
    fireEvent.click(within(page).getByRole("button", { name: "Clone Event" }));
    const options = await dialog("Select clone options for Foyer Summit 2025");
    expect(
      await within(options).findByText("The clone stopped while copying portals; nothing was created."),
    ).toBeTruthy();
    expect((await screen.findAllByText(cloneMessages.cloneFailed)).length).toBeGreaterThan(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("the Add Event modal's clone option opens the wizard (spec 2 §2.1 newEvent → selectEvent)", () => {
  it("opens 'Choose an event to clone' for the organization; Back returns to 'Add Event'", async () => {
    const api = openOrg("/org-light/org-1/events", { "GET /event/clone-sources": ok([past]) });
    await screen.findByRole("table", { name: "Organization events" });
    fireEvent.click(screen.getAllByRole("button", { name: "Add event" })[0] as HTMLElement);
    const addEvent = await dialog("Add Event");
    fireEvent.click(within(addEvent).getByRole("button", { name: "Clone an event" }));
    const picker = await dialog("Choose an event to clone");
    expect(await within(picker).findByText("Foyer Summit 2025")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Add Event" })).toBeNull();
    expect(api.calls).toContain("GET /event/clone-sources");
    fireEvent.click(within(picker).getByRole("button", { name: "Back" }));
    expect(await dialog("Add Event")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Choose an event to clone" })).toBeNull();
  });
});
