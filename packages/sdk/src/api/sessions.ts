import type {
  AuditEntry,
  DeletedSession,
  DeletedSessionSetting,
  Envelope,
  ParticipantRole,
  SessionCreateInput,
  SessionDetail,
  SessionFile,
  SessionListQuery,
  SessionPage,
  SessionParticipant,
  SessionSettingItem,
  SessionSettingKind,
  SessionSettings,
  SessionUpdateInput,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The event's sessions (`/events/{eventId}/sessions…`) and their settings
 * (`/events/{eventId}/session-settings…`): the event area's sessions pages. The server checks the
 * caller's `sessions` (or `sessionSettings`) permission on every call.
 */

export interface SessionsApi {
  /** GET /events/{eventId}/sessions?page&pageSize&sort&q: one page of top-level sessions. */
  list(query?: SessionListQuery, options?: CallOptions): Promise<SessionPage>;
  /** GET /events/{eventId}/sessions/{sessionId} */
  get(sessionId: string, options?: CallOptions): Promise<SessionDetail>;
  /** POST /events/{eventId}/sessions; `parentId` makes a subsession. */
  create(input: SessionCreateInput, options?: CallOptions): Promise<SessionDetail>;
  /** PUT /events/{eventId}/sessions/{sessionId}: the whole details form (a field left out is cleared). */
  update(sessionId: string, input: SessionUpdateInput, options?: CallOptions): Promise<SessionDetail>;
  /** DELETE /events/{eventId}/sessions/{sessionId}, its subsessions with it. */
  remove(sessionId: string, options?: CallOptions): Promise<DeletedSession>;
  /** GET /events/{eventId}/sessions/{sessionId}/audit, newest first. */
  audit(sessionId: string, options?: CallOptions): Promise<AuditEntry[]>;
  /** POST …/participants: contacts of the event, added to a role. Answers every participant. */
  addParticipants(
    sessionId: string,
    role: ParticipantRole,
    contactIds: readonly string[],
    options?: CallOptions,
  ): Promise<SessionParticipant[]>;
  /** DELETE …/participants/{role}/{contactId} */
  removeParticipant(
    sessionId: string,
    role: ParticipantRole,
    contactId: string,
    options?: CallOptions,
  ): Promise<SessionParticipant[]>;
  /** PUT …/participants/{role}/order: the role's contacts, each once, in the new order. */
  reorderParticipants(
    sessionId: string,
    role: ParticipantRole,
    contactIds: readonly string[],
    options?: CallOptions,
  ): Promise<SessionParticipant[]>;
  /**
   * POST …/files: links an upload (see `sdk.api.forms.upload`), under a file kind when the event
   * has kinds (`kindId`; the server refuses a file that does not fit it). Answers every file.
   */
  attachFile(
    sessionId: string,
    uploadId: string,
    options?: CallOptions & { kindId?: string | null },
  ): Promise<SessionFile[]>;
  /** DELETE …/files/{uploadId}: unlinks the file; the upload stays. */
  detachFile(sessionId: string, uploadId: string, options?: CallOptions): Promise<SessionFile[]>;
  /** GET /events/{eventId}/session-settings: every kind's items. */
  settings(options?: CallOptions): Promise<SessionSettings>;
  /** POST /events/{eventId}/session-settings/{kind} */
  addSetting(
    kind: SessionSettingKind,
    input: { name: string; colour?: string | null },
    options?: CallOptions,
  ): Promise<SessionSettingItem>;
  /** PUT /events/{eventId}/session-settings/{kind}/{itemId}: a new name or colour. */
  updateSetting(
    kind: SessionSettingKind,
    itemId: string,
    input: { name?: string; colour?: string | null },
    options?: CallOptions,
  ): Promise<SessionSettingItem>;
  /** DELETE /events/{eventId}/session-settings/{kind}/{itemId}: sessions using it lose it. */
  removeSetting(
    kind: SessionSettingKind,
    itemId: string,
    options?: CallOptions,
  ): Promise<DeletedSessionSetting>;
  /** PUT /events/{eventId}/session-settings/{kind}/order */
  reorderSettings(
    kind: SessionSettingKind,
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<SessionSettingItem[]>;
}

const enc = encodeURIComponent;

/**
 * The sessions calls of one event over the SDK's HTTP client (bearer token, one refresh and
 * retry on 401).
 * @example
 * const sessions = createSessionsApi(sdk.http, eventId);
 * const page = await sessions.list({ sort: "-title", q: "keynote" });
 * await sessions.addParticipants(page.sessions[0].id, "speaker", [contactId]);
 */
export function createSessionsApi(http: HttpClient, eventId: string): SessionsApi {
  const base = `events/${enc(eventId)}/sessions`;
  const session = (sessionId: string) => `${base}/${enc(sessionId)}`;
  const settings = `events/${enc(eventId)}/session-settings`;
  const kindPath = (kind: SessionSettingKind) => `${settings}/${enc(kind)}`;
  const participants = (sessionId: string) => `${session(sessionId)}/participants`;
  return {
    list: async (query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<SessionPage>>(base, {
          ...options,
          // An empty search is no search: leave it out rather than send `q=`.
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            sort: query.sort,
            q: query.q?.trim() || undefined,
            persona: query.persona || undefined,
          },
        }),
        "GET sessions",
      ),
    get: async (sessionId, options = {}) =>
      payloadOf(await http.get<Envelope<SessionDetail>>(session(sessionId), options), "GET session"),
    create: async (input, options = {}) =>
      payloadOf(await http.post<Envelope<SessionDetail>>(base, { ...options, json: input }), "POST session"),
    update: async (sessionId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionDetail>>(session(sessionId), { ...options, json: input }),
        "PUT session",
      ),
    remove: async (sessionId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedSession>>(session(sessionId), options), "DELETE session"),
    audit: async (sessionId, options = {}) =>
      payloadOf(
        await http.get<Envelope<AuditEntry[]>>(`${session(sessionId)}/audit`, options),
        "GET session audit",
      ),
    addParticipants: async (sessionId, role, contactIds, options = {}) =>
      payloadOf(
        await http.post<Envelope<SessionParticipant[]>>(participants(sessionId), {
          ...options,
          json: { role, contactIds },
        }),
        "POST session participants",
      ),
    removeParticipant: async (sessionId, role, contactId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<SessionParticipant[]>>(
          `${participants(sessionId)}/${enc(role)}/${enc(contactId)}`,
          options,
        ),
        "DELETE session participant",
      ),
    reorderParticipants: async (sessionId, role, contactIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionParticipant[]>>(`${participants(sessionId)}/${enc(role)}/order`, {
          ...options,
          json: { contactIds },
        }),
        "PUT session participants order",
      ),
    attachFile: async (sessionId, uploadId, { kindId = null, ...options } = {}) =>
      payloadOf(
        await http.post<Envelope<SessionFile[]>>(`${session(sessionId)}/files`, {
          ...options,
          json: { uploadId, kindId },
        }),
        "POST session file",
      ),
    detachFile: async (sessionId, uploadId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<SessionFile[]>>(`${session(sessionId)}/files/${enc(uploadId)}`, options),
        "DELETE session file",
      ),
    settings: async (options = {}) =>
      payloadOf(await http.get<Envelope<SessionSettings>>(settings, options), "GET session settings"),
    addSetting: async (kind, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<SessionSettingItem>>(kindPath(kind), { ...options, json: input }),
        "POST session setting",
      ),
    updateSetting: async (kind, itemId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionSettingItem>>(`${kindPath(kind)}/${enc(itemId)}`, {
          ...options,
          json: input,
        }),
        "PUT session setting",
      ),
    removeSetting: async (kind, itemId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<DeletedSessionSetting>>(`${kindPath(kind)}/${enc(itemId)}`, options),
        "DELETE session setting",
      ),
    reorderSettings: async (kind, ids, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionSettingItem[]>>(`${kindPath(kind)}/order`, {
          ...options,
          json: { ids },
        }),
        "PUT session settings order",
      ),
  };
}
