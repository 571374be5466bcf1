import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import {
  type AvailabilityBody,
  type PortalMySchedule,
  type PublicSchedule,
  SPEAKER_FEED_NOT_FOUND,
  toWallTime,
} from "@foyer/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, events, portals, scheduleReleases } from "../../db/schema/index.js";
import type { SigningKeys } from "../auth/tokens.js";
import { absent } from "../refusal.js";
import { availabilityOf, replaceAvailability } from "../schedule/availability.js";
import { scheduleIcs } from "../schedule/exports.js";
import { getPublicPortal } from "./portals.js";
import type { Participant } from "./sessions.js";

/*
 * A speaker's own part of the published schedule (issue 25 item 4): "My schedule" in the portal
 * (`GET …/me/schedule`) and their personal iCalendar feed. Both read the event's latest release
 * only, so a speaker sees what participants see, never an unpublished change. The feed lives at
 * `/api/public/speaker-schedule/{token}.ics`: the token names the portal and the contact and is
 * signed with a key derived from the server's signing key, so it cannot be guessed or altered;
 * a calendar app subscribes to it without signing in. What it shows is public once released.
 */

type ReleaseRow = typeof scheduleReleases.$inferSelect;

async function latestReleaseOf(db: Db, eventId: string): Promise<ReleaseRow | null> {
  const [row] = await db
    .select()
    .from(scheduleReleases)
    .where(eq(scheduleReleases.eventId, eventId))
    .orderBy(desc(scheduleReleases.releasedAt), desc(scheduleReleases.id))
    .limit(1);
  return row ?? null;
}

/** The release with only the sessions `contactId` speaks in. */
function mineOf(release: ReleaseRow, contactId: string): PublicSchedule {
  return {
    version: release.version,
    releasedAt: release.releasedAt.toISOString(),
    changelog: release.changelog,
    ...release.snapshot,
    sessions: release.snapshot.sessions.filter((session) =>
      session.speakers.some((speaker) => speaker.id === contactId),
    ),
  };
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");

/** Signs and reads feed tokens: `{portalId}.{contactId}` in base64url, then its HMAC. */
export function speakerFeedTokens(keys: SigningKeys) {
  const key = Buffer.from(
    hkdfSync(
      "sha256",
      keys.privateKey.export({ format: "der", type: "pkcs8" }),
      "foyer",
      "speaker schedule feed v1",
      32,
    ),
  );
  const sign = (body: string) => createHmac("sha256", key).update(body).digest();
  return {
    issue(portalId: string, contactId: string): string {
      const body = b64(JSON.stringify({ p: portalId, c: contactId }));
      return `${body}.${b64(sign(body))}`;
    },
    /** The portal and contact a token names, or null when it is not one of ours. */
    read(token: string): { portalId: string; contactId: string } | null {
      const [body, mac, extra] = token.split(".");
      if (!body || !mac || extra !== undefined || token.length > 1000) return null;
      const given = Buffer.from(mac, "base64url");
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
          p?: unknown;
          c?: unknown;
        };
        return typeof claims.p === "string" && typeof claims.c === "string"
          ? { portalId: claims.p, contactId: claims.c }
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type SpeakerFeedTokens = ReturnType<typeof speakerFeedTokens>;

export const speakerFeedPath = (token: string) => `/api/public/speaker-schedule/${token}.ics`;

/** GET …/me/schedule: the participant's sessions in the latest release, by day in the event's zone. */
export async function mySchedule(
  db: Db,
  who: Participant,
  tokens: SpeakerFeedTokens,
): Promise<PortalMySchedule> {
  const release = await latestReleaseOf(db, who.event.id);
  const timezone = who.event.timezone;
  const feedUrl = speakerFeedPath(tokens.issue(who.portal.id, who.contactId ?? "none"));
  if (!release) return { timezone, release: null, days: [], feedUrl };
  const mine = who.contactId ? mineOf(release, who.contactId) : { ...mineOf(release, ""), sessions: [] };
  const rooms = new Map(mine.rooms.map((room) => [room.id, room.name]));
  const tracks = new Map(mine.tracks.map((track) => [track.id, track.name]));
  const days: PortalMySchedule["days"] = [];
  const sorted = [...mine.sessions].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title),
  );
  for (const session of sorted) {
    const date = toWallTime(session.startsAt, timezone).slice(0, 10);
    const entry = {
      id: session.id,
      title: session.title,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      room: rooms.get(session.roomId) ?? null,
      track: session.trackId ? (tracks.get(session.trackId) ?? null) : null,
      plenum: session.plenum,
    };
    const day = days.at(-1);
    if (day?.date === date) day.sessions.push(entry);
    else days.push({ date, sessions: [entry] });
  }
  return {
    timezone,
    release: { version: release.version, releasedAt: release.releasedAt.toISOString() },
    days,
    feedUrl,
  };
}

/**
 * GET /public/speaker-schedule/{token}.ics: the speaker's released sessions as iCalendar (RFC
 * 5545, written like the public `schedule.ics`). A token that is not ours, a portal or contact
 * gone, a draft event, or no release yet all answer the same 404.
 */
export async function speakerFeed(
  db: Db,
  tokens: SpeakerFeedTokens,
  token: string,
  host: string,
): Promise<string> {
  const claims = tokens.read(token);
  if (!claims) throw absent(SPEAKER_FEED_NOT_FOUND);
  const [contactRow] = await db
    .select({ eventId: contacts.eventId, isDraft: events.isDraft })
    .from(contacts)
    .innerJoin(events, eq(events.id, contacts.eventId))
    .where(eq(contacts.id, claims.contactId));
  const eventId = contactRow?.eventId;
  if (!eventId || contactRow.isDraft) throw absent(SPEAKER_FEED_NOT_FOUND);
  const release = await latestReleaseOf(db, eventId);
  const portal = await portalOfEvent(db, claims.portalId, eventId);
  if (!release || !portal) throw absent(SPEAKER_FEED_NOT_FOUND);
  const mine = mineOf(release, claims.contactId);
  return scheduleIcs({ ...mine, event: { ...mine.event, name: `${mine.event.name}: my schedule` } }, host);
}

/** Whether the portal exists, belongs to the event and still shows a calendar. */
async function portalOfEvent(db: Db, portalId: string, eventId: string) {
  const [row] = await db
    .select({ id: portals.id, slug: portals.slug })
    .from(portals)
    .where(and(eq(portals.id, portalId), eq(portals.eventId, eventId)));
  if (!row) return null;
  const portal = await getPublicPortal(db, row.slug, row.id);
  return portal?.sections.includes("calendar") ? portal : null;
}

/** Said to a portal member who has no contact in the event (so no availability to keep). */
export const NO_CONTACT_FOR_AVAILABILITY =
  "You are not one of this event's contacts yet, so there is no availability to keep.";

/** The event's days and zone, which the portal's "My availability" edits by. */
async function eventDaysOf(db: Db, who: Participant) {
  const [row] = await db
    .select({ timezone: events.timezone, startsOn: events.dateFrom, endsOn: events.dateTo })
    .from(events)
    .where(eq(events.id, who.event.id));
  if (!row) throw absent(NO_CONTACT_FOR_AVAILABILITY);
  return row;
}

/** GET …/me/availability: the speaker's own windows (none: always available), with the event's days. */
export async function myAvailability(db: Db, who: Participant) {
  const days = await eventDaysOf(db, who);
  if (!who.contactId) return { windows: [], ...days };
  return { ...(await availabilityOf(db, who.event.id, who.contactId)), ...days };
}

/** PUT …/me/availability: the windows replace their stored ones, audited on their contact. */
export async function replaceMyAvailability(
  db: Db,
  who: Participant,
  userId: string,
  body: AvailabilityBody,
) {
  if (!who.contactId) throw absent(NO_CONTACT_FOR_AVAILABILITY);
  const [event] = await db.select().from(events).where(eq(events.id, who.event.id));
  if (!event) throw absent(NO_CONTACT_FOR_AVAILABILITY);
  const saved = await replaceAvailability(db, event, userId, who.contactId, body);
  return { ...saved, timezone: event.timezone, startsOn: event.dateFrom, endsOn: event.dateTo };
}
