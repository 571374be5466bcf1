import { DEFAULT_AGENDA_SETTINGS, DEFAULT_CONFLICT_SEVERITIES } from "@foyer/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { bodyOf, detail, settings } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 25 items 2 and 7: sessions/settings/agenda (hours, slot step, breaks) and
 * sessions/settings/conflicts (error, warning or off per kind), and a session's plenum flag and
 * expected audience on its details tab.
 */

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const schedule = "/events/ev-1/schedule/settings";

function open(path: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${path}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/session-settings": ok(settings()),
    ...routes,
  });
}

const toasts = (api: ReturnType<typeof open>) =>
  api.services.toasts.get().toasts.map((toast) => toast.message);

describe("agenda settings", () => {
  it("edits the day, the step and the breaks, and saves them all", async () => {
    let sent: Record<string, unknown> = {};
    const api = open("sessions/settings/agenda", {
      [`GET ${schedule}`]: ok({
        ...DEFAULT_AGENDA_SETTINGS,
        breaks: [{ day: "2027-03-15", start: "12:00", end: "13:00", label: "Lunch" }],
      }),
      [`PUT ${schedule}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: sent } };
      },
    });
    // The first render of a file loads the area's chunk: on a busy machine that takes a while.
    const start = (await screen.findByLabelText("Day starts", {}, { timeout: 30_000 })) as HTMLInputElement;
    expect(start.value).toBe("08:00");
    const tabs = screen.getByRole("navigation", { name: "Session settings" });
    expect(within(tabs).getByRole("link", { name: "Agenda" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByLabelText("Day of break 1") as HTMLInputElement).value).toBe("2027-03-15");

    fireEvent.change(start, { target: { value: "09:00" } });
    fireEvent.change(screen.getByLabelText("Slot step"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a break" }));
    fireEvent.change(screen.getByLabelText("Name of break 2"), { target: { value: "Coffee" } });
    fireEvent.change(screen.getByLabelText("Start of break 2"), { target: { value: "15:00" } });
    fireEvent.change(screen.getByLabelText("End of break 2"), { target: { value: "15:15" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove break 1 (Lunch)" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save agenda settings" }));
    });
    await waitFor(() => expect(sent.dayStart).toBe("09:00"));
    expect(sent).toEqual({
      dayStart: "09:00",
      dayEnd: "18:00",
      slotStep: 30,
      breaks: [{ day: null, start: "15:00", end: "15:15", label: "Coffee" }],
    });
    await waitFor(() => expect(toasts(api)).toContain("The agenda settings have been saved."));
  }, 45_000);

  it("refuses a day that ends before it starts without sending; shows the server's refusal", async () => {
    const api = open("sessions/settings/agenda", {
      [`GET ${schedule}`]: ok(DEFAULT_AGENDA_SETTINGS),
      [`PUT ${schedule}`]: () => ({
        status: 400,
        body: { statusCode: 400, code: "VALIDATION_ERROR", message: "breaks: At most 50 breaks" },
      }),
    });
    const end = await screen.findByLabelText("Day ends", {}, { timeout: 15_000 });
    fireEvent.change(end, { target: { value: "07:00" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save agenda settings" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("The day must end after it starts");
    expect(api.calls).not.toContain(`PUT ${schedule}`);
    fireEvent.change(end, { target: { value: "19:00" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save agenda settings" }));
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("breaks: At most 50 breaks"));
  });

  it("says so when the settings cannot be read, and retries", async () => {
    let fail = true;
    open("sessions/settings/agenda", {
      [`GET ${schedule}`]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: "boom" } }
          : { status: 200, body: { payload: DEFAULT_AGENDA_SETTINGS } },
    });
    expect(
      await screen.findByText("An error occurred getting the agenda settings", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: /try again|retry/i }));
    expect(await screen.findByLabelText("Day starts")).toBeTruthy();
  });
});

describe("conflict settings", () => {
  it("shows each kind as error, warning or off and saves the choice", async () => {
    let sent: Record<string, unknown> = {};
    const api = open("sessions/settings/conflicts", {
      [`GET ${schedule}/conflicts`]: ok(DEFAULT_CONFLICT_SEVERITIES),
      [`PUT ${schedule}/conflicts`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: sent } };
      },
    });
    const capacity = await screen.findByRole("group", { name: "Capacity" }, { timeout: 15_000 });
    expect((within(capacity).getByLabelText("Warning") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(capacity).getByLabelText("Off"));
    fireEvent.click(within(screen.getByRole("group", { name: "Room unavailable" })).getByLabelText("Error"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save conflict settings" }));
    });
    await waitFor(() =>
      expect(sent).toEqual({ ...DEFAULT_CONFLICT_SEVERITIES, capacity: "off", room_unavailable: "error" }),
    );
    await waitFor(() => expect(toasts(api)).toContain("The conflict settings have been saved."));
  });
});

describe("a session's plenum flag and expected audience", () => {
  it("are shown and saved with the details", async () => {
    let sent: Record<string, unknown> = {};
    const base = "/events/ev-1/sessions/s-1";
    open("sessions/s-1/details", {
      [`GET ${base}`]: ok(detail({ expectedAudience: 120 })),
      [`PUT ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: detail({ plenum: true, expectedAudience: 300 }) } };
      },
    });
    const audience = (await screen.findByLabelText(
      "Expected audience",
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(audience.value).toBe("120");
    const plenum = screen.getByLabelText("Plenum session") as HTMLInputElement;
    expect(plenum.checked).toBe(false);
    fireEvent.change(audience, { target: { value: "lots" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(screen.getByText("Expected audience must be a whole number from 0 to 1000000")).toBeTruthy();
    fireEvent.change(audience, { target: { value: "300" } });
    fireEvent.click(plenum);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await waitFor(() => expect(sent).toMatchObject({ plenum: true, expectedAudience: 300 }));
  });
});
