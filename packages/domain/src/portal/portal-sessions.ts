import type { ParticipantRole } from "../sessions/session-contract.js";

/**
 * What a participant sees of their own sessions in the portal (spec 1 §2 "Portal": /sessions,
 * /session/{sessionId}, /calendar; issue 6). API: `/api/portal/{portalSlug}/{portalId}/me/…`.
 * The server answers only the sessions of the signed-in user's own contact in the portal's event.
 */

/** Someone else taking part in the session: a name and a role, never contact details. */
export interface PortalCoParticipant {
  name: string;
  role: ParticipantRole;
}

/** One of the participant's sessions, as the list and the calendar show it. */
export interface PortalSession {
  id: string;
  title: string;
  /** The participant's own roles in it (speaker, moderator, chairperson), in that order. */
  roles: ParticipantRole[];
  /** ISO instants, or null while unscheduled. */
  startsAt: string | null;
  endsAt: string | null;
  /** The event's time zone (IANA), in which the times are shown. */
  timezone: string;
  room: string | null;
  track: string | null;
  /** The other participants, speakers first, each in their order. */
  coParticipants: PortalCoParticipant[];
  fileCount: number;
}

/** A file of one of the participant's sessions; `url` is the portal's own download route. */
export interface PortalSessionFile {
  uploadId: string;
  name: string;
  size: number;
  type: string;
  /** `/api/portal/{slug}/{id}/me/sessions/{sessionId}/files/{uploadId}` (needs the bearer token). */
  url: string;
}

export interface PortalSessionDetail extends PortalSession {
  description: string;
  files: PortalSessionFile[];
}

/** `GET …/me/sessions`: earliest first, unscheduled last. */
export interface PortalSessionList {
  timezone: string;
  sessions: PortalSession[];
}

/** One day of the agenda, in the event's time zone. */
export interface PortalCalendarDay {
  /** `YYYY-MM-DD` in the event's time zone. */
  date: string;
  sessions: PortalSession[];
}

/** `GET …/me/calendar`: scheduled sessions by day; the unscheduled apart (they are not in the .ics). */
export interface PortalCalendar {
  timezone: string;
  days: PortalCalendarDay[];
  unscheduled: PortalSession[];
}

/** Shown when a session id is unknown or not the participant's (the server answers 404 for both). */
export const PORTAL_SESSION_NOT_FOUND = "This session does not exist or is not one of yours.";
/** The answer for a signed-in user who is not a member of the portal. */
export const PORTAL_ACCESS_DENIED = "You do not have access to this portal.";
