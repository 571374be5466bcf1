import { randomUUID } from "node:crypto";
import {
  MESSAGE_PREVIEW_MAX,
  messagePreview,
  ORGANIZER_TEAM,
  type PortalMessage,
  type PortalThreadDetail,
  type PortalThreadSummary,
  threadPersonName,
} from "@foyer/domain";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalMessages, portalThreads, users } from "../../db/schema/index.js";

/*
 * The thread store both sides share (issue 6 `/messages`): listing with unread state, reading,
 * appending. Callers scope every query (the participant by portal and contact, the organizer by
 * portal) before anything here runs.
 *
 * Unread: a thread is unread for one side when the other side wrote a message after that side's
 * read mark. Each new message is stamped strictly after the thread's previous one, and a read
 * mark is the stamp of the newest message actually shown, so a message that lands while someone
 * reads stays unread (no clock-tie or race marks it read unseen).
 */

/** Who is looking: the participant, or someone of the organizer team. */
export type ThreadSide = "participant" | "organizer";

export type ThreadRow = typeof portalThreads.$inferSelect;

const readMarkOf = (side: ThreadSide) =>
  side === "participant" ? portalThreads.participantReadAt : portalThreads.organizerReadAt;

// Spelled out in subqueries: drizzle may render a column unqualified there, and "id" inside
// `portal_messages m` would then be the message's own.
const threadColumn = (name: "id" | "participant_read_at" | "organizer_read_at") =>
  sql.raw(`"portal_threads"."${name}"`);

/** Whether the other side wrote after `side` last read (an SQL condition on portal_threads). */
export function unreadFor(side: ThreadSide): SQL<boolean> {
  const mark = threadColumn(side === "participant" ? "participant_read_at" : "organizer_read_at");
  const theirs = side === "participant" ? sql`m.from_organizer` : sql`not m.from_organizer`;
  return sql<boolean>`exists (select 1 from ${portalMessages} m where m.thread_id = ${threadColumn("id")} and ${theirs} and (${mark} is null or m.created_at > ${mark}))`;
}

// Enough of the newest body to fold into a preview; the rest never leaves the database.
const previewSource = sql<
  string | null
>`(select left(m.body, ${MESSAGE_PREVIEW_MAX * 3}) from ${portalMessages} m where m.thread_id = ${threadColumn("id")} order by m.created_at desc, m.id desc limit 1)`;

/** The columns a thread list needs, for `side`. */
export function summaryColumns(side: ThreadSide) {
  return {
    id: portalThreads.id,
    subject: portalThreads.subject,
    lastMessageAt: portalThreads.lastMessageAt,
    preview: previewSource,
    unread: unreadFor(side),
  };
}

/** A selected row as the list shows it. */
export function summaryOf(row: {
  id: string;
  subject: string;
  lastMessageAt: Date;
  preview: string | null;
  unread: unknown;
}): PortalThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    preview: messagePreview(row.preview ?? ""),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.unread === true || row.unread === "t",
  };
}

export const newestFirst = [desc(portalThreads.lastMessageAt), desc(portalThreads.id)] as const;

/**
 * The thread's messages oldest first, each named for `side`: the participant reads "You" for
 * their own and the organizer's name (or "Organizer team"); the organizers read the participant's
 * name. Then marks the thread read for `side` up to the newest message shown.
 */
export async function readThread(
  db: Db,
  thread: ThreadRow,
  side: ThreadSide,
  participantName: string,
): Promise<PortalThreadDetail> {
  const rows = await db
    .select({
      id: portalMessages.id,
      body: portalMessages.body,
      fromOrganizer: portalMessages.fromOrganizer,
      createdAt: portalMessages.createdAt,
      fname: users.fname,
      lname: users.lname,
    })
    .from(portalMessages)
    .leftJoin(users, eq(users.id, portalMessages.authorUserId))
    .where(eq(portalMessages.threadId, thread.id))
    .orderBy(asc(portalMessages.createdAt), asc(portalMessages.id));
  const messages: PortalMessage[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    fromOrganizer: row.fromOrganizer,
    // An organizer's name only, never their email; a removed account reads as the team.
    author: row.fromOrganizer
      ? threadPersonName({ fname: row.fname, lname: row.lname }, ORGANIZER_TEAM)
      : side === "participant"
        ? "You"
        : participantName,
    createdAt: row.createdAt.toISOString(),
  }));
  const newest = rows.at(-1);
  if (newest) {
    const mark = readMarkOf(side);
    const upTo = sql`(select ${portalMessages.createdAt} from ${portalMessages} where ${portalMessages.id} = ${newest.id})`;
    await db
      .update(portalThreads)
      .set(
        side === "participant"
          ? { participantReadAt: sql`greatest(coalesce(${mark}, ${upTo}), ${upTo})` }
          : { organizerReadAt: sql`greatest(coalesce(${mark}, ${upTo}), ${upTo})` },
      )
      .where(eq(portalThreads.id, thread.id));
  }
  return {
    id: thread.id,
    subject: thread.subject,
    createdAt: thread.createdAt.toISOString(),
    lastMessageAt: (newest?.createdAt ?? thread.lastMessageAt).toISOString(),
    messages,
  };
}

/** A new thread with its first message, inside the caller's transaction. */
export async function createThread(
  tx: Db,
  values: { portalId: string; contactId: string; subject: string },
  first: { fromOrganizer: boolean; authorUserId: string | null; body: string },
): Promise<ThreadRow> {
  // No message yet: the first one's stamp (now) becomes the thread's last.
  const [thread] = await tx
    .insert(portalThreads)
    .values({ id: randomUUID(), ...values, lastMessageAt: new Date(0) })
    .returning();
  if (!thread) throw new Error("portal_threads insert returned no row");
  return appendMessage(tx, thread, first);
}

/**
 * Adds a message to a thread the caller has locked (`lockThread`), stamped strictly after the
 * thread's last one; the writer's side has read everything up to it.
 */
export async function appendMessage(
  tx: Db,
  thread: ThreadRow,
  message: { fromOrganizer: boolean; authorUserId: string | null; body: string },
): Promise<ThreadRow> {
  const at = new Date(Math.max(Date.now(), thread.lastMessageAt.getTime() + 1));
  await tx
    .insert(portalMessages)
    .values({ id: randomUUID(), threadId: thread.id, ...message, createdAt: at });
  const [updated] = await tx
    .update(portalThreads)
    .set(
      message.fromOrganizer
        ? { lastMessageAt: at, organizerReadAt: at }
        : { lastMessageAt: at, participantReadAt: at },
    )
    .where(eq(portalThreads.id, thread.id))
    .returning();
  if (!updated) throw new Error("portal_threads update returned no row");
  return updated;
}

/** The thread matching `where`, locked until the transaction ends (replies queue behind each other). */
export async function lockThread(tx: Db, where: SQL | undefined): Promise<ThreadRow | undefined> {
  const [thread] = await tx.select().from(portalThreads).where(where).for("update");
  return thread;
}

/** The thread `threadId` of portal `portalId`, narrowed further by `extra` (a contact). */
export function threadWhere(portalId: string, threadId: string, extra?: SQL): SQL | undefined {
  return and(eq(portalThreads.id, threadId), eq(portalThreads.portalId, portalId), extra);
}
