import { randomUUID } from "node:crypto";
import {
  type OrganizerPortalTask,
  type ParticipantRole,
  type PortalTaskAssignBody,
  type PortalTaskAssignee,
  type PortalTaskAssignResult,
  type PortalTaskGroup,
  type portalTaskBody,
  portalTaskMessages,
  segmentMessages,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  portalTaskAssignments,
  portalTasks,
  portalUsers,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { peopleWhere } from "../organizations/people.js";
import { findSegment } from "../organizations/segments.js";
import { absent, orAbsent } from "../refusal.js";
import type { OrganizerPortal } from "./admin.js";

/*
 * The organizer's side of portal tasks (issue 6 "Organizer side": "tasks (create, assign to
 * people or groups)"). Every call comes with a portal `organizerPortalOf` resolved (permission on
 * `portalTasks`, the portal one of the event's): a task of another portal, or a contact of
 * another event, reads as unknown (404).
 */

type TaskInput = z.output<typeof portalTaskBody>;
type TaskRow = typeof portalTasks.$inferSelect;

const CHUNK = 1000;

const toTask = (row: TaskRow, assigned = 0, done = 0): OrganizerPortalTask => ({
  id: row.id,
  title: row.title,
  description: row.description,
  dueDate: row.dueDate,
  link: row.link,
  assignedCount: Number(assigned),
  doneCount: Number(done),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The portal's task `taskId`, or 404; `lock` holds it until the transaction ends. */
async function findTask(db: Db, portalId: string, taskId: string, lock = false): Promise<TaskRow> {
  const query = db
    .select()
    .from(portalTasks)
    .where(and(eq(portalTasks.id, taskId), eq(portalTasks.portalId, portalId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw absent(portalTaskMessages.notFound);
  return row;
}

/** The portal's tasks with how many are assigned and done, by due date (undated last), then title. */
export async function listTasks(
  db: Db,
  op: OrganizerPortal,
  taskId?: string,
): Promise<OrganizerPortalTask[]> {
  const rows = await db
    .select({
      task: portalTasks,
      assigned: count(portalTaskAssignments.contactId),
      done: count(portalTaskAssignments.doneAt),
    })
    .from(portalTasks)
    .leftJoin(portalTaskAssignments, eq(portalTaskAssignments.taskId, portalTasks.id))
    .where(and(eq(portalTasks.portalId, op.portal.id), taskId ? eq(portalTasks.id, taskId) : undefined))
    .groupBy(portalTasks.id)
    .orderBy(sql`${portalTasks.dueDate} asc nulls last`, asc(portalTasks.title), asc(portalTasks.id));
  return rows.map((row) => toTask(row.task, row.assigned, row.done));
}

export async function createTask(
  db: Db,
  op: OrganizerPortal,
  input: TaskInput,
  userId: string,
): Promise<OrganizerPortalTask> {
  const [row] = await db
    .insert(portalTasks)
    .values({ id: randomUUID(), portalId: op.portal.id, createdBy: userId, ...input })
    .returning();
  if (!row) throw new Error("The task was not saved");
  return toTask(row);
}

/** PUT replaces the task's fields; its assignees and their done state stay. */
export async function updateTask(
  db: Db,
  op: OrganizerPortal,
  taskId: string,
  input: TaskInput,
): Promise<OrganizerPortalTask> {
  await findTask(db, op.portal.id, taskId);
  await db
    .update(portalTasks)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(portalTasks.id, taskId), eq(portalTasks.portalId, op.portal.id)));
  const [task] = await listTasks(db, op, taskId);
  if (!task) throw absent(portalTaskMessages.notFound);
  return task;
}

/** Deleting a task takes its assignments with it; participants' history lines stay. */
export async function deleteTask(db: Db, op: OrganizerPortal, taskId: string): Promise<{ id: string }> {
  const [gone] = await db
    .delete(portalTasks)
    .where(and(eq(portalTasks.id, taskId), eq(portalTasks.portalId, op.portal.id)))
    .returning({ id: portalTasks.id });
  if (!gone) throw absent(portalTaskMessages.notFound);
  return gone;
}

/** Who the task is assigned to, by name, with their done state. */
async function assigneesOf(db: Db, taskId: string): Promise<PortalTaskAssignee[]> {
  const rows = await db
    .select({
      contactId: contacts.id,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
      assignedAt: portalTaskAssignments.assignedAt,
      doneAt: portalTaskAssignments.doneAt,
    })
    .from(portalTaskAssignments)
    .innerJoin(contacts, eq(contacts.id, portalTaskAssignments.contactId))
    .where(eq(portalTaskAssignments.taskId, taskId))
    .orderBy(asc(sql`lower(${contacts.fname} || ' ' || ${contacts.lname})`), asc(contacts.id));
  return rows.map((row) => ({
    contactId: row.contactId,
    name: `${row.fname} ${row.lname}`.trim(),
    email: row.email ?? "",
    assignedAt: row.assignedAt.toISOString(),
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
  }));
}

export async function listAssignees(
  db: Db,
  op: OrganizerPortal,
  taskId: string,
): Promise<PortalTaskAssignee[]> {
  await findTask(db, op.portal.id, taskId);
  return assigneesOf(db, taskId);
}

const roleOfGroup: Partial<Record<PortalTaskGroup, ParticipantRole>> = {
  speakers: "speaker",
  moderators: "moderator",
  chairpersons: "chairperson",
};

/**
 * The contacts of the portal's event the member signs in as, by the rule the portal itself uses
 * (portal-sessions `participantOf`): the contact linked to their account, else the earliest one
 * carrying their email that no other account claims.
 */
async function portalUserContacts(db: Db, op: OrganizerPortal): Promise<string[]> {
  const rows = await db
    .select({ userId: users.id, contactId: contacts.id, linkedTo: contacts.userId })
    .from(portalUsers)
    .innerJoin(users, eq(users.id, portalUsers.userId))
    .innerJoin(
      contacts,
      and(
        eq(contacts.eventId, op.event.id),
        sql`(${contacts.userId} = ${users.id} or (${contacts.userId} is null and lower(${contacts.email}) = lower(${users.email})))`,
      ),
    )
    .where(eq(portalUsers.portalId, op.portal.id))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  const linked = new Map<string, string>();
  const byEmail = new Map<string, string>();
  for (const row of rows) {
    const mine = row.linkedTo === row.userId ? linked : byEmail;
    if (!mine.has(row.userId)) mine.set(row.userId, row.contactId);
  }
  const members = new Set([...linked.keys(), ...byEmail.keys()]);
  const ids = [...members].flatMap((userId) => {
    const id = linked.get(userId) ?? byEmail.get(userId);
    return id ? [id] : [];
  });
  return [...new Set(ids)];
}

/** A group as the contacts of the portal's event it holds now. */
async function groupContacts(
  db: Db,
  op: OrganizerPortal,
  group: NonNullable<PortalTaskAssignBody["group"]>,
): Promise<string[]> {
  if (typeof group === "object") {
    // A segment of the event's organization (people or speakers), narrowed to this event.
    const segment = orAbsent(
      await findSegment(db, op.event.orgId, group.segmentId),
      segmentMessages.notFound,
    );
    const rows = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(eq(contacts.eventId, op.event.id), peopleWhere(segment.orgId, segment.kind, "", segment.filters)),
      );
    return rows.map((row) => row.id);
  }
  const role = roleOfGroup[group];
  if (!role) return portalUserContacts(db, op);
  const rows = await db
    .selectDistinct({ id: contacts.id })
    .from(sessionParticipants)
    .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
    .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
    .where(
      and(
        eq(sessionParticipants.role, role),
        eq(eventSessions.eventId, op.event.id),
        eq(contacts.eventId, op.event.id),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every id must be a contact of the portal's event: one that is not fails the whole call (404). */
async function requireEventContacts(db: Db, op: OrganizerPortal, ids: readonly string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const [found] = await db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.eventId, op.event.id), inArray(contacts.id, chunk)));
    if (Number(found?.n ?? 0) !== chunk.length) throw absent(portalTaskMessages.contactNotInEvent);
  }
}

/** POST `…/assignees`: picked contacts or a group; those already assigned keep their done state. */
export async function assignTask(
  db: Db,
  op: OrganizerPortal,
  taskId: string,
  body: PortalTaskAssignBody,
): Promise<PortalTaskAssignResult> {
  return inTransaction(db, async (tx) => {
    await findTask(tx, op.portal.id, taskId, true);
    let ids: string[];
    if (body.contactIds) {
      ids = [...new Set(body.contactIds)];
      await requireEventContacts(tx, op, ids);
    } else {
      ids = body.group ? await groupContacts(tx, op, body.group) : [];
    }
    let added = 0;
    for (let at = 0; at < ids.length; at += CHUNK) {
      const inserted = await tx
        .insert(portalTaskAssignments)
        .values(ids.slice(at, at + CHUNK).map((contactId) => ({ taskId, contactId })))
        .onConflictDoNothing()
        .returning({ contactId: portalTaskAssignments.contactId });
      added += inserted.length;
    }
    return { added, assignees: await assigneesOf(tx, taskId) };
  });
}

/** DELETE `…/assignees/{contactId}`: 404 when that contact is not assigned to this task. */
export async function unassignTask(
  db: Db,
  op: OrganizerPortal,
  taskId: string,
  contactId: string,
): Promise<PortalTaskAssignee[]> {
  return inTransaction(db, async (tx) => {
    await findTask(tx, op.portal.id, taskId, true);
    const gone = await tx
      .delete(portalTaskAssignments)
      .where(and(eq(portalTaskAssignments.taskId, taskId), eq(portalTaskAssignments.contactId, contactId)))
      .returning({ contactId: portalTaskAssignments.contactId });
    if (gone.length === 0) throw absent(portalTaskMessages.notAssigned);
    return assigneesOf(tx, taskId);
  });
}
