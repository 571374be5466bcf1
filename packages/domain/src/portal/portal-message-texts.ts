/*
 * The portal messages' limits and words (issue 6).
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

export const THREAD_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;
/** A thread list shows the start of its newest message, at most this many characters. */
export const MESSAGE_PREVIEW_MAX = 140;
/** Who wrote an organizer message when their account is gone (or unnamed). */
export const ORGANIZER_TEAM = "Organizer team";

export const portalMessageTexts = {
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be at most ${THREAD_SUBJECT_MAX} characters`,
  bodyRequired: "Message is required",
  bodyTooLong: `Message must be at most ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters`,
  /** A thread id that is unknown or another participant's (the server answers 404 for both). */
  threadNotFound: "This conversation does not exist or is not one of yours.",
  /** The organizer's answer for a thread that is not of this portal. */
  threadNotInPortal: "This conversation does not exist in this portal.",
  /** A portal member whose account matches no contact of the event cannot start one. */
  noContact: "You are not a participant of this event yet, so you cannot send messages.",
  contactNotInEvent: "This contact does not exist in this portal's event.",
} as const;
