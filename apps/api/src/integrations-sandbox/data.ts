import { addDays, todayIn, zonedInstant } from "@foyer/domain";

/*
 * The stand-ins' events and speakers (issue 24 "Stand-ins"): a seeded generator for tests and the
 * bench (varied names and time zones, some speakers without an email, some events without dates),
 * and the small believable set `npm start`'s demo shows.
 */

export interface SandboxSpeaker {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  company: string | null;
  title: string | null;
  bio: string | null;
}

export interface SandboxEvent {
  id: string;
  name: string;
  /** ISO instant; null for an event without dates. */
  startsAt: string | null;
  endsAt: string | null;
  /** IANA name. */
  timeZone: string | null;
  speakers: SandboxSpeaker[];
}

/** mulberry32: a small seeded generator, so a seed always gives the same events. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = [
  "America/New_York",
  "Europe/Berlin",
  "Asia/Tokyo",
  "America/Los_Angeles",
  "Europe/London",
  "Australia/Sydney",
  "Asia/Kolkata",
  "America/Sao_Paulo",
  "UTC",
];
const TOPICS = [
  "Cloud",
  "Data",
  "Security",
  "Retail",
  "Health",
  "Climate",
  "Design",
  "Finance",
  "AI",
  "Mobility",
];
const KINDS = ["Summit", "Webinar", "Forum", "Roadshow", "Masterclass", "Conference", "Meetup", "Town Hall"];
const EDITIONS = ["Spring", "Autumn", "Global", "EMEA", "Americas", "APAC", "Partner", "Customer"];
const FIRST = [
  "Ana",
  "Björn",
  "Chloé",
  "Dmitri",
  "Emeka",
  "Fatima",
  "Giulia",
  "Hiro",
  "Inès",
  "José",
  "Kaia",
  "Liam",
];
const LAST = [
  "López",
  "Andersson",
  "Dubois",
  "Ivanov",
  "Okafor",
  "Haddad",
  "Rossi",
  "Tanaka",
  "Martin",
  "García",
];
const COMPANIES = [
  "Northwind",
  "Contoso",
  "Fabrikam",
  "Tailspin",
  "Globex",
  "Initech",
  "Umbrella Labs",
  "Hooli",
];
const TITLES = [
  "CTO",
  "Head of Events",
  "Product Lead",
  "Research Fellow",
  "VP Marketing",
  "Principal Engineer",
];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

function speakersFor(
  random: () => number,
  eventIndex: number,
  count: number,
  idBase: number,
): SandboxSpeaker[] {
  const offset = Math.floor(random() * LAST.length);
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(random, FIRST);
    // Distinct last names within an event (up to ten speakers), so no two read as one person.
    const lastName = LAST[(offset + index) % LAST.length] as string;
    const n = eventIndex * count + index;
    const company = n % 5 === 3 ? null : pick(random, COMPANIES);
    return {
      id: String(idBase + n),
      firstName,
      lastName,
      // Every fourth speaker has no email (issue 24 "a speaker without an email").
      email:
        n % 4 === 1
          ? null
          : `${ascii(firstName)}.${ascii(lastName)}.${n}@${ascii(company ?? "example")}.example`,
      company,
      title: n % 6 === 5 ? null : pick(random, TITLES),
      bio:
        n % 3 === 2 ? null : `${firstName} ${lastName} speaks about ${pick(random, TOPICS).toLowerCase()}.`,
    };
  });
}

/**
 * `count` events of `speakersPerEvent` speakers each, starting from 12 months back to 18 ahead;
 * every 17th event has no dates. Ids are numeric text (ON24 and Swoogo use numbers).
 * @default seed 1
 * @example sandboxEvents(2_000, 10) // the bench's 20,000 speakers
 */
export function sandboxEvents(count: number, speakersPerEvent: number, seed = 1): SandboxEvent[] {
  const random = seeded(seed);
  const today = new Date().toISOString().slice(0, 10);
  const eventBase = 100_000 + (seed % 1000) * 1_000_000;
  const speakerBase = 5_000_000_000 + (seed % 1000) * 100_000_000;
  return Array.from({ length: count }, (_, index) => {
    const timeZone = pick(random, ZONES);
    const name = `${pick(random, EDITIONS)} ${pick(random, TOPICS)} ${pick(random, KINDS)} ${index + 1}`;
    const undated = index % 17 === 16;
    const day = addDays(today, Math.floor(random() * 900) - 360); // within 12 months back, 18 ahead
    const hour = 8 + Math.floor(random() * 9);
    const startsAt = undated ? null : zonedInstant(day, `${String(hour).padStart(2, "0")}:00`, timeZone);
    const length = 1 + Math.floor(random() * 3);
    const endsAt = undated
      ? null
      : zonedInstant(addDays(day, length - 1), `${String(hour + 2).padStart(2, "0")}:30`, timeZone);
    return {
      id: String(eventBase + index),
      name,
      startsAt,
      endsAt,
      timeZone: undated ? null : timeZone,
      speakers: speakersFor(random, index, speakersPerEvent, speakerBase),
    };
  });
}

/** `npm start`'s demo: six events over the coming months, three or four speakers each. */
export function demoEvents(seed: number): SandboxEvent[] {
  return sandboxEvents(6, 3 + (seed % 2), seed).map((event, index) => {
    const zone = event.timeZone ?? "UTC";
    const day = addDays(todayIn(zone), 21 * (index + 1));
    return {
      ...event,
      name: event.name.replace(/ \d+$/, ` ${new Date(`${day}T12:00:00Z`).getUTCFullYear()}`),
      startsAt: zonedInstant(day, "09:00", zone),
      endsAt: zonedInstant(day, "17:30", zone),
      timeZone: zone,
    };
  });
}
