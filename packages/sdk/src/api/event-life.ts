import type {
  DeletedEvent,
  Envelope,
  EventDetails,
  EventDetailsBody,
  EventUpdateBody,
  UploadedFile,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * An event's life (issue 20 item 1; spec 2 §7 "Event", "Event details", "update by PUT with
 * logoImageUrl or isVirtualEventPublished"): its details, logo, publishing, archiving, deleting.
 * The server checks each call (update on settings for every change).
 */

export interface EventLifeApi {
  /** GET /event/{eventId}: the event and its details, archived or not. */
  get(eventId: string, options?: CallOptions): Promise<EventDetails>;
  /** PUT /virtual/event/{eventId}/details: name, dates, time zone, description, venue, currency. */
  saveDetails(eventId: string, body: EventDetailsBody, options?: CallOptions): Promise<EventDetails>;
  /**
   * PUT /event/{eventId}: `logoImageUrl` (null removes it), `isVirtualEventPublished`, `isArchived`.
   * @example await eventLife.update(eventId, { isVirtualEventPublished: true });
   */
  update(eventId: string, body: EventUpdateBody, options?: CallOptions): Promise<EventDetails>;
  /** POST /event/{eventId}/logo (multipart): one jpeg, png or svg, stored under event-logo/. */
  uploadLogo(eventId: string, file: Blob & { name?: string }, options?: CallOptions): Promise<UploadedFile>;
  /** DELETE /event/{eventId}: `confirmName` must be the event's name; everything of it goes. */
  remove(eventId: string, confirmName: string, options?: CallOptions): Promise<DeletedEvent>;
}

const enc = encodeURIComponent;

export function createEventLifeApi(http: HttpClient): EventLifeApi {
  const event = (eventId: string, rest = "") => `event/${enc(eventId)}${rest}`;
  const eventOf = (answer: Envelope<{ event: EventDetails }>, where: string) =>
    payloadOf(answer, where).event;
  return {
    get: async (eventId, options = {}) =>
      eventOf(await http.get<Envelope<{ event: EventDetails }>>(event(eventId), options), "GET event"),
    saveDetails: async (eventId, body, options = {}) =>
      eventOf(
        await http.put<Envelope<{ event: EventDetails }>>(`virtual/event/${enc(eventId)}/details`, {
          ...options,
          json: body,
        }),
        "PUT event details",
      ),
    update: async (eventId, body, options = {}) =>
      eventOf(
        await http.put<Envelope<{ event: EventDetails }>>(event(eventId), { ...options, json: body }),
        "PUT event",
      ),
    uploadLogo: async (eventId, file, options = {}) => {
      const form = new FormData();
      form.append("file", file, file.name ?? "logo");
      return payloadOf(
        await http.post<Envelope<UploadedFile>>(event(eventId, "/logo"), { ...options, body: form }),
        "POST event logo",
      );
    },
    remove: async (eventId, confirmName, options = {}) =>
      payloadOf(
        await http.delete<Envelope<DeletedEvent>>(event(eventId), { ...options, json: { confirmName } }),
        "DELETE event",
      ),
  };
}
