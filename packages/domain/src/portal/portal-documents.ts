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

/** One file a participant handed in, as they see it; `url` downloads it (with the bearer token). */
export interface PortalFileSubmission {
  id: string;
  name: string;
  size: number;
  type: string;
  status: FileSubmissionStatus;
  /** The organizers' note on their review (plain text); empty when none. */
  reviewNote: string;
  /** ISO instant. */
  submittedAt: string;
  /** `/api/portal/{slug}/{id}/me/file-requests/{requestId}/files/{submissionId}`. */
  url: string;
}

/** `GET …/me/file-requests`: one request sent to the participant, as their list shows it. */
export interface PortalFileRequestSummary {
  id: string;
  title: string;
  /** `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  /** How many files they handed in for it. */
  handedIn: number;
  maxFiles: number;
  /** Their latest file's status; `not_handed_in` while they have none. */
  status: FileRequestStatus;
}

/** `GET …/me/file-requests/{requestId}`: what to hand in, and what they handed in, oldest first. */
export interface PortalFileRequestDetail {
  id: string;
  title: string;
  /** Plain text; line breaks are kept when shown. */
  instructions: string;
  dueDate: string | null;
  /** Extensions (`.pdf`) or media types (`application/pdf`, `image/*`); empty: any file. */
  acceptedTypes: string[];
  maxFiles: number;
  submissions: PortalFileSubmission[];
}

/** A file request as the organizer's list shows it. */
export interface FileRequest {
  id: string;
  portalId: string;
  title: string;
  instructions: string;
  dueDate: string | null;
  acceptedTypes: string[];
  maxFiles: number;
  /** ISO instant. */
  createdAt: string;
  recipientCount: number;
  /** Recipients who handed in at least one file. */
  handedInCount: number;
}

/** Someone a request is sent to: a contact of the portal's event. */
export interface FileRequestRecipient {
  contactId: string;
  name: string;
  email: string | null;
}

/** `POST …/recipients`: how many joined, and every recipient now. */
export interface FileRequestRecipientsAdded {
  added: number;
  recipients: FileRequestRecipient[];
}

/** One handed-in file as the organizers see it; `url` downloads it (with the bearer token). */
export interface FileRequestResultFile {
  id: string;
  name: string;
  size: number;
  type: string;
  status: FileSubmissionStatus;
  reviewNote: string;
  submittedAt: string;
  /** ISO instant, or null before a review. */
  reviewedAt: string | null;
  /** `/api/events/{eventId}/portals/{portalId}/file-requests/{requestId}/results/{submissionId}/file`. */
  url: string;
}

/** One recipient's row of the results: their status and their files, oldest first. */
export interface FileRequestResult extends FileRequestRecipient {
  status: FileRequestStatus;
  files: FileRequestResultFile[];
}

/** `GET …/file-requests/{requestId}/results`. */
export interface FileRequestResults {
  request: FileRequest;
  results: FileRequestResult[];
}

/** `GET …/portals/{portalId}/files`: one file handed in to any of the portal's requests. */
export interface PortalFileEntry extends FileRequestResultFile {
  requestId: string;
  requestTitle: string;
  contactId: string;
  /** The person who handed it in. */
  contactName: string;
  contactEmail: string | null;
}

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
  fileNotFound: "This file does not exist.",
  contactNotFound: "This contact does not exist in this event.",
  recipientNotFound: "This contact is not a recipient of this file request.",
  alreadyHandedIn: "This file is already handed in for this request.",
  acceptedCannotBeRemoved: "An accepted file can no longer be removed.",
  tooMany: (max: number) =>
    `You can hand in at most ${max === 1 ? "1 file" : `${max} files`} for this request. Remove one first.`,
  wrongType: (name: string, accepted: readonly string[]) =>
    `${name} is not an accepted file type. Accepted: ${accepted.join(", ")}.`,
} as const;
