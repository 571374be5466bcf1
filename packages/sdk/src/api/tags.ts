import type { DeletedTag, Envelope, EventTag, RecordTag } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";
import type { RecordKey } from "./record-detail.js";

/*
 * Tags (issue 7 "Fields and tags"; docs/fields-and-tags.md): the event's list at
 * `/events/{eventId}/tags…` (changing it needs manage_fields) and one record's tags at
 * `/event/{eventId}/{type}/{recordId}/tags…` (update on the record's module; each change lands in
 * the record's audit).
 */

export interface TagsApi {
  /** GET /events/{eventId}/tags: by name, each with how many records carry it. */
  list(eventId: string, options?: CallOptions): Promise<EventTag[]>;
  /** POST /events/{eventId}/tags: `color` is `#rrggbb` (a palette colour when left out); 409 for a taken name. */
  create(eventId: string, input: { name: string; color?: string }, options?: CallOptions): Promise<EventTag>;
  /** PUT /events/{eventId}/tags/{tagId}: a new name, colour, or both. */
  update(
    eventId: string,
    tagId: string,
    changes: { name?: string; color?: string },
    options?: CallOptions,
  ): Promise<EventTag>;
  /** DELETE /events/{eventId}/tags/{tagId}: the tag leaves every record that carried it. */
  remove(eventId: string, tagId: string, options?: CallOptions): Promise<DeletedTag>;
  /** GET /event/{eventId}/{type}/{recordId}/tags: the record's tags by name. */
  ofRecord(key: RecordKey, options?: CallOptions): Promise<RecordTag[]>;
  /** POST …/tags `{ tagId }`: the record's tags after (adding one it has changes nothing). */
  addToRecord(key: RecordKey, tagId: string, options?: CallOptions): Promise<RecordTag[]>;
  /** DELETE …/tags/{tagId}: the record's tags after. */
  removeFromRecord(key: RecordKey, tagId: string, options?: CallOptions): Promise<RecordTag[]>;
}

const enc = encodeURIComponent;

/**
 * The tag calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const tags = createTagsApi(sdk.http);
 * const vip = await tags.create(eventId, { name: "VIP", color: "#e03131" });
 * await tags.addToRecord({ eventId, type: "contact", recordId }, vip.id);
 */
export function createTagsApi(http: HttpClient): TagsApi {
  const list = (eventId: string) => `events/${enc(eventId)}/tags`;
  const tag = (eventId: string, tagId: string) => `${list(eventId)}/${enc(tagId)}`;
  const ofRecord = (key: RecordKey) => `event/${enc(key.eventId)}/${enc(key.type)}/${enc(key.recordId)}/tags`;
  return {
    list: async (eventId, options = {}) =>
      payloadOf(await http.get<Envelope<EventTag[]>>(list(eventId), options), "GET tags"),
    create: async (eventId, input, options = {}) =>
      payloadOf(await http.post<Envelope<EventTag>>(list(eventId), { ...options, json: input }), "POST tag"),
    update: async (eventId, tagId, changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<EventTag>>(tag(eventId, tagId), { ...options, json: changes }),
        "PUT tag",
      ),
    remove: async (eventId, tagId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedTag>>(tag(eventId, tagId), options), "DELETE tag"),
    ofRecord: async (key, options = {}) =>
      payloadOf(await http.get<Envelope<RecordTag[]>>(ofRecord(key), options), "GET record tags"),
    addToRecord: async (key, tagId, options = {}) =>
      payloadOf(
        await http.post<Envelope<RecordTag[]>>(ofRecord(key), { ...options, json: { tagId } }),
        "POST record tag",
      ),
    removeFromRecord: async (key, tagId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<RecordTag[]>>(`${ofRecord(key)}/${enc(tagId)}`, options),
        "DELETE record tag",
      ),
  };
}
