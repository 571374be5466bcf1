import { type ParticipantRole, type SessionSettingKind, sessionSettingKinds } from "@foyer/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createRelease } from "../services/schedule/releases.js";
import type { Db } from "./client.js";
import {
  contacts,
  eventSessions,
  events,
  sessionParticipants,
  sessionPersonas,
  sessionSettingItems,
} from "./schema/index.js";

/** The Summit's sessions that tests open by id. */
export const DEMO_SESSIONS = {
  keynote: { id: "5e55a0e1-0000-4a00-8000-00000000a001", title: "Opening Keynote: The Future of Events" },
  registration: { id: "5e55a0e1-0000-4a00-8000-00000000a002", title: "Designing Calm Registration Flows" },
  workshop: { id: "5e55a0e1-0000-4a00-8000-00000000a004", title: "Hands-on: Building a Speaker Portal" },
} as const;

/** The Summit's settings: name and colour (tracks and statuses are colour-coded). */
const SETTINGS: Record<SessionSettingKind, [name: string, colour: string | null][]> = {
  rooms: [
    ["Main Hall", null],
    ["Room A", null],
    ["Room B", null],
    ["Workshop Lab", null],
  ],
  tracks: [
    ["Product", "#7c3aed"],
    ["Engineering", "#0b7285"],
    ["Community", "#e8590c"],
  ],
  formats: [
    ["Keynote", null],
    ["Talk", null],
    ["Workshop", null],
    ["Panel", null],
  ],
  levels: [
    ["Beginner", null],
    ["Intermediate", null],
    ["Advanced", null],
  ],
  languages: [
    ["English", null],
    ["German", null],
  ],
  statuses: [
    ["Proposed", "#868e96"],
    ["Confirmed", "#2b8a3e"],
    ["Cancelled", "#c92a2a"],
  ],
  personas: [
    ["Organizer", null],
    ["Developer", null],
  ],
};

/** Who the Summit's sessions are for (session settings Personas, many per session). */
const PERSONAS: [sessionId: string, personas: string[]][] = [
  [DEMO_SESSIONS.keynote.id, ["Organizer", "Developer"]],
  [DEMO_SESSIONS.registration.id, ["Organizer"]],
  [DEMO_SESSIONS.workshop.id, ["Developer"]],
];

/**
 * The details only some kinds have (issue 25): which statuses are published and count as accepted
 * (Confirmed both, Proposed and Cancelled neither), and how many people each room holds.
 */
const EXTRAS: Record<string, Record<string, boolean | number>> = {
  "statuses:Proposed": { isPublic: false, countsAsAccepted: false },
  "statuses:Confirmed": { isPublic: true, countsAsAccepted: true },
  "statuses:Cancelled": { isPublic: false, countsAsAccepted: false },
  "rooms:Main Hall": { capacity: 400 },
  "rooms:Room A": { capacity: 120 },
  "rooms:Room B": { capacity: 80 },
  "rooms:Workshop Lab": { capacity: 30 },
};

type Emails = Partial<Record<ParticipantRole, string[]>>;

interface DemoSession {
  id: string;
  title: string;
  description: string;
  /** New York wall-clock times on the Summit's days (EDT, UTC−4, from March 14 2027). */
  day: 15 | 16 | 17;
  from: string;
  to: string;
  settings: Partial<Record<SessionSettingKind, string>>;
  people: Emails;
  parent?: string;
}

const SESSIONS: DemoSession[] = [
  {
    ...DEMO_SESSIONS.keynote,
    description: "Where in-person and online events are heading, and what organizers can do about it now.",
    day: 15,
    from: "09:00",
    to: "10:00",
    settings: {
      rooms: "Main Hall",
      tracks: "Product",
      formats: "Keynote",
      levels: "Beginner",
      languages: "English",
      statuses: "Confirmed",
    },
    people: { speaker: ["grace@example.com"], moderator: ["linus@example.com"] },
  },
  {
    ...DEMO_SESSIONS.registration,
    description: "Forms that ask less and explain more: patterns from three years of registration data.",
    day: 15,
    from: "10:30",
    to: "11:15",
    settings: {
      rooms: "Room A",
      tracks: "Product",
      formats: "Talk",
      levels: "Intermediate",
      languages: "English",
      statuses: "Confirmed",
    },
    people: { speaker: ["speaker@foyer.demo"] },
  },
  {
    id: "5e55a0e1-0000-4a00-8000-00000000a003",
    title: "Scaling Check-in to 10,000 Attendees",
    description: "Queues, badges and offline scanners: what broke and what held.",
    day: 15,
    from: "13:00",
    to: "14:30",
    settings: {
      rooms: "Room B",
      tracks: "Engineering",
      formats: "Talk",
      levels: "Advanced",
      languages: "English",
      statuses: "Proposed",
    },
    people: {},
  },
  {
    ...DEMO_SESSIONS.workshop,
    description: "Build a speaker portal from an empty event, in two parts.",
    day: 16,
    from: "09:00",
    to: "12:00",
    settings: {
      rooms: "Workshop Lab",
      tracks: "Engineering",
      formats: "Workshop",
      levels: "Intermediate",
      languages: "English",
      statuses: "Confirmed",
    },
    people: { speaker: ["grace@example.com"] },
  },
  {
    id: "5e55a0e1-0000-4a00-8000-00000000a005",
    title: "Community Panel: Running Meetups That Last",
    description: "Organizers of long-running meetups on volunteers, venues and keeping it fun.",
    day: 16,
    from: "14:00",
    to: "15:00",
    settings: {
      rooms: "Main Hall",
      tracks: "Community",
      formats: "Panel",
      levels: "Beginner",
      languages: "German",
      statuses: "Confirmed",
    },
    people: {
      speaker: ["speaker@foyer.demo", "amara@example.com"],
      moderator: ["linus@example.com"],
      chairperson: ["grace@example.com"],
    },
  },
  {
    id: "5e55a0e1-0000-4a00-8000-00000000a006",
    title: "Closing Remarks",
    description: "Thanks, takeaways and next year's dates.",
    day: 17,
    from: "16:00",
    to: "16:30",
    settings: { rooms: "Main Hall", formats: "Keynote", languages: "English", statuses: "Confirmed" },
    people: {},
  },
  {
    id: "5e55a0e1-0000-4a00-8000-00000000a041",
    title: "Part 1: Setting up the portal",
    description: "",
    day: 16,
    from: "09:00",
    to: "10:30",
    settings: { rooms: "Workshop Lab", formats: "Workshop" },
    people: {},
    parent: DEMO_SESSIONS.workshop.id,
  },
  {
    id: "5e55a0e1-0000-4a00-8000-00000000a042",
    title: "Part 2: Going live",
    description: "",
    day: 16,
    from: "10:45",
    to: "12:00",
    settings: { rooms: "Workshop Lab", formats: "Workshop" },
    people: {},
    parent: DEMO_SESSIONS.workshop.id,
  },
];

const at = (day: number, time: string) => new Date(`2027-03-${day}T${time}:00-04:00`);

/**
 * The Summit's rooms, tracks, formats, levels, languages and statuses, its sessions (one with two
 * subsessions) and their speakers, moderators and chairpersons, taken from the Summit's contacts
 * by email; the demo speaker (speaker@foyer.demo) speaks in two. A handful of inserts.
 */
export async function seedDemoSessions(tx: Db, summit: { id: string; orgId: string }): Promise<void> {
  const ids = new Map<string, string>();
  const items = sessionSettingKinds.flatMap((kind) =>
    SETTINGS[kind].map(([name, colour], position) => {
      const id = `5e55a0e1-${String(sessionSettingKinds.indexOf(kind) + 1).padStart(4, "0")}-4b00-8000-${String(position + 1).padStart(12, "0")}`;
      ids.set(`${kind}:${name}`, id);
      return {
        id,
        orgId: summit.orgId,
        eventId: summit.id,
        kind,
        name,
        colour,
        position,
        ...EXTRAS[`${kind}:${name}`],
      };
    }),
  );
  await tx.insert(sessionSettingItems).values(items);

  const ref = (session: DemoSession, kind: SessionSettingKind) => {
    const name = session.settings[kind];
    return name ? (ids.get(`${kind}:${name}`) ?? null) : null;
  };
  // Parents first: a subsession's parent must exist when it is written.
  const ordered = [...SESSIONS].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  await tx.insert(eventSessions).values(
    ordered.map((session) => ({
      id: session.id,
      orgId: summit.orgId,
      eventId: summit.id,
      parentId: session.parent ?? null,
      title: session.title,
      description: session.description,
      startsAt: at(session.day, session.from),
      endsAt: at(session.day, session.to),
      roomId: ref(session, "rooms"),
      trackId: ref(session, "tracks"),
      formatId: ref(session, "formats"),
      levelId: ref(session, "levels"),
      languageId: ref(session, "languages"),
      statusId: ref(session, "statuses"),
    })),
  );

  await tx
    .insert(sessionPersonas)
    .values(
      PERSONAS.flatMap(([sessionId, names]) =>
        names.map((name) => ({ sessionId, personaId: ids.get(`personas:${name}`) as string })),
      ),
    );

  const emails = [...new Set(SESSIONS.flatMap((session) => Object.values(session.people).flat()))];
  const people = await tx
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.eventId, summit.id), inArray(sql`lower(${contacts.email})`, emails)));
  const contactOf = new Map(people.map((person) => [person.email?.toLowerCase(), person.id]));
  const participants = SESSIONS.flatMap((session) =>
    (Object.entries(session.people) as [ParticipantRole, string[]][]).flatMap(([role, list]) =>
      list.flatMap((email, position) => {
        const contactId = contactOf.get(email);
        return contactId ? [{ sessionId: session.id, contactId, role, position }] : [];
      }),
    ),
  );
  if (participants.length > 0) await tx.insert(sessionParticipants).values(participants);
}

/** The Summit's schedule as first published, so the public exports answer on `npm start`. */
export const DEMO_RELEASE = { version: "1.0", changelog: "First published schedule." } as const;

/** Publishes the Summit's schedule once (its Confirmed, placed sessions), released by `userId`. */
export async function seedDemoRelease(tx: Db, summitId: string, userId: string): Promise<void> {
  const [event] = await tx.select().from(events).where(eq(events.id, summitId));
  if (!event) throw new Error("The Summit must be seeded before its schedule is released");
  await createRelease(tx, event, userId, { ...DEMO_RELEASE });
}
