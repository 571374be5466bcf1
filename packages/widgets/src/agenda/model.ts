import { isHttpError, isNetworkError, type PublicSchedule, type PublicScheduleApi } from "@foyer/sdk";
import { batch, computed, signal } from "../runtime/signals.js";
import { agendaText } from "./agenda-text.js";
import {
  type AgendaFilter,
  agendaDays,
  createClock,
  matchesFilter,
  noFilter,
  readSchedule,
} from "./schedule-rules.js";

/** Where the agenda is: loading, showing a schedule, or why it cannot. */
export type AgendaState =
  | { status: "loading" }
  | { status: "ready"; schedule: PublicSchedule }
  | { status: "unpublished" }
  | { status: "failed"; message: string };

/** Which zone times are shown in: the event's, or the viewer's (this browser's). */
export type ZoneMode = "event" | "viewer";

export interface AgendaDeps {
  api: PublicScheduleApi;
  eventSlug: string;
  /**
   * The viewer's time zone.
   * @default this browser's (Intl.DateTimeFormat().resolvedOptions().timeZone)
   */
  viewerZone?: string | undefined;
  /** The page's language for dates and times. @default the browser's */
  locale?: string | undefined;
}

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/**
 * The agenda's model (STYLE 7): the schedule's loading, the chosen day, search, filters, zone
 * and open sessions, and what they make of the schedule. `load()` again (Try again) drops any
 * answer still on its way; `dispose()` aborts it.
 */
export function createAgendaModel(deps: AgendaDeps) {
  const viewerZone = deps.viewerZone ?? browserZone();
  const state = signal<AgendaState>({ status: "loading" });
  const zoneMode = signal<ZoneMode>("event");
  const filter = signal<AgendaFilter>(noFilter);
  /** The chosen day's key, or null for the first day. */
  const chosenDay = signal<string | null>(null);
  /** Sessions whose details are open. */
  const open = signal<ReadonlySet<string>>(new Set());

  const schedule = computed(() => (state.value.status === "ready" ? state.value.schedule : null));
  const eventZone = computed(() => schedule.value?.event.timeZone ?? "UTC");
  const clock = computed(() =>
    createClock(zoneMode.value === "event" ? eventZone.value : viewerZone, deps.locale),
  );
  const roomNames = computed(
    () => new Map((schedule.value?.rooms ?? []).map((room) => [room.id, room.name])),
  );
  const trackNames = computed(
    () => new Map((schedule.value?.tracks ?? []).map((track) => [track.id, track.name])),
  );
  const names = {
    room: (id: string) => roomNames.value.get(id) ?? "",
    track: (id: string | null) => (id === null ? "" : (trackNames.value.get(id) ?? "")),
  };
  /** Every day with sessions (the tabs stay put while filtering). */
  const days = computed(() => agendaDays(schedule.value?.sessions ?? [], clock.value));
  const day = computed(() => days.value.find((d) => d.key === chosenDay.value) ?? days.value[0] ?? null);
  const filtering = computed(() => {
    const { query, roomId, trackId } = filter.value;
    return query.trim() !== "" || roomId !== "" || trackId !== "";
  });
  /** The chosen day's slots with only the sessions that pass the filter. */
  const slots = computed(() =>
    (day.value?.slots ?? [])
      .map((slot) => ({
        ...slot,
        sessions: slot.sessions.filter((s) => matchesFilter(s, filter.value, names)),
      }))
      .filter((slot) => slot.sessions.length > 0),
  );
  const dayTotal = computed(() => (day.value?.slots ?? []).reduce((n, slot) => n + slot.sessions.length, 0));
  const dayShown = computed(() => slots.value.reduce((n, slot) => n + slot.sessions.length, 0));

  let inFlight: AbortController | null = null;

  async function load() {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    state.value = { status: "loading" };
    let next: AgendaState;
    try {
      next = {
        status: "ready",
        schedule: readSchedule(await deps.api.get(deps.eventSlug, { signal: controller.signal })),
      };
    } catch (error) {
      if (controller.signal.aborted) return;
      next = { status: "failed", message: agendaText.unreadable };
      if (isHttpError(error)) {
        next =
          error.status === 404 ? { status: "unpublished" } : { status: "failed", message: agendaText.failed };
      } else if (isNetworkError(error)) {
        next = { status: "failed", message: agendaText.network };
      }
    }
    if (controller.signal.aborted) return;
    inFlight = null;
    state.value = next;
  }

  /** Shows times in the event's zone or the viewer's, staying on the day of the first session shown. */
  function setZoneMode(mode: ZoneMode) {
    if (mode === zoneMode.peek()) return;
    const first = day.peek()?.firstStart;
    batch(() => {
      zoneMode.value = mode;
      chosenDay.value = first ? clock.peek().dayKey(first) : null;
    });
  }

  function toggle(sessionId: string) {
    const next = new Set(open.peek());
    if (!next.delete(sessionId)) next.add(sessionId);
    open.value = next;
  }

  return {
    state,
    zoneMode,
    filter,
    open,
    viewerZone,
    schedule,
    eventZone,
    clock,
    days,
    day,
    slots,
    dayTotal,
    dayShown,
    filtering,
    names,
    load,
    setZoneMode,
    toggle,
    chooseDay(key: string) {
      chosenDay.value = key;
    },
    setFilter(change: Partial<AgendaFilter>) {
      filter.value = { ...filter.peek(), ...change };
    },
    clearFilter() {
      filter.value = noFilter;
    },
    dispose() {
      inFlight?.abort();
      inFlight = null;
    },
  };
}

export type AgendaModel = ReturnType<typeof createAgendaModel>;
