import { FILE_NOT_FOUND } from "../not-found.js";
/**
 * File requests (issue 6): organizers ask participants of a portal for documents; participants
 * hand files in at `/documents/request/{requestId}`; organizers review them on
 * `portals/file-requests/{fileRequestId}/results` and see everything handed in on `portals/files`.
 * API: `/api/portal/{slug}/{id}/me/file-requests…` (participant) and
 * `/api/events/{eventId}/portals/{portalId}/file-requests…`, `…/files` (organizer).
 */

/** Where a handed-in file stands: handed in, then accepted or rejected by an organizer. */
export const fileSubmissionStatuses = ["submitted", "accepted", "rejected"] as const;
export type FileSubmissionStatus = (typeof fileSubmissionStatuses)[number];

/** A recipient's standing on one request: their latest file's status, or none handed in yet. */
export type FileRequestStatus = FileSubmissionStatus | "not_handed_in";

export const fileRequestStatusLabels: Record<FileRequestStatus, string> = {
  not_handed_in: "Not handed in",
  submitted: "Submitted",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** The answers' types are their schemas' (portal-documents-contract.ts); type-only here, so no zod. */
export type {
  FileRequest,
  FileRequestRecipient,
  FileRequestRecipientsAdded,
  FileRequestResult,
  FileRequestResultFile,
  FileRequestResults,
  PortalFileEntry,
  PortalFileRequestDetail,
  PortalFileRequestSummary,
  PortalFileSubmission,
} from "./portal-documents-contract.js";

/** The groups of contacts a request can be sent to at once. */
export const fileRequestGroups = ["speakers", "moderators", "chairpersons", "portal-users"] as const;
export type FileRequestGroup = (typeof fileRequestGroups)[number];

export const fileRequestGroupLabels: Record<FileRequestGroup, string> = {
  speakers: "The event's speakers",
  moderators: "The event's moderators",
  chairpersons: "The event's chairpersons",
  "portal-users": "Everyone who can sign in to this portal",
};

/** Every sentence the file request calls answer with or the pages show. */
export const fileRequestMessages = {
  /** The participant's 404 for an unknown request or one not sent to them. */
  notYours: "This file request does not exist or is not one of yours.",
  /** The organizer's 404 for an unknown request (or one of another portal). */
  notFound: "This file request does not exist.",
  fileNotFound: FILE_NOT_FOUND,
  contactNotFound: "This contact does not exist in this event.",
  recipientNotFound: "This contact is not a recipient of this file request.",
  alreadyHandedIn: "This file is already handed in for this request.",
  acceptedCannotBeRemoved: "An accepted file can no longer be removed.",
  tooMany: (max: number) =>
    `You can hand in at most ${max === 1 ? "1 file" : `${max} files`} for this request. Remove one first.`,
  wrongType: (name: string, accepted: readonly string[]) =>
    `${name} is not an accepted file type. Accepted: ${accepted.join(", ")}.`,
} as const;
