import { z } from "zod";
import { isTimeZoneName } from "../dates/zoned.js";
import { columnKey } from "../import/column-match.js";
import { readDate, readDateTime } from "../import/value-formats.js";
import { checkEventDates, eventFields, newEventMessages } from "./org-events.js";

/*
 * Importing an organization's events from a table (issue 5 item 3; spec 2 §2.1 "an import-events
 * option"): the request, its messages, and reading a spreadsheet's rows into that request. The
 * admin's preview and the server judge each row by the rules of creating one event (`eventFields`).
 */

/** The most events one import adds (one transaction, one request). */
export const EVENT_IMPORT_MAX_ROWS = 500;

const plural = (count: number) => (count === 1 ? "1 event" : `${count.toLocaleString("en-US")} events`);

export const eventImportMessages = {
  badStart: "Start date must be a date like 2027-03-15",
  badEnd: "End date must be a date like 2027-03-15",
  noEvents: "Add at least one event to import",
  notAList: "events must be a list of events",
  tooMany: `One import can add at most ${EVENT_IMPORT_MAX_ROWS} events`,
  tooManyRows: (count: number) =>
    `This table has ${plural(count)}; one import can add at most ${EVENT_IMPORT_MAX_ROWS}. Split it into smaller files.`,
  missingColumns: (labels: readonly string[]) =>
    `The table needs a column for ${labels.join(" and ")}. Name the columns in its first row, e.g. Name, Start date, End date, Time zone.`,
  noValidRows: "No row can be imported yet: correct the problems shown and read the table again.",
  readFailed: "The table could not be read. Try again; if it still fails, save it as CSV and choose that.",
  importing: "Importing events...",
  importFailed: "An error occurred importing events",
  imported: (count: number) => `${plural(count)} imported`,
  /** A refused row of the request, by its 1-based position. */
  row: (row: number, message: string) => `Row ${row}: ${message}`,
} as const;

/** One event of an import: the creation form's fields; without a time zone, the creator's own. */
export const importedEvent = z
  .object({ ...eventFields, timezone: eventFields.timezone.optional() })
  .strict()
  .superRefine(checkEventDates);
export type ImportedEvent = z.input<typeof importedEvent>;

/** POST /event/organization/{orgId}/events/import: all the events are created, or none. */
export const importEventsBody = z
  .object({
    events: z
      .array(importedEvent, { error: eventImportMessages.notAList })
      .min(1, eventImportMessages.noEvents)
      .max(EVENT_IMPORT_MAX_ROWS, eventImportMessages.tooMany),
  })
  .strict();
export type ImportEventsBody = z.input<typeof importEventsBody>;

/**
 * The 1-based row an issue of the request points at ("events.3.date_to" → 4), or null for an
 * issue of the whole request.
 */
export function eventImportRowOf(path: string): number | null {
  const match = /^events\.(\d+)(\.|$)/.exec(path);
  return match ? Number(match[1]) + 1 : null;
}

/** The table's columns an import reads. */
export type EventColumn = "name" | "date_from" | "date_to" | "timezone";

/** As the preview and its messages name them. */
export const EVENT_COLUMN_LABELS: Record<EventColumn, string> = {
  name: "Name",
  date_from: "Start date",
  date_to: "End date",
  timezone: "Time zone",
};

/**
 * Header names each column goes by, compared as `columnKey` reads them ("Start Date",
 * "start_date" and "StartDate" are all "startdate"). A lone "Date" is the start of one-day events.
 */
const COLUMN_KEYS: Record<EventColumn, readonly string[]> = {
  name: ["name", "eventname", "event", "title", "eventtitle"],
  date_from: ["start", "startdate", "datefrom", "from", "begin", "begins", "startson", "date", "eventdate"],
  date_to: ["end", "enddate", "dateto", "to", "until", "ends", "endson", "finish"],
  timezone: ["timezone", "tz", "zone", "eventtimezone", "timezonename"],
};

/** Which of the table's columns (by index) holds each field; null where the table has none. */
export type EventColumns = Record<EventColumn, number | null>;

/**
 * The table's columns for an import, matched by header name, each column used once. Name and
 * start date are required; without an end column events last one day, without a time zone column
 * they take the default.
 */
export function matchEventColumns(headers: readonly string[]): {
  columns: EventColumns;
  missing: EventColumn[];
} {
  const keys = headers.map(columnKey);
  const used = new Set<number>();
  const find = (column: EventColumn) => {
    const index = keys.findIndex((key, at) => !used.has(at) && COLUMN_KEYS[column].includes(key));
    if (index === -1) return null;
    used.add(index);
    return index;
  };
  const columns: EventColumns = {
    name: find("name"),
    date_from: find("date_from"),
    date_to: find("date_to"),
    timezone: find("timezone"),
  };
  const missing = (["name", "date_from"] as const).filter((column) => columns[column] === null);
  return { columns, missing };
}

/** One row of the table as the preview shows it. */
export interface EventImportRow {
  /** The 1-based data row of the table (its header not counted). */
  row: number;
  /** The cells as read, dates as YYYY-MM-DD where they could be read. */
  name: string;
  date_from: string;
  date_to: string;
  timezone: string;
  /** What the import sends for the row; null when it has problems. */
  event: { name: string; date_from: string; date_to: string; timezone: string } | null;
  /** Why the row cannot be imported, in the order of its cells. */
  problems: string[];
}

type Cell = { ok: true; value: string } | { ok: false; text: string; problem: string };

/** A day as YYYY-MM-DD: yyyy-mm-dd or mm/dd/yyyy, or a spreadsheet's date with a time of day. */
function readDay(text: string, required: string, bad: string): Cell {
  if (text === "") return { ok: false, text, problem: required };
  const date = readDate(text);
  if (date.ok) return { ok: true, value: date.value };
  const dateTime = readDateTime(text);
  if (dateTime.ok) return { ok: true, value: dateTime.value.local.slice(0, 10) };
  return { ok: false, text, problem: bad };
}

/** A zone as the runtime spells it ("europe/paris" → "Europe/Paris"); blank → the default. */
function readZone(text: string, fallback: string): Cell {
  if (text === "") return { ok: true, value: fallback };
  if (text.length > 64 || !isTimeZoneName(text))
    return { ok: false, text, problem: newEventMessages.unknownTimezone };
  return { ok: true, value: new Intl.DateTimeFormat("en-US", { timeZone: text }).resolvedOptions().timeZone };
}

const shown = (cell: Cell) => (cell.ok ? cell.value : cell.text);

/**
 * The table's data rows as events, each with its problems (a blank end date: a one-day event; a
 * blank time zone: `defaultTimezone`). Names may repeat: each event gets its own slug.
 */
export function readEventRows(
  rows: readonly (readonly string[])[],
  columns: EventColumns,
  defaultTimezone: string,
): EventImportRow[] {
  return rows.map((cells, index) => {
    const text = (column: EventColumn) => {
      const at = columns[column];
      return at === null ? "" : (cells[at] ?? "").trim();
    };
    const name = text("name");
    const start = readDay(text("date_from"), newEventMessages.startRequired, eventImportMessages.badStart);
    const endText = text("date_to");
    // A blank end follows the start, problem and all: a problem is said once.
    const end =
      endText === "" ? start : readDay(endText, newEventMessages.endRequired, eventImportMessages.badEnd);
    const zone = readZone(text("timezone"), defaultTimezone);
    const problems: string[] = [];
    const nameCheck = eventFields.name.safeParse(name);
    if (!nameCheck.success)
      problems.push(nameCheck.error.issues[0]?.message ?? newEventMessages.nameRequired);
    for (const cell of new Set([start, end, zone])) if (!cell.ok) problems.push(cell.problem);
    let event: EventImportRow["event"] = null;
    if (problems.length === 0 && start.ok && end.ok && zone.ok) {
      const candidate = { name, date_from: start.value, date_to: end.value, timezone: zone.value };
      const checked = importedEvent.safeParse(candidate);
      if (checked.success) event = candidate;
      else problems.push(...new Set(checked.error.issues.map((issue) => issue.message)));
    }
    return {
      row: index + 1,
      name,
      date_from: shown(start),
      date_to: end === start && !start.ok ? "" : shown(end),
      timezone: shown(zone),
      event,
      problems,
    };
  });
}
