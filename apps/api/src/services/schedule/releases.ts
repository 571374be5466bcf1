import { randomUUID } from "node:crypto";
import {
  type PublicChangelog,
  type PublicSchedule,
  type ReleaseBody,
  type ScheduleRelease,
  type ScheduleSnapshot,
  scheduleMessages,
} from "@foyer/domain";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import {
  contacts,
  eventSessions,
  events,
  scheduleReleases,
  sessionParticipants,
  sessionSettingItems,
  users,
} from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { personaIdsOf, personaNames } from "../sessions/personas.js";
import { emitWebhookEvent } from "../webhooks/emit.js";

/*
 * Releases (issue 25 item 4): `POST …/schedule/releases` freezes the published schedule — every
 * session with a time, a room and a status marked public — into a snapshot; the public exports
 * (public-exports.ts) serve the newest one. A snapshot holds what the exports show and nothing
 * else (no emails, no internal statuses), so publishing never leaks what was not meant to be.
 */

/** The live schedule as it would be published now. */
export async function publishedSnapshot(db: Db, event: EventRow): Promise<ScheduleSnapshot> {
  const settings = await db
    .select()
    .from(sessionSettingItems)
    .where(eq(sessionSettingItems.eventId, event.id))
    .orderBy(asc(sessionSettingItems.position), asc(sessionSettingItems.name), asc(sessionSettingItems.id));
  const publicStatuses = settings
    .filter((item) => item.kind === "statuses" && item.isPublic)
    .map((s) => s.id);
  const sessions =
    publicStatuses.length === 0
      ? []
      : await db
          .select()
          .from(eventSessions)
          .where(
            and(
              eq(eventSessions.eventId, event.id),
              isNotNull(eventSessions.startsAt),
              isNotNull(eventSessions.endsAt),
              isNotNull(eventSessions.roomId),
              inArray(eventSessions.statusId, publicStatuses),
            ),
          )
          .orderBy(asc(eventSessions.startsAt), asc(eventSessions.title), asc(eventSessions.id));
  const ids = sessions.map((session) => session.id);
  const [speakers, personas] = await Promise.all([speakersOf(db, ids), personaIdsOf(db, ids)]);
  const items = new Map(settings.map((item) => [item.id, item]));
  const roomIds = new Set(sessions.map((session) => session.roomId));
  const trackIds = new Set(sessions.map((session) => session.trackId));
  return {
    event: {
      slug: event.slug,
      name: event.name,
      timeZone: event.timezone,
      startsOn: event.dateFrom,
      endsOn: event.dateTo,
    },
    // Every room and track a published session uses, in the settings' order.
    rooms: settings
      .filter((item) => item.kind === "rooms" && roomIds.has(item.id))
      .map((room) => ({ id: room.id, name: room.name, capacity: room.capacity })),
    tracks: settings
      .filter((item) => item.kind === "tracks" && trackIds.has(item.id))
      .map((track) => ({ id: track.id, name: track.name, color: track.colour })),
    sessions: sessions.map((session) => ({
      id: session.id,
      title: session.title,
      description: session.description.trim() === "" ? null : session.description,
      startsAt: (session.startsAt as Date).toISOString(),
      endsAt: (session.endsAt as Date).toISOString(),
      roomId: session.roomId as string,
      trackId: session.trackId,
      plenum: session.plenum,
      speakers: speakers.get(session.id) ?? [],
      personas: personaNames(items, personas.get(session.id)),
    })),
  };
}

/** Each session's speakers, in their order: `{ id, name }` only. */
async function speakersOf(db: Db, sessionIds: string[]) {
  const bySession = new Map<string, { id: string; name: string }[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      sessionId: sessionParticipants.sessionId,
      id: contacts.id,
      fname: contacts.fname,
      lname: contacts.lname,
    })
    .from(sessionParticipants)
    .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
    .where(and(inArray(sessionParticipants.sessionId, sessionIds), eq(sessionParticipants.role, "speaker")))
    .orderBy(asc(sessionParticipants.position), asc(contacts.lname), asc(contacts.id));
  for (const row of rows) {
    const list = bySession.get(row.sessionId) ?? [];
    list.push({ id: row.id, name: `${row.fname} ${row.lname}`.trim() });
    bySession.set(row.sessionId, list);
  }
  return bySession;
}

type ReleaseRow = typeof scheduleReleases.$inferSelect;

function releaseOf(row: ReleaseRow, by: { id: string; name: string } | null): ScheduleRelease {
  return {
    id: row.id,
    version: row.version,
    changelog: row.changelog,
    releasedAt: row.releasedAt.toISOString(),
    releasedBy: by,
    sessionCount: row.snapshot.sessions.length,
  };
}

/** POST …/schedule/releases: 400 when nothing would be published, 409 for a version already used. */
export async function createRelease(
  db: Db,
  event: EventRow,
  userId: string,
  body: ReleaseBody,
): Promise<ScheduleRelease> {
  const snapshot = await publishedSnapshot(db, event);
  if (snapshot.sessions.length === 0) throw invalid(scheduleMessages.nothingScheduled);
  const taken = () => {
    const message = scheduleMessages.versionTaken(body.version);
    return clash(message, [{ path: "version", message }]);
  };
  const [existing] = await db
    .select({ id: scheduleReleases.id })
    .from(scheduleReleases)
    .where(
      and(
        eq(scheduleReleases.eventId, event.id),
        sql`lower(${scheduleReleases.version}) = lower(${body.version})`,
      ),
    );
  if (existing) throw taken();
  let release: ScheduleRelease;
  try {
    const [row] = await db
      .insert(scheduleReleases)
      .values({
        id: randomUUID(),
        orgId: event.orgId,
        eventId: event.id,
        version: body.version,
        changelog: body.changelog,
        snapshot,
        releasedBy: userId,
      })
      .returning();
    if (!row) throw new Error("The release was not stored");
    release = releaseOf(row, await userRef(db, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await emitWebhookEvent(db, event.id, "schedule.released", releaseNews(event, release));
  return release;
}

/** What `schedule.released` carries (docs/integrators.md "Webhooks"): the release and where to read it. */
function releaseNews(event: EventRow, release: ScheduleRelease): Record<string, unknown> {
  const base = `/api/public/events/${encodeURIComponent(event.slug)}/schedule`;
  return {
    id: release.id,
    version: release.version,
    changelog: release.changelog,
    releasedAt: release.releasedAt,
    sessionCount: release.sessionCount,
    exports: { json: `${base}.json`, ics: `${base}.ics`, xml: `${base}.xml` },
  };
}

async function userRef(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? { id: user.id, name: `${user.fname} ${user.lname}`.trim() || user.email } : null;
}

/** GET …/schedule/releases: newest first. */
export async function listReleases(db: Db, event: EventRow): Promise<ScheduleRelease[]> {
  const rows = await db
    .select({ release: scheduleReleases, fname: users.fname, lname: users.lname, email: users.email })
    .from(scheduleReleases)
    .leftJoin(users, eq(users.id, scheduleReleases.releasedBy))
    .where(eq(scheduleReleases.eventId, event.id))
    .orderBy(desc(scheduleReleases.releasedAt), desc(scheduleReleases.id));
  return rows.map(({ release, fname, lname, email }) =>
    releaseOf(
      release,
      release.releasedBy && email !== null
        ? { id: release.releasedBy, name: `${fname ?? ""} ${lname ?? ""}`.trim() || email }
        : null,
    ),
  );
}

/**
 * The event behind a public slug, with its releases (newest first). An unknown slug, a draft
 * (unpublished) event and an event without a release all read the same: 404, one message.
 */
async function publicReleases(db: Db, slug: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.isDraft, false)));
  const rows = event
    ? await db
        .select()
        .from(scheduleReleases)
        .where(eq(scheduleReleases.eventId, event.id))
        .orderBy(desc(scheduleReleases.releasedAt), desc(scheduleReleases.id))
    : [];
  if (!event || rows.length === 0) throw absent(scheduleMessages.scheduleNotFound);
  return { event, rows };
}

/** The event's id for the throttle's target, once the slug is known to be public. */
export interface PublishedSchedule {
  eventId: string;
  schedule: PublicSchedule;
}

/** GET /public/events/{eventSlug}/schedule.*: the latest release. */
export async function latestRelease(db: Db, slug: string): Promise<PublishedSchedule> {
  const { event, rows } = await publicReleases(db, slug);
  const latest = rows[0] as ReleaseRow;
  return {
    eventId: event.id,
    schedule: {
      version: latest.version,
      releasedAt: latest.releasedAt.toISOString(),
      changelog: latest.changelog,
      ...latest.snapshot,
      // The address it is served at, should the slug have changed since.
      event: { ...latest.snapshot.event, slug: event.slug },
    },
  };
}

/** GET /public/events/{eventSlug}/schedule/changelog: every release, newest first. */
export async function publicChangelogOf(
  db: Db,
  slug: string,
): Promise<{ eventId: string; changelog: PublicChangelog }> {
  const { event, rows } = await publicReleases(db, slug);
  return {
    eventId: event.id,
    changelog: rows.map((row) => ({
      version: row.version,
      releasedAt: row.releasedAt.toISOString(),
      changelog: row.changelog,
    })),
  };
}
