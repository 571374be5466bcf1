import { randomUUID } from "node:crypto";
import {
  type FileRequestStatus,
  type FileSubmissionStatus,
  fileRequestMessages,
  isAcceptedFile,
  type PortalFileRequestDetail,
  type PortalFileRequestSummary,
  type PortalFileSubmission,
} from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  portalFileRequestRecipients,
  portalFileRequests,
  portalFileSubmissions,
  uploads,
} from "../../db/schema/index.js";
import { absent, clash, invalid } from "../refusal.js";
import { recordActivity } from "./activity.js";
import type { Participant } from "./sessions.js";

/*
 * The participant's file requests (issue 6: `/documents/request/{requestId}`, "upload what a file
 * request asks for, see its status"). Every query is bounded by the participant's own contact and
 * the portal: a request not sent to them, another portal's or an unknown one is the same 404, and
 * so is a file of someone else's.
 */

type RequestRow = typeof portalFileRequests.$inferSelect;

const iso = (value: Date) => value.toISOString();
const enc = encodeURIComponent;

/** The status a list shows for someone's files on one request: their latest file's. */
export function latestStatus(files: readonly { status: FileSubmissionStatus }[]): FileRequestStatus {
  return files.at(-1)?.status ?? "not_handed_in";
}

/** Joins a request to its recipient row of `contactId`: only requests sent to that contact. */
const sentTo = (contactId: string) =>
  and(
    eq(portalFileRequestRecipients.requestId, portalFileRequests.id),
    eq(portalFileRequestRecipients.contactId, contactId),
  );

/** The request, when it is this portal's and sent to the participant's contact; else 404. */
async function myRequest(db: Db, who: Participant, requestId: string, lock = false): Promise<RequestRow> {
  if (!who.contactId) throw absent(fileRequestMessages.notYours);
  const query = db
    .select({ request: portalFileRequests })
    .from(portalFileRequests)
    .innerJoin(portalFileRequestRecipients, sentTo(who.contactId))
    .where(and(eq(portalFileRequests.id, requestId), eq(portalFileRequests.portalId, who.portal.id)));
  // Locking the request serializes two hand-ins of one request, so the count limit holds.
  const [found] = lock ? await query.for("update", { of: portalFileRequests }) : await query;
  if (!found) throw absent(fileRequestMessages.notYours);
  return found.request;
}

/** The participant's own files for one request, oldest first, with the upload's name and size. */
async function mySubmissions(db: Db, contactId: string, requestId: string) {
  return db
    .select({
      id: portalFileSubmissions.id,
      status: portalFileSubmissions.status,
      reviewNote: portalFileSubmissions.reviewNote,
      submittedAt: portalFileSubmissions.submittedAt,
      uploadId: portalFileSubmissions.uploadId,
      name: uploads.name,
      size: uploads.size,
      type: uploads.type,
    })
    .from(portalFileSubmissions)
    .innerJoin(uploads, eq(uploads.id, portalFileSubmissions.uploadId))
    .where(
      and(eq(portalFileSubmissions.requestId, requestId), eq(portalFileSubmissions.contactId, contactId)),
    )
    .orderBy(asc(portalFileSubmissions.submittedAt), asc(portalFileSubmissions.id));
}

const fileUrl = (who: Participant, requestId: string, submissionId: string) =>
  `/api/portal/${enc(who.portal.slug)}/${enc(who.portal.id)}/me/file-requests/${enc(requestId)}/files/${enc(submissionId)}`;

/** `GET …/me/file-requests`: the requests sent to the participant, soonest due first. */
export async function listMyFileRequests(db: Db, who: Participant): Promise<PortalFileRequestSummary[]> {
  const { contactId } = who;
  if (!contactId) return [];
  const rows = await db
    .select({ request: portalFileRequests })
    .from(portalFileRequests)
    .innerJoin(portalFileRequestRecipients, sentTo(contactId))
    .where(eq(portalFileRequests.portalId, who.portal.id))
    .orderBy(asc(portalFileRequests.createdAt), asc(portalFileRequests.id));
  if (rows.length === 0) return [];
  const files = await db
    .select({ requestId: portalFileSubmissions.requestId, status: portalFileSubmissions.status })
    .from(portalFileSubmissions)
    .where(eq(portalFileSubmissions.contactId, contactId))
    .orderBy(asc(portalFileSubmissions.submittedAt), asc(portalFileSubmissions.id));
  return rows
    .map(({ request }) => {
      const mine = files.filter((file) => file.requestId === request.id);
      return {
        id: request.id,
        title: request.title,
        dueDate: request.dueDate,
        handedIn: mine.length,
        maxFiles: request.maxFiles,
        status: latestStatus(mine),
      };
    })
    .sort((a, b) => dueOrder(a.dueDate, b.dueDate));
}

/** Days in order, requests without a due date last (the sort is stable, so creation order within). */
function dueOrder(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** `GET …/me/file-requests/{requestId}`: what it asks for and the participant's own files. */
export async function getMyFileRequest(
  db: Db,
  who: Participant,
  requestId: string,
): Promise<PortalFileRequestDetail> {
  const request = await myRequest(db, who, requestId);
  const files = await mySubmissions(db, who.contactId as string, request.id);
  return {
    id: request.id,
    title: request.title,
    instructions: request.instructions,
    dueDate: request.dueDate,
    acceptedTypes: request.acceptedTypes,
    maxFiles: request.maxFiles,
    submissions: files.map(
      (file): PortalFileSubmission => ({
        id: file.id,
        name: file.name,
        size: Number(file.size),
        type: file.type,
        status: file.status,
        reviewNote: file.reviewNote,
        submittedAt: iso(file.submittedAt),
        url: fileUrl(who, request.id, file.id),
      }),
    ),
  };
}

/**
 * `POST …/me/file-requests/{requestId}/files`: hands in an upload of the caller's own (one
 * someone else uploaded reads as unknown), of an accepted type, within the request's max files.
 * Recorded in their history in the same transaction.
 */
export async function handInFile(
  db: Db,
  who: Participant,
  userId: string,
  requestId: string,
  uploadId: string,
): Promise<PortalFileRequestDetail> {
  await db.transaction(async (tx) => {
    const request = await myRequest(tx, who, requestId, true);
    const contactId = who.contactId as string;
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
    // Only an ordinary attachment: import files and logos are not documents to hand in.
    if (!upload?.storageKey.startsWith("event-files/")) throw absent(fileRequestMessages.fileNotFound);
    if (!isAcceptedFile(upload, request.acceptedTypes))
      throw invalid(fileRequestMessages.wrongType(upload.name, request.acceptedTypes));
    const mine = await tx
      .select({ uploadId: portalFileSubmissions.uploadId })
      .from(portalFileSubmissions)
      .where(
        and(eq(portalFileSubmissions.requestId, request.id), eq(portalFileSubmissions.contactId, contactId)),
      );
    if (mine.some((one) => one.uploadId === upload.id)) throw clash(fileRequestMessages.alreadyHandedIn);
    if (mine.length >= request.maxFiles) throw clash(fileRequestMessages.tooMany(request.maxFiles));
    await tx.insert(portalFileSubmissions).values({
      id: randomUUID(),
      requestId: request.id,
      contactId,
      uploadId: upload.id,
    });
    await recordActivity(
      tx,
      { portalId: who.portal.id, contactId },
      "document_uploaded",
      `${upload.name} for ${request.title}`,
    );
  });
  return getMyFileRequest(db, who, requestId);
}

/** The participant's own file of one of their requests; 404 for anything else. */
async function mySubmission(db: Db, who: Participant, requestId: string, submissionId: string) {
  const request = await myRequest(db, who, requestId);
  const [submission] = await db
    .select()
    .from(portalFileSubmissions)
    .where(
      and(
        eq(portalFileSubmissions.id, submissionId),
        eq(portalFileSubmissions.requestId, request.id),
        eq(portalFileSubmissions.contactId, who.contactId as string),
      ),
    );
  if (!submission) throw absent(fileRequestMessages.fileNotFound);
  return { request, submission };
}

/** `DELETE …/files/{submissionId}`: takes a file back while it is not accepted; recorded in history. */
export async function removeMyFile(
  db: Db,
  who: Participant,
  requestId: string,
  submissionId: string,
): Promise<PortalFileRequestDetail> {
  await db.transaction(async (tx) => {
    const { request, submission } = await mySubmission(tx, who, requestId, submissionId);
    if (submission.status === "accepted") throw clash(fileRequestMessages.acceptedCannotBeRemoved);
    const [upload] = await tx
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.id, submission.uploadId));
    await tx.delete(portalFileSubmissions).where(eq(portalFileSubmissions.id, submission.id));
    await recordActivity(
      tx,
      { portalId: who.portal.id, contactId: submission.contactId },
      "document_removed",
      `${upload?.name ?? "A file"} from ${request.title}`,
    );
  });
  return getMyFileRequest(db, who, requestId);
}

/** The upload behind one of the participant's own files, for download. */
export async function findMyFile(db: Db, who: Participant, requestId: string, submissionId: string) {
  const { submission } = await mySubmission(db, who, requestId, submissionId);
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, submission.uploadId));
  if (!upload) throw absent(fileRequestMessages.fileNotFound);
  return upload;
}
