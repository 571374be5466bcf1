import { z } from "zod";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_PREVIEW_MAX,
  portalMessageTexts,
  THREAD_SUBJECT_MAX,
} from "./portal-message-texts.js";

/** Moved to portal-message-texts.ts (no zod there, so browser bundles can take them alone). */
export {
  MESSAGE_BODY_MAX,
  MESSAGE_PREVIEW_MAX,
  ORGANIZER_TEAM,
  portalMessageTexts,
  THREAD_SUBJECT_MAX,
} from "./portal-message-texts.js";

/*
 * Message threads between one participant and the organizer team (issue 6: participant
 * `/messages`, "threads with the organizer team, unread state"). Participant API:
 * `/api/portal/{portalSlug}/{portalId}/me/threads…`; organizer API:
 * `/api/events/{eventId}/portals/{portalId}/threads…`. Bodies are plain text, shown as text with
 * their line breaks; the server parses every body with these and the forms check them first.
 */

const subject = z
  .string({ error: portalMessageTexts.subjectRequired })
  .trim()
  .min(1, portalMessageTexts.subjectRequired)
  .max(THREAD_SUBJECT_MAX, portalMessageTexts.subjectTooLong);

// Trimmed at both ends only: inner line breaks are the writer's and are kept.
const body = z
  .string({ error: portalMessageTexts.bodyRequired })
  .trim()
  .min(1, portalMessageTexts.bodyRequired)
  .max(MESSAGE_BODY_MAX, portalMessageTexts.bodyTooLong);

/** `POST …/me/threads`: a participant's new conversation. */
export const portalThreadBody = z.strictObject({ subject, body });
export type PortalThreadBody = z.infer<typeof portalThreadBody>;

/** `POST …/threads/{threadId}/messages` (both sides): a reply. */
export const portalReplyBody = z.strictObject({ body });
export type PortalReplyBody = z.infer<typeof portalReplyBody>;

/** `POST /api/events/{eventId}/portals/{portalId}/threads`: the organizers write first. */
export const organizerThreadBody = z.strictObject({
  contactId: z
    .string({ error: "Pick a contact" })
    .trim()
    .min(1, "Pick a contact")
    .max(200, "Contact must be an id"),
  subject,
  body,
});
export type OrganizerThreadBody = z.infer<typeof organizerThreadBody>;

/** One thread as a list shows it, newest activity first. */
export const portalThreadSummary = z.object({
  id: z.string(),
  subject: z.string(),
  /** The newest message's start as one line of plain text (at most MESSAGE_PREVIEW_MAX). */
  preview: z.string(),
  /** ISO instant of the newest message. */
  lastMessageAt: z.string(),
  /** Whether the other side wrote something newer than the reader last read. */
  unread: z.boolean(),
});
export type PortalThreadSummary = z.infer<typeof portalThreadSummary>;

/** One message; `author` is "You" for the reader's own side on the participant's page. */
export const portalMessage = z.object({
  id: z.string(),
  body: z.string(),
  fromOrganizer: z.boolean(),
  author: z.string(),
  createdAt: z.string(),
});
export type PortalMessage = z.infer<typeof portalMessage>;

/** A thread with all its messages, oldest first. */
export const portalThreadDetail = z
  .object({
    id: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    messages: z.array(portalMessage),
  })
  .meta({ id: "PortalThreadDetail" });
export type PortalThreadDetail = z.infer<typeof portalThreadDetail>;

/** `GET …/me/threads/unread-count`: threads with something new from the organizers. */
export const portalUnreadCount = z.object({ unread: z.number().int() });
export type PortalUnreadCount = z.infer<typeof portalUnreadCount>;

/** Who a thread is with, as the organizers see it. */
export const threadParticipant = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type ThreadParticipant = z.infer<typeof threadParticipant>;

/** One thread of the organizers' inbox (a `PortalThreadSummary` with whom it is with). */
export const organizerThreadSummary = z.object({
  id: z.string(),
  subject: z.string(),
  preview: z.string().describe("The newest message's start as one line of plain text"),
  lastMessageAt: z.string().describe("ISO instant of the newest message"),
  unread: z.boolean().describe("Whether the participant wrote something newer than the team last read"),
  participant: threadParticipant,
}) satisfies z.ZodType<PortalThreadSummary>;
export type OrganizerThreadSummary = z.infer<typeof organizerThreadSummary>;

/** A thread with all its messages, oldest first, as the organizers read it. */
export const organizerThreadDetail = z
  .object({
    id: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    messages: z.array(
      z.object({
        id: z.string(),
        body: z.string().describe("Plain text"),
        fromOrganizer: z.boolean(),
        author: z.string(),
        createdAt: z.string(),
      }) satisfies z.ZodType<PortalMessage>,
    ),
    participant: threadParticipant,
  })
  .meta({ id: "PortalAdminThread" }) satisfies z.ZodType<PortalThreadDetail>;
export type OrganizerThreadDetail = z.infer<typeof organizerThreadDetail>;

/**
 * A message's start as one line: whitespace folded, cut at a word near `max` with "…".
 * @example messagePreview("Hi Sam,\n\nthanks!") // "Hi Sam, thanks!"
 */
export function messagePreview(text: string, max = MESSAGE_PREVIEW_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "Sam Speaker", else the email, else `fallback`: how a person is named in a thread. */
export function threadPersonName(
  person: { fname?: string | null; lname?: string | null; email?: string | null },
  fallback: string,
): string {
  return `${person.fname ?? ""} ${person.lname ?? ""}`.trim() || person.email?.trim() || fallback;
}
