import { merged, type Span, type Taken, Timeline, within } from "./timeline.js";

/*
 * The automatic scheduler (issue 25 item 6; docs/agenda.md "Automatic scheduling"), without a
 * database: sessions in, placements and the reasons for the ones left out. Hard rules: a room
 * holds one session at a time (a plenum session takes every room), a person is in one session at
 * a time and only within their availability windows, a session sits inside one of its room's open
 * stretches (the event's days and the agenda's day hours, the room's hours, minus the breaks),
 * starts on the slot grid and fits the room's capacity. Soft: a track keeps to one room, a
 * person's sessions are not back to back, the audience matches the room's size.
 *
 * Greedy, most constrained session first, each to its best-scoring free slot; then a repair pass
 * tries, for each session left out, to move one session out of its way.
 */

export interface SolverRoom {
  id: string;
  capacity: number | null;
  /** When the room can be used, sorted, not overlapping. */
  open: Span[];
}

export interface SolverSession {
  id: string;
  parentId: string | null;
  /** In milliseconds. */
  duration: number;
  plenum: boolean;
  audience: number | null;
  trackId: string | null;
  /** Contact ids of its speakers, moderators and chairpersons. */
  people: string[];
  /** Where it is now, if it has times (a room too, unless it was taken away). */
  placed: { start: number; end: number; roomId: string | null } | null;
  /** Whether the solver places it; a session it does not place stays where it is. */
  movable: boolean;
}

export interface Placement {
  start: number;
  end: number;
  roomId: string;
}

export interface SolverInput {
  rooms: SolverRoom[];
  sessions: SolverSession[];
  /** Each person's windows (sorted, merged); a person without any is always available. */
  windows: Map<string, Span[]>;
  /** People's names, for the reasons. */
  names: Map<string, string>;
  /** The slot grid: starts are `origin + k × step`. */
  origin: number;
  step: number;
}

export interface SolverResult {
  /** Where each movable session goes. */
  placements: Map<string, Placement>;
  unplaced: { sessionId: string; reason: string }[];
}

const MINUTE = 60_000;
/** Soft-rule weights: a track out of its room costs most, then back to back, then a poor fit. */
const TRACK_AWAY = 3;
const TRACK_TAKEN = 1;
const BACK_TO_BACK = 2;
const FIT = 2;
/** How many slots the repair pass tries for one session left out. */
const REPAIR_TRIES = 60;

interface Candidate {
  room: SolverRoom;
  start: number;
}

export class Solver {
  private readonly roomTimes = new Map<string, Timeline>();
  private readonly plenumTimes = new Timeline();
  private readonly personTimes = new Map<string, Timeline>();
  private readonly trackRooms = new Map<string, Map<string, number>>();
  private readonly at = new Map<string, Placement>();
  private readonly sessions: SolverSession[];
  private readonly bySession: Map<string, SolverSession>;

  constructor(private readonly input: SolverInput) {
    this.sessions = input.sessions.map((one) => ({ ...one, people: [...new Set(one.people)] }));
    this.bySession = new Map(this.sessions.map((one) => [one.id, one]));
    for (const session of this.sessions) {
      if (!session.movable && session.placed) this.put(session, session.placed);
    }
  }

  private timelineOf(map: Map<string, Timeline>, key: string): Timeline {
    let line = map.get(key);
    if (!line) {
      line = new Timeline();
      map.set(key, line);
    }
    return line;
  }

  private put(session: SolverSession, placement: SolverSession["placed"] & {}): void {
    const taken: Taken = {
      start: placement.start,
      end: placement.end,
      sessionId: session.id,
      parentId: session.parentId,
    };
    for (const person of session.people) this.timelineOf(this.personTimes, person).add(taken);
    // Without a room it holds its people only (the conflicts see no room clash either).
    if (placement.roomId === null) return;
    this.at.set(session.id, placement as Placement);
    (session.plenum ? this.plenumTimes : this.timelineOf(this.roomTimes, placement.roomId)).add(taken);
    if (session.trackId) {
      const counts = this.trackRooms.get(session.trackId) ?? new Map<string, number>();
      counts.set(placement.roomId, (counts.get(placement.roomId) ?? 0) + 1);
      this.trackRooms.set(session.trackId, counts);
    }
  }

  private take(session: SolverSession): void {
    const placement = this.at.get(session.id);
    if (!placement) return;
    this.at.delete(session.id);
    (session.plenum ? this.plenumTimes : this.roomTimes.get(placement.roomId))?.remove(session.id);
    for (const person of session.people) this.personTimes.get(person)?.remove(session.id);
    const counts = session.trackId ? this.trackRooms.get(session.trackId) : undefined;
    counts?.set(placement.roomId, (counts.get(placement.roomId) ?? 1) - 1);
  }

  /** The rooms big enough for the session (capacity unknown: big enough). */
  private roomsFor(session: SolverSession): SolverRoom[] {
    return this.input.rooms.filter(
      (room) => room.capacity === null || session.audience === null || session.audience <= room.capacity,
    );
  }

  /** Every start on the grid where the session fits inside an open stretch of a room that holds it. */
  private *candidates(session: SolverSession): Generator<Candidate> {
    const { origin, step } = this.input;
    for (const room of this.roomsFor(session)) {
      for (const span of room.open) {
        let start = origin + Math.ceil((span.start - origin) / step) * step;
        for (; start + session.duration <= span.end; start += step) yield { room, start };
      }
    }
  }

  /** Whether the session's people are all available (windows) for the whole of it. */
  private available(session: SolverSession, start: number, end: number): boolean {
    for (const person of session.people) {
      const windows = this.input.windows.get(person);
      if (windows && !within(windows, start, end)) return false;
    }
    return true;
  }

  /** Whether nothing placed clashes with the session at `start` in `room`. */
  private free(session: SolverSession, room: SolverRoom, start: number): boolean {
    const end = start + session.duration;
    const skip = related(session);
    if (!this.plenumTimes.isFree(start, end, skip)) return false;
    if (session.plenum) {
      for (const line of this.roomTimes.values()) if (!line.isFree(start, end, skip)) return false;
    } else {
      const line = this.roomTimes.get(room.id);
      if (line && !line.isFree(start, end, skip)) return false;
    }
    for (const person of session.people) {
      if (!(this.personTimes.get(person)?.isFree(start, end, skip) ?? true)) return false;
    }
    return true;
  }

  /** The sessions in the way of the session at `start` in `room`. */
  private blockers(session: SolverSession, room: SolverRoom, start: number): Set<string> {
    const end = start + session.duration;
    const skip = related(session);
    const found = new Set<string>();
    const collect = (line: Timeline | undefined) => {
      for (const one of line?.overlapping(start, end, skip) ?? []) found.add(one.sessionId);
    };
    collect(this.plenumTimes);
    if (session.plenum) for (const line of this.roomTimes.values()) collect(line);
    else collect(this.roomTimes.get(room.id));
    for (const person of session.people) collect(this.personTimes.get(person));
    return found;
  }

  /** The soft rules' cost of the session at `start` in `room` (lower is better). */
  private cost(session: SolverSession, room: SolverRoom, start: number): number {
    const end = start + session.duration;
    let cost = 0;
    if (session.trackId) {
      const home = this.homeRoom(session.trackId);
      if (home && home !== room.id) cost += TRACK_AWAY;
      else if (!home && this.isHomeOfAnotherTrack(room.id)) cost += TRACK_TAKEN;
    }
    for (const person of session.people) {
      if (this.personTimes.get(person)?.touches(start, end, this.input.step, session.id))
        cost += BACK_TO_BACK;
    }
    if (room.capacity !== null && session.audience !== null && room.capacity > 0) {
      cost += (FIT * (room.capacity - session.audience)) / room.capacity;
    }
    return cost;
  }

  private homeRoom(trackId: string): string | null {
    let best: string | null = null;
    let most = 0;
    for (const [roomId, count] of this.trackRooms.get(trackId) ?? []) {
      if (count > most) {
        best = roomId;
        most = count;
      }
    }
    return best;
  }

  private isHomeOfAnotherTrack(roomId: string): boolean {
    for (const trackId of this.trackRooms.keys()) if (this.homeRoom(trackId) === roomId) return true;
    return false;
  }

  /** The best free slot for the session, or null. */
  private best(session: SolverSession, avoid?: Candidate): Candidate | null {
    let best: Candidate | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const candidate of this.candidates(session)) {
      const { room, start } = candidate;
      if (avoid && avoid.room === room && avoid.start === start) continue;
      if (!this.available(session, start, start + session.duration)) continue;
      if (!this.free(session, room, start)) continue;
      const cost = this.cost(session, room, start);
      if (cost < bestCost) {
        best = candidate;
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    return best;
  }

  private place(session: SolverSession, candidate: Candidate): void {
    this.put(session, {
      start: candidate.start,
      end: candidate.start + session.duration,
      roomId: candidate.room.id,
    });
  }

  /**
   * For a session left out: a slot where only one session placed by this run is in the way, and
   * that one can go elsewhere.
   */
  private repair(session: SolverSession): boolean {
    let tries = 0;
    for (const candidate of this.candidates(session)) {
      const { room, start } = candidate;
      if (!this.available(session, start, start + session.duration)) continue;
      const blockers = [...this.blockers(session, room, start)];
      if (blockers.length !== 1) continue;
      const other = this.bySession.get(blockers[0] as string);
      if (!other?.movable || other.plenum) continue;
      if (++tries > REPAIR_TRIES) return false;
      const before = this.at.get(other.id) as Placement;
      this.take(other);
      this.place(session, candidate);
      const elsewhere = this.best(other);
      if (elsewhere) {
        this.place(other, elsewhere);
        return true;
      }
      this.take(session);
      this.put(other, before);
    }
    return false;
  }

  /** Each step answers how far it got (0 to 1); the result comes last. */
  *run(): Generator<number, SolverResult> {
    const movable = this.sessions.filter((one) => one.movable);
    // Most constrained first: plenum sessions (they take every room), then the fewest slots open
    // to them before anything moves, the longest, the most people.
    const options = new Map<string, number>();
    for (const session of movable) {
      let count = 0;
      for (const { start } of this.candidates(session)) {
        if (this.available(session, start, start + session.duration)) count++;
      }
      options.set(session.id, count);
    }
    yield 0.1;
    const order = [...movable].sort(
      (a, b) =>
        Number(b.plenum) - Number(a.plenum) ||
        (options.get(a.id) ?? 0) - (options.get(b.id) ?? 0) ||
        b.duration - a.duration ||
        b.people.length - a.people.length ||
        a.id.localeCompare(b.id),
    );
    const left: SolverSession[] = [];
    for (const [index, session] of order.entries()) {
      const slot = this.best(session);
      if (slot) this.place(session, slot);
      else left.push(session);
      if (index % 50 === 49) yield 0.1 + (0.7 * (index + 1)) / order.length;
    }
    yield 0.8;
    const unplaced: SolverResult["unplaced"] = [];
    for (const session of left) {
      if (!this.repair(session)) unplaced.push({ sessionId: session.id, reason: this.whyNot(session) });
    }
    yield 0.95;
    const placements = new Map<string, Placement>();
    for (const session of movable) {
      const placement = this.at.get(session.id);
      if (placement) placements.set(session.id, placement);
    }
    return { placements, unplaced };
  }

  /** Why the session found no slot, in a sentence for the organizer. */
  private whyNot(session: SolverSession): string {
    const minutes = Math.round(session.duration / MINUTE);
    const rooms = this.input.rooms;
    if (rooms.length === 0) return "The event has no rooms: add one under Settings → Rooms.";
    const fitting = this.roomsFor(session);
    if (fitting.length === 0) {
      const largest = Math.max(...rooms.map((room) => room.capacity ?? 0));
      return `It expects ${session.audience} people; the largest room holds ${largest}.`;
    }
    const longest = Math.max(0, ...fitting.flatMap((room) => room.open.map((span) => span.end - span.start)));
    if (longest === 0)
      return "No room is open on the event's days (check the day hours, room hours and breaks).";
    if (session.duration > longest) {
      return `At ${minutes} minutes it is longer than any room is open at a stretch (${Math.round(longest / MINUTE)} minutes at most, between the day's hours, the rooms' hours and the breaks).`;
    }
    for (const person of session.people) {
      const windows = this.input.windows.get(person);
      if (!windows) continue;
      const fits = [...this.candidates(session)].some(({ start }) =>
        within(windows, start, start + session.duration),
      );
      if (!fits) {
        const name = this.input.names.get(person) ?? "One of its speakers";
        return `${name} is not available for ${minutes} minutes at any time a room is open.`;
      }
    }
    const together = [...this.candidates(session)].filter(({ start }) =>
      this.available(session, start, start + session.duration),
    );
    if (together.length === 0) return "Its people are never available together while a room is open.";
    return "Every room and time that fits is taken: it would clash with another session or with its people's other sessions.";
  }
}

/** A session and its subsessions never clash. */
const related = (session: SolverSession) => (taken: Taken) =>
  taken.parentId === session.id || session.parentId === taken.sessionId;

/** Runs the solver to the end. */
export function solve(input: SolverInput): SolverResult {
  const steps = new Solver(input).run();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A person's windows as the solver wants them. */
export const windowSpans = (windows: { startsAt: Date; endsAt: Date }[]): Span[] =>
  merged(windows.map((one) => ({ start: +one.startsAt, end: +one.endsAt })));
