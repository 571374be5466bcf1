import {
  type PortalActivityKind,
  type PortalHistoryPage,
  type PortalOverview,
  portalProfileMessages,
} from "@foyer/domain";
import { and, asc, count, desc, eq, exists, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  portalActivity,
  portalFileRequestRecipients,
  portalFileRequests,
  portalFileSubmissions,
  portalMessages,
  portalTaskAssignments,
  portalTasks,
  portalThreads,
} from "../../db/schema/index.js";
import { invalid } from "../refusal.js";
import { settingsOfPortal } from "./profile.js";
import { listMySessions, type Participant } from "./sessions.js";

/*
 * The participant's history (`/history`) and the landing page's counts (issue 6). Each query is
 * bounded by this portal and the participant's own contact; a member without a contact has an
 * empty history and nothing to do.
 */

/**
 * GET …/me/history: their own lines, newest first. The cursor is the last line's id; the next
 * page is what comes after that line in (at, id) order, so lines written meanwhile never repeat.
 */
export async function myHistory(
  db: Db,
  who: Participant,
  query: { cursor?: string | undefined; limit: number },
): Promise<PortalHistoryPage> {
  const { contactId } = who;
  if (!contactId) return { items: [], nextCursor: null };
  const mine = and(eq(portalActivity.portalId, who.portal.id), eq(portalActivity.contactId, contactId));
  if (query.cursor) {
    const [known] = await db
      .select({ id: portalActivity.id })
      .from(portalActivity)
      .where(and(mine, eq(portalActivity.id, query.cursor)));
    if (!known)
      throw invalid(portalProfileMessages.badCursor, [
        { path: "cursor", message: portalProfileMessages.badCursor },
      ]);
  }
  // Compared in the database: JavaScript dates would drop the timestamps' microseconds.
  const after = query.cursor
    ? sql`(${portalActivity.at}, ${portalActivity.id}) < (select a.at, a.id from portal_activity a where a.id = ${query.cursor})`
    : undefined;
  const rows = await db
    .select()
    .from(portalActivity)
    .where(and(mine, after))
    .orderBy(desc(portalActivity.at), desc(portalActivity.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind as PortalActivityKind,
      summary: row.summary,
      at: row.at.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** GET …/me/overview: open tasks, unread threads, documents to hand in, the next session. */
export async function myOverview(db: Db, who: Participant, now = new Date()): Promise<PortalOverview> {
  const settings = await settingsOfPortal(db, who.portal.id);
  const { contactId } = who;
  const empty: PortalOverview = {
    sections: settings.sections,
    tasks: { open: 0, nextDue: null },
    messages: { unread: 0 },
    documents: { open: 0 },
    nextSession: null,
  };
  if (!contactId) return empty;
  const openTask = and(
    eq(portalTaskAssignments.contactId, contactId),
    eq(portalTasks.portalId, who.portal.id),
    isNull(portalTaskAssignments.doneAt),
  );
  const [[tasks], [nextDue], [unread], [documents], sessions] = await Promise.all([
    db
      .select({ open: count() })
      .from(portalTaskAssignments)
      .innerJoin(portalTasks, eq(portalTasks.id, portalTaskAssignments.taskId))
      .where(openTask),
    db
      .select({ id: portalTasks.id, title: portalTasks.title, dueDate: portalTasks.dueDate })
      .from(portalTaskAssignments)
      .innerJoin(portalTasks, eq(portalTasks.id, portalTaskAssignments.taskId))
      .where(and(openTask, isNotNull(portalTasks.dueDate)))
      .orderBy(asc(portalTasks.dueDate), asc(portalTasks.title), asc(portalTasks.id))
      .limit(1),
    db
      .select({ unread: count() })
      .from(portalThreads)
      .where(
        and(
          eq(portalThreads.portalId, who.portal.id),
          eq(portalThreads.contactId, contactId),
          exists(
            db
              .select({ one: sql`1` })
              .from(portalMessages)
              .where(
                and(
                  eq(portalMessages.threadId, portalThreads.id),
                  eq(portalMessages.fromOrganizer, true),
                  or(
                    isNull(portalThreads.participantReadAt),
                    sql`${portalMessages.createdAt} > ${portalThreads.participantReadAt}`,
                  ),
                ),
              ),
          ),
        ),
      ),
    db
      .select({ open: count() })
      .from(portalFileRequestRecipients)
      .innerJoin(portalFileRequests, eq(portalFileRequests.id, portalFileRequestRecipients.requestId))
      .where(
        and(
          eq(portalFileRequestRecipients.contactId, contactId),
          eq(portalFileRequests.portalId, who.portal.id),
          notExists(
            db
              .select({ one: sql`1` })
              .from(portalFileSubmissions)
              .where(
                and(
                  eq(portalFileSubmissions.requestId, portalFileRequestRecipients.requestId),
                  eq(portalFileSubmissions.contactId, contactId),
                ),
              ),
          ),
        ),
      ),
    listMySessions(db, who),
  ]);
  // The next session is the first one not over yet (one under way still counts).
  const nextSession =
    sessions.sessions.find((session) => {
      const end = session.endsAt ?? session.startsAt;
      return end !== null && new Date(end).getTime() > now.getTime();
    }) ?? null;
  return {
    ...empty,
    tasks: {
      open: Number(tasks?.open ?? 0),
      nextDue: nextDue?.dueDate ? { id: nextDue.id, title: nextDue.title, dueDate: nextDue.dueDate } : null,
    },
    messages: { unread: Number(unread?.unread ?? 0) },
    documents: { open: Number(documents?.open ?? 0) },
    nextSession,
  };
}
