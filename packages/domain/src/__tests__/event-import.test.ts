import { describe, expect, it } from "vitest";
import {
  EVENT_IMPORT_MAX_ROWS,
  eventImportMessages,
  eventImportRowOf,
  importEventsBody,
  matchEventColumns,
  readEventRows,
} from "../organizations/event-import.js";
import { newEventMessages } from "../organizations/org-events.js";

/*
 * Issue 5 item 3, the Add Event modal's import-events option: a table's columns and rows read as
 * events, by the rules of adding one event.
 */

describe("columns are matched leniently by their header", () => {
  it.each([
    [["Name", "Start", "End", "Time zone"]],
    [["Event name", "Start date", "End date", "Timezone"]],
    [["event_name", "Date from", "Date to", "TZ"]],
    [["EVENT NAME", "DateFrom", "DateTo", "time-zone"]],
  ])("%j", (headers) => {
    expect(matchEventColumns(headers)).toEqual({
      columns: { name: 0, date_from: 1, date_to: 2, timezone: 3 },
      missing: [],
    });
  });

  it("in any order, with other columns around; a lone 'Date' is the start", () => {
    expect(matchEventColumns(["Venue", "Date", "Title"]).columns).toEqual({
      name: 2,
      date_from: 1,
      date_to: null,
      timezone: null,
    });
  });

  it("names the required columns it cannot find", () => {
    expect(matchEventColumns(["Column 1", "Column 2"]).missing).toEqual(["name", "date_from"]);
  });
});

describe("each row as an event, with its problems", () => {
  const columns = { name: 0, date_from: 1, date_to: 2, timezone: 3 };
  const read = (...rows: string[][]) => readEventRows(rows, columns, "America/New_York");

  it("dates as YYYY-MM-DD, mm/dd/yyyy or a spreadsheet's date and time; zones spelled as the runtime does", () => {
    const [first, second] = read(
      [" Autumn Forum ", "2027-10-01", "10/2/2027", "europe/paris"],
      ["Winter Gala", "2027-12-05T18:00:00", "", ""],
    );
    expect(first).toMatchObject({
      row: 1,
      problems: [],
      event: {
        name: "Autumn Forum",
        date_from: "2027-10-01",
        date_to: "2027-10-02",
        timezone: "Europe/Paris",
      },
    });
    // A blank end is a one-day event; a blank zone is the default.
    expect(second?.event).toEqual({
      name: "Winter Gala",
      date_from: "2027-12-05",
      date_to: "2027-12-05",
      timezone: "America/New_York",
    });
  });

  it("says what is wrong, cell by cell, and keeps what was read for the preview", () => {
    const rows = read(
      ["", "15 March 2027", "2027-02-30", "Mars/Base"],
      ["Backwards", "2027-03-15", "2027-03-14", ""],
      ["Marathon", "2027-01-01", "2028-06-01", ""],
      ["", "", "", ""],
    );
    expect(rows.map((row) => row.problems)).toEqual([
      [
        newEventMessages.nameRequired,
        eventImportMessages.badStart,
        eventImportMessages.badEnd,
        newEventMessages.unknownTimezone,
      ],
      [newEventMessages.endBeforeStart],
      [newEventMessages.tooLong],
      [newEventMessages.nameRequired, newEventMessages.startRequired],
    ]);
    expect(rows.every((row) => row.event === null)).toBe(true);
    expect(rows[0]).toMatchObject({
      date_from: "15 March 2027",
      date_to: "2027-02-30",
      timezone: "Mars/Base",
    });
  });

  it("duplicate names are allowed; hostile text stays text", () => {
    const rows = read(
      ["<b>Gala</b>", "2027-03-15", "", ""],
      ["<b>Gala</b>", "2027-03-16", "", ""],
      ['=HYPERLINK("x")', "2027-03-17", "", ""],
    );
    expect(rows.map((row) => row.event?.name)).toEqual(["<b>Gala</b>", "<b>Gala</b>", '=HYPERLINK("x")']);
  });
});

describe("the request", () => {
  const event = { name: "Gala", date_from: "2027-03-15", date_to: "2027-03-15" };

  it(`takes 1 to ${EVENT_IMPORT_MAX_ROWS} events, the time zone optional`, () => {
    expect(importEventsBody.safeParse({ events: [event] }).success).toBe(true);
    const tooMany = importEventsBody.safeParse({ events: Array(EVENT_IMPORT_MAX_ROWS + 1).fill(event) });
    expect(tooMany.error?.issues[0]?.message).toBe(eventImportMessages.tooMany);
    expect(importEventsBody.safeParse({ events: [] }).error?.issues[0]?.message).toBe(
      eventImportMessages.noEvents,
    );
  });

  it("an issue's path names its 1-based row", () => {
    expect(eventImportRowOf("events.3.date_to")).toBe(4);
    expect(eventImportRowOf("events.0")).toBe(1);
    expect(eventImportRowOf("events")).toBeNull();
  });
});
