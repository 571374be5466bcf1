import { type AgendaSettings, dayRange, zonedInstant } from "@foyer/domain";
import type { SolverRoom } from "./solver.js";
import { type Span, without } from "./timeline.js";

/*
 * The scheduler's rooms on the clock (issue 25 item 6): each event day's hours from the agenda
 * settings, narrowed to the room's own hours, minus the breaks, as instants in the event's time
 * zone (a DST change inside the event moves the instants, not the readings).
 */

export interface EventDays {
  dateFrom: string;
  dateTo: string;
  timezone: string;
}

export interface RoomHours {
  id: string;
  capacity: number | null;
  opensAt: string | null;
  closesAt: string | null;
}

/** Events longer than this are scheduled on their first days only. */
export const MAX_SCHEDULED_DAYS = 60;

const instant = (day: string, time: string, zone: string) => {
  const iso = zonedInstant(day, time, zone);
  return iso === null ? Number.NaN : Date.parse(iso);
};

/** When each room can hold sessions. */
export function openRooms(event: EventDays, settings: AgendaSettings, rooms: RoomHours[]): SolverRoom[] {
  const days = dayRange(event.dateFrom, event.dateTo, MAX_SCHEDULED_DAYS);
  const zone = event.timezone;
  return rooms.map((room) => {
    const open: Span[] = [];
    for (const day of days) {
      const from = room.opensAt && room.opensAt > settings.dayStart ? room.opensAt : settings.dayStart;
      const to = room.closesAt && room.closesAt < settings.dayEnd ? room.closesAt : settings.dayEnd;
      const span = { start: instant(day, from, zone), end: instant(day, to, zone) };
      if (!(span.end > span.start)) continue;
      const breaks = settings.breaks
        .filter((one) => one.day === null || one.day === day)
        .map((one) => ({ start: instant(day, one.start, zone), end: instant(day, one.end, zone) }));
      open.push(...without(span, breaks));
    }
    return { id: room.id, capacity: room.capacity, open };
  });
}

/** The slot grid's origin: midnight of the event's first day, so starts fall on the step's wall-clock marks. */
export const gridOrigin = (event: EventDays) => instant(event.dateFrom, "00:00", event.timezone);
