import {
  EVENT_IMPORT_MAX_ROWS,
  eventImportMessages,
  messages,
  newEventMessages,
  type OrgEvent,
} from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADD_EVENT_TITLE, GET_STARTED, IMPORT_EVENTS_OPTION } from "../orglight/add-event/AddEventModal.js";
import { READY_TO_IMPORT } from "../orglight/add-event/EventsPreview.js";
import {
  IMPORT_EVENTS_TITLE,
  PASTE_LABEL,
  READ_PASTED,
  UPLOAD_FILE_LABEL,
} from "../orglight/add-event/ImportEventsPage.js";
import { eventsRoute, openOrg, orgEvents } from "./org-fixtures.js";
import { ok, openSignedIn } from "./signed-in-app.js";

// The area's chunk and the file reader load on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

/*
 * Issue 5 item 3, the Add Event modal's import-events option, and spec 2 §2.1 "When the
 * import-events modal closes with success, the user goes to /organization/{orgId}/events".
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const PASTED = [
  "Event name\tDate from\tDate to\tTimezone",
  "Autumn Forum\t2027-10-01\t2027-10-02\tEurope/Paris",
  "Winter Gala\t12/05/2027\t\t",
  "Backwards\t2027-03-15\t2027-03-14\t",
  "<b>Spring</b>\tnot a date\t\t",
  "Autumn Forum\t2027-11-01\t2027-11-01\tUTC",
].join("\n");

/** The events the fake server created, as the list then shows them. */
function importedAs(events: { name: string; date_from: string; date_to: string; timezone?: string }[]) {
  return events.map(
    (event, index): OrgEvent => ({
      id: `imp-${index}`,
      slug: `imp-${index}`,
      name: event.name,
      date_from: event.date_from,
      date_to: event.date_to,
      timezone: event.timezone ?? "UTC",
      is_draft: false,
      status: "upcoming",
      starred: false,
      can_open: true,
    }),
  );
}

async function openImport(routes = {}) {
  const api = openOrg("/org-light/org-1/events", routes);
  await screen.findByRole("table", { name: "Organization events" });
  fireEvent.click(screen.getAllByRole("button", { name: "Add event" })[0] as HTMLElement);
  const modal = await screen.findByRole("dialog", { name: ADD_EVENT_TITLE });
  fireEvent.click(within(modal).getByRole("button", { name: IMPORT_EVENTS_OPTION }));
  const dialog = await screen.findByRole("dialog", { name: IMPORT_EVENTS_TITLE });
  return { api, dialog };
}

async function paste(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText(PASTE_LABEL), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole("button", { name: READ_PASTED }));
}

/** The preview's rows as the user reads them: row, name, dates, zone, status. */
function previewCells(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole("table", { name: "Events to import" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("td, th")].map((cell) => cell.textContent ?? ""));
}

describe("the import option opens the import page in the same modal", () => {
  it("starts at the file picker; Back returns to 'Add Event'", async () => {
    const { dialog } = await openImport();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(UPLOAD_FILE_LABEL));
    expect((within(dialog).getByLabelText(UPLOAD_FILE_LABEL) as HTMLInputElement).accept).toContain(".xlsx");
    // Nothing to read yet.
    expect(within(dialog).getByRole("button", { name: READ_PASTED }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    const back = await screen.findByRole("dialog", { name: ADD_EVENT_TITLE });
    expect(within(back).getByRole("button", { name: GET_STARTED })).toBeTruthy();
  });

  it("Cancel closes the modal", async () => {
    const { dialog } = await openImport();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a pasted table is read and previewed row by row", () => {
  it("shows each row's name, dates, time zone and problem; duplicate names are fine", async () => {
    const { api, dialog } = await openImport();
    await paste(dialog, PASTED);
    const heading = await within(dialog).findByRole("heading", { name: /Review the events/ });
    // The preview focuses its heading in an effect, which may run just after the heading shows.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(previewCells(dialog)).toEqual([
      ["1", "Autumn Forum", "2027-10-01", "2027-10-02", "Europe/Paris", READY_TO_IMPORT],
      // A blank end is a one-day event; a blank zone is the user's own.
      ["2", "Winter Gala", "2027-12-05", "2027-12-05", "America/New York", READY_TO_IMPORT],
      ["3", "Backwards", "2027-03-15", "2027-03-14", "America/New York", newEventMessages.endBeforeStart],
      ["4", "<b>Spring</b>", "not a date", "", "America/New York", eventImportMessages.badStart],
      ["5", "Autumn Forum", "2027-11-01", "2027-11-01", "UTC", READY_TO_IMPORT],
    ]);
    // Text stays text.
    expect(dialog.querySelector("b")).toBeNull();
    expect(
      within(dialog).getByText(
        "3 events are ready to import. 2 rows have problems and will not be imported.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Import 3 events" })).toBeTruthy();
    // Another zone for the rows without one.
    const zoneBox = within(dialog).getByLabelText("Time zone of rows without one");
    fireEvent.change(zoneBox, { target: { value: "Asia/Tokyo" } });
    fireEvent.keyDown(zoneBox, { key: "Enter" });
    expect(previewCells(dialog)[1]?.[4]).toBe("Asia/Tokyo");
    expect(api.calls.some((call) => call.startsWith("POST"))).toBe(false);
  });

  it("says which columns are missing, and how many rows are too many", async () => {
    const { dialog } = await openImport();
    await paste(dialog, "Venue\tCity\nHall A\tParis");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      eventImportMessages.missingColumns(["Name", "Start date"]),
    );
    const many = Array.from(
      { length: EVENT_IMPORT_MAX_ROWS + 1 },
      (_, index) => `Event ${index}\t2027-01-01`,
    );
    await paste(dialog, `Name\tStart\n${many.join("\n")}`);
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(
        eventImportMessages.tooManyRows(EVENT_IMPORT_MAX_ROWS + 1),
      ),
    );
  });
});

describe("a chosen file", () => {
  it("a CSV file is read the same way", async () => {
    const { dialog } = await openImport();
    const file = new File(
      ["\ufeffName,Start date,End date\r\nGala,2027-05-01,2027-05-02\r\n"],
      "events.csv",
      {
        type: "text/csv",
      },
    );
    fireEvent.change(within(dialog).getByLabelText(UPLOAD_FILE_LABEL), { target: { files: [file] } });
    expect(
      await within(dialog).findByRole("heading", { name: "Review the events in events.csv" }),
    ).toBeTruthy();
    expect(previewCells(dialog)).toEqual([
      ["1", "Gala", "2027-05-01", "2027-05-02", "America/New York", READY_TO_IMPORT],
    ]);
  });
});

describe("importing", () => {
  it("sends the ready rows, shows 'Importing events...', then lands on the events list with a toast", async () => {
    let listed = orgEvents;
    let body: { events: { name: string; date_from: string; date_to: string; timezone?: string }[] } = {
      events: [],
    };
    let release: () => void = () => undefined;
    const { api, dialog } = await openImport({
      "GET /organizations/org-1/events": eventsRoute(() => listed),
      "POST /event/organization/org-1/events/import": async (request: Request) => {
        body = await request.json();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const created = importedAs(body.events);
        listed = [...orgEvents, ...created];
        return { status: 201, body: { payload: { events: created } } };
      },
    });
    await paste(dialog, PASTED);
    fireEvent.click(await within(dialog).findByRole("button", { name: "Import 3 events" }));
    expect((await within(dialog).findByRole("status")).textContent).toContain(eventImportMessages.importing);
    expect(
      (within(dialog).getByRole("button", { name: eventImportMessages.importing }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // Busy: Escape does not close it.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: IMPORT_EVENTS_TITLE })).toBeTruthy();
    await waitFor(() =>
      expect(body.events).toEqual([
        { name: "Autumn Forum", date_from: "2027-10-01", date_to: "2027-10-02", timezone: "Europe/Paris" },
        { name: "Winter Gala", date_from: "2027-12-05", date_to: "2027-12-05", timezone: "America/New_York" },
        { name: "Autumn Forum", date_from: "2027-11-01", date_to: "2027-11-01", timezone: "UTC" },
      ]),
    );
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Through /organization/org-1/events, replaced by the area's events list.
    await waitFor(() => expect(location.pathname).toBe("/org-light/org-1/events"));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      eventImportMessages.imported(3),
    );
    const table = await screen.findByRole("table", { name: "Organization events" });
    await waitFor(() => expect(within(table).getAllByText("Autumn Forum")).toHaveLength(2));
    expect(within(table).getByText("Winter Gala")).toBeTruthy();
  });

  it("a refused import names the row, marks it, and creates nothing", async () => {
    const { api, dialog } = await openImport({
      "POST /event/organization/org-1/events/import": () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: `Row 2: ${newEventMessages.unknownTimezone}`,
          details: [{ path: "events.1.timezone", message: newEventMessages.unknownTimezone }],
        },
      }),
    });
    await paste(dialog, PASTED);
    fireEvent.click(await within(dialog).findByRole("button", { name: "Import 3 events" }));
    const alert = await within(dialog).findByRole("alert");
    // The second row sent is the table's row 2.
    expect(alert.textContent).toBe(
      `${eventImportMessages.importFailed}. Row 2: ${newEventMessages.unknownTimezone}`,
    );
    expect(previewCells(dialog)[1]?.[5]).toBe(newEventMessages.unknownTimezone);
    expect(within(dialog).getByRole("button", { name: "Import 2 events" })).toBeTruthy();
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      eventImportMessages.importFailed,
    );
    expect(location.pathname).toBe("/org-light/org-1/events");
  });

  it("a refusal without rows gives the server's reason", async () => {
    const { dialog } = await openImport({
      "POST /event/organization/org-1/events/import": () => ({
        status: 403,
        body: { statusCode: 403, code: "FORBIDDEN", message: messages.noPermission },
      }),
    });
    await paste(dialog, PASTED);
    fireEvent.click(await within(dialog).findByRole("button", { name: "Import 3 events" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      `${eventImportMessages.importFailed}. ${messages.noPermission}`,
    );
  });
});

describe("/organization/{orgId}/events", () => {
  it("opens the organization area's events list, replacing the address", async () => {
    openSignedIn("/organization/org-1/events", {
      "GET /permissions/organization/org-1/user/user-1": ok({
        permissions: [],
        read_permissions: [],
        isAdmin: true,
      }),
      "GET /organizations/org-1": ok({ id: "org-1", name: "Foyer Demo Organization", logoImageUrl: null }),
      "GET /user/me/organizations": ok([]),
      "GET /organizations/org-1/events": eventsRoute(() => orgEvents),
    });
    await waitFor(() => expect(location.pathname).toBe("/org-light/org-1/events"));
    expect(await screen.findByRole("table", { name: "Organization events" })).toBeTruthy();
  });

  it("other paths below /organization/ are not found", async () => {
    openSignedIn("/organization/org-1/settings", {});
    expect(await screen.findByRole("heading", { name: messages.notFoundTitle })).toBeTruthy();
  });
});
