/**
 * What a participant sees of their own sessions in the portal (spec 1 §2 "Portal": /sessions,
 * /session/{sessionId}, /calendar; issue 6). API: `/api/portal/{portalSlug}/{portalId}/me/…`.
 * The server answers only the sessions of the signed-in user's own contact in the portal's event.
 */

/** Their types are the answer schemas' (portal-sessions-contract.ts); type-only here, so no zod. */
export type {
  PortalCalendar,
  PortalCalendarDay,
  PortalCoParticipant,
  PortalMySchedule,
  PortalScheduledSession,
  PortalSession,
  PortalSessionDetail,
  PortalSessionFile,
  PortalSessionList,
} from "./portal-sessions-contract.js";

/** Shown when a session id is unknown or not the participant's (the server answers 404 for both). */
export const PORTAL_SESSION_NOT_FOUND = "This session does not exist or is not one of yours.";
/** The answer for a signed-in user who is not a member of the portal. */
export const PORTAL_ACCESS_DENIED = "You do not have access to this portal.";

/** The personal feed's answer for a token that is not (or no longer) a speaker's. */
export const SPEAKER_FEED_NOT_FOUND = "This calendar feed does not exist.";
