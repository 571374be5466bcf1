import {
  type PortalReplyBody,
  type PortalThreadBody,
  type PortalThreadDetail,
  type PortalThreadSummary,
  type PortalUnreadCount,
  portalMessageTexts,
} from "@foyer/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalThreads } from "../../db/schema/index.js";
import { absent } from "../refusal.js";
import { recordActivity } from "./activity.js";
import type { Participant } from "./sessions.js";
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
 * The participant's own message threads with the organizer team (issue 6 `/messages`). Every
 * query is bounded by the portal and the participant's contact: another participant's thread
 * reads as an unknown one (404), and a member without a contact has none and can start none.
 */

const mine = (who: Participant, contactId: string) =>
  and(eq(portalThreads.portalId, who.portal.id), eq(portalThreads.contactId, contactId));

/** Their threads, newest activity first, each unread when the organizers wrote since they read. */
export async function listMyThreads(db: Db, who: Participant): Promise<PortalThreadSummary[]> {
  if (!who.contactId) return [];
  const rows = await db
    .select(summaryColumns("participant"))
    .from(portalThreads)
    .where(mine(who, who.contactId))
    .orderBy(...newestFirst);
  return rows.map(summaryOf);
}

/** How many of their threads have something new from the organizers (the nav's count). */
export async function myUnreadCount(db: Db, who: Participant): Promise<PortalUnreadCount> {
  if (!who.contactId) return { unread: 0 };
  const [row] = await db
    .select({ unread: count() })
    .from(portalThreads)
    .where(and(mine(who, who.contactId), unreadFor("participant")));
  return { unread: Number(row?.unread ?? 0) };
}

/** Their thread `threadId`, or 404 for an unknown one and for anyone else's alike. */
async function myThread(db: Db, who: Participant, threadId: string): Promise<ThreadRow> {
  if (!who.contactId) throw absent(portalMessageTexts.threadNotFound);
  const [thread] = await db
    .select()
    .from(portalThreads)
    .where(threadWhere(who.portal.id, threadId, eq(portalThreads.contactId, who.contactId)));
  if (!thread) throw absent(portalMessageTexts.threadNotFound);
  return thread;
}

/** One of their threads with every message; reading it marks it read for them. */
export async function getMyThread(db: Db, who: Participant, threadId: string): Promise<PortalThreadDetail> {
  return readThread(db, await myThread(db, who, threadId), "participant", "You");
}

/** A new thread to the organizer team; their history records it. */
export async function startMyThread(
  db: Db,
  who: Participant,
  body: PortalThreadBody,
  authorUserId: string,
): Promise<PortalThreadDetail> {
  const { contactId } = who;
  if (!contactId) throw absent(portalMessageTexts.noContact);
  const thread = await db.transaction(async (tx) => {
    const created = await createThread(
      tx,
      { portalId: who.portal.id, contactId, subject: body.subject },
      { fromOrganizer: false, authorUserId, body: body.body },
    );
    await recordActivity(tx, { portalId: who.portal.id, contactId }, "message_sent", body.subject);
    return created;
  });
  return readThread(db, thread, "participant", "You");
}

/** Their reply in one of their threads; their history records it. */
export async function replyToMyThread(
  db: Db,
  who: Participant,
  threadId: string,
  body: PortalReplyBody,
  authorUserId: string,
): Promise<PortalThreadDetail> {
  const { contactId } = who;
  if (!contactId) throw absent(portalMessageTexts.threadNotFound);
  const thread = await db.transaction(async (tx) => {
    const locked = await lockThread(
      tx,
      threadWhere(who.portal.id, threadId, eq(portalThreads.contactId, contactId)),
    );
    if (!locked) throw absent(portalMessageTexts.threadNotFound);
    const updated = await appendMessage(tx, locked, { fromOrganizer: false, authorUserId, body: body.body });
    await recordActivity(tx, { portalId: who.portal.id, contactId }, "message_sent", locked.subject);
    return updated;
  });
  return readThread(db, thread, "participant", "You");
}
