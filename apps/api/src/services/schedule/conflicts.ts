import { type ConflictKind, type ConflictSettings, type ScheduleConflict, wallClockAt } from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, eventSessions, sessionParticipants, sessionSettingItems } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { personName, windowsOf } from "./availability.js";
import { conflictSettingsOf } from "./settings.js";
import { type Span, within } from "./timeline.js";

/*
 * Conflicts of a schedule (issue 25 item 2), the live one or a draft's: what the agenda grid
 * marks and `sessions/conflicts` lists. Each kind is a warning or an error as the event's
 * conflict settings say; `speaker_unavailable` reads the people's availability windows
 * (availability.ts).
 */

/** A session where a schedule puts it. */
export interface Placed {
  sessionId: string;
  title: string;
  parentId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  roomId: string | null;
  plenum: boolean;
  expectedAudience: number | null;
}

interface Room {
  name: string;
  capacity: number | null;
  opensAt: string | null;
  closesAt: string | null;
}

export interface ConflictFacts {
  event: Pick<EventRow, "dateFrom" | "dateTo" | "timezone">;
  rooms: Map<string, Room>;
  /** Each session's people (speakers, moderators, chairpersons): contact id → name. */
  people: Map<string, Map<string, string>>;
  /** The availability windows of those people who have any (the others are always available). */
  windows: Map<string, Span[]>;
  severities: ConflictSettings;
}

const overlaps = (a: Placed, b: Placed) =>
  (a.startsAt as Date) < (b.endsAt as Date) && (b.startsAt as Date) < (a.endsAt as Date);
/** A subsession sits inside its session: the two never clash. */
const related = (a: Placed, b: Placed) => a.parentId === b.sessionId || b.parentId === a.sessionId;
const quoted = (session: Placed) => `“${session.title}”`;

/** Every conflict of `placements`, in the order of the sessions' starts. */
export function findConflicts(placements: Placed[], facts: ConflictFacts): ScheduleConflict[] {
  const timed = placements
    .filter((one) => one.startsAt && one.endsAt)
    .sort((a, b) => +(a.startsAt as Date) - +(b.startsAt as Date) || a.title.localeCompare(b.title));
  const found: ScheduleConflict[] = [];
  const add = (kind: ConflictKind, sessions: Placed[], message: string) => {
    const severity = facts.severities[kind];
    // A kind switched off on `sessions/settings/conflicts` is not reported at all.
    if (severity === "off") return;
    found.push({ kind, sessionIds: sessions.map((s) => s.sessionId), message, severity });
  };
  const roomName = (id: string | null) => (id ? (facts.rooms.get(id)?.name ?? "a deleted room") : "no room");

  for (const [index, a] of timed.entries()) {
    for (const b of timed.slice(index + 1)) {
      // Sorted by start: once b starts after a ends, no later b overlaps a either.
      if ((b.startsAt as Date) >= (a.endsAt as Date)) break;
      if (!overlaps(a, b) || related(a, b)) continue;
      const sameRoom = a.roomId !== null && a.roomId === b.roomId;
      const plenum = (a.plenum && b.roomId !== null) || (b.plenum && a.roomId !== null);
      if (sameRoom) {
        add(
          "room_overlap",
          [a, b],
          `${quoted(a)} and ${quoted(b)} are in ${roomName(a.roomId)} at the same time.`,
        );
      } else if (plenum) {
        const spanning = a.plenum ? a : b;
        add(
          "room_overlap",
          [a, b],
          `${quoted(spanning)} spans every room, and ${quoted(spanning === a ? b : a)} is at the same time.`,
        );
      }
      const aPeople = facts.people.get(a.sessionId);
      const bPeople = facts.people.get(b.sessionId);
      for (const [contactId, name] of aPeople ?? []) {
        if (bPeople?.has(contactId)) {
          add("speaker_overlap", [a, b], `${name} is in ${quoted(a)} and ${quoted(b)} at the same time.`);
        }
      }
    }
  }

  const { dateFrom, dateTo, timezone } = facts.event;
  for (const session of timed) {
    const startDay = wallClockAt(session.startsAt as Date, timezone)?.day ?? "";
    // A session ending at midnight ends on the day it started.
    const end = wallClockAt(+(session.endsAt as Date) - 1, timezone);
    if (startDay < dateFrom || (end?.day ?? "") > dateTo) {
      add(
        "outside_event",
        [session],
        `${quoted(session)} is outside the event's days (${dateFrom} to ${dateTo}).`,
      );
    }
    for (const [contactId, name] of facts.people.get(session.sessionId) ?? []) {
      const windows = facts.windows.get(contactId);
      if (windows && !within(windows, +(session.startsAt as Date), +(session.endsAt as Date))) {
        add("speaker_unavailable", [session], `${name} is not available during ${quoted(session)}.`);
      }
    }
    const room = session.roomId ? facts.rooms.get(session.roomId) : undefined;
    if (!room) continue;
    const from = wallClockAt(session.startsAt as Date, timezone);
    const endClock = wallClockAt(session.endsAt as Date, timezone);
    const endTime = endClock && from && endClock.day > from.day ? "24:00" : (endClock?.time ?? "");
    if ((room.opensAt && from && from.time < room.opensAt) || (room.closesAt && endTime > room.closesAt)) {
      add(
        "room_unavailable",
        [session],
        `${quoted(session)} is outside ${room.name}'s hours (${room.opensAt ?? "00:00"} to ${room.closesAt ?? "24:00"}).`,
      );
    }
    if (
      room.capacity !== null &&
      session.expectedAudience !== null &&
      session.expectedAudience > room.capacity
    ) {
      add(
        "capacity",
        [session],
        `${quoted(session)} expects ${session.expectedAudience} people; ${room.name} holds ${room.capacity}.`,
      );
    }
  }
  return found;
}

/** What a conflict check reads besides the placements: rooms, people, severities. */
export async function conflictFacts(db: Db, event: EventRow, sessionIds: string[]): Promise<ConflictFacts> {
  const rooms = await db
    .select()
    .from(sessionSettingItems)
    .where(and(eq(sessionSettingItems.eventId, event.id), eq(sessionSettingItems.kind, "rooms")));
  const people = new Map<string, Map<string, string>>();
  if (sessionIds.length > 0) {
    const rows = await db
      .select({
        sessionId: sessionParticipants.sessionId,
        contactId: contacts.id,
        fname: contacts.fname,
        lname: contacts.lname,
      })
      .from(sessionParticipants)
      .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
      .where(inArray(sessionParticipants.sessionId, sessionIds));
    for (const row of rows) {
      const map = people.get(row.sessionId) ?? new Map<string, string>();
      map.set(row.contactId, personName(row));
      people.set(row.sessionId, map);
    }
  }
  return {
    event,
    rooms: new Map(rooms.map((room) => [room.id, room])),
    people,
    windows: await windowsOf(db, event.id, [
      ...new Set([...people.values()].flatMap((map) => [...map.keys()])),
    ]),
    severities: await conflictSettingsOf(db, event),
  };
}

/** The event's sessions where the live schedule has them. */
export async function livePlacements(db: Db, eventId: string): Promise<Placed[]> {
  const rows = await db
    .select({
      sessionId: eventSessions.id,
      title: eventSessions.title,
      parentId: eventSessions.parentId,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      roomId: eventSessions.roomId,
      plenum: eventSessions.plenum,
      expectedAudience: eventSessions.expectedAudience,
    })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId));
  return rows;
}

/** GET …/schedule/conflicts, or a draft's with its placements. */
export async function conflictsOf(
  db: Db,
  event: EventRow,
  placements: Placed[],
): Promise<ScheduleConflict[]> {
  const facts = await conflictFacts(
    db,
    event,
    placements.filter((one) => one.startsAt).map((one) => one.sessionId),
  );
  return findConflicts(placements, facts);
}
