import { randomUUID } from "node:crypto";
import {
  type FileRequest,
  type FileRequestGroup,
  type FileRequestRecipient,
  type FileRequestRecipientsAdded,
  type fileRequestBody,
  fileRequestMessages,
  type ParticipantRole,
} from "@foyer/domain";
import { and, asc, count, countDistinct, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  portalFileRequestRecipients,
  portalFileRequests,
  portalFileSubmissions,
  portalUsers,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import { absent } from "../refusal.js";
import type { OrganizerPortal } from "./admin.js";

/*
 * The organizer's file requests of one portal (issue 6 "Organizer side": `portals/file-requests`).
 * Every call comes with the portal `organizerPortalOf` found for the event, so a request of another
 * portal, and a contact of another event, read as unknown (404).
 */

type RequestRow = typeof portalFileRequests.$inferSelect;
type FileRequestFields = z.output<typeof fileRequestBody>;

/** The request of this portal, or 404. */
export async function requestOf(db: Db, scope: OrganizerPortal, requestId: string): Promise<RequestRow> {
  const [request] = await db
    .select()
    .from(portalFileRequests)
    .where(and(eq(portalFileRequests.id, requestId), eq(portalFileRequests.portalId, scope.portal.id)));
  if (!request) throw absent(fileRequestMessages.notFound);
  return request;
}

/** Requests as the list shows them, with how many recipients and how many handed something in. */
async function summaries(db: Db, portalId: string, requestId?: string): Promise<FileRequest[]> {
  const rows = await db
    .select()
    .from(portalFileRequests)
    .where(
      and(
        eq(portalFileRequests.portalId, portalId),
        requestId ? eq(portalFileRequests.id, requestId) : undefined,
      ),
    )
    .orderBy(desc(portalFileRequests.createdAt), asc(portalFileRequests.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [recipients, handedIn] = await Promise.all([
    db
      .select({ requestId: portalFileRequestRecipients.requestId, n: count() })
      .from(portalFileRequestRecipients)
      .where(inArray(portalFileRequestRecipients.requestId, ids))
      .groupBy(portalFileRequestRecipients.requestId),
    // Only files of current recipients count: a removed recipient's files stay, apart.
    db
      .select({
        requestId: portalFileSubmissions.requestId,
        n: countDistinct(portalFileSubmissions.contactId),
      })
      .from(portalFileSubmissions)
      .innerJoin(
        portalFileRequestRecipients,
        and(
          eq(portalFileRequestRecipients.requestId, portalFileSubmissions.requestId),
          eq(portalFileRequestRecipients.contactId, portalFileSubmissions.contactId),
        ),
      )
      .where(inArray(portalFileSubmissions.requestId, ids))
      .groupBy(portalFileSubmissions.requestId),
  ]);
  const recipientCount = new Map(recipients.map((row) => [row.requestId, Number(row.n)]));
  const handedInCount = new Map(handedIn.map((row) => [row.requestId, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    portalId: row.portalId,
    title: row.title,
    instructions: row.instructions,
    dueDate: row.dueDate,
    acceptedTypes: row.acceptedTypes,
    maxFiles: row.maxFiles,
    createdAt: row.createdAt.toISOString(),
    recipientCount: recipientCount.get(row.id) ?? 0,
    handedInCount: handedInCount.get(row.id) ?? 0,
  }));
}

export async function summaryOf(db: Db, scope: OrganizerPortal, requestId: string): Promise<FileRequest> {
  const [summary] = await summaries(db, scope.portal.id, requestId);
  if (!summary) throw absent(fileRequestMessages.notFound);
  return summary;
}

/** `GET …/file-requests`: newest first. */
export function listFileRequests(db: Db, scope: OrganizerPortal): Promise<FileRequest[]> {
  return summaries(db, scope.portal.id);
}

export async function createFileRequest(
  db: Db,
  scope: OrganizerPortal,
  userId: string,
  fields: FileRequestFields,
): Promise<FileRequest> {
  const id = randomUUID();
  await db.insert(portalFileRequests).values({ id, portalId: scope.portal.id, createdBy: userId, ...fields });
  return summaryOf(db, scope, id);
}

/** `PUT …/file-requests/{requestId}`: the whole request. Files already handed in stay as they are. */
export async function updateFileRequest(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
  fields: FileRequestFields,
): Promise<FileRequest> {
  const request = await requestOf(db, scope, requestId);
  await db.update(portalFileRequests).set(fields).where(eq(portalFileRequests.id, request.id));
  return summaryOf(db, scope, request.id);
}

/** `DELETE …/file-requests/{requestId}`: the request, its recipients and the files handed in to it. */
export async function deleteFileRequest(db: Db, scope: OrganizerPortal, requestId: string) {
  const request = await requestOf(db, scope, requestId);
  await db.delete(portalFileRequests).where(eq(portalFileRequests.id, request.id));
  return { id: request.id };
}

const nameOf = (contact: { fname: string; lname: string }) =>
  `${contact.fname} ${contact.lname}`.trim() || "Unnamed contact";

/** `GET …/recipients`: by name. */
export async function listRecipients(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
): Promise<FileRequestRecipient[]> {
  const request = await requestOf(db, scope, requestId);
  return recipientsOf(db, request.id);
}

export async function recipientsOf(db: Db, requestId: string): Promise<FileRequestRecipient[]> {
  const rows = await db
    .select({ contactId: contacts.id, fname: contacts.fname, lname: contacts.lname, email: contacts.email })
    .from(portalFileRequestRecipients)
    .innerJoin(contacts, eq(contacts.id, portalFileRequestRecipients.contactId))
    .where(eq(portalFileRequestRecipients.requestId, requestId))
    .orderBy(asc(contacts.lname), asc(contacts.fname), asc(contacts.id));
  return rows.map((row) => ({ contactId: row.contactId, name: nameOf(row), email: row.email }));
}

const groupRoles: Record<Exclude<FileRequestGroup, "portal-users">, ParticipantRole> = {
  speakers: "speaker",
  moderators: "moderator",
  chairpersons: "chairperson",
};

/**
 * A group's contacts in the portal's event: the people with that role in any of its sessions, or
 * the contact each of the portal's users signs in as (as `participantOf` finds it: the one linked
 * to the account, else the earliest with the account's email).
 */
async function groupContacts(db: Db, scope: OrganizerPortal, group: FileRequestGroup): Promise<string[]> {
  const eventId = scope.event.id;
  if (group !== "portal-users") {
    const rows = await db
      .selectDistinct({ contactId: sessionParticipants.contactId })
      .from(sessionParticipants)
      .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
      .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
      .where(
        and(
          eq(eventSessions.eventId, eventId),
          eq(contacts.eventId, eventId),
          eq(sessionParticipants.role, groupRoles[group]),
        ),
      );
    return rows.map((row) => row.contactId);
  }
  const members = await db
    .select({ userId: users.id, email: users.email })
    .from(portalUsers)
    .innerJoin(users, eq(users.id, portalUsers.userId))
    .where(eq(portalUsers.portalId, scope.portal.id));
  if (members.length === 0) return [];
  const emails = members.map((member) => member.email.toLowerCase());
  const candidates = await db
    .select({ id: contacts.id, userId: contacts.userId, email: contacts.email })
    .from(contacts)
    .where(
      and(
        eq(contacts.eventId, eventId),
        or(
          inArray(
            contacts.userId,
            members.map((member) => member.userId),
          ),
          and(isNull(contacts.userId), inArray(sql`lower(${contacts.email})`, emails)),
        ),
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  const found = new Set<string>();
  for (const member of members) {
    const email = member.email.toLowerCase();
    const contact =
      candidates.find((one) => one.userId === member.userId) ??
      candidates.find((one) => one.userId === null && one.email?.toLowerCase() === email);
    if (contact) found.add(contact.id);
  }
  return [...found];
}

/**
 * `POST …/recipients`: contacts by id (each must be a contact of the portal's event, else 404 and
 * none is added) or a group. Someone already asked is left as they are.
 */
export async function addRecipients(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
  body: { contactIds: string[] } | { group: FileRequestGroup },
): Promise<FileRequestRecipientsAdded> {
  const request = await requestOf(db, scope, requestId);
  let ids: string[];
  if ("group" in body) ids = await groupContacts(db, scope, body.group);
  else {
    ids = [...new Set(body.contactIds)];
    const known = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, ids), eq(contacts.eventId, scope.event.id)));
    if (known.length !== ids.length) throw absent(fileRequestMessages.contactNotFound);
  }
  const added =
    ids.length === 0
      ? []
      : await db
          .insert(portalFileRequestRecipients)
          .values(ids.map((contactId) => ({ requestId: request.id, contactId })))
          .onConflictDoNothing()
          .returning({ contactId: portalFileRequestRecipients.contactId });
  return { added: added.length, recipients: await recipientsOf(db, request.id) };
}

/**
 * `DELETE …/recipients/{contactId}`: the request is no longer theirs to see. Files they handed in
 * stay (on `portals/files`), and are theirs again if they are asked again.
 */
export async function removeRecipient(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
  contactId: string,
): Promise<FileRequestRecipient[]> {
  const request = await requestOf(db, scope, requestId);
  const removed = await db
    .delete(portalFileRequestRecipients)
    .where(
      and(
        eq(portalFileRequestRecipients.requestId, request.id),
        eq(portalFileRequestRecipients.contactId, contactId),
      ),
    )
    .returning({ contactId: portalFileRequestRecipients.contactId });
  if (removed.length === 0) throw absent(fileRequestMessages.recipientNotFound);
  return recipientsOf(db, request.id);
}
