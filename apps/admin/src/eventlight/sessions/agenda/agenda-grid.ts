import {
  type AgendaSettings,
  dayRange,
  type SlotStep,
  shiftZonedDays,
  slotSteps,
  wallClockAt,
  zonedInstant,
} from "@foyer/domain";

/*
 * The agenda editor's arithmetic (issue 25 item 1): the grid's columns (a room on a day) and rows
 * (slots of `step` minutes from the day's start), instants to slots and back in the event's zone,
 * and the keyboard's moves. A slot is real time: on a day the clocks change, the rows keep their
 * length and their labels jump (01:30, 03:00), so what a session covers stays what it lasts.
 */

const MINUTE = 60_000;

/** The grid's views (`sessions/agenda/{calendarView}`). */
export const calendarViews = ["day", "week", "room"] as const;
export type CalendarView = (typeof calendarViews)[number];

export function isCalendarView(value: string | undefined): value is CalendarView {
  return calendarViews.some((view) => view === value);
}

export function isSlotStep(value: number): value is SlotStep {
  return slotSteps.some((step) => step === value);
}

export interface GridRoom {
  id: string;
  name: string;
}

/** A column of the grid: one room on one day. */
export interface GridColumn {
  key: string;
  day: string;
  roomId: string;
}

/** Where a session sits; all null while it is not placed. */
export interface Placement {
  startsAt: string | null;
  endsAt: string | null;
  roomId: string | null;
}

/** What the grid needs to know of the event. */
export interface GridFrame {
  timeZone: string;
  /** The event's days, YYYY-MM-DD. */
  days: string[];
  rooms: GridRoom[];
  dayStart: string;
  dayEnd: string;
  step: SlotStep;
}

export function frameOf(
  event: { timeZone: string; startsOn: string; endsOn: string },
  rooms: GridRoom[],
  settings: Pick<AgendaSettings, "dayStart" | "dayEnd">,
  step: SlotStep,
): GridFrame {
  const days = dayRange(event.startsOn, event.endsOn, 62);
  return {
    timeZone: event.timeZone,
    days,
    rooms,
    dayStart: settings.dayStart,
    dayEnd: settings.dayEnd,
    step,
  };
}

/** The instant (ms) the day's grid starts: `dayStart` on the day's clock. */
export function dayStartMs(frame: GridFrame, day: string): number {
  return Date.parse(zonedInstant(day, frame.dayStart, frame.timeZone) ?? `${day}T00:00:00Z`);
}

/** The instant (ms) the day's grid ends: `dayEnd` on the day's clock. */
export function dayEndMs(frame: GridFrame, day: string): number {
  return Date.parse(zonedInstant(day, frame.dayEnd, frame.timeZone) ?? `${day}T23:59:00Z`);
}

/** How many rows the day has (a clock change inside the hours makes one more or fewer). */
export function rowsOfDay(frame: GridFrame, day: string): number {
  return Math.max(1, Math.ceil((dayEndMs(frame, day) - dayStartMs(frame, day)) / (frame.step * MINUTE)));
}

/** The most rows any shown day has: the grid's height. */
export function rowCount(frame: GridFrame, days: string[]): number {
  return Math.max(1, ...days.map((day) => rowsOfDay(frame, day)));
}

/** The instant (ms) row `row` of `day` starts. */
export function rowStartMs(frame: GridFrame, day: string, row: number): number {
  return dayStartMs(frame, day) + row * frame.step * MINUTE;
}

/** "9:30 AM": a time of day on the event's clock. */
export function clockLabel(ms: number, timeZone: string): string {
  const clock = wallClockAt(ms, timeZone);
  if (!clock) return "";
  const [hours = 0, minutes = 0] = clock.time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The row labels of `day`. */
export function rowLabels(frame: GridFrame, day: string, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => clockLabel(rowStartMs(frame, day, row), frame.timeZone));
}

/** "Mon, Mar 15": a day of the event. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The day (event clock) an instant falls on. */
export function dayOfInstant(ms: number | string, timeZone: string): string | null {
  return wallClockAt(ms, timeZone)?.day ?? null;
}

/** The columns a view shows: a day's rooms, every day's rooms, or one room's days. */
export function columnsOf(
  frame: GridFrame,
  view: CalendarView,
  day: string,
  roomId: string | null,
): GridColumn[] {
  const column = (onDay: string, room: string): GridColumn => ({
    key: `${onDay}|${room}`,
    day: onDay,
    roomId: room,
  });
  if (view === "day") return frame.rooms.map((room) => column(day, room.id));
  if (view === "room") {
    const room = frame.rooms.find((one) => one.id === roomId) ?? frame.rooms[0];
    return room ? frame.days.map((onDay) => column(onDay, room.id)) : [];
  }
  return frame.days.flatMap((onDay) => frame.rooms.map((room) => column(onDay, room.id)));
}

/** Where a placed session shows in `columns`: its column, first row and how many rows it covers. */
export interface GridSpot {
  column: number;
  row: number;
  span: number;
}

/**
 * The spot of a placement among `columns` (null when it is not placed, not in these columns, or
 * wholly outside the day's hours); a session running past the hours is cut at the grid's edge.
 */
export function spotOf(frame: GridFrame, columns: GridColumn[], placement: Placement): GridSpot | null {
  if (!placement.startsAt || !placement.endsAt || !placement.roomId) return null;
  const start = Date.parse(placement.startsAt);
  const end = Date.parse(placement.endsAt);
  const day = dayOfInstant(start, frame.timeZone);
  const column = columns.findIndex((one) => one.day === day && one.roomId === placement.roomId);
  if (column < 0 || !day) return null;
  const stepMs = frame.step * MINUTE;
  const rows = rowsOfDay(frame, day);
  const first = Math.floor((start - dayStartMs(frame, day)) / stepMs);
  const last = Math.ceil((end - dayStartMs(frame, day)) / stepMs);
  const row = Math.max(0, first);
  const stop = Math.min(rows, Math.max(last, first + 1));
  if (stop <= 0 || row >= rows) return null;
  return { column, row, span: Math.max(1, stop - row) };
}

/** A time span (ms) as rows of `day`: the first row and how many, cut to the day's hours. */
export function rowsOfSpan(
  frame: GridFrame,
  day: string,
  start: number,
  end: number,
): { row: number; span: number } | null {
  const stepMs = frame.step * MINUTE;
  const rows = rowsOfDay(frame, day);
  const first = Math.max(0, Math.floor((start - dayStartMs(frame, day)) / stepMs));
  const stop = Math.min(rows, Math.ceil((end - dayStartMs(frame, day)) / stepMs));
  return stop > first ? { row: first, span: stop - first } : null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A session of `minutes` placed at row `row` of `column`. */
export function placeAt(frame: GridFrame, column: GridColumn, row: number, minutes: number): Placement {
  const start = rowStartMs(frame, column.day, row);
  return { startsAt: iso(start), endsAt: iso(start + minutes * MINUTE), roomId: column.roomId };
}

/** How long a placement lasts, in minutes (the step when it is not placed). */
export function minutesOf(placement: Placement, fallback: number): number {
  if (!placement.startsAt || !placement.endsAt) return fallback;
  const minutes = Math.round((Date.parse(placement.endsAt) - Date.parse(placement.startsAt)) / MINUTE);
  return minutes > 0 ? minutes : fallback;
}

/** The keys the grid answers to on a selected session. */
export type GridKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

/**
 * A placed session after a key: up and down move it by a step, left and right to the neighbouring
 * column (the next room, or the next day in the room view) at the same time of day; with shift,
 * up and down shorten and lengthen it by a step (never below one step). Null when it cannot go
 * that way (the grid's edge).
 */
export function keyMove(
  frame: GridFrame,
  columns: GridColumn[],
  placement: Placement,
  key: GridKey,
  shift: boolean,
): Placement | null {
  if (!placement.startsAt || !placement.endsAt || !placement.roomId) return null;
  const start = Date.parse(placement.startsAt);
  const end = Date.parse(placement.endsAt);
  const stepMs = frame.step * MINUTE;
  const day = dayOfInstant(start, frame.timeZone);
  if (!day) return null;
  if (shift && (key === "ArrowUp" || key === "ArrowDown")) {
    const nextEnd = key === "ArrowDown" ? end + stepMs : end - stepMs;
    if (nextEnd - start < stepMs || nextEnd > dayEndMs(frame, day)) return null;
    return { ...placement, endsAt: iso(nextEnd) };
  }
  if (key === "ArrowUp" || key === "ArrowDown") {
    const delta = key === "ArrowDown" ? stepMs : -stepMs;
    if (start + delta < dayStartMs(frame, day) || end + delta > dayEndMs(frame, day)) return null;
    return { ...placement, startsAt: iso(start + delta), endsAt: iso(end + delta) };
  }
  const here = columns.findIndex((one) => one.day === day && one.roomId === placement.roomId);
  const target = columns[here + (key === "ArrowRight" ? 1 : -1)];
  if (here < 0 || !target) return null;
  // Another day: the same time of day on its clock.
  const days = dayDifference(day, target.day);
  const nextStart = days === 0 ? start : shiftZonedDays(start, days, frame.timeZone);
  return { startsAt: iso(nextStart), endsAt: iso(nextStart + (end - start)), roomId: target.roomId };
}

function dayDifference(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether two spans overlap (touching ends do not). */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Side-by-side lanes for the items of one column that overlap: each item's lane and how many
 * lanes its cluster needs, so two sessions in one room and slot both show (and can be grabbed).
 */
export function lanesOf<T extends { id: string; row: number; span: number }>(
  items: T[],
): Map<string, { lane: number; lanes: number }> {
  const sorted = [...items].sort((a, b) => a.row - b.row || b.span - a.span || a.id.localeCompare(b.id));
  const result = new Map<string, { lane: number; lanes: number }>();
  let cluster: { id: string; lane: number }[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const close = () => {
    const lanes = laneEnds.length;
    for (const one of cluster) result.set(one.id, { lane: one.lane, lanes });
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.row >= clusterEnd) close();
    let lane = laneEnds.findIndex((endRow) => endRow <= item.row);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = item.row + item.span;
    cluster.push({ id: item.id, lane });
    clusterEnd = Math.max(clusterEnd, item.row + item.span);
  }
  close();
  return result;
}

/** "Opening Keynote, Main Hall, Mon, Mar 15, 9:00 AM to 10:00 AM": a placement read aloud. */
export function placementLabel(
  frame: GridFrame,
  title: string,
  placement: Placement,
  roomName: (roomId: string) => string,
): string {
  if (!placement.startsAt || !placement.endsAt || !placement.roomId) return `${title}, not scheduled`;
  const start = Date.parse(placement.startsAt);
  const day = dayOfInstant(start, frame.timeZone) ?? "";
  return `${title}, ${roomName(placement.roomId)}, ${dayLabel(day)}, ${clockLabel(start, frame.timeZone)} to ${clockLabel(
    Date.parse(placement.endsAt),
    frame.timeZone,
  )}`;
}

/** The rows of `day` a room is closed (before `opensAt`, from `closesAt`), for shading. */
export function closedRows(
  frame: GridFrame,
  day: string,
  hours: { opensAt: string | null; closesAt: string | null },
): { row: number; span: number }[] {
  const spans: { row: number; span: number }[] = [];
  const open = hours.opensAt
    ? Date.parse(zonedInstant(day, hours.opensAt, frame.timeZone) ?? "")
    : Number.NaN;
  const close = hours.closesAt
    ? Date.parse(zonedInstant(day, hours.closesAt, frame.timeZone) ?? "")
    : Number.NaN;
  if (!Number.isNaN(open)) {
    const before = rowsOfSpan(frame, day, dayStartMs(frame, day), open);
    if (before) spans.push(before);
  }
  if (!Number.isNaN(close)) {
    const after = rowsOfSpan(frame, day, close, dayEndMs(frame, day));
    if (after) spans.push(after);
  }
  return spans;
}

/** The instants (ms) of a break on `day` (its `day`, or every day when null); null when not that day. */
export function breakSpan(
  frame: GridFrame,
  day: string,
  one: { day: string | null; start: string; end: string },
): { start: number; end: number } | null {
  if (one.day !== null && one.day !== day) return null;
  const start = Date.parse(zonedInstant(day, one.start, frame.timeZone) ?? "");
  const end = Date.parse(zonedInstant(day, one.end, frame.timeZone) ?? "");
  return Number.isNaN(start) || Number.isNaN(end) ? null : { start, end };
}

/**
 * The rows of `day` when none of a speaker's windows is open (the windows given are all they
 * have; a person with none is always available and shades nothing).
 */
export function unavailableRows(
  frame: GridFrame,
  day: string,
  windows: { startsAt: string; endsAt: string }[],
): { row: number; span: number }[] {
  if (windows.length === 0) return [];
  const rows = rowsOfDay(frame, day);
  const free = new Array<boolean>(rows).fill(false);
  for (const window of windows) {
    const span = rowsOfSpan(frame, day, Date.parse(window.startsAt), Date.parse(window.endsAt));
    if (span) for (let row = span.row; row < span.row + span.span; row++) free[row] = true;
  }
  const spans: { row: number; span: number }[] = [];
  for (let row = 0; row < rows; row++) {
    if (free[row]) continue;
    const last = spans.at(-1);
    if (last && last.row + last.span === row) last.span++;
    else spans.push({ row, span: 1 });
  }
  return spans;
}
