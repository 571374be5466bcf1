import { z } from "zod";
import { participantRoles } from "../sessions/session-contract.js";

/*
 * The answers of the participant's session calls (`/api/portal/{portalSlug}/{portalId}/me/…`;
 * portal-sessions.ts). Kept apart from portal-sessions.ts, which has no zod, so browser bundles
 * can take its messages alone.
 */

/** Someone else taking part in the session: a name and a role, never contact details. */
export const portalCoParticipant = z.object({ name: z.string(), role: z.enum(participantRoles) });
export type PortalCoParticipant = z.infer<typeof portalCoParticipant>;

/** One of the participant's sessions, as the list and the calendar show it. */
export const portalSession = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The participant's own roles in it (speaker, moderator, chairperson), in that order. */
    roles: z.array(z.enum(participantRoles)),
    /** ISO instants, or null while unscheduled. */
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    /** The event's time zone (IANA), in which the times are shown. */
    timezone: z.string(),
    room: z.string().nullable(),
    track: z.string().nullable(),
    /** The other participants, speakers first, each in their order. */
    coParticipants: z.array(portalCoParticipant),
    fileCount: z.number().int(),
  })
  .meta({ id: "PortalSession" });
export type PortalSession = z.infer<typeof portalSession>;

/** A file of one of the participant's sessions; `url` is the portal's own download route. */
export const portalSessionFile = z.object({
  uploadId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** `/api/portal/{slug}/{id}/me/sessions/{sessionId}/files/{uploadId}` (needs the bearer token). */
  url: z.string(),
});
export type PortalSessionFile = z.infer<typeof portalSessionFile>;

export const portalSessionDetail = portalSession.extend({
  description: z.string(),
  files: z.array(portalSessionFile),
});
export type PortalSessionDetail = z.infer<typeof portalSessionDetail>;

/** `GET …/me/sessions`: earliest first, unscheduled last. */
export const portalSessionList = z.object({ timezone: z.string(), sessions: z.array(portalSession) });
export type PortalSessionList = z.infer<typeof portalSessionList>;

/** One day of the agenda, in the event's time zone. */
export const portalCalendarDay = z.object({
  /** `YYYY-MM-DD` in the event's time zone. */
  date: z.string(),
  sessions: z.array(portalSession),
});
export type PortalCalendarDay = z.infer<typeof portalCalendarDay>;

/** `GET …/me/calendar`: scheduled sessions by day; the unscheduled apart (they are not in the .ics). */
export const portalCalendar = z.object({
  timezone: z.string(),
  days: z.array(portalCalendarDay),
  unscheduled: z.array(portalSession),
});
export type PortalCalendar = z.infer<typeof portalCalendar>;

/** A session of the published schedule as a speaker's "My schedule" shows it. */
export const portalScheduledSession = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  room: z.string().nullable(),
  track: z.string().nullable(),
  plenum: z.boolean(),
});
export type PortalScheduledSession = z.infer<typeof portalScheduledSession>;

/**
 * `GET …/me/schedule`: the speaker's sessions in the event's latest released schedule (issue 25
 * item 4), by day in the event's time zone; `release` is null before the first release. `feedUrl`
 * is their personal iCalendar feed (`/api/public/speaker-schedule/{token}.ics`): a secret address
 * a calendar app can subscribe to without signing in.
 */
export const portalMySchedule = z.object({
  timezone: z.string(),
  release: z.object({ version: z.string(), releasedAt: z.string() }).nullable(),
  days: z.array(z.object({ date: z.string(), sessions: z.array(portalScheduledSession) })),
  feedUrl: z.string(),
});
export type PortalMySchedule = z.infer<typeof portalMySchedule>;
