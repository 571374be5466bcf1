import type {
  PublicSchedule,
  PublicScheduleRoom,
  PublicScheduleSession,
  PublicScheduleTrack,
} from "@foyer/sdk";

/*
 * The agenda's pure rules: reading the public export defensively (it is shown on other people's
 * sites), the days and time slots of a schedule in a time zone, and the search and filters.
 * Times are only formatted here (Intl.DateTimeFormat with `timeZone`), never computed.
 */

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
const isInstant = (value: string) => value !== "" && Number.isFinite(Date.parse(value));

/** Whether `zone` is a time zone this browser knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
}

/** The schedule could not be read (the answer is not a schedule export). */
export class ScheduleShapeError extends Error {
  override readonly name = "ScheduleShapeError";
}

/**
 * The export's payload as the widget uses it: every field of the right type, sessions without a
 * valid start and end left out, in time order. Anything else in it is ignored; nothing in it is
 * ever treated as markup.
 */
export function readSchedule(payload: unknown): PublicSchedule {
  const answer = record(payload);
  const event = record(answer.event);
  if (typeof answer.event !== "object" || !Array.isArray(answer.sessions) || text(event.slug) === "") {
    throw new ScheduleShapeError("The answer is not a schedule export");
  }
  const timeZone = text(event.timeZone);
  const rooms: PublicScheduleRoom[] = list(answer.rooms).map((room) => {
    const r = record(room);
    return {
      id: text(r.id),
      name: text(r.name),
      capacity: typeof r.capacity === "number" ? r.capacity : null,
    };
  });
  const tracks: PublicScheduleTrack[] = list(answer.tracks).map((track) => {
    const t = record(track);
    return { id: text(t.id), name: text(t.name), color: textOrNull(t.color) };
  });
  const sessions: PublicScheduleSession[] = list(answer.sessions)
    .map((session) => {
      const s = record(session);
      return {
        id: text(s.id),
        title: text(s.title),
        description: textOrNull(s.description),
        startsAt: text(s.startsAt),
        endsAt: text(s.endsAt),
        roomId: text(s.roomId),
        trackId: textOrNull(s.trackId),
        plenum: s.plenum === true,
        speakers: list(s.speakers).map((speaker) => {
          const p = record(speaker);
          return { id: text(p.id), name: text(p.name) };
        }),
      };
    })
    .filter((s) => s.id !== "" && isInstant(s.startsAt) && isInstant(s.endsAt))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title));
  return {
    version: text(answer.version),
    releasedAt: text(answer.releasedAt),
    changelog: text(answer.changelog),
    event: {
      slug: text(event.slug),
      name: text(event.name),
      timeZone: isKnownTimeZone(timeZone) ? timeZone : "UTC",
      startsOn: text(event.startsOn),
      endsOn: text(event.endsOn),
    },
    rooms,
    tracks,
    sessions,
  };
}

/** Formats instants in one time zone (and the page's language). */
export interface Clock {
  zone: string;
  /** "2027-03-28": the calendar day of `instant` in the zone. */
  dayKey(instant: string): string;
  /** "Sun, 28 Mar" (in the page's language). */
  dayLabel(instant: string): string;
  /** "09:00" or "9:00 AM" (in the page's language). */
  time(instant: string): string;
}

/**
 * A clock for `zone`; `locale` is the page's language (undefined: the browser's).
 * @example createClock("Europe/Berlin", "en-GB").time("2027-03-28T07:00:00Z") // "09:00"
 */
export function createClock(zone: string, locale?: string): Clock {
  const lang = locale && isKnownLocale(locale) ? locale : undefined;
  const ymd = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const day = new Intl.DateTimeFormat(lang, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  const time = new Intl.DateTimeFormat(lang, { timeZone: zone, hour: "2-digit", minute: "2-digit" });
  return {
    zone,
    dayKey(instant) {
      const parts = Object.fromEntries(ymd.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    dayLabel: (instant) => day.format(new Date(instant)),
    time: (instant) => time.format(new Date(instant)),
  };
}

function isKnownLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

/** The sessions starting at one time. */
export interface AgendaSlot {
  startsAt: string;
  sessions: PublicScheduleSession[];
}

/** One day of the schedule in a zone, with its sessions grouped by start time. */
export interface AgendaDay {
  key: string;
  /** A session's start on that day, to label the day with. */
  firstStart: string;
  slots: AgendaSlot[];
}

/** The days that have sessions, in order, each with its time slots (sessions in time order). */
export function agendaDays(sessions: readonly PublicScheduleSession[], clock: Clock): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const session of sessions) {
    const key = clock.dayKey(session.startsAt);
    let day = days.find((candidate) => candidate.key === key);
    if (!day) {
      day = { key, firstStart: session.startsAt, slots: [] };
      days.push(day);
    }
    const start = Date.parse(session.startsAt);
    let slot = day.slots.find((candidate) => Date.parse(candidate.startsAt) === start);
    if (!slot) {
      slot = { startsAt: session.startsAt, sessions: [] };
      day.slots.push(slot);
    }
    slot.sessions.push(session);
  }
  return days;
}

/** What the search box and the filters hold. */
export interface AgendaFilter {
  query: string;
  /** A room id, or "" for every room. */
  roomId: string;
  /** A track id, or "" for every track. */
  trackId: string;
}

export const noFilter: AgendaFilter = { query: "", roomId: "", trackId: "" };

/**
 * Whether `session` passes the filter: the words of the query (ignoring case and accents) each
 * found in its title, description, speakers, room or track; a plenum session is in every room.
 */
export function matchesFilter(
  session: PublicScheduleSession,
  filter: AgendaFilter,
  names: { room(id: string): string; track(id: string | null): string },
): boolean {
  if (filter.roomId && !session.plenum && session.roomId !== filter.roomId) return false;
  if (filter.trackId && session.trackId !== filter.trackId) return false;
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      session.title,
      session.description ?? "",
      ...session.speakers.map((speaker) => speaker.name),
      names.room(session.roomId),
      names.track(session.trackId),
    ].join("\n"),
  );
  return words.every((word) => haystack.includes(word));
}

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A track colour safe to hand to CSS: a hex colour, else null. */
export function safeColor(color: string | null): string | null {
  return color && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : null;
}
