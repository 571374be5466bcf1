import {
  type OrganizerThreadBody,
  type OrganizerThreadDetail,
  type OrganizerThreadSummary,
  type PortalReplyBody,
  portalMessageTexts,
  type ThreadParticipant,
  threadPersonName,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, portalThreads } from "../../db/schema/index.js";
import { absent } from "../refusal.js";
import { organizerPortalOf } from "./admin.js";
import {
  appendMessage,
  createThread,
  lockThread,
  newestFirst,
  readThread,
  summaryColumns,
  summaryOf,
  type ThreadRow,
  threadWhere,
  unreadFor,
} from "./threads.js";

/*
 * The organizer team's side of a portal's message threads (issue 6 `/messages`; the admin's
 * /event-light/{eventId}/portals/messages). Read on `portal` shows threads (and reading marks them
 * read for the team); update on `portal` replies and starts threads. A thread or contact of
 * another portal or event reads as unknown (404).
 */

/** The most threads one inbox answer holds, newest activity first. */
export const INBOX_LIMIT = 1000;

const PARTICIPANT = "Participant";

const participantOf = (row: {
  contactId: string;
  fname: string | null;
  lname: string | null;
  email: string | null;
}): ThreadParticipant => ({
  contactId: row.contactId,
  name: threadPersonName(row, PARTICIPANT),
  email: row.email,
});

/** Every thread of the portal with whom it is with; `unread` keeps those the team has not read. */
export async function listPortalThreads(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  filter: { unread: boolean },
): Promise<OrganizerThreadSummary[]> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "read");
  const rows = await db
    .select({
      ...summaryColumns("organizer"),
      contactId: portalThreads.contactId,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
    })
    .from(portalThreads)
    .innerJoin(contacts, eq(contacts.id, portalThreads.contactId))
    .where(and(eq(portalThreads.portalId, portal.id), filter.unread ? unreadFor("organizer") : undefined))
    .orderBy(...newestFirst)
    .limit(INBOX_LIMIT);
  return rows.map((row) => ({ ...summaryOf(row), participant: participantOf(row) }));
}

/** The thread of this portal, with its participant; 404 for any other. */
async function portalThread(
  db: Db,
  portalId: string,
  threadId: string,
  lock = false,
): Promise<{ thread: ThreadRow; participant: ThreadParticipant }> {
  const where = threadWhere(portalId, threadId);
  const thread = lock ? await lockThread(db, where) : (await db.select().from(portalThreads).where(where))[0];
  if (!thread) throw absent(portalMessageTexts.threadNotInPortal);
  const [contact] = await db
    .select({ contactId: contacts.id, fname: contacts.fname, lname: contacts.lname, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.id, thread.contactId));
  const participant = contact
    ? participantOf(contact)
    : { contactId: thread.contactId, name: PARTICIPANT, email: null };
  return { thread, participant };
}

async function detail(
  db: Db,
  thread: ThreadRow,
  participant: ThreadParticipant,
): Promise<OrganizerThreadDetail> {
  return { ...(await readThread(db, thread, "organizer", participant.name)), participant };
}

/** One thread with every message; reading it marks it read for the organizer team. */
export async function getPortalThread(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  threadId: string,
): Promise<OrganizerThreadDetail> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "read");
  const { thread, participant } = await portalThread(db, portal.id, threadId);
  return detail(db, thread, participant);
}

/** The team's reply, written as the caller; the thread becomes unread for the participant. */
export async function replyToPortalThread(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  threadId: string,
  body: PortalReplyBody,
): Promise<OrganizerThreadDetail> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  const { thread, participant } = await db.transaction(async (tx) => {
    const found = await portalThread(tx, portal.id, threadId, true);
    const updated = await appendMessage(tx, found.thread, {
      fromOrganizer: true,
      authorUserId: userId,
      body: body.body,
    });
    return { thread: updated, participant: found.participant };
  });
  return detail(db, thread, participant);
}

/** A thread the team starts with a contact of the portal's event. */
export async function startPortalThread(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  body: OrganizerThreadBody,
): Promise<OrganizerThreadDetail> {
  const { portal, event } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  const [contact] = await db
    .select({ contactId: contacts.id, fname: contacts.fname, lname: contacts.lname, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, body.contactId), eq(contacts.eventId, event.id)));
  if (!contact) throw absent(portalMessageTexts.contactNotInEvent);
  const thread = await db.transaction(async (tx) =>
    createThread(
      tx,
      { portalId: portal.id, contactId: contact.contactId, subject: body.subject },
      { fromOrganizer: true, authorUserId: userId, body: body.body },
    ),
  );
  return detail(db, thread, participantOf(contact));
}
