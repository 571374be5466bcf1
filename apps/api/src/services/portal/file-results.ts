import {
  type FileRequestResultFile,
  type FileRequestResults,
  fileRequestMessages,
  type PortalFileEntry,
} from "@foyer/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, portalFileRequests, portalFileSubmissions, uploads } from "../../db/schema/index.js";
import { absent } from "../refusal.js";
import type { OrganizerPortal } from "./admin.js";
import { latestStatus } from "./documents.js";
import { recipientsOf, requestOf, summaryOf } from "./file-requests.js";

/*
 * What participants handed in, as the organizers see it (issue 6: "file requests and their
 * results (`/file-requests/{fileRequestId}/results`)" and "portal files"): per recipient with a
 * review (accept or reject, with a note), and every file of the portal newest first. Downloads go
 * through here after the same checks, never through the open /uploads address.
 */

const enc = encodeURIComponent;
const nameOf = (contact: { fname: string; lname: string }) =>
  `${contact.fname} ${contact.lname}`.trim() || "Unnamed contact";

const fileUrl = (scope: OrganizerPortal, requestId: string, submissionId: string) =>
  `/api/events/${enc(scope.event.id)}/portals/${enc(scope.portal.id)}/file-requests/${enc(requestId)}/results/${enc(submissionId)}/file`;

const fileColumns = {
  id: portalFileSubmissions.id,
  requestId: portalFileSubmissions.requestId,
  contactId: portalFileSubmissions.contactId,
  status: portalFileSubmissions.status,
  reviewNote: portalFileSubmissions.reviewNote,
  submittedAt: portalFileSubmissions.submittedAt,
  reviewedAt: portalFileSubmissions.reviewedAt,
  name: uploads.name,
  size: uploads.size,
  type: uploads.type,
};

type FileRow = {
  id: string;
  requestId: string;
  status: FileRequestResultFile["status"];
  reviewNote: string;
  submittedAt: Date;
  reviewedAt: Date | null;
  name: string;
  size: number;
  type: string;
};

const fileOf = (scope: OrganizerPortal, row: FileRow): FileRequestResultFile => ({
  id: row.id,
  name: row.name,
  size: Number(row.size),
  type: row.type,
  status: row.status,
  reviewNote: row.reviewNote,
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  url: fileUrl(scope, row.requestId, row.id),
});

/** `GET …/file-requests/{requestId}/results`: every recipient, by name, with status and files. */
export async function fileRequestResults(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
): Promise<FileRequestResults> {
  const request = await summaryOf(db, scope, requestId);
  const [recipients, files] = await Promise.all([
    recipientsOf(db, request.id),
    db
      .select(fileColumns)
      .from(portalFileSubmissions)
      .innerJoin(uploads, eq(uploads.id, portalFileSubmissions.uploadId))
      .where(eq(portalFileSubmissions.requestId, request.id))
      .orderBy(asc(portalFileSubmissions.submittedAt), asc(portalFileSubmissions.id)),
  ]);
  return {
    request,
    results: recipients.map((recipient) => {
      const theirs = files.filter((file) => file.contactId === recipient.contactId);
      return {
        ...recipient,
        status: latestStatus(theirs),
        files: theirs.map((file) => fileOf(scope, file)),
      };
    }),
  };
}

/** One file handed in to this request of this portal, or 404. */
async function submissionOf(db: Db, scope: OrganizerPortal, requestId: string, submissionId: string) {
  const request = await requestOf(db, scope, requestId);
  const [row] = await db
    .select({ ...fileColumns, uploadId: portalFileSubmissions.uploadId })
    .from(portalFileSubmissions)
    .innerJoin(uploads, eq(uploads.id, portalFileSubmissions.uploadId))
    .where(and(eq(portalFileSubmissions.id, submissionId), eq(portalFileSubmissions.requestId, request.id)));
  if (!row) throw absent(fileRequestMessages.fileNotFound);
  return row;
}

/** `PUT …/results/{submissionId}`: accepted or rejected, with a note the participant sees. */
export async function reviewFile(
  db: Db,
  scope: OrganizerPortal,
  userId: string,
  requestId: string,
  submissionId: string,
  review: { status: "accepted" | "rejected"; note: string },
): Promise<FileRequestResultFile> {
  const row = await submissionOf(db, scope, requestId, submissionId);
  const [updated] = await db
    .update(portalFileSubmissions)
    .set({ status: review.status, reviewNote: review.note, reviewedAt: new Date(), reviewedBy: userId })
    .where(eq(portalFileSubmissions.id, row.id))
    .returning({
      status: portalFileSubmissions.status,
      reviewNote: portalFileSubmissions.reviewNote,
      reviewedAt: portalFileSubmissions.reviewedAt,
    });
  return fileOf(scope, { ...row, ...(updated ?? {}) });
}

/** The upload behind a file of this request, for download. */
export async function findResultFile(
  db: Db,
  scope: OrganizerPortal,
  requestId: string,
  submissionId: string,
) {
  const row = await submissionOf(db, scope, requestId, submissionId);
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, row.uploadId));
  if (!upload) throw absent(fileRequestMessages.fileNotFound);
  return upload;
}

/** `GET …/portals/{portalId}/files`: every file handed in to the portal's requests, newest first. */
export async function portalFiles(db: Db, scope: OrganizerPortal): Promise<PortalFileEntry[]> {
  const rows = await db
    .select({
      ...fileColumns,
      requestTitle: portalFileRequests.title,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
    })
    .from(portalFileSubmissions)
    .innerJoin(portalFileRequests, eq(portalFileRequests.id, portalFileSubmissions.requestId))
    .innerJoin(uploads, eq(uploads.id, portalFileSubmissions.uploadId))
    .innerJoin(contacts, eq(contacts.id, portalFileSubmissions.contactId))
    .where(eq(portalFileRequests.portalId, scope.portal.id))
    .orderBy(desc(portalFileSubmissions.submittedAt), desc(portalFileSubmissions.id));
  return rows.map((row) => ({
    ...fileOf(scope, row),
    requestId: row.requestId,
    requestTitle: row.requestTitle,
    contactId: row.contactId,
    contactName: nameOf(row),
    contactEmail: row.email,
  }));
}
