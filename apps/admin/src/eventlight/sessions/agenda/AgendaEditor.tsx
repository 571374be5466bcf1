import "./agenda.css";
import { type ScheduleConflict, type SessionSummary, type SlotStep, slotSteps } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { sessionPath, sessionsPath } from "../session-paths.js";
import {
  breakSpan,
  type CalendarView,
  calendarViews,
  clockLabel,
  closedRows,
  columnsOf,
  dayLabel,
  dayOfInstant,
  frameOf,
  type GridKey,
  isSlotStep,
  keyMove,
  lanesOf,
  minutesOf,
  type Placement,
  placeAt,
  placementLabel,
  rowCount,
  rowLabels,
  rowStartMs,
  rowsOfSpan,
  spotOf,
  unavailableRows,
} from "./agenda-grid.js";
import { agendaPath, conflictsPath } from "./agenda-paths.js";
import {
  AGENDA_LOAD_FAILED,
  changeError,
  conflictsBySession,
  useAgendaData,
  useBlockerSaver,
  usePlacementSaver,
} from "./useAgendaData.js";

const VIEW_LABELS: Record<CalendarView, string> = { day: "Day", week: "Week", room: "Room" };
const ARROWS: readonly string[] = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];
/** How long a session placed without times lasts, in minutes, unless its template says. */
const DEFAULT_MINUTES = 30;

interface Cell {
  column: number;
  row: number;
}

interface Drag {
  sessionId: string;
  mode: "move" | "resize";
  x: number;
  y: number;
  moved: boolean;
  /** The row inside the session where it was grabbed. */
  grabRow: number;
  over: Cell | null;
}

/** The cell under the pointer (the grid's cells carry their column and row). */
function cellAt(x: number, y: number): Cell | null {
  const elements = typeof document.elementsFromPoint === "function" ? document.elementsFromPoint(x, y) : [];
  for (const element of elements) {
    if (element instanceof HTMLElement && element.dataset.cell !== undefined) {
      return { column: Number(element.dataset.column), row: Number(element.dataset.row) };
    }
  }
  return null;
}

/**
 * The agenda grid (issue 25 item 1): rooms × time for the event's days, in the event's zone, on
 * the live schedule or on a draft (`draftId`). Sessions are dragged in from the "Unscheduled"
 * list, moved and resized with the pointer or the keyboard; breaks, blockers, closed rooms and
 * unavailable speakers are shaded; conflicts show on the sessions they concern.
 */
export function AgendaEditor({ view, draftId }: { view: CalendarView; draftId: string | null }) {
  const { eventId } = useEvent();
  const data = useAgendaData(draftId);
  const save = usePlacementSaver(draftId);
  const saveBlockers = useBlockerSaver();
  const id = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [stepChoice, setStepChoice] = useState<SlotStep | null>(null);
  const [dayChoice, setDay] = useState<string | null>(null);
  const [roomChoice, setRoom] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [preview, setPreview] = useState<Placement | null>(null);
  const [cursor, setCursor] = useState<Cell | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<{ sessionId: string; placement: Placement } | null>(null);
  const [busy, setBusy] = useState(false);
  const dragRef = useRef<Drag | null>(null);

  const event = data.event;
  const settings = data.settings.data;
  const rooms = useMemo(
    () => (data.sessionSettings.data?.rooms ?? []).map((room) => ({ id: room.id, name: room.name })),
    [data.sessionSettings.data],
  );
  const step: SlotStep = stepChoice ?? settings?.slotStep ?? 15;
  const frame = useMemo(
    () =>
      event && settings
        ? frameOf(
            { timeZone: event.timezone, startsOn: event.date_from, endsOn: event.date_to },
            rooms,
            settings,
            step,
          )
        : null,
    [event, settings, rooms, step],
  );
  const day = dayChoice && frame?.days.includes(dayChoice) ? dayChoice : (frame?.days[0] ?? "");
  const roomId =
    roomChoice && rooms.some((room) => room.id === roomChoice) ? roomChoice : (rooms[0]?.id ?? null);
  const columns = useMemo(
    () => (frame ? columnsOf(frame, view, day, roomId) : []),
    [frame, view, day, roomId],
  );
  const shownDays = useMemo(() => [...new Set(columns.map((column) => column.day))], [columns]);
  const rows = frame ? rowCount(frame, shownDays) : 0;
  const sessions = data.sessions.data?.sessions ?? [];
  const byId = useMemo(() => new Map(sessions.map((session) => [session.id, session])), [sessions]);
  const conflicts = useMemo(() => conflictsBySession(data.conflicts.data), [data.conflicts.data]);
  const roomName = (room: string) => rooms.find((one) => one.id === room)?.name ?? "No room";

  // A reload (another person's change, a 409) drops a keyboard move that is no longer current.
  useEffect(() => {
    if (selected && !byId.has(selected)) setSelected(null);
  }, [byId, selected]);

  if (data.loading) return <LoadingPanel text="Loading the agenda..." />;
  if (data.error || !event || !frame) {
    return (
      <FailedPanel
        error={data.error}
        message={AGENDA_LOAD_FAILED}
        onRetry={data.retry}
        backHref={sessionsPath(eventId)}
        backLabel="Back to sessions"
      />
    );
  }

  const placementOf = (sessionId: string): Placement =>
    data.placements.get(sessionId) ?? { startsAt: null, endsAt: null, roomId: null };
  const isPlaced = (placement: Placement) =>
    placement.startsAt !== null && placement.endsAt !== null && placement.roomId !== null;
  const unscheduled = sessions.filter((session) => !isPlaced(placementOf(session.id)));
  const labelOf = (sessionId: string, placement: Placement) =>
    placementLabel(frame, byId.get(sessionId)?.title ?? "Session", placement, roomName);

  const commit = async (sessionId: string, placement: Placement) => {
    setBusy(true);
    setFailure(null);
    setStale(null);
    try {
      await save(sessionId, placement, data.draft.data);
      setAnnouncement(
        isPlaced(placement)
          ? `Placed ${labelOf(sessionId, placement)}.`
          : `${byId.get(sessionId)?.title ?? "Session"} is unscheduled.`,
      );
    } catch (error) {
      const message = changeError(error);
      setFailure(message);
      setAnnouncement(message);
      if (isHttpError(error) && error.status === 409) {
        setStale({ sessionId, placement });
        await data.draft.refetch();
      }
    } finally {
      setBusy(false);
      setPreview(null);
    }
  };

  // An unplaced session made from a template takes the template's length (issue 25 item 7).
  const sessionMinutes = (sessionId: string) =>
    minutesOf(
      placementOf(sessionId),
      byId.get(sessionId)?.durationMinutes ?? Math.max(step, DEFAULT_MINUTES),
    );

  const placeAtCell = (sessionId: string, cell: Cell) => {
    const column = columns[cell.column];
    if (!column) return;
    void commit(sessionId, placeAt(frame, column, cell.row, sessionMinutes(sessionId)));
  };

  const resizeTo = (sessionId: string, cell: Cell) => {
    const placement = placementOf(sessionId);
    const column = columns[cell.column];
    if (!column || !placement.startsAt) return;
    const end = rowStartMs(frame, column.day, cell.row + 1);
    if (end <= Date.parse(placement.startsAt)) return;
    void commit(sessionId, { ...placement, endsAt: new Date(end).toISOString() });
  };

  // ---- Pointer: drag from the list or the grid, resize by the handle.
  const startDrag = (pointer: ReactPointerEvent<HTMLElement>, sessionId: string, mode: Drag["mode"]) => {
    if (pointer.button !== 0 || busy) return;
    pointer.stopPropagation();
    const target = pointer.currentTarget;
    const spot = spotOf(frame, columns, placementOf(sessionId));
    let grabRow = 0;
    if (mode === "move" && spot && target.dataset.session !== undefined) {
      const rect = target.getBoundingClientRect();
      grabRow = Math.max(
        0,
        Math.floor(((pointer.clientY - rect.top) / Math.max(1, rect.height)) * spot.span),
      );
    }
    const state: Drag = {
      sessionId,
      mode,
      x: pointer.clientX,
      y: pointer.clientY,
      moved: false,
      grabRow,
      over: null,
    };
    dragRef.current = state;
    const onMove = (move: PointerEvent) => {
      const current = dragRef.current;
      if (!current) return;
      const moved = current.moved || Math.hypot(move.clientX - current.x, move.clientY - current.y) > 4;
      const over = moved ? cellAt(move.clientX, move.clientY) : null;
      const next = { ...current, moved, over };
      dragRef.current = next;
      if (moved) setDrag(next);
    };
    const onUp = (up: PointerEvent) => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      const current = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      if (!current?.moved) return;
      const over = cellAt(up.clientX, up.clientY) ?? current.over;
      if (!over) {
        setAnnouncement("Drag cancelled.");
        return;
      }
      if (current.mode === "resize") resizeTo(current.sessionId, over);
      else
        placeAtCell(current.sessionId, { column: over.column, row: Math.max(0, over.row - current.grabRow) });
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
  };

  // ---- Keyboard.
  const pick = (sessionId: string) => {
    setPicked(sessionId);
    setSelected(null);
    setPreview(null);
    setCursor((current) => current ?? { column: 0, row: 0 });
    setAnnouncement(
      `Picked ${byId.get(sessionId)?.title ?? "session"}. Use the arrow keys to choose a slot, Enter to place it, Escape to cancel.`,
    );
    gridRef.current?.focus();
  };

  const cellLabel = (cell: Cell) => {
    const column = columns[cell.column];
    if (!column) return "";
    return `${roomName(column.roomId)}, ${dayLabel(column.day)}, ${clockLabel(rowStartMs(frame, column.day, cell.row), frame.timeZone)}`;
  };

  const onGridKey = (key: KeyboardEvent<HTMLDivElement>) => {
    if (key.target !== key.currentTarget) return;
    if (key.key === "Escape") {
      if (picked) setAnnouncement("Placing cancelled.");
      setPicked(null);
      return;
    }
    const current = cursor ?? { column: 0, row: 0 };
    if (ARROWS.includes(key.key)) {
      key.preventDefault();
      const next = {
        column: Math.min(
          columns.length - 1,
          Math.max(0, current.column + (key.key === "ArrowRight" ? 1 : key.key === "ArrowLeft" ? -1 : 0)),
        ),
        row: Math.min(
          rows - 1,
          Math.max(0, current.row + (key.key === "ArrowDown" ? 1 : key.key === "ArrowUp" ? -1 : 0)),
        ),
      };
      setCursor(next);
      setAnnouncement(cellLabel(next));
      return;
    }
    if (key.key === "Enter" && picked) {
      key.preventDefault();
      const sessionId = picked;
      setPicked(null);
      placeAtCell(sessionId, current);
      return;
    }
    if (key.key === "b" || key.key === "B") {
      key.preventDefault();
      void addBlocker(current);
    }
  };

  const onSessionKey = (key: KeyboardEvent<HTMLElement>, sessionId: string) => {
    if (selected !== sessionId) return;
    const base = preview ?? placementOf(sessionId);
    if (ARROWS.includes(key.key)) {
      key.preventDefault();
      const next = keyMove(frame, columns, base, key.key as GridKey, key.shiftKey);
      if (!next) {
        setAnnouncement("It cannot go further that way.");
        return;
      }
      setPreview(next);
      setAnnouncement(`${labelOf(sessionId, next)}. Enter to save, Escape to cancel.`);
      return;
    }
    if (key.key === "Enter") {
      key.preventDefault();
      setSelected(null);
      if (preview) void commit(sessionId, preview);
      else setAnnouncement("Nothing changed.");
      return;
    }
    if (key.key === "Escape") {
      key.preventDefault();
      setSelected(null);
      setPreview(null);
      setAnnouncement("Move cancelled.");
      return;
    }
    if (key.key === "Delete") {
      key.preventDefault();
      setSelected(null);
      void commit(sessionId, { startsAt: null, endsAt: null, roomId: null });
    }
  };

  const select = (sessionId: string) => {
    if (selected === sessionId) {
      setSelected(null);
      setPreview(null);
      return;
    }
    setSelected(sessionId);
    setPicked(null);
    setPreview(null);
    setAnnouncement(
      `Selected ${labelOf(sessionId, placementOf(sessionId))}. Arrow keys move it, Shift with up or down resizes it, Enter saves, Escape cancels, Delete unschedules it.`,
    );
  };

  // ---- Blockers.
  const addBlocker = async (cell: Cell) => {
    const column = columns[cell.column];
    if (!column || !settings) return;
    const start = rowStartMs(frame, column.day, cell.row);
    const blocker = {
      roomId: column.roomId,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + step * 60_000).toISOString(),
      label: "Blocked",
    };
    try {
      await saveBlockers([...settings.blockers, blocker]);
      setAnnouncement(`Blocked ${cellLabel(cell)}.`);
    } catch (error) {
      setFailure(changeError(error));
    }
  };
  const removeBlocker = async (index: number) => {
    if (!settings) return;
    try {
      await saveBlockers(settings.blockers.filter((_, at) => at !== index));
      setAnnouncement("Blocker removed.");
    } catch (error) {
      setFailure(changeError(error));
    }
  };

  // ---- What the grid draws.
  const dayColumns = (onDay: string) => {
    const indexes = columns.flatMap((column, index) => (column.day === onDay ? [index] : []));
    return indexes.length ? { first: indexes[0] as number, count: indexes.length } : null;
  };
  const area = (column: number, row: number, span: number, columnSpan = 1): CSSProperties => ({
    gridColumn: `${column + 2} / span ${columnSpan}`,
    gridRow: `${row + 2} / span ${span}`,
  });

  const roomHours = new Map<string, { opensAt: string | null; closesAt: string | null }>();
  for (const room of data.sessionSettings.data?.rooms ?? []) {
    roomHours.set(room.id, { opensAt: room.opensAt ?? null, closesAt: room.closesAt ?? null });
  }
  for (const room of data.availability.data?.rooms ?? []) roomHours.set(room.roomId, room);

  const active = drag?.sessionId ?? selected ?? picked;
  const activeWindows = active
    ? (data.availability.data?.people ?? []).filter((person) => person.sessionIds.includes(active))
    : [];

  type Item = {
    id: string;
    session: SessionSummary;
    placement: Placement;
    row: number;
    span: number;
    column: number;
  };
  const items: Item[] = [];
  for (const session of sessions) {
    const placement = selected === session.id && preview ? preview : placementOf(session.id);
    const spot = spotOf(frame, columns, placement);
    if (spot) items.push({ id: session.id, session, placement, ...spot });
  }
  const lanes = new Map<string, { lane: number; lanes: number }>();
  for (let column = 0; column < columns.length; column++) {
    const inColumn = items.filter((item) => item.column === column && !item.session.plenum);
    for (const [key, value] of lanesOf(inColumn)) lanes.set(key, value);
  }

  const dropTarget = drag?.over ?? null;
  const dragSpan =
    drag && dropTarget
      ? drag.mode === "resize"
        ? null
        : Math.max(1, Math.ceil(sessionMinutes(drag.sessionId) / step))
      : null;

  const conflictText = (list: ScheduleConflict[] | undefined) =>
    list?.length ? ` Conflicts: ${list.map((one) => one.message).join(" ")}` : "";

  const liveOrDraft = draftId ? (data.draft.data?.name ?? "Draft") : "Live schedule";
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `var(--agenda-time-width) repeat(${columns.length}, minmax(var(--agenda-column-width), 1fr))`,
    gridTemplateRows: `auto repeat(${rows}, var(--agenda-row-height))`,
  };
  const labels = rowLabels(frame, shownDays[0] ?? day, rows);

  return (
    <div className="agenda-editor">
      <div className="agenda-toolbar" role="toolbar" aria-label="Agenda view">
        <nav className="agenda-views" aria-label="Calendar view">
          {calendarViews.map((one) => (
            <EventLink
              key={one}
              className="agenda-views__link"
              href={agendaPath(eventId, one, draftId)}
              aria-current={one === view ? "page" : undefined}
            >
              {VIEW_LABELS[one]}
            </EventLink>
          ))}
        </nav>
        {view === "day" ? (
          <label className="agenda-toolbar__field">
            Day
            <select className="foyer-input" value={day} onChange={(change) => setDay(change.target.value)}>
              {frame.days.map((one) => (
                <option key={one} value={one}>
                  {dayLabel(one)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {view === "room" ? (
          <label className="agenda-toolbar__field">
            Room
            <select
              className="foyer-input"
              value={roomId ?? ""}
              onChange={(change) => setRoom(change.target.value)}
            >
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="agenda-toolbar__field">
          Slot step
          <select
            className="foyer-input"
            value={step}
            onChange={(change) => {
              const value = Number(change.target.value);
              if (isSlotStep(value)) setStepChoice(value);
            }}
          >
            {slotSteps.map((one) => (
              <option key={one} value={one}>
                {one} min
              </option>
            ))}
          </select>
        </label>
        <p className="agenda-toolbar__zone">Times in {frame.timeZone}</p>
      </div>
      <p className="agenda-status" role="status" aria-live="polite">
        {announcement}
      </p>
      {failure ? (
        <div className="foyer-alert foyer-alert--error agenda-failure" role="alert">
          <span>{failure}</span>
          {stale ? (
            <button
              type="button"
              className="foyer-button foyer-button--secondary event-button--small"
              onClick={() => void commit(stale.sessionId, stale.placement)}
            >
              Make my change again
            </button>
          ) : null}
        </div>
      ) : null}
      {data.availability.isError ? (
        <p className="agenda-note">
          Speaker availability could not be loaded; the grid shows room hours only.
        </p>
      ) : null}
      <div className="agenda-layout">
        <section className="agenda-unscheduled" aria-labelledby={`${id}-unscheduled`}>
          <h2 className="event-card__title" id={`${id}-unscheduled`}>
            Unscheduled
          </h2>
          {unscheduled.length === 0 ? (
            <p className="agenda-note">Every session is placed.</p>
          ) : (
            <ul className="agenda-unscheduled__list">
              {unscheduled.map((session) => (
                <li key={session.id}>
                  <button
                    type="button"
                    className="agenda-chip"
                    aria-pressed={picked === session.id}
                    data-drag-session={session.id}
                    disabled={busy}
                    onPointerDown={(pointer) => startDrag(pointer, session.id, "move")}
                    onClick={() => (picked === session.id ? setPicked(null) : pick(session.id))}
                  >
                    <span className="agenda-chip__title">{session.title}</span>
                    {session.speakers.length ? (
                      <span className="agenda-chip__meta">{session.speakers.join(", ")}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="agenda-note" id={`${id}-keys`}>
            Drag a session into the grid, or press Enter on it, choose a slot with the arrow keys and press
            Enter. In the grid, B blocks the slot under the cursor.
          </p>
          <p className="agenda-note">
            {liveOrDraft}:{" "}
            <EventLink href={conflictsPath(eventId)}>
              {(data.conflicts.data?.length ?? 0) === 1
                ? "1 conflict"
                : `${data.conflicts.data?.length ?? 0} conflicts`}
            </EventLink>
          </p>
        </section>
        {rooms.length === 0 ? (
          <p className="admin-panel agenda-empty">
            This event has no rooms yet. Add rooms in the session settings to build the agenda.
          </p>
        ) : (
          <div className="agenda-scroll">
            <div
              ref={gridRef}
              className="agenda-grid"
              style={gridStyle}
              role="application"
              aria-roledescription="schedule grid"
              aria-label={`${liveOrDraft}: ${view === "day" ? dayLabel(day) : VIEW_LABELS[view]} grid`}
              aria-describedby={`${id}-keys`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid takes the cursor keys
              tabIndex={0}
              onKeyDown={onGridKey}
            >
              <div className="agenda-grid__corner" style={{ gridColumn: 1, gridRow: 1 }} />
              {columns.map((column, index) => (
                <div
                  key={column.key}
                  className="agenda-grid__head"
                  style={{ gridColumn: index + 2, gridRow: 1 }}
                >
                  {view === "day"
                    ? roomName(column.roomId)
                    : view === "room"
                      ? dayLabel(column.day)
                      : `${dayLabel(column.day)} · ${roomName(column.roomId)}`}
                </div>
              ))}
              {labels.map((label, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                  key={row}
                  className="agenda-grid__time"
                  style={{ gridColumn: 1, gridRow: row + 2 }}
                >
                  {row % Math.max(1, Math.round(60 / step)) === 0 || step >= 30 ? label : ""}
                </div>
              ))}
              {columns.map((column, columnIndex) =>
                Array.from({ length: rows }, (_, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column and row
                    key={`${column.key}|${row}`}
                    className={[
                      "agenda-grid__cell",
                      cursor?.column === columnIndex && cursor.row === row ? "agenda-grid__cell--cursor" : "",
                      dropTarget?.column === columnIndex && dropTarget.row === row
                        ? "agenda-grid__cell--drop"
                        : "",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                    style={area(columnIndex, row, 1)}
                    data-cell=""
                    data-column={columnIndex}
                    data-row={row}
                    data-time={new Date(rowStartMs(frame, column.day, row)).toISOString()}
                    data-room={column.roomId}
                    onPointerDown={() => setCursor({ column: columnIndex, row })}
                  />
                )),
              )}
              {columns.flatMap((column, columnIndex) =>
                closedRows(
                  frame,
                  column.day,
                  roomHours.get(column.roomId) ?? { opensAt: null, closesAt: null },
                ).map((span) => (
                  <div
                    key={`closed|${column.key}|${span.row}`}
                    className="agenda-grid__shade agenda-grid__shade--closed"
                    style={area(columnIndex, span.row, span.span)}
                    title="Room closed"
                    aria-hidden="true"
                  />
                )),
              )}
              {activeWindows.length
                ? shownDays.flatMap((onDay) => {
                    const range = dayColumns(onDay);
                    if (!range) return [];
                    const windows = activeWindows.flatMap((person) => person.windows);
                    return unavailableRows(frame, onDay, windows).map((span) => (
                      <div
                        key={`away|${onDay}|${span.row}`}
                        className="agenda-grid__shade agenda-grid__shade--away"
                        style={area(range.first, span.row, span.span, range.count)}
                        title={`Not available: ${activeWindows.map((person) => person.name).join(", ")}`}
                        aria-hidden="true"
                      />
                    ));
                  })
                : null}
              {shownDays.flatMap((onDay) => {
                const range = dayColumns(onDay);
                if (!range || !settings) return [];
                return settings.breaks.flatMap((one, index) => {
                  const span = breakSpan(frame, onDay, one);
                  const rowsOf = span ? rowsOfSpan(frame, onDay, span.start, span.end) : null;
                  return rowsOf
                    ? [
                        <div
                          // biome-ignore lint/suspicious/noArrayIndexKey: breaks have no ids
                          key={`break|${onDay}|${index}`}
                          className="agenda-grid__break"
                          style={area(range.first, rowsOf.row, rowsOf.span, range.count)}
                        >
                          {one.label}
                        </div>,
                      ]
                    : [];
                });
              })}
              {(settings?.blockers ?? []).flatMap((blocker, index) => {
                const onDay = dayOfInstant(blocker.startsAt, frame.timeZone);
                if (!onDay) return [];
                const range = dayColumns(onDay);
                if (!range) return [];
                const rowsOf = rowsOfSpan(
                  frame,
                  onDay,
                  Date.parse(blocker.startsAt),
                  Date.parse(blocker.endsAt),
                );
                if (!rowsOf) return [];
                const columnIndex =
                  blocker.roomId === null
                    ? range.first
                    : columns.findIndex((column) => column.day === onDay && column.roomId === blocker.roomId);
                if (columnIndex < 0) return [];
                return [
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: blockers have no ids
                    key={`blocker|${index}`}
                    type="button"
                    className="agenda-grid__blocker"
                    style={area(
                      columnIndex,
                      rowsOf.row,
                      rowsOf.span,
                      blocker.roomId === null ? range.count : 1,
                    )}
                    aria-label={`${blocker.label}: ${blocker.roomId ? roomName(blocker.roomId) : "every room"}, ${clockLabel(Date.parse(blocker.startsAt), frame.timeZone)} to ${clockLabel(Date.parse(blocker.endsAt), frame.timeZone)}. Press Delete to remove it.`}
                    onKeyDown={(key) => {
                      if (key.key === "Delete" || key.key === "Backspace") {
                        key.preventDefault();
                        void removeBlocker(index);
                      }
                    }}
                  >
                    {blocker.label}
                  </button>,
                ];
              })}
              {dropTarget && dragSpan !== null ? (
                <div
                  className="agenda-grid__ghost"
                  style={area(
                    dropTarget.column,
                    Math.max(0, dropTarget.row - (drag?.grabRow ?? 0)),
                    dragSpan,
                  )}
                  aria-hidden="true"
                />
              ) : null}
              {items.map((item) => {
                const range = item.session.plenum ? dayColumns(columns[item.column]?.day ?? "") : null;
                const lane = lanes.get(item.id) ?? { lane: 0, lanes: 1 };
                const list = conflicts.get(item.id);
                const severity = list?.some((one) => one.severity === "error")
                  ? "error"
                  : list?.length
                    ? "warning"
                    : null;
                const style: CSSProperties = {
                  ...(range
                    ? area(range.first, item.row, item.span, range.count)
                    : area(item.column, item.row, item.span)),
                  ...(lane.lanes > 1
                    ? { width: `${100 / lane.lanes}%`, marginLeft: `${(100 / lane.lanes) * lane.lane}%` }
                    : {}),
                };
                return (
                  <div
                    key={item.id}
                    className={[
                      "agenda-session",
                      severity ? `agenda-session--${severity}` : "",
                      selected === item.id ? "agenda-session--selected" : "",
                      item.session.plenum ? "agenda-session--plenum" : "",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                    style={style}
                  >
                    <button
                      type="button"
                      className="agenda-session__body"
                      data-session={item.id}
                      aria-pressed={selected === item.id}
                      aria-label={`${labelOf(item.id, item.placement)}.${conflictText(list)}`}
                      disabled={busy}
                      onPointerDown={(pointer) => startDrag(pointer, item.id, "move")}
                      onClick={() => select(item.id)}
                      onKeyDown={(key) => onSessionKey(key, item.id)}
                      style={
                        item.session.track?.colour
                          ? { borderLeftColor: item.session.track.colour }
                          : undefined
                      }
                    >
                      <span className="agenda-session__title">{item.session.title}</span>
                      <span className="agenda-session__time">
                        {clockLabel(Date.parse(item.placement.startsAt ?? ""), frame.timeZone)} –{" "}
                        {clockLabel(Date.parse(item.placement.endsAt ?? ""), frame.timeZone)}
                      </span>
                      {list?.length ? (
                        <span
                          className="agenda-session__conflict"
                          title={list.map((one) => one.message).join("\n")}
                        >
                          {list.map((one) => one.message).join(" ")}
                        </span>
                      ) : null}
                    </button>
                    <span
                      className="agenda-session__resize"
                      aria-hidden="true"
                      title="Drag to resize"
                      data-resize={item.id}
                      onPointerDown={(pointer) => startDrag(pointer, item.id, "resize")}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {selected ? (
        <div className="agenda-selection" role="toolbar" aria-label="Selected session">
          <span>{labelOf(selected, preview ?? placementOf(selected))}</span>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            onClick={() => {
              const sessionId = selected;
              setSelected(null);
              void commit(sessionId, { startsAt: null, endsAt: null, roomId: null });
            }}
          >
            Unschedule
          </button>
          <EventLink href={sessionPath(eventId, selected)}>Open session</EventLink>
        </div>
      ) : null}
      {cursor && !selected ? (
        <div className="agenda-selection" role="toolbar" aria-label="Slot">
          <span>{cellLabel(cursor)}</span>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            onClick={() => void addBlocker(cursor)}
          >
            Block this slot
          </button>
        </div>
      ) : null}
    </div>
  );
}
