import type {
  Envelope,
  FileRequest,
  FileRequestInput,
  FileRequestRecipient,
  FileRequestRecipientsAdded,
  FileRequestRecipientsInput,
  FileRequestResultFile,
  FileRequestResults,
  FileReviewInput,
  PortalFileEntry,
  PortalFileRequestDetail,
  PortalFileRequestSummary,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";
import { type DownloadDeps, downloadWithToken } from "./token-download.js";

/*
 * File requests (issue 6): the participant's own (`/portal/{slug}/{id}/me/file-requests…`, 404 for
 * a request not sent to them) and the organizer's (`/events/{eventId}/portals/{portalId}/
 * file-requests…` and `…/files`, permission `portal`: read to see, update to change).
 */

const enc = encodeURIComponent;

export interface PortalDocumentsApi {
  /** GET …/me/file-requests: the requests sent to the participant, soonest due first. */
  list(options?: CallOptions): Promise<PortalFileRequestSummary[]>;
  /** GET …/me/file-requests/{requestId}: what it asks for and their own files. */
  get(requestId: string, options?: CallOptions): Promise<PortalFileRequestDetail>;
  /**
   * POST …/me/file-requests/{requestId}/files: hands in an upload of their own (from
   * `forms.upload`); 400 for a type the request does not accept, 409 past its max files.
   */
  handIn(requestId: string, uploadId: string, options?: CallOptions): Promise<PortalFileRequestDetail>;
  /** DELETE …/files/{submissionId}: takes back a file not yet accepted (409 once accepted). */
  remove(requestId: string, submissionId: string, options?: CallOptions): Promise<PortalFileRequestDetail>;
  /** GET a file's `url` with the bearer token, as a Blob to save. */
  download(url: string, options?: CallOptions): Promise<Blob>;
}

/**
 * The participant's file request calls in one portal.
 * @example
 * const documents = createPortalDocumentsApi(sdk.http, deps, "speakers", portalId);
 * const { uploadId } = await sdk.api.forms.upload(file);
 * await documents.handIn(requestId, uploadId);
 */
export function createPortalDocumentsApi(
  http: HttpClient,
  deps: DownloadDeps,
  portalSlug: string,
  portalId: string,
): PortalDocumentsApi {
  const base = `portal/${enc(portalSlug)}/${enc(portalId)}/me/file-requests`;
  const one = (requestId: string) => `${base}/${enc(requestId)}`;
  return {
    list: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalFileRequestSummary[]>>(base, options),
        "GET portal file requests",
      ),
    get: async (requestId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalFileRequestDetail>>(one(requestId), options),
        "GET portal file request",
      ),
    handIn: async (requestId, uploadId, options = {}) =>
      payloadOf(
        await http.post<Envelope<PortalFileRequestDetail>>(`${one(requestId)}/files`, {
          ...options,
          json: { uploadId },
        }),
        "POST portal file",
      ),
    remove: async (requestId, submissionId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<PortalFileRequestDetail>>(
          `${one(requestId)}/files/${enc(submissionId)}`,
          options,
        ),
        "DELETE portal file",
      ),
    download: (url, options = {}) => downloadWithToken(deps, url, options),
  };
}

export interface FileRequestsAdminApi {
  /** GET …/file-requests: newest first, with recipient and handed-in counts. */
  list(options?: CallOptions): Promise<FileRequest[]>;
  create(input: FileRequestInput, options?: CallOptions): Promise<FileRequest>;
  /** PUT …/file-requests/{requestId}: the whole request. */
  update(requestId: string, input: FileRequestInput, options?: CallOptions): Promise<FileRequest>;
  /** DELETE …/file-requests/{requestId}: with its recipients and the files handed in to it. */
  remove(requestId: string, options?: CallOptions): Promise<{ id: string }>;
  recipients(requestId: string, options?: CallOptions): Promise<FileRequestRecipient[]>;
  /** POST …/recipients: `{ contactIds }` (contacts of the portal's event) or `{ group }`. */
  addRecipients(
    requestId: string,
    input: FileRequestRecipientsInput,
    options?: CallOptions,
  ): Promise<FileRequestRecipientsAdded>;
  removeRecipient(
    requestId: string,
    contactId: string,
    options?: CallOptions,
  ): Promise<FileRequestRecipient[]>;
  /** GET …/results: every recipient with status ("Not handed in" when none) and files. */
  results(requestId: string, options?: CallOptions): Promise<FileRequestResults>;
  /** PUT …/results/{submissionId}: accepted or rejected, with an optional note. */
  review(
    requestId: string,
    submissionId: string,
    input: FileReviewInput,
    options?: CallOptions,
  ): Promise<FileRequestResultFile>;
  /** GET …/portals/{portalId}/files: every file handed in to the portal, newest first. */
  files(options?: CallOptions): Promise<PortalFileEntry[]>;
  /** GET a file's `url` with the bearer token, as a Blob to save. */
  download(url: string, options?: CallOptions): Promise<Blob>;
}

/**
 * The organizer's file request calls of one portal of an event.
 * @example
 * const requests = createFileRequestsAdminApi(sdk.http, deps, eventId, portalId);
 * const request = await requests.create({ title: "Your slides", acceptedTypes: [".pdf"], maxFiles: 2 });
 * await requests.addRecipients(request.id, { group: "speakers" });
 */
export function createFileRequestsAdminApi(
  http: HttpClient,
  deps: DownloadDeps,
  eventId: string,
  portalId: string,
): FileRequestsAdminApi {
  const portal = `events/${enc(eventId)}/portals/${enc(portalId)}`;
  const base = `${portal}/file-requests`;
  const one = (requestId: string) => `${base}/${enc(requestId)}`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<FileRequest[]>>(base, options), "GET file requests"),
    create: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<FileRequest>>(base, { ...options, json: input }),
        "POST file request",
      ),
    update: async (requestId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<FileRequest>>(one(requestId), { ...options, json: input }),
        "PUT file request",
      ),
    remove: async (requestId, options = {}) =>
      payloadOf(await http.delete<Envelope<{ id: string }>>(one(requestId), options), "DELETE file request"),
    recipients: async (requestId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FileRequestRecipient[]>>(`${one(requestId)}/recipients`, options),
        "GET file request recipients",
      ),
    addRecipients: async (requestId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<FileRequestRecipientsAdded>>(`${one(requestId)}/recipients`, {
          ...options,
          json: input,
        }),
        "POST file request recipients",
      ),
    removeRecipient: async (requestId, contactId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<FileRequestRecipient[]>>(
          `${one(requestId)}/recipients/${enc(contactId)}`,
          options,
        ),
        "DELETE file request recipient",
      ),
    results: async (requestId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FileRequestResults>>(`${one(requestId)}/results`, options),
        "GET file request results",
      ),
    review: async (requestId, submissionId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<FileRequestResultFile>>(`${one(requestId)}/results/${enc(submissionId)}`, {
          ...options,
          json: input,
        }),
        "PUT file review",
      ),
    files: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalFileEntry[]>>(`${portal}/files`, options), "GET portal files"),
    download: (url, options = {}) => downloadWithToken(deps, url, options),
  };
}
