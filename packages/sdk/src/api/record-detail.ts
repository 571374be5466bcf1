import type {
  AuditEntry,
  DuplicateCandidate,
  Envelope,
  MergeRequest,
  MergeResult,
  RecordDetail,
  RecordFile,
  RecordHistory,
  RecordInput,
  RecordType,
  RecordUpdateResult,
  UploadedFile,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * One record's calls (spec 1 §2 "contact/{recordId} and account/{recordId}, each with edit,
 * audit, files, history/{historyType}"), under /event/{eventId}/{type}/{recordId} where `type` is
 * contact, account or record (a custom module's record). The server checks the module's read or
 * update permission on every call.
 */

/** Which record: its event, kind and id. */
export interface RecordKey {
  eventId: string;
  type: RecordType;
  recordId: string;
}

export interface RecordDetailApi {
  /**
   * POST /event/{eventId}/{type} `{ moduleId?, values }`: adds a record (an account or custom
   * record names its module; a contact goes to the event's contacts).
   */
  create(
    eventId: string,
    type: RecordType,
    values: Record<string, RecordInput>,
    options?: CallOptions & { moduleId?: string },
  ): Promise<RecordDetail>;
  /** GET …: the record with every field and value. */
  get(key: RecordKey, options?: CallOptions): Promise<RecordDetail>;
  /**
   * PUT … `{ values }` with only the fields that change; each value is read with the import's
   * rule for its field. A bad value rejects with an HttpError whose body lists `details`
   * (`{ path: "values.{fieldId}", message }`); 409 when another contact has the email.
   */
  update(
    key: RecordKey,
    values: Record<string, RecordInput>,
    options?: CallOptions,
  ): Promise<RecordUpdateResult>;
  /** DELETE … */
  remove(key: RecordKey, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/audit: newest first. */
  audit(key: RecordKey, options?: CallOptions): Promise<AuditEntry[]>;
  /** GET …/files */
  files(key: RecordKey, options?: CallOptions): Promise<RecordFile[]>;
  /** POST /uploads (multipart): stores a file to attach next. */
  upload(file: File, options?: CallOptions): Promise<UploadedFile>;
  /** POST …/files `{ uploadId }` */
  attachFile(key: RecordKey, uploadId: string, options?: CallOptions): Promise<RecordFile>;
  /** DELETE …/files/{fileId}: the attachment goes, the upload stays. */
  detachFile(key: RecordKey, fileId: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/history/{historyType}; 404 for a type the record does not have. */
  history(key: RecordKey, historyType: string, options?: CallOptions): Promise<RecordHistory>;
  /** GET /organizations/{orgId}/contact/{contactId}: a contact from the organization area (its eventId too). */
  orgContact(orgId: string, contactId: string, options?: CallOptions): Promise<RecordDetail>;
  /** GET /event/{eventId}/contact/{contactId}/duplicates */
  duplicates(eventId: string, contactId: string, options?: CallOptions): Promise<DuplicateCandidate[]>;
  /** POST /event/{eventId}/contact/{contactId}/merge: merges `otherId` into this contact. */
  merge(eventId: string, contactId: string, body: MergeRequest, options?: CallOptions): Promise<MergeResult>;
}

const enc = encodeURIComponent;

/**
 * The record page's calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const api = createRecordDetailApi(sdk.http);
 * const key = { eventId, type: "contact", recordId } as const;
 * await api.update(key, { TITLE: "Keynote speaker" });
 */
export function createRecordDetailApi(http: HttpClient): RecordDetailApi {
  const path = (key: RecordKey, rest = "") =>
    `event/${enc(key.eventId)}/${enc(key.type)}/${enc(key.recordId)}${rest}`;
  const contact = (eventId: string, contactId: string, rest: string) =>
    path({ eventId, type: "contact", recordId: contactId }, rest);
  return {
    create: async (eventId, type, values, { moduleId, ...options } = {}) =>
      payloadOf(
        await http.post<Envelope<RecordDetail>>(`event/${enc(eventId)}/${enc(type)}`, {
          ...options,
          json: moduleId ? { moduleId, values } : { values },
        }),
        "POST record",
      ),
    get: async (key, options = {}) =>
      payloadOf(await http.get<Envelope<RecordDetail>>(path(key), options), "GET record"),
    update: async (key, values, options = {}) =>
      payloadOf(
        await http.put<Envelope<RecordUpdateResult>>(path(key), { ...options, json: { values } }),
        "PUT record",
      ),
    remove: async (key, options = {}) =>
      payloadOf(await http.delete<Envelope<{ id: string }>>(path(key), options), "DELETE record"),
    audit: async (key, options = {}) =>
      payloadOf(await http.get<Envelope<AuditEntry[]>>(path(key, "/audit"), options), "GET record audit"),
    files: async (key, options = {}) =>
      payloadOf(await http.get<Envelope<RecordFile[]>>(path(key, "/files"), options), "GET record files"),
    async upload(file, options = {}) {
      const form = new FormData();
      form.append("file", file, file.name);
      return payloadOf(
        await http.post<Envelope<UploadedFile>>("uploads", { ...options, body: form, timeout: false }),
        "POST uploads",
      );
    },
    attachFile: async (key, uploadId, options = {}) =>
      payloadOf(
        await http.post<Envelope<RecordFile>>(path(key, "/files"), { ...options, json: { uploadId } }),
        "POST record files",
      ),
    detachFile: async (key, fileId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(path(key, `/files/${enc(fileId)}`), options),
        "DELETE record file",
      ),
    history: async (key, historyType, options = {}) =>
      payloadOf(
        await http.get<Envelope<RecordHistory>>(path(key, `/history/${enc(historyType)}`), options),
        "GET record history",
      ),
    orgContact: async (orgId, contactId, options = {}) =>
      payloadOf(
        await http.get<Envelope<RecordDetail>>(
          `organizations/${enc(orgId)}/contact/${enc(contactId)}`,
          options,
        ),
        "GET organization contact",
      ),
    duplicates: async (eventId, contactId, options = {}) =>
      payloadOf(
        await http.get<Envelope<DuplicateCandidate[]>>(contact(eventId, contactId, "/duplicates"), options),
        "GET duplicates",
      ),
    merge: async (eventId, contactId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<MergeResult>>(contact(eventId, contactId, "/merge"), {
          ...options,
          json: body,
        }),
        "POST merge",
      ),
  };
}
