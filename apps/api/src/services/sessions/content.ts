import {
  changedFields,
  FILE_NOT_FOUND,
  type ParticipantRole,
  participantRoleLabels,
  participantRoles,
  type SessionFile,
  type SessionParticipant,
} from "@foyer/domain";
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, sessionFiles, sessionParticipants, uploads, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, invalid, orAbsent } from "../refusal.js";
import { SESSION_NOT_FOUND, sessionRow, touchSession } from "./core.js";
import { checkFileFitsKind } from "./file-kinds.js";

/*
 * A session's participants (speakers, moderators, chairpersons: contacts of the session's own
 * event) and its file content (uploads linked to it). Each change is one audit entry on the
 * session: the role's names, or the files' names, before and after.
 */

export const CONTACT_NOT_FOUND = "This contact does not exist.";
export { FILE_NOT_FOUND };
export const FILE_NOT_LINKED = "This file is not part of this session.";

const notInRole = (role: ParticipantRole) =>
  `This contact is not a ${participantRoleLabels[role].one.toLowerCase()} of this session.`;
const roleOrder = (role: ParticipantRole) => participantRoles.indexOf(role);

/** Every participant of a session: speakers, then moderators, then chairpersons, each in their order. */
export async function participantsOf(db: Db, sessionId: string): Promise<SessionParticipant[]> {
  const rows = await db
    .select({ participant: sessionParticipants, contact: contacts })
    .from(sessionParticipants)
    .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
    .where(eq(sessionParticipants.sessionId, sessionId))
    .orderBy(asc(sessionParticipants.position), asc(sessionParticipants.createdAt), asc(contacts.id));
  return rows
    .map(({ participant, contact }) => ({
      contactId: contact.id,
      role: participant.role,
      position: participant.position,
      name: `${contact.fname} ${contact.lname}`.trim(),
      email: contact.email,
      company: contact.company,
      title: contact.title,
    }))
    .sort((a, b) => roleOrder(a.role) - roleOrder(b.role));
}

/** The audit's view of one role: its people's names in order (a contact without a name by email). */
function roleSnapshot(list: SessionParticipant[], role: ParticipantRole): Record<string, unknown> {
  const names = list.filter((one) => one.role === role).map((one) => one.name || one.email || one.contactId);
  return { [participantRoleLabels[role].many]: names };
}

interface Change {
  event: EventRow;
  userId: string;
  sessionId: string;
}

async function auditRole(
  tx: Db,
  { event, userId, sessionId }: Change,
  role: ParticipantRole,
  before: SessionParticipant[],
  after: SessionParticipant[],
): Promise<void> {
  const changes = changedFields(roleSnapshot(before, role), roleSnapshot(after, role));
  if (changes.length === 0) return;
  await touchSession(tx, sessionId);
  await recordAudit(tx, {
    orgId: event.orgId,
    eventId: event.id,
    entityType: "session",
    entityId: sessionId,
    action: "update",
    userId,
    changes,
  });
}

/**
 * POST …/sessions/{sessionId}/participants: contacts of the event, added to a role after those
 * already in it. A contact already in the role stays where it is; a contact of another event or
 * organization (or an unknown id) is a 404 and adds no one.
 */
export async function addParticipants(
  db: Db,
  change: Change,
  role: ParticipantRole,
  contactIds: string[],
): Promise<SessionParticipant[]> {
  const { event, sessionId } = change;
  return inTransaction(db, async (tx) => {
    orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const wanted = [...new Set(contactIds)];
    const found = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, wanted), eq(contacts.eventId, event.id)));
    if (found.length !== wanted.length) throw absent(CONTACT_NOT_FOUND);
    const before = await participantsOf(tx, sessionId);
    const present = new Set(before.filter((one) => one.role === role).map((one) => one.contactId));
    const [last] = await tx
      .select({ position: max(sessionParticipants.position) })
      .from(sessionParticipants)
      .where(and(eq(sessionParticipants.sessionId, sessionId), eq(sessionParticipants.role, role)));
    const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    const added = wanted.filter((id) => !present.has(id));
    if (added.length > 0) {
      await tx
        .insert(sessionParticipants)
        .values(added.map((contactId, index) => ({ sessionId, contactId, role, position: start + index })))
        .onConflictDoNothing();
    }
    const after = await participantsOf(tx, sessionId);
    await auditRole(tx, change, role, before, after);
    return after;
  });
}

/** DELETE …/sessions/{sessionId}/participants/{role}/{contactId}. */
export async function removeParticipant(
  db: Db,
  change: Change,
  role: ParticipantRole,
  contactId: string,
): Promise<SessionParticipant[]> {
  const { event, sessionId } = change;
  return inTransaction(db, async (tx) => {
    orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const before = await participantsOf(tx, sessionId);
    const removed = await tx
      .delete(sessionParticipants)
      .where(
        and(
          eq(sessionParticipants.sessionId, sessionId),
          eq(sessionParticipants.role, role),
          eq(sessionParticipants.contactId, contactId),
        ),
      )
      .returning({ contactId: sessionParticipants.contactId });
    if (removed.length === 0) throw absent(notInRole(role));
    const after = await participantsOf(tx, sessionId);
    await auditRole(tx, change, role, before, after);
    return after;
  });
}

/**
 * PUT …/sessions/{sessionId}/participants/{role}/order: the role's contacts in a new order. The
 * list must hold exactly the role's contacts, so a reorder never adds or drops anyone.
 */
export async function reorderParticipants(
  db: Db,
  change: Change,
  role: ParticipantRole,
  contactIds: string[],
): Promise<SessionParticipant[]> {
  const { event, sessionId } = change;
  return inTransaction(db, async (tx) => {
    orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const before = await participantsOf(tx, sessionId);
    const current = before.filter((one) => one.role === role).map((one) => one.contactId);
    const same = current.length === contactIds.length && contactIds.every((id) => current.includes(id));
    if (!same) {
      const message = `List each of the session's ${participantRoleLabels[role].many.toLowerCase()} exactly once`;
      throw invalid(`contactIds: ${message}`, [{ path: "contactIds", message }]);
    }
    for (const [position, contactId] of contactIds.entries()) {
      await tx
        .update(sessionParticipants)
        .set({ position })
        .where(
          and(
            eq(sessionParticipants.sessionId, sessionId),
            eq(sessionParticipants.role, role),
            eq(sessionParticipants.contactId, contactId),
          ),
        );
    }
    const after = await participantsOf(tx, sessionId);
    await auditRole(tx, change, role, before, after);
    return after;
  });
}

/** A session's files, oldest first. */
export async function filesOf(db: Db, sessionId: string): Promise<SessionFile[]> {
  const rows = await db
    .select({ link: sessionFiles, upload: uploads, fname: users.fname, lname: users.lname })
    .from(sessionFiles)
    .innerJoin(uploads, eq(uploads.id, sessionFiles.uploadId))
    .leftJoin(users, eq(users.id, sessionFiles.addedBy))
    .where(eq(sessionFiles.sessionId, sessionId))
    .orderBy(asc(sessionFiles.createdAt), asc(sessionFiles.uploadId));
  return rows.map(({ link, upload, fname, lname }) => ({
    uploadId: upload.id,
    name: upload.name,
    size: upload.size,
    type: upload.type,
    url: `/api/uploads/${upload.id}`,
    addedAt: link.createdAt.toISOString(),
    addedBy: link.addedBy ? { id: link.addedBy, name: `${fname ?? ""} ${lname ?? ""}`.trim() } : null,
    kindId: link.kindId,
  }));
}

async function auditFiles(
  tx: Db,
  { event, userId, sessionId }: Change,
  before: SessionFile[],
  after: SessionFile[],
) {
  const names = (list: SessionFile[]) => ({ Files: list.map((file) => file.name) });
  const changes = changedFields(names(before), names(after));
  if (changes.length === 0) return;
  await touchSession(tx, sessionId);
  await recordAudit(tx, {
    orgId: event.orgId,
    eventId: event.id,
    entityType: "session",
    entityId: sessionId,
    action: "update",
    userId,
    changes,
  });
}

/**
 * POST …/sessions/{sessionId}/files: links an upload (`POST /api/uploads`) to the session.
 * Only event files can be linked: a module-import or logo upload reads as unknown (404). Under a
 * file kind the file must fit it (`checkFileFitsKind`, 400 naming the kind). Linking the same
 * file again changes nothing.
 */
export async function attachFile(
  db: Db,
  change: Change,
  uploadId: string,
  kindId: string | null = null,
): Promise<SessionFile[]> {
  const { event, sessionId, userId } = change;
  return inTransaction(db, async (tx) => {
    orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, uploadId));
    if (!upload?.storageKey.startsWith("event-files/")) throw absent(FILE_NOT_FOUND);
    await checkFileFitsKind(tx, event.id, kindId, upload);
    const before = await filesOf(tx, sessionId);
    await tx
      .insert(sessionFiles)
      .values({ sessionId, uploadId, addedBy: userId, kindId })
      .onConflictDoNothing();
    const after = await filesOf(tx, sessionId);
    await auditFiles(tx, change, before, after);
    return after;
  });
}

/** DELETE …/sessions/{sessionId}/files/{uploadId}: unlinks the file (the upload itself stays). */
export async function detachFile(db: Db, change: Change, uploadId: string): Promise<SessionFile[]> {
  const { event, sessionId } = change;
  return inTransaction(db, async (tx) => {
    orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const before = await filesOf(tx, sessionId);
    const removed = await tx
      .delete(sessionFiles)
      .where(and(eq(sessionFiles.sessionId, sessionId), eq(sessionFiles.uploadId, uploadId)))
      .returning({ uploadId: sessionFiles.uploadId });
    if (removed.length === 0) throw absent(FILE_NOT_LINKED);
    const after = await filesOf(tx, sessionId);
    await auditFiles(tx, change, before, after);
    return after;
  });
}
