import { z } from "zod";
import { fileSubmissionStatuses } from "./portal-documents.js";

/*
 * The answers of the file request calls (issue 6; portal-documents.ts): the participant's
 * `/api/portal/{slug}/{id}/me/file-requests…` and the organizer's
 * `/api/events/{eventId}/portals/{portalId}/file-requests…`, `…/files`. Kept apart from
 * portal-documents.ts, which has no zod, so browser bundles can take its labels and messages alone.
 */

const submissionStatus = z.enum(fileSubmissionStatuses);
const requestStatus = z.enum([...fileSubmissionStatuses, "not_handed_in"]);

/** One file a participant handed in, as they see it; `url` downloads it (with the bearer token). */
export const portalFileSubmission = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  status: submissionStatus,
  /** The organizers' note on their review (plain text); empty when none. */
  reviewNote: z.string(),
  /** ISO instant. */
  submittedAt: z.string(),
  /** `/api/portal/{slug}/{id}/me/file-requests/{requestId}/files/{submissionId}`. */
  url: z.string(),
});
export type PortalFileSubmission = z.infer<typeof portalFileSubmission>;

/** `GET …/me/file-requests`: one request sent to the participant, as their list shows it. */
export const portalFileRequestSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`, or null. */
  dueDate: z.string().nullable(),
  /** How many files they handed in for it. */
  handedIn: z.number().int(),
  maxFiles: z.number().int(),
  /** Their latest file's status; `not_handed_in` while they have none. */
  status: requestStatus,
});
export type PortalFileRequestSummary = z.infer<typeof portalFileRequestSummary>;

/** `GET …/me/file-requests/{requestId}`: what to hand in, and what they handed in, oldest first. */
export const portalFileRequestDetail = z
  .object({
    id: z.string(),
    title: z.string(),
    /** Plain text; line breaks are kept when shown. */
    instructions: z.string(),
    dueDate: z.string().nullable(),
    /** Extensions (`.pdf`) or media types (`application/pdf`, `image/*`); empty: any file. */
    acceptedTypes: z.array(z.string()),
    maxFiles: z.number().int(),
    submissions: z.array(portalFileSubmission),
  })
  .meta({ id: "PortalFileRequestDetail" });
export type PortalFileRequestDetail = z.infer<typeof portalFileRequestDetail>;

/** A file request as the organizer's list shows it. */
export const fileRequest = z
  .object({
    id: z.string(),
    portalId: z.string(),
    title: z.string(),
    instructions: z.string(),
    dueDate: z.string().nullable(),
    acceptedTypes: z.array(z.string()),
    maxFiles: z.number().int(),
    /** ISO instant. */
    createdAt: z.string(),
    recipientCount: z.number().int(),
    /** Recipients who handed in at least one file. */
    handedInCount: z.number().int(),
  })
  .meta({ id: "PortalFileRequest" });
export type FileRequest = z.infer<typeof fileRequest>;

/** Someone a request is sent to: a contact of the portal's event. */
export const fileRequestRecipient = z
  .object({ contactId: z.string(), name: z.string(), email: z.string().nullable() })
  .meta({ id: "PortalFileRequestRecipient" });
export type FileRequestRecipient = z.infer<typeof fileRequestRecipient>;

/** `POST …/recipients`: how many joined, and every recipient now. */
export const fileRequestRecipientsAdded = z.object({
  added: z.number().int(),
  recipients: z.array(fileRequestRecipient),
});
export type FileRequestRecipientsAdded = z.infer<typeof fileRequestRecipientsAdded>;

/** One handed-in file as the organizers see it; `url` downloads it (with the bearer token). */
export const fileRequestResultFile = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
    status: submissionStatus,
    reviewNote: z.string(),
    submittedAt: z.string(),
    /** ISO instant, or null before a review. */
    reviewedAt: z.string().nullable(),
    /** `/api/events/{eventId}/portals/{portalId}/file-requests/{requestId}/results/{submissionId}/file`. */
    url: z.string(),
  })
  .meta({ id: "PortalFileRequestResultFile" });
export type FileRequestResultFile = z.infer<typeof fileRequestResultFile>;

/** One recipient's row of the results: their status and their files, oldest first. */
export const fileRequestResult = fileRequestRecipient.extend({
  status: requestStatus,
  files: z.array(fileRequestResultFile),
});
export type FileRequestResult = z.infer<typeof fileRequestResult>;

/** `GET …/file-requests/{requestId}/results`. */
export const fileRequestResults = z.object({ request: fileRequest, results: z.array(fileRequestResult) });
export type FileRequestResults = z.infer<typeof fileRequestResults>;

/** `GET …/portals/{portalId}/files`: one file handed in to any of the portal's requests. */
export const portalFileEntry = fileRequestResultFile.extend({
  requestId: z.string(),
  requestTitle: z.string(),
  contactId: z.string(),
  /** The person who handed it in. */
  contactName: z.string(),
  contactEmail: z.string().nullable(),
});
export type PortalFileEntry = z.infer<typeof portalFileEntry>;
