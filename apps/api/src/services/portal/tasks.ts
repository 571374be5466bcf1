import { type PortalTask, type PortalTaskList, portalTaskMessages } from "@foyer/domain";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalTaskAssignments, portalTasks } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { absent } from "../refusal.js";
import { recordActivity } from "./activity.js";
import type { Participant } from "./sessions.js";

/*
 * The participant's own tasks (issue 6: `/tasks`, "assigned tasks with due dates, done state").
 * Every query is bounded by the participant's contact and the portal: another participant's task
 * reads as an unknown one (404), and a member without a contact has none.
 */

const columns = {
  id: portalTasks.id,
  title: portalTasks.title,
  description: portalTasks.description,
  dueDate: portalTasks.dueDate,
  link: portalTasks.link,
  doneAt: portalTaskAssignments.doneAt,
};

interface TaskRow {
  id: string;
  title: string;
  description: string;
  dueDate: string | null;
  link: string | null;
  doneAt: Date | null;
}

const toTask = (row: TaskRow): PortalTask => ({
  id: row.id,
  title: row.title,
  description: row.description,
  dueDate: row.dueDate,
  link: row.link,
  done: row.doneAt !== null,
  doneAt: row.doneAt ? row.doneAt.toISOString() : null,
});

/** The participant's tasks in this portal, `taskId` alone when given. */
function mine(db: Db, who: Participant, contactId: string, taskId?: string) {
  return db
    .select(columns)
    .from(portalTaskAssignments)
    .innerJoin(portalTasks, eq(portalTasks.id, portalTaskAssignments.taskId))
    .where(
      and(
        eq(portalTaskAssignments.contactId, contactId),
        eq(portalTasks.portalId, who.portal.id),
        taskId ? eq(portalTasks.id, taskId) : undefined,
      ),
    );
}

/** Open first (by due date, undated last), then done; each by due date, title and id. */
export async function listMyTasks(db: Db, who: Participant): Promise<PortalTaskList> {
  if (!who.contactId) return { timezone: who.event.timezone, tasks: [] };
  const rows = await mine(db, who, who.contactId).orderBy(
    sql`${portalTaskAssignments.doneAt} is not null`,
    sql`${portalTasks.dueDate} asc nulls last`,
    asc(portalTasks.title),
    asc(portalTasks.id),
  );
  return { timezone: who.event.timezone, tasks: rows.map(toTask) };
}

/**
 * PUT (done) and DELETE (reopen) `…/me/tasks/{taskId}/done`: idempotent. Only a real change
 * writes a line of the participant's history, in the same transaction.
 */
export async function setMyTaskDone(
  db: Db,
  who: Participant,
  taskId: string,
  done: boolean,
): Promise<PortalTask> {
  const contactId = who.contactId;
  if (!contactId) throw absent(portalTaskMessages.notYours);
  return inTransaction(db, async (tx) => {
    const [found] = await mine(tx, who, contactId, taskId);
    if (!found) throw absent(portalTaskMessages.notYours);
    // Conditional on the current state, so two clicks at once change (and record) it once.
    const changed = await tx
      .update(portalTaskAssignments)
      .set({ doneAt: done ? new Date() : null })
      .where(
        and(
          eq(portalTaskAssignments.taskId, taskId),
          eq(portalTaskAssignments.contactId, contactId),
          done ? isNull(portalTaskAssignments.doneAt) : isNotNull(portalTaskAssignments.doneAt),
        ),
      )
      .returning({ doneAt: portalTaskAssignments.doneAt });
    const [now] = changed;
    if (!now) return toTask(found);
    await recordActivity(
      tx,
      { portalId: who.portal.id, contactId },
      done ? "task_done" : "task_reopened",
      found.title,
    );
    return toTask({ ...found, doneAt: now.doneAt });
  });
}
