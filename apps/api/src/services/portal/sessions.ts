import {
  FILE_NOT_FOUND,
  messages,
  type ParticipantRole,
  PORTAL_ACCESS_DENIED,
  PORTAL_SECTION_OFF,
  PORTAL_SESSION_NOT_FOUND,
  type PortalCalendar,
  type PortalCalendarDay,
  type PortalCoParticipant,
  type PortalSection,
  type PortalSession,
  type PortalSessionDetail,
  type PortalSessionList,
  participantRoles,
  toWallTime,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  events,
  portalUsers,
  sessionFiles,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import { absent, notPermitted, orAbsent } from "../refusal.js";
import { filesOf } from "../sessions/content.js";
import { type SessionRow, settingItemsOf } from "../sessions/core.js";
import { findUpload } from "../uploads/uploads.js";
import { buildCalendar, icsFileName } from "./ics.js";
import { getPublicPortal, type PortalSummary } from "./portals.js";

/*
 * The participant's own sessions in a portal (issue 6: "A participant sees only what belongs to
 * them, enforced by the server"). Every call starts from `participantOf`, and every query below is
 * bounded by the contact it finds: another participant's session reads as an unknown one (404).
 */

export interface Participant {
  portal: PortalSummary;
  event: { id: string; orgId: string; timezone: string; name: string };
  /** The user's contact in the portal's event; null when they have none (so no sessions). */
  contactId: string | null;
}

/**
 * Who the signed-in user is in this portal: 404 for an unknown portal, 403 for a non-member, then
 * their contact in the portal's event — the one linked to their account, else the one with their
 * email (ignoring case), as the event team may not have linked it yet.
 */
export async function participantOf(
  db: Db,
  userId: string,
  portalSlug: string,
  portalId: string,
  section?: PortalSection | null,
): Promise<Participant> {
  const portal = await getPublicPortal(db, portalSlug, portalId);
  if (!portal) throw absent(messages.portalNotFound);
  // A section the organizers turned off is gone for everyone, not just from the nav.
  if (section && !portal.sections.includes(section)) throw absent(PORTAL_SECTION_OFF);
  const [member] = await db
    .select({ userId: portalUsers.userId })
    .from(portalUsers)
    .where(and(eq(portalUsers.portalId, portal.id), eq(portalUsers.userId, userId)));
  if (!member) throw notPermitted(PORTAL_ACCESS_DENIED);
  const [event] = await db
    .select({ id: events.id, orgId: events.orgId, timezone: events.timezone, name: events.name })
    .from(events)
    .where(eq(events.id, portal.event_id));
  if (!event) throw absent(PORTAL_SESSION_NOT_FOUND);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user?.email?.toLowerCase() ?? null;
  const matches = await db
    .select({ id: contacts.id, userId: contacts.userId })
    .from(contacts)
    .where(
      and(
        eq(contacts.eventId, event.id),
        email
          ? // A contact linked to another sign-in is that person's, whatever its email says.
            sql`(${contacts.userId} = ${userId} or (${contacts.userId} is null and lower(${contacts.email}) = ${email}))`
          : eq(contacts.userId, userId),
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  const contact = matches.find((one) => one.userId === userId) ?? matches[0] ?? null;
  return { portal, event, contactId: contact?.id ?? null };
}

const roleOrder = (role: ParticipantRole) => participantRoles.indexOf(role);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The participant's sessions with everything the list shows, in agenda order. */
async function sessionsOf(
  db: Db,
  who: Participant,
  sessionId?: string,
): Promise<{ row: SessionRow; session: PortalSession }[]> {
  const { contactId, event } = who;
  if (!contactId) return [];
  const mine = await db
    .select({ session: eventSessions, role: sessionParticipants.role })
    .from(sessionParticipants)
    .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
    .where(
      and(
        eq(sessionParticipants.contactId, contactId),
        eq(eventSessions.eventId, event.id),
        sessionId ? eq(eventSessions.id, sessionId) : undefined,
      ),
    );
  if (mine.length === 0) return [];
  const rows = new Map<string, SessionRow>();
  const roles = new Map<string, ParticipantRole[]>();
  for (const { session, role } of mine) {
    rows.set(session.id, session);
    roles.set(
      session.id,
      [...(roles.get(session.id) ?? []), role].sort((a, b) => roleOrder(a) - roleOrder(b)),
    );
  }
  const ids = [...rows.keys()];
  const [items, others, fileCounts] = await Promise.all([
    settingItemsOf(db, event.id),
    db
      .select({
        sessionId: sessionParticipants.sessionId,
        role: sessionParticipants.role,
        fname: contacts.fname,
        lname: contacts.lname,
      })
      .from(sessionParticipants)
      .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
      .where(
        and(
          inArray(sessionParticipants.sessionId, ids),
          sql`${sessionParticipants.contactId} <> ${contactId}`,
        ),
      )
      .orderBy(asc(sessionParticipants.position), asc(sessionParticipants.createdAt), asc(contacts.id)),
    db
      .select({ sessionId: sessionFiles.sessionId, files: count() })
      .from(sessionFiles)
      .where(inArray(sessionFiles.sessionId, ids))
      .groupBy(sessionFiles.sessionId),
  ]);
  const people = new Map<string, PortalCoParticipant[]>();
  for (const other of others) {
    const list = people.get(other.sessionId) ?? [];
    // Names only: a participant does not get their co-speakers' contact details.
    list.push({ name: `${other.fname} ${other.lname}`.trim() || "Unnamed participant", role: other.role });
    people.set(other.sessionId, list);
  }
  const files = new Map(fileCounts.map((row) => [row.sessionId, Number(row.files)]));
  const nameOf = (id: string | null) => (id ? (items.get(id)?.name ?? null) : null);
  return [...rows.values()]
    .map((row) => ({
      row,
      session: {
        id: row.id,
        title: row.title,
        roles: roles.get(row.id) ?? [],
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        timezone: event.timezone,
        room: nameOf(row.roomId),
        track: nameOf(row.trackId),
        coParticipants: (people.get(row.id) ?? []).sort((a, b) => roleOrder(a.role) - roleOrder(b.role)),
        fileCount: files.get(row.id) ?? 0,
      },
    }))
    .sort((a, b) => agendaCompare(a.row, b.row));
}

/** Earliest first, unscheduled last, then by title and id (a stable order). */
function agendaCompare(a: SessionRow, b: SessionRow): number {
  const at = a.startsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bt = b.startsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

export async function listMySessions(db: Db, who: Participant): Promise<PortalSessionList> {
  const sessions = await sessionsOf(db, who);
  return { timezone: who.event.timezone, sessions: sessions.map(({ session }) => session) };
}

const fileUrl = (who: Participant, sessionId: string, uploadId: string) =>
  `/api/portal/${encodeURIComponent(who.portal.slug)}/${encodeURIComponent(who.portal.id)}/me/sessions/${encodeURIComponent(sessionId)}/files/${encodeURIComponent(uploadId)}`;

/** One of the participant's sessions; anything else (unknown, another's) is 404, never 403. */
export async function getMySession(
  db: Db,
  who: Participant,
  sessionId: string,
): Promise<PortalSessionDetail> {
  const [found] = await sessionsOf(db, who, sessionId);
  if (!found) throw absent(PORTAL_SESSION_NOT_FOUND);
  const files = await filesOf(db, sessionId);
  return {
    ...found.session,
    description: found.row.description,
    files: files.map((file) => ({
      uploadId: file.uploadId,
      name: file.name,
      size: file.size,
      type: file.type,
      url: fileUrl(who, sessionId, file.uploadId),
    })),
  };
}

/** A file of one of the participant's sessions, or 404 (the same for another session's file). */
export async function findMySessionFile(db: Db, who: Participant, sessionId: string, uploadId: string) {
  const [found] = await sessionsOf(db, who, sessionId);
  if (!found) throw absent(PORTAL_SESSION_NOT_FOUND);
  const [link] = await db
    .select({ uploadId: sessionFiles.uploadId })
    .from(sessionFiles)
    .where(and(eq(sessionFiles.sessionId, sessionId), eq(sessionFiles.uploadId, uploadId)));
  if (!link) throw absent(FILE_NOT_FOUND);
  return orAbsent(await findUpload(db, uploadId), FILE_NOT_FOUND);
}

/** The agenda: scheduled sessions by day in the event's time zone, the unscheduled apart. */
export async function myCalendar(db: Db, who: Participant): Promise<PortalCalendar> {
  const { sessions } = await listMySessions(db, who);
  const days: PortalCalendarDay[] = [];
  for (const session of sessions) {
    if (!session.startsAt) continue;
    const date = toWallTime(session.startsAt, who.event.timezone).slice(0, 10);
    const day = days.at(-1);
    if (day?.date === date) day.sessions.push(session);
    else days.push({ date, sessions: [session] });
  }
  return { timezone: who.event.timezone, days, unscheduled: sessions.filter((session) => !session.startsAt) };
}

/** The .ics text and its file name; unscheduled sessions are left out (a VEVENT needs a start). */
export async function myCalendarIcs(
  db: Db,
  who: Participant,
  host: string,
): Promise<{ body: string; fileName: string }> {
  const found = await sessionsOf(db, who);
  const body = buildCalendar({
    name: `${who.event.name}: my sessions`,
    events: found
      .filter(({ row }) => row.startsAt)
      .map(({ row, session }) => ({
        uid: `${row.id}@${host}`,
        start: row.startsAt as Date,
        end: row.endsAt,
        summary: row.title,
        location: session.room,
        description: [
          row.description,
          session.coParticipants.length
            ? `With: ${session.coParticipants.map((one) => `${one.name} (${one.role})`).join(", ")}`
            : "",
        ]
          .filter(Boolean)
          .join("\n\n"),
      })),
  });
  return { body, fileName: icsFileName(who.event.name) };
}
