import type { DeletedFileKind, Envelope, FileKind } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/** What a file kind is made of (`POST`/`PUT /events/{eventId}/session-file-kinds…`). */
export interface FileKindInput {
  name: string;
  /** Extensions without the dot (`["pdf", "pptx"]`); the server lower-cases them. */
  extensions: string[];
  /** 1 to 500. @default 50 */
  maxSizeMb?: number;
  /** @default false */
  required?: boolean;
}

/**
 * The session file kinds of one event (`/events/{eventId}/session-file-kinds…`; issue 25 item 7):
 * read with sessions or sessionSettings read, changed with sessionSettings update.
 */
export interface SessionFileKindsApi {
  list(options?: CallOptions): Promise<FileKind[]>;
  add(input: FileKindInput, options?: CallOptions): Promise<FileKind>;
  update(kindId: string, input: Partial<FileKindInput>, options?: CallOptions): Promise<FileKind>;
  /** The files linked under it stay, with no kind. */
  remove(kindId: string, options?: CallOptions): Promise<DeletedFileKind>;
  reorder(ids: readonly string[], options?: CallOptions): Promise<FileKind[]>;
}

const enc = encodeURIComponent;

/**
 * @example
 * const kinds = createSessionFileKindsApi(sdk.http, eventId);
 * await kinds.add({ name: "Slides", extensions: ["pdf", "pptx"], maxSizeMb: 50, required: true });
 */
export function createSessionFileKindsApi(http: HttpClient, eventId: string): SessionFileKindsApi {
  const base = `events/${enc(eventId)}/session-file-kinds`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<FileKind[]>>(base, options), "GET file kinds"),
    add: async (input, options = {}) =>
      payloadOf(await http.post<Envelope<FileKind>>(base, { ...options, json: input }), "POST file kind"),
    update: async (kindId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<FileKind>>(`${base}/${enc(kindId)}`, { ...options, json: input }),
        "PUT file kind",
      ),
    remove: async (kindId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<DeletedFileKind>>(`${base}/${enc(kindId)}`, options),
        "DELETE file kind",
      ),
    reorder: async (ids, options = {}) =>
      payloadOf(
        await http.put<Envelope<FileKind[]>>(`${base}/order`, { ...options, json: { ids } }),
        "PUT file kinds order",
      ),
  };
}
